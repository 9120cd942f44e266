import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ModerationQueueItem } from '@tradelink/shared/moderation/admin-moderation';
import { useModeratePosts } from './api/moderation-queries.ts';

type Ref = Pick<ModerationQueueItem, 'kind' | 'id'>;
type Results = Array<{ ok: boolean }>;

/**
 * Approve or reject posts (one or many) and say how it went: how many were decided and how many
 * could not be (decided meanwhile by someone else, closed or removed). The queue refreshes itself.
 */
export function useDecidePosts() {
  const { t } = useTranslation('adminModeration');
  const approveCall = useModeratePosts();
  // The reject dialog shows its own errors.
  const rejectCall = useModeratePosts({ silent: true });

  const report = (decision: 'approved' | 'rejected', results: Results) => {
    const ok = results.filter((r) => r.ok).length;
    const failed = results.length - ok;
    const lines = [ok > 0 ? t(`toast.${decision}`, { count: ok }) : null, failed > 0 ? t('toast.failed', { count: failed }) : null];
    notifications.show({ color: failed === 0 ? 'green' : ok === 0 ? 'red' : 'orange', message: lines.filter(Boolean).join(' ') });
  };
  const refs = (items: Ref[]) => items.map(({ kind, id }) => ({ kind, id }));

  return {
    /** Resolves once reported; a failed call was already toasted. */
    approve: (items: Ref[]) =>
      approveCall
        .mutateAsync({ items: refs(items), decision: 'approve' })
        .then((answer) => report('approved', answer.results))
        .catch(() => undefined),
    /** Rejects when the call fails, so the dialog can show why. */
    reject: (items: Ref[], reason: string) =>
      rejectCall.mutateAsync({ items: refs(items), decision: 'reject', reason }).then((answer) => report('rejected', answer.results)),
  };
}
