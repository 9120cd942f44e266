import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { SANCTION_REASON_MAX, SANCTION_REASON_MIN, sanctionRequest } from '@tradelink/shared/user-admin/user-admin';
import { ReasonModal } from '~/components/forms/ReasonModal.tsx';
import { useSanction, type SanctionAction } from '../api/user-admin-queries.ts';

const COLORS: Record<SanctionAction, string> = { warn: 'orange', suspend: 'red', reinstate: 'teal' };

interface Props {
  action: SanctionAction;
  userId: string;
  name: string;
  onClose: () => void;
  onDone?: () => void;
}

/**
 * Asks for the reason of a warning, suspension or reinstatement (the user reads it in the notice
 * mail), checked with the server's schema. Mounted only while open, so each opening starts empty.
 */
export function SanctionModal({ action, userId, name, onClose, onDone }: Props) {
  const { t } = useTranslation('adminUsers');
  const sanction = useSanction(action);
  return (
    <ReasonModal
      title={t(`actions.${action}.title`, { name })}
      intro={t(`actions.${action}.intro`)}
      notice={
        action === 'suspend' && (
          <Alert color="red" variant="light" title={t('actions.suspend.warningTitle')}>
            {t('actions.suspend.warning')}
          </Alert>
        )
      }
      schema={sanctionRequest}
      initial={{ user_id: userId, reason: '' }}
      label={t('actions.reason')}
      description={(text) => t('actions.reasonHint', { min: SANCTION_REASON_MIN, max: SANCTION_REASON_MAX, length: text.trim().length })}
      required
      submitLabel={t(`actions.${action}.submit`)}
      submitColor={COLORS[action]}
      cancelLabel={t('actions.cancel')}
      onSubmit={async (input) => {
        await sanction.mutateAsync(input);
        notifications.show({ color: 'green', message: t(`actions.${action}.done`, { name }) });
        onDone?.();
      }}
      onClose={onClose}
    />
  );
}
