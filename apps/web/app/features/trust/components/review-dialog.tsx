import { useId } from 'react';
import { Button, Group, Input, Loader, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useRevalidator } from 'react-router';
import { reviewCreateRequest, type ReviewEligibility } from '@tradelink/shared/trust/review';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, isSupplierIdentity } from '@tradelink/shared/trust/trust-constants';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { formatDate } from '~/lib/format.ts';
import { reviewEligibilityQuery, useCreateReview } from '../api/trust-queries.ts';

/**
 * `review`: rate a supplier (as a buyer) or a buyer (as a supplier), once, after dealing with it.
 * The server says first whether the caller may; if not, the dialog says why (or shows the review
 * already written) instead of a form that would be refused.
 */
export default function ReviewDialog({ props, close }: DialogComponentProps<'review'>) {
  const { t } = useTranslation('trust');
  const eligibility = useQuery(reviewEligibilityQuery(props.targetIdentity));
  return (
    <Modal opened onClose={close} title={t('review.title', { name: props.targetName })} centered size="lg" styles={{ content: { maxHeight: '90vh' } }}>
      {eligibility.isPending ? (
        <Group justify="center" py="lg">
          <Loader aria-label={t('review.loading')} />
        </Group>
      ) : eligibility.isError ? (
        <Stack>
          <FormErrorAlert message={apiErrorText(eligibility.error, t('review.loadFailed'))} />
          <CloseButton close={close} />
        </Stack>
      ) : eligibility.data.can_review ? (
        <ReviewForm targetIdentity={props.targetIdentity} close={close} />
      ) : (
        <NotEligible eligibility={eligibility.data} targetIdentity={props.targetIdentity} close={close} />
      )}
    </Modal>
  );
}

function CloseButton({ close }: { close: () => void }) {
  const { t } = useTranslation('trust');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={close}>
        {t('review.close')}
      </Button>
    </Group>
  );
}

/** Why the caller cannot review this party, or the review they already wrote. */
function NotEligible({ eligibility, targetIdentity, close }: { eligibility: ReviewEligibility; targetIdentity: string; close: () => void }) {
  const { t, i18n } = useTranslation('trust');
  const party = isSupplierIdentity(targetIdentity) ? 'supplier' : 'buyer';
  const existing = eligibility.existing;
  return (
    <Stack>
      {existing ? (
        <Stack gap={4} role="status">
          <Text fw={600}>{t('review.existingTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('review.existingMeta', { count: existing.rating, date: formatDate(existing.created_at, i18n.language) })}
          </Text>
          <Rating value={existing.rating} readOnly aria-hidden="true" />
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{existing.body}</Text>
        </Stack>
      ) : (
        <Text role="status">{t(`review.why.${eligibility.reason}_${party}`)}</Text>
      )}
      <CloseButton close={close} />
    </Stack>
  );
}

function ReviewForm({ targetIdentity, close }: { targetIdentity: string; close: () => void }) {
  const { t } = useTranslation('trust');
  const ratingLabelId = useId();
  const create = useCreateReview();
  const revalidator = useRevalidator();
  const form = useZodForm(reviewCreateRequest, { target_identity: targetIdentity, rating: 0, body: '' });
  const length = (form.values.body ?? '').trim().length;

  const submit = form.onSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
    } catch (error) {
      // Shown in the user's words: these codes' generic texts speak of inquiries.
      if (error instanceof ApiError && error.code === 'OWN_COMPANY') return form.setFormError(t('review.why.own_supplier'));
      throw error;
    }
    notifications.show({ color: 'green', message: t('review.success') });
    // The page's review summary comes from its loader: load it again to show the new review.
    void revalidator.revalidate();
    close();
  });

  // The shared "too short" text names another minimum; say this form's own.
  const bodyError = form.errors.body && length > 0 && length < REVIEW_BODY_MIN ? t('review.bodyTooShort', { min: REVIEW_BODY_MIN }) : form.errors.body;
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <FormErrorAlert message={form.formError} />
        <Input.Wrapper label={t('review.rating')} labelElement="div" id={ratingLabelId} required error={form.errors.rating}>
          <Rating
            mt={4}
            size="lg"
            value={Number(form.values.rating ?? 0)}
            onChange={(value) => form.setField('rating', value)}
            getSymbolLabel={(value) => t('review.stars', { count: value })}
            role="radiogroup"
            aria-labelledby={`${ratingLabelId}-label`}
            aria-invalid={form.errors.rating ? true : undefined}
            aria-describedby={form.errors.rating ? `${ratingLabelId}-error` : undefined}
          />
        </Input.Wrapper>
        <Textarea
          label={t('review.body')}
          placeholder={t('review.bodyPlaceholder')}
          description={t('review.bodyHint', { min: REVIEW_BODY_MIN, count: length, max: REVIEW_BODY_MAX })}
          autosize
          minRows={5}
          maxRows={12}
          maxLength={REVIEW_BODY_MAX + 200}
          required
          {...form.field('body')}
          error={bodyError}
        />
        <Text size="xs" c="dimmed">
          {t('review.publicNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
