import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { VERIFICATION_REASON_MAX, verificationDecisionForm, type VerificationQueueItem } from '@tradelink/shared/verification/verification-review';
import { ReasonModal } from '~/components/forms/ReasonModal.tsx';
import { useReviewVerification } from '../api/verification-review-queries.ts';
import { companyLabel, outcomeOf } from '../outcome.ts';

interface Props {
  item: VerificationQueueItem;
  decision: 'approve' | 'reject';
  onClose: () => void;
}

/**
 * Confirms one decision. Rejecting (a failed session) needs the reason the requester will read;
 * a passed session may carry a note; approving documents needs nothing more than the confirmation.
 */
export function DecisionModal({ item, decision, onClose }: Props) {
  const { t } = useTranslation('adminVerification');
  const review = useReviewVerification();
  const outcome = outcomeOf(item.kind, decision);
  const company = companyLabel(item);
  const reject = decision === 'reject';
  const showReason = reject || item.kind === 'smart_tracing';
  return (
    <ReasonModal
      title={t(`modal.title.${outcome}`, { company })}
      intro={t(`modal.body.${item.kind}.${decision}`)}
      schema={verificationDecisionForm}
      initial={{ decision, reason: '' }}
      label={showReason ? (reject ? t('modal.reason') : t('modal.resultNote')) : undefined}
      description={reject ? t('modal.reasonHint') : t('modal.resultNoteHint')}
      required={reject}
      maxLength={VERIFICATION_REASON_MAX}
      submitLabel={t(`actions.${outcome}`)}
      submitColor={reject ? 'red' : 'green'}
      cancelLabel={t('modal.cancel')}
      onSubmit={async (values) => {
        await review.mutateAsync({ id: item.id, ...values });
        notifications.show({ color: reject ? 'orange' : 'green', message: t(`toast.${outcome}`, { company }) });
      }}
      onClose={onClose}
    />
  );
}
