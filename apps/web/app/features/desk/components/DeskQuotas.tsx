import { Anchor, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { DeskStats } from '@tradelink/shared/desk/desk';

/** A balance quota: what is left, flagged when it has run out. */
function Remaining({ label, left, to }: { label: string; left: number; to: string }) {
  const { t } = useTranslation('desk');
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap">
        <Text fz={24} fw={700}>
          {left}
        </Text>
        {left <= 0 && (
          <Badge color="red" variant="light" size="sm">
            {t('quotas.none')}
          </Badge>
        )}
      </Group>
      <Anchor component={Link} to={to} size="sm" c="dimmed">
        {label}
      </Anchor>
    </Stack>
  );
}

/**
 * What the supplier can still do: this month's quotations against the plan's allowance (a bar: both
 * ends are known), and the balance's quotas (what is left; the membership page tops them up).
 */
export function DeskQuotas({ stats }: { stats: DeskStats }) {
  const { t } = useTranslation('desk');
  const { sent_this_month: used, monthly_limit: limit } = stats.quotations;
  const left = Math.max(0, limit - used);
  const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="desk-quotas">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="desk-quotas">
          {t('quotas.title')}
        </Title>
        <Anchor component={Link} to="/business/membership" size="sm">
          {t('quotas.more')}
        </Anchor>
      </Group>
      <Stack gap={4} mb="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={600}>
            {t('quotas.quotations')}
          </Text>
          <Text size="sm" c={left === 0 ? 'red' : 'dimmed'}>
            {t('quotas.quotationsLeft', { count: left, used, limit })}
          </Text>
        </Group>
        <Progress
          value={share}
          color={left === 0 ? 'red' : share >= 80 ? 'orange' : 'blue'}
          size="lg"
          aria-label={t('quotas.quotationsBar', { used, limit })}
        />
      </Stack>
      <SimpleGrid cols={3} spacing="md">
        <Remaining label={t('quotas.contacts')} left={stats.quotas.contact_quota} to="/business/contacts" />
        <Remaining label={t('quotas.posts')} left={stats.quotas.farm_item_post_quota} to="/business/post/new" />
        <Remaining label={t('quotas.conversations')} left={stats.quotas.conversation_quota} to="/business/messages" />
      </SimpleGrid>
    </Paper>
  );
}
