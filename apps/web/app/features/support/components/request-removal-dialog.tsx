import { useState } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { REMOVAL_TYPES, removalForm, SUPPORT_TEXT_MIN, type RemovalType } from '@tradelink/shared/support/support-forms';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { useCreateSupportRequest } from '../api/support-queries.ts';
import { RequestDialogFrame, RequestFormActions } from './RequestDialogFrame.tsx';
import { SupportTextarea } from './SupportTextarea.tsx';

/** `requestRemoval`: ask the operators to take down a product, an account or content (type prefilled by the caller). */
export default function RequestRemovalDialog({ props, close }: DialogComponentProps<'requestRemoval'>) {
  const { t } = useTranslation('support');
  const create = useCreateSupportRequest();
  const [sentId, setSentId] = useState<number | null>(null);
  const form = useZodForm(removalForm, { kind: 'removal', removal_type: props.removalType, item_name: props.itemName ?? '', item_id: props.itemId ?? '', body: '' });
  const submit = form.onSubmit(async (input) => setSentId((await create.mutateAsync(input)).id));
  return (
    <RequestDialogFrame title={t('request.removal.title')} intro={t('request.removal.intro')} close={close} sentId={sentId}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <FormErrorAlert message={form.formError} />
          <Select
            label={t('request.removal.type')}
            data={REMOVAL_TYPES.map((type) => ({ value: type, label: t(`removalTypes.${type}`) }))}
            value={form.values.removal_type ?? null}
            onChange={(value) => form.setField('removal_type', (value ?? undefined) as RemovalType | undefined)}
            error={form.errors.removal_type}
            allowDeselect={false}
            required
          />
          <TextInput label={t('request.removal.itemName')} placeholder={t('request.removal.itemNamePlaceholder')} maxLength={300} required {...form.field('item_name')} />
          <TextInput label={t('request.removal.itemId')} maxLength={100} {...form.field('item_id')} />
          <SupportTextarea label={t('request.body')} placeholder={t('request.removal.bodyPlaceholder')} min={SUPPORT_TEXT_MIN.body} {...form.field('body')} />
          <RequestFormActions close={close} busy={create.isPending} />
        </Stack>
      </form>
    </RequestDialogFrame>
  );
}
