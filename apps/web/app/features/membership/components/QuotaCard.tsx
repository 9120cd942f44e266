import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { MembershipState } from '@tradelink/shared/membership/membership';
import { formatDate } from '~/lib/format.ts';
import { quotationUsage, quotaUsage } from '../quota-usage.ts';

function Bar({ label, detail, value, color, barLabel }: { label: string; detail: string; value: number; color: string; barLabel: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </Group>
      <Progress value={value} color={color} size="md" aria-label={barLabel} />
    </Stack>
  );
}

/** The supplier's monthly quotas: what is left of each allowance, and this month's quotations. */
export function QuotaCard({ state }: { state: MembershipState }) {
  const { t, i18n } = useTranslation('membership');
  const rows = quotaUsage(state);
  const quotations = state.quotations;
  const renewsAt = state.quotas?.renews_at;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="membership-quotas">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="membership-quotas">
            {t('quotas.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {renewsAt ? t('quotas.renewsOn', { date: formatDate(renewsAt, i18n.language) }) : t('quotas.noRenewal')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {rows.map((row) => {
            const label = t(`pricing:shared.quotas.${row.quota}`);
            return row.notIncluded ? (
              <Stack gap={2} key={row.quota}>
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('quotas.notIncluded')}
                </Text>
              </Stack>
            ) : (
              <Bar
                key={row.quota}
                label={label}
                detail={t('quotas.left', { count: row.left, allowance: row.allowance })}
                value={row.percentLeft}
                color={row.left === 0 ? 'red' : row.percentLeft <= 20 ? 'orange' : 'blue'}
                barLabel={t('quotas.barLabel', { label, count: row.left, allowance: row.allowance })}
              />
            );
          })}
          {quotations && (
            <Bar
              label={t('pricing:shared.quotas.quotations_per_month')}
              detail={t('quotas.quotations', { count: quotations.sent_this_month, limit: quotations.monthly_limit })}
              value={quotationUsage(quotations).percentUsed}
              color={quotationUsage(quotations).left === 0 ? 'red' : 'teal'}
              barLabel={t('quotas.quotationsBar', { count: quotations.sent_this_month, limit: quotations.monthly_limit })}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
