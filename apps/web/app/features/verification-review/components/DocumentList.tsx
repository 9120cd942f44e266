import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { VerificationQueueDocument } from '@tradelink/shared/verification/verification-review';
import { fileSizeLabel } from '../queue-params.ts';

/**
 * The files a company sent: what each is, its name and size, and a link that opens it in a new
 * tab (the server lets operators read verification files). Images show a small preview.
 */
export function DocumentList({ documents }: { documents: VerificationQueueDocument[] }) {
  const { t } = useTranslation('adminVerification');
  const { t: tv } = useTranslation('verification');
  if (documents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('documents.none')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('documents.heading')}>
      {documents.map((doc) => (
        <Group key={doc.attachment_id} component="li" gap="sm" wrap="nowrap" align="center">
          {doc.mime_type.startsWith('image/') && (
            <Image src={doc.url} alt={t('documents.preview', { name: doc.file_name })} w={56} h={56} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
          )}
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {tv(`docType.${doc.doc_type}`)}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {doc.file_name} · {fileSizeLabel(doc.size)}
            </Text>
          </Stack>
          <Anchor href={doc.url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={t('documents.openFile', { name: doc.file_name })} style={{ flexShrink: 0 }}>
            {t('documents.open')}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
