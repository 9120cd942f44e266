import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { z } from 'zod';
import type { Attachment } from '@tradelink/shared/attachment/attachment';
import {
  VERIFICATION_DOC_TYPES,
  verificationDocumentsForm,
  type VerificationDocType,
  type VerificationDocumentsFormInput,
} from '@tradelink/shared/verification/verification';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { AttachmentField } from '~/components/attachment/AttachmentField.tsx';

interface Props {
  submitLabel: string;
  busy: boolean;
  /** Called with the checked form; a rejected promise's server error shows on its field. */
  onSubmit: (form: z.output<typeof verificationDocumentsForm>) => Promise<unknown>;
}

/**
 * Business documents for a moderator (supplier Level 3, buyer business verification): files
 * uploaded with progress and checked by content, a type for each, an optional note.
 */
export function DocumentsForm({ submitLabel, busy, onSubmit }: Props) {
  const { t } = useTranslation('verification');
  const form = useZodForm(verificationDocumentsForm, { documents: [], note: '' });
  const [files, setFiles] = useState<Attachment[]>([]);
  const [types, setTypes] = useState<Record<string, VerificationDocType>>({});

  const sync = (nextFiles: Attachment[], nextTypes: Record<string, VerificationDocType>) => {
    setFiles(nextFiles);
    setTypes(nextTypes);
    // A file without a type yet stays in the list; the schema reports it on its type select.
    form.setField('documents', nextFiles.map((f) => ({ attachment_id: f.id, doc_type: nextTypes[f.id] })) as VerificationDocumentsFormInput['documents']);
    form.setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('documents.'))));
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(onSubmit)}
    >
      <Stack>
        <FormErrorAlert message={form.formError} />
        <AttachmentField label={t('documents.files')} value={files} error={form.errors.documents} onChange={(next) => sync(next, types)} />
        {files.length > 0 && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('documents.typesHeading')}
            </Text>
            {files.map((file, i) => (
              <Select
                key={file.id}
                label={file.name}
                placeholder={t('documents.typePlaceholder')}
                data={VERIFICATION_DOC_TYPES.map((type) => ({ value: type, label: t(`docType.${type}`) }))}
                value={types[file.id] ?? null}
                onChange={(value) => sync(files, { ...types, [file.id]: value as VerificationDocType })}
                error={form.errors[`documents.${i}.doc_type`]}
                allowDeselect={false}
                required
              />
            ))}
          </Stack>
        )}
        <Textarea label={t('documents.note')} description={t('documents.noteHint')} autosize minRows={2} maxRows={6} maxLength={1000} {...form.field('note')} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
