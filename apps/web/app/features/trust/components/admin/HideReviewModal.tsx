import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { hideReviewRequest } from '@tradelink/shared/trust/admin-trust';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useHideReview } from '../../api/admin-trust-queries.ts';

/** Hides a review from public pages; the reason is kept with it and in the audit log. */
export function HideReviewModal({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const { t } = useTranslation('adminTrust');
  const hide = useHideReview();
  const form = useZodForm(hideReviewRequest, { id: reviewId, hidden: true, reason: '' });
  const submit = form.onSubmit(async (input) => {
    await hide.mutateAsync(input);
    notifications.show({ color: 'green', message: t('reviews.hiddenDone') });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t('hideModal.title')} centered>
      <form noValidate onSubmit={submit}>
        <Stack>
          <FormErrorAlert message={form.formError} />
          <Text size="sm">{t('hideModal.hint')}</Text>
          <Textarea label={t('hideModal.reason')} required autosize minRows={2} maxRows={6} data-autofocus {...form.field('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={hide.isPending}>
              {t('hideModal.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
