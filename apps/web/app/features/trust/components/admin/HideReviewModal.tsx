import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { hideReviewRequest } from '@tradelink/shared/trust/admin-trust';
import { ReasonModal } from '~/components/forms/ReasonModal.tsx';
import { useHideReview } from '../../api/admin-trust-queries.ts';

/** Hides a review from public pages; the reason is kept with it and in the audit log. */
export function HideReviewModal({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const { t } = useTranslation('adminTrust');
  const hide = useHideReview();
  return (
    <ReasonModal
      title={t('hideModal.title')}
      intro={t('hideModal.hint')}
      schema={hideReviewRequest}
      initial={{ id: reviewId, hidden: true, reason: '' }}
      label={t('hideModal.reason')}
      required
      submitLabel={t('hideModal.confirm')}
      submitColor="red"
      cancelLabel={t('cancel')}
      onSubmit={async (input) => {
        await hide.mutateAsync(input);
        notifications.show({ color: 'green', message: t('reviews.hiddenDone') });
      }}
      onClose={onClose}
    />
  );
}
