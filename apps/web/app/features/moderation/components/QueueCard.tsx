import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { DashboardData } from '@tradelink/shared/moderation/admin-moderation';
import { formatRelative } from '~/lib/format.ts';
import { WAIT_COLORS, waitLevel } from '../wait-level.ts';

type Queue = DashboardData['queues'][number];

/** Where each queue is worked on. */
export const QUEUE_LINKS: Record<Queue['key'], string> = {
  products: '/admin/moderation?kind=product',
  rfqs: '/admin/moderation?kind=rfq',
  documents: '/admin/verification?kind=documents',
  tracing: '/admin/verification?kind=smart_tracing',
  business: '/admin/verification?kind=business',
  reports: '/admin/reports',
  support: '/admin/support',
  partner_applications: '/admin/affiliate-applications',
  payouts: '/admin/affiliate-payouts',
};

/** One queue on the dashboard: its size and how long its oldest item has waited, coloured when late. */
export function QueueCard({ queue, lang }: { queue: Queue; lang: string }) {
  const { t } = useTranslation('adminModeration');
  const level = queue.count > 0 ? waitLevel(queue.oldest_at) : 'ok';
  const color = WAIT_COLORS[level];
  const name = t(`dashboard.queues.${queue.key}`);
  return (
    <Card
      withBorder
      padding="md"
      component={Link}
      to={QUEUE_LINKS[queue.key]}
      style={color ? { borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 2 } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{name}</Text>
          {level !== 'ok' && (
            <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
              {t(`dashboard.${level}`)}
            </Badge>
          )}
        </Group>
        {queue.count === 0 ? (
          <Text c="dimmed">{t('dashboard.nothing')}</Text>
        ) : (
          <>
            <Text size="xl" fw={700} c={color}>
              {t('dashboard.count', { count: queue.count })}
            </Text>
            {queue.oldest_at && (
              <Text size="sm" c={color ?? 'dimmed'}>
                {/* Tracing sessions are booked ahead: the earliest may still be to come. */}
                {t(queue.key === 'tracing' ? 'dashboard.earliestAppointment' : 'dashboard.oldest', { time: formatRelative(queue.oldest_at, lang) })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
