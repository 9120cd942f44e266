import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_REASON_MAX, verificationDecisionForm, type VerificationQueueItem } from '@tradelink/shared/verification/verification-review';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
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
  const form = useZodForm(verificationDecisionForm, { decision, reason: '' });
  const outcome = outcomeOf(item.kind, decision);
  const company = companyLabel(item);
  const showReason = decision === 'reject' || item.kind === 'smart_tracing';
  return (
    <Modal opened onClose={onClose} title={t(`modal.title.${outcome}`, { company })} centered>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          review.mutateAsync({ id: item.id, ...values }).then(() => {
            notifications.show({ color: decision === 'approve' ? 'green' : 'orange', message: t(`toast.${outcome}`, { company }) });
            onClose();
          }),
        )}
      >
        <Stack>
          <Text size="sm">{t(`modal.body.${item.kind}.${decision}`)}</Text>
          <FormErrorAlert message={form.formError} />
          {showReason && (
            <Textarea
              label={decision === 'reject' ? t('modal.reason') : t('modal.resultNote')}
              description={decision === 'reject' ? t('modal.reasonHint') : t('modal.resultNoteHint')}
              required={decision === 'reject'}
              maxLength={VERIFICATION_REASON_MAX}
              autosize
              minRows={3}
              data-autofocus
              {...form.field('reason')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit" color={decision === 'approve' ? 'green' : 'red'} loading={review.isPending}>
              {t(`actions.${outcome}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
