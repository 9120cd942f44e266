import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SANCTION_REASON_MAX, SANCTION_REASON_MIN, sanctionRequest } from '@tradelink/shared/user-admin/user-admin';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { useSanction, type SanctionAction } from '../api/user-admin-queries.ts';

const COLORS: Record<SanctionAction, string> = { warn: 'orange', suspend: 'red', reinstate: 'teal' };

/**
 * Asks for the reason of a warning, suspension or reinstatement (the user reads it in the notice
 * mail), checked with the server's schema. Mounted only while open, so each opening starts empty.
 */
export function SanctionModal({ action, userId, name, onClose, onDone }: { action: SanctionAction; userId: string; name: string; onClose: () => void; onDone?: () => void }) {
  const { t } = useTranslation('adminUsers');
  const sanction = useSanction(action);
  const form = useZodForm(sanctionRequest, { user_id: userId, reason: '' });
  const length = (form.values.reason ?? '').trim().length;

  const submit = form.onSubmit(async (input) => {
    await sanction.mutateAsync(input);
    notifications.show({ color: 'green', message: t(`actions.${action}.done`, { name }) });
    onClose();
    onDone?.();
  });

  return (
    <Modal opened onClose={onClose} title={t(`actions.${action}.title`, { name })} centered>
      <form noValidate onSubmit={submit}>
        <Stack>
          <Text size="sm">{t(`actions.${action}.intro`)}</Text>
          {action === 'suspend' && (
            <Alert color="red" variant="light" title={t('actions.suspend.warningTitle')}>
              {t('actions.suspend.warning')}
            </Alert>
          )}
          <FormErrorAlert message={form.formError} />
          <Textarea
            label={t('actions.reason')}
            description={t('actions.reasonHint', { min: SANCTION_REASON_MIN, max: SANCTION_REASON_MAX, length })}
            autosize
            minRows={3}
            maxRows={10}
            required
            data-autofocus
            {...form.field('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color={COLORS[action]} loading={sanction.isPending}>
              {t(`actions.${action}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
