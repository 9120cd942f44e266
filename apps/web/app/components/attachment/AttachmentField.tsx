import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENTS, MAX_UPLOAD_BYTES, type Attachment } from '@tradelink/shared/attachment/attachment';
import { kindFromFileName } from '@tradelink/shared/validation/uploads';
import { UploadStatus, useUploadQueue } from '~/components/forms/use-upload-queue.tsx';

interface Props {
  label: string;
  value: Attachment[];
  onChange: (files: Attachment[]) => void;
  error?: string;
}

const sizeLabel = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Files for an RFQ, quotation or message: checked here by name and size for a quick answer, then
 * by content on the server; each shows its upload progress.
 */
export function AttachmentField({ label, value, onChange, error }: Props) {
  const { t } = useTranslation('sourcing');
  const { t: te } = useTranslation('errors');
  const { uploads, problem, setProblem, upload } = useUploadQueue('attachment.upload');

  const add = async (files: File[]) => {
    setProblem(null);
    let current = value;
    for (const file of files) {
      if (current.length + 1 > MAX_ATTACHMENTS) {
        setProblem(te('validation.too_many_files'));
        break;
      }
      if (!kindFromFileName(file.name)) {
        setProblem(`${file.name}: ${te('codes.FILE_TYPE_NOT_ALLOWED')}`);
        continue;
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        setProblem(`${file.name}: ${t('form.fileTooLarge')}`);
        continue;
      }
      const saved = await upload(file);
      if (!saved) continue;
      current = [...current, saved];
      onChange(current);
    }
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {t('form.attachmentsHint', { max: MAX_ATTACHMENTS })}
          </Text>
        </div>
        <FileButton onChange={(files) => void add(files)} accept={ATTACHMENT_ACCEPT} multiple>
          {(props) => (
            <Button variant="default" size="xs" {...props} disabled={value.length >= MAX_ATTACHMENTS} style={{ flexShrink: 0 }}>
              {t('form.addFiles')}
            </Button>
          )}
        </FileButton>
      </Group>
      {value.map((file) => (
        <Group key={file.id} justify="space-between" wrap="nowrap" gap="xs">
          <Anchor href={file.url} size="sm" truncate>
            {file.name}
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {sizeLabel(file.bytes)}
            </Text>
            <ActionIcon variant="subtle" color="gray" aria-label={t('form.removeFile', { name: file.name })} onClick={() => onChange(value.filter((f) => f.id !== file.id))}>
              ×
            </ActionIcon>
          </Group>
        </Group>
      ))}
      <UploadStatus uploads={uploads} uploadingLabel={(name) => t('form.uploading', { name })} message={problem ?? error} />
    </Stack>
  );
}
