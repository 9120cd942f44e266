import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { VerificationRequestView } from '@tradelink/shared/verification/verification';
import { formatDate } from '~/lib/format.ts';

/** What was sent for review: the documents (downloadable by their owner), the note, the dates and the moderator's reason. */
export function DocumentsSummary({ request }: { request: VerificationRequestView }) {
  const { t, i18n } = useTranslation('verification');
  return (
    <Stack gap="xs">
      {request.status === 'rejected' && (
        <Alert color="red" title={t('documents.rejectedTitle')}>
          {request.review_note ?? t('documents.noReason')}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('documents.submittedOn', { date: formatDate(request.created_at, i18n.language) })}
        {request.reviewed_at && ` · ${t('documents.reviewedOn', { date: formatDate(request.reviewed_at, i18n.language) })}`}
      </Text>
      <Stack gap={2}>
        {request.documents.map((doc) => (
          <Group key={doc.id} gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" miw={0} style={{ flexShrink: 0 }}>
              {t(`docType.${doc.doc_type}`)}:
            </Text>
            <Anchor href={doc.url} size="sm" download truncate>
              {doc.name}
            </Anchor>
          </Group>
        ))}
      </Stack>
      {request.note && (
        <Text size="sm">
          {t('documents.yourNote')}: {request.note}
        </Text>
      )}
    </Stack>
  );
}
