import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { VerificationQueueItem } from '@tradelink/shared/verification/verification-review';
import { isUpcoming } from '../queue-params.ts';
import { formatDateTime } from '~/lib/format.ts';

/**
 * A booked smart tracing session in the operator's own time zone, whether it is still ahead, and
 * who to call. A result can be recorded either way (a session may be held early or late).
 */
export function TracingAppointment({ item }: { item: VerificationQueueItem }) {
  const { t, i18n } = useTranslation('adminVerification');
  if (!item.scheduled_at) return null;
  const upcoming = isUpcoming(item.scheduled_at);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        {/* With the zone's name, so operators in different places read the hour right. */}
        <Text size="sm" fw={500}>
          {t('tracing.appointment', { date: formatDateTime(item.scheduled_at, i18n.language, { timeZoneName: 'short' }) })}
        </Text>
        {item.status === 'scheduled' && (
          <Badge color={upcoming ? 'blue' : 'orange'} variant="light">
            {upcoming ? t('tracing.upcoming') : t('tracing.past')}
          </Badge>
        )}
      </Group>
      {(item.contact_name || item.contact_phone) && (
        <Text size="sm">
          {t('tracing.contact', { name: item.contact_name ?? '', phone: item.contact_phone ?? '' })}
        </Text>
      )}
    </Stack>
  );
}
