import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { COMPLAINT_CATEGORIES, complaintForm, SUPPORT_TEXT_MIN, type ComplaintCategory } from '@tradelink/shared/support/support-forms';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { useCreateSupportRequest } from '../api/support-queries.ts';
import { RequestFormActions } from './RequestDialogFrame.tsx';
import { SupportTextarea } from './SupportTextarea.tsx';

/** The complaint centre's "New complaint" form: category, subject, who it is about, and what happened. */
export function ComplaintFormModal({ onClose, onSent }: { onClose: () => void; onSent: (id: number) => void }) {
  const { t } = useTranslation('support');
  const create = useCreateSupportRequest();
  const form = useZodForm(complaintForm, { kind: 'complaint', subject: '', about: '', body: '' });
  const submit = form.onSubmit(async (input) => onSent((await create.mutateAsync(input)).id));
  return (
    <Modal opened onClose={onClose} title={t('center.complaint.title')} centered size="lg" styles={{ content: { maxHeight: '90vh' } }}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <FormErrorAlert message={form.formError} />
          <Select
            label={t('center.complaint.category')}
            placeholder={t('center.complaint.categoryPlaceholder')}
            data={COMPLAINT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            value={form.values.category ?? null}
            onChange={(value) => form.setField('category', (value ?? undefined) as ComplaintCategory | undefined)}
            error={form.errors.category}
            required
          />
          <TextInput
            label={t('center.complaint.subject')}
            placeholder={t('center.complaint.subjectPlaceholder')}
            description={t('minLength', { min: SUPPORT_TEXT_MIN.subject, count: (form.values.subject ?? '').trim().length })}
            maxLength={200}
            required
            {...form.field('subject')}
          />
          <TextInput label={t('center.complaint.about')} description={t('center.complaint.aboutHint')} maxLength={300} {...form.field('about')} />
          <SupportTextarea label={t('center.complaint.body')} placeholder={t('center.complaint.bodyPlaceholder')} min={SUPPORT_TEXT_MIN.body} {...form.field('body')} />
          <RequestFormActions close={onClose} busy={create.isPending} submitLabel={t('center.complaint.submit')} />
        </Stack>
      </form>
    </Modal>
  );
}
