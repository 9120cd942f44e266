import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { tracingBookingForm, type VerificationRequestView } from '@tradelink/shared/verification/verification';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { tracingSlotsQuery, useCancelVerification, useRequestSupplierVerification } from '../api/verification-queries.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { formatDateWith } from '~/lib/format.ts';

export const formatSession = (iso: string, lang: string) =>
  formatDateWith(iso, lang, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** Level 4: pick a free slot and who the team should call. */
function BookingForm() {
  const { t } = useTranslation('verification');
  const me = useMe();
  const slots = useQuery(tracingSlotsQuery);
  const book = useRequestSupplierVerification();
  const form = useZodForm(tracingBookingForm, { scheduled_at: '', contact_name: me?.customer_name ?? '', contact_phone: me?.customer_phone ?? '' });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((checked) =>
        book.mutateAsync({ kind: 'smart_tracing', ...checked }).then(
          () => notifications.show({ color: 'green', message: t('tracing.booked') }),
          (error: unknown) => {
            // Someone else may just have taken the slot: show what is still free (the form shows the error).
            if (error instanceof ApiError && error.code === 'SLOT_UNAVAILABLE') void slots.refetch();
            throw error;
          },
        ),
      )}
    >
      <Stack gap="sm">
        <FormErrorAlert message={form.formError} />
        {slots.data ? (
          <SlotPicker slots={slots.data.slots} value={form.values.scheduled_at ?? ''} onChange={(slot) => form.setField('scheduled_at', slot)} error={form.errors.scheduled_at} />
        ) : (
          <Loader size="sm" aria-label={t('tracing.loadingSlots')} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('tracing.contactName')} autoComplete="name" required maxLength={100} {...form.field('contact_name')} />
          <TextInput label={t('tracing.contactPhone')} type="tel" autoComplete="tel" required {...form.field('contact_phone')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={book.isPending} disabled={slots.data?.slots.length === 0}>
            {t('tracing.book')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A booked session: when, who is called, and a cancel while it has not started. */
function BookedSession({ request }: { request: VerificationRequestView }) {
  const { t, i18n } = useTranslation('verification');
  const { t: te } = useTranslation('errors');
  const cancel = useCancelVerification();
  const upcoming = request.scheduled_at !== null && Date.parse(request.scheduled_at) > Date.now();
  return (
    <Stack gap="xs">
      <Text size="sm">{t('tracing.scheduledFor', { date: formatSession(request.scheduled_at!, i18n.language) })}</Text>
      <Text size="sm" c="dimmed">
        {t('tracing.contact', { name: request.contact_name ?? '', phone: request.contact_phone ?? '' })}
      </Text>
      {cancel.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(cancel.error, te('generic'))}
        </Alert>
      )}
      {upcoming && (
        <Group>
          <Button variant="default" color="red" size="xs" loading={cancel.isPending} onClick={() => cancel.mutate({ id: request.id })}>
            {t('tracing.cancel')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Level 4: online smart tracing, a live session with the verification team. */
export function TracingStep({ request }: { request: VerificationRequestView | null }) {
  const { t } = useTranslation('verification');
  if (request?.status === 'scheduled') return <BookedSession request={request} />;
  return (
    <Stack gap="sm">
      {request?.status === 'rejected' && (
        <Alert color="red" title={t('tracing.failedTitle')}>
          {request.review_note ?? t('documents.noReason')}
        </Alert>
      )}
      <BookingForm />
    </Stack>
  );
}
