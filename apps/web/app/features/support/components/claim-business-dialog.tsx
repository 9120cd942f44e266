import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { claimBusinessForm, SUPPORT_TEXT_MIN } from '@tradelink/shared/support/support-forms';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { useCreateSupportRequest } from '../api/support-queries.ts';
import { RequestDialogFrame, RequestFormActions } from './RequestDialogFrame.tsx';
import { SupportTextarea } from './SupportTextarea.tsx';

/** `claimBusiness`: the owner of a listed company asks for its profile; operators check the proof. */
export default function ClaimBusinessDialog({ props, close }: DialogComponentProps<'claimBusiness'>) {
  const { t } = useTranslation('support');
  const create = useCreateSupportRequest();
  const [sentId, setSentId] = useState<number | null>(null);
  const form = useZodForm(claimBusinessForm, {
    kind: 'claim_business',
    supplier_identity: props.supplierIdentity ?? '',
    company_name: props.companyName ?? '',
    position: '',
    phone: '',
    body: '',
  });
  const submit = form.onSubmit(async (input) => setSentId((await create.mutateAsync(input)).id));
  return (
    <RequestDialogFrame title={t('request.claim.title')} intro={t('request.claim.intro')} close={close} sentId={sentId}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <FormErrorAlert message={form.formError} />
          {props.supplierIdentity && (
            <TextInput label={t('details.supplier_identity')} value={props.supplierIdentity} readOnly variant="filled" error={form.errors.supplier_identity} />
          )}
          <TextInput label={t('request.claim.companyName')} maxLength={200} required {...form.field('company_name')} />
          <TextInput label={t('request.claim.position')} maxLength={100} {...form.field('position')} />
          <TextInput label={t('request.claim.phone')} type="tel" autoComplete="tel" {...form.field('phone')} />
          <SupportTextarea label={t('request.body')} placeholder={t('request.claim.bodyPlaceholder')} min={SUPPORT_TEXT_MIN.body} {...form.field('body')} />
          <RequestFormActions close={close} busy={create.isPending} />
        </Stack>
      </form>
    </RequestDialogFrame>
  );
}
