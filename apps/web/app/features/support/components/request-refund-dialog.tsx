import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { refundForm, SUPPORT_TEXT_MIN } from '@tradelink/shared/support/support-forms';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { useCreateSupportRequest } from '../api/support-queries.ts';
import { RequestDialogFrame, RequestFormActions } from './RequestDialogFrame.tsx';
import { SupportTextarea } from './SupportTextarea.tsx';

/**
 * `requestRefund`: a payment to refund and why. Opened from a receipt, the receipt number is filled
 * in and fixed (it names that payment); opened elsewhere, the user types the reference.
 */
export default function RequestRefundDialog({ props, close }: DialogComponentProps<'requestRefund'>) {
  const { t } = useTranslation('support');
  const create = useCreateSupportRequest();
  const [sentId, setSentId] = useState<number | null>(null);
  const form = useZodForm(refundForm, { kind: 'refund', payment_reference: props.paymentReference ?? '', plan_name: props.planName ?? '', body: '' });
  const submit = form.onSubmit(async (input) => setSentId((await create.mutateAsync(input)).id));
  return (
    <RequestDialogFrame title={t('request.refund.title')} intro={t('request.refund.intro')} close={close} sentId={sentId}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <FormErrorAlert message={form.formError} />
          <TextInput
            label={t('request.refund.paymentReference')}
            placeholder={t('request.refund.paymentReferencePlaceholder')}
            maxLength={100}
            required
            readOnly={Boolean(props.paymentReference)}
            variant={props.paymentReference ? 'filled' : 'default'}
            {...form.field('payment_reference')}
          />
          {props.planName && <TextInput label={t('request.refund.planName')} value={props.planName} readOnly variant="filled" />}
          <SupportTextarea label={t('request.body')} placeholder={t('request.refund.bodyPlaceholder')} min={SUPPORT_TEXT_MIN.body} {...form.field('body')} />
          <RequestFormActions close={close} busy={create.isPending} />
        </Stack>
      </form>
    </RequestDialogFrame>
  );
}
