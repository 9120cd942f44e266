import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { VerificationQueueItem } from '@tradelink/shared/verification/verification-review';
import { formatDateTime } from '~/lib/format.ts';

/** A decided request: who decided and when, and the reason or result the requester reads. */
export function DecisionSummary({ item }: { item: VerificationQueueItem }) {
  const { t, i18n } = useTranslation('adminVerification');
  const date = item.reviewed_at ? formatDateTime(item.reviewed_at, i18n.language, { timeZoneName: 'short' }) : '';
  return (
    <Paper withBorder p="sm" radius="sm" bg="gray.0">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {item.reviewed_by_email ? t('decided.by', { email: item.reviewed_by_email, date }) : t('decided.at', { date })}
        </Text>
        {item.review_note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={500}>
              {item.status === 'rejected' ? t('decided.reason') : t('decided.note')}:
            </Text>{' '}
            {item.review_note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
