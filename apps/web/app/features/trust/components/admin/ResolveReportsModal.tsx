import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { resolveReportsRequest } from '@tradelink/shared/trust/admin-trust';
import type { ReportTargetType } from '@tradelink/shared/trust/trust-constants';
import { ReasonModal } from '~/components/forms/ReasonModal.tsx';
import { useResolveReports } from '../../api/admin-trust-queries.ts';

interface Props {
  target: { type: ReportTargetType; id: string; name: string };
  resolution: 'resolved' | 'dismissed';
  onClose: () => void;
}

/** Closes every open report on a target: resolved (acted on) or dismissed (nothing wrong), with an optional note. */
export function ResolveReportsModal({ target, resolution, onClose }: Props) {
  const { t } = useTranslation('adminTrust');
  const resolve = useResolveReports();
  return (
    <ReasonModal
      title={t(`resolveModal.title_${resolution}`, { name: target.name })}
      intro={t(`resolveModal.hint_${resolution}`)}
      schema={resolveReportsRequest}
      initial={{ target_type: target.type, target_id: target.id, resolution, note: '' }}
      field="note"
      label={t('resolveModal.note')}
      submitLabel={t(`resolveModal.confirm_${resolution}`)}
      submitColor={resolution === 'resolved' ? 'green' : 'gray'}
      cancelLabel={t('cancel')}
      onSubmit={async (input) => {
        const { updated } = await resolve.mutateAsync(input);
        notifications.show({ color: 'green', message: t(`resolveModal.done_${resolution}`, { count: updated }) });
      }}
      onClose={onClose}
    />
  );
}
