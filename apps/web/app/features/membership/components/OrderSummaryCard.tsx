import { Badge, Divider, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatMoney } from '@tradelink/shared/membership/money';
import { PlanQuotaRows } from '~/features/pricing/public/PlanFeatures.tsx';
import { formatDate } from '~/lib/format.ts';
import type { OrderSummary } from '../order-summary.ts';
import { planLabelKey } from '../plan-label.ts';
import { BuyerPremiumPerks } from './BuyerPremiumPerks.tsx';

/** The checkout's left column: what is bought, for how long, what it costs and what it includes. */
export function OrderSummaryCard({ summary }: { summary: OrderSummary }) {
  const { t, i18n } = useTranslation('membership');
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);
  const end = formatDate(summary.endDate.toISOString(), lang);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="order-summary">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-summary">
          {t('summary.title')}
        </Title>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={700} size="lg" data-testid="order-plan">
              {t(planLabelKey(summary.side, summary.plan))}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`pricing:shared.periodLong.${summary.months}`)}
            </Text>
          </div>
          {summary.discountPercent !== null && (
            <Badge color="green" variant="light">
              {t('summary.discount', { percent: summary.discountPercent })}
            </Badge>
          )}
        </Group>
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text fz={32} fw={800} lh={1} data-testid="order-amount">
            {money(summary.amountCents)}
          </Text>
          {summary.oldAmountCents !== null && (
            // <s> with a hidden label, as on the pricing cards: screen readers do not announce strike-through.
            <Text component="s" c="dimmed">
              <VisuallyHidden>{t('summary.oldPrice')} </VisuallyHidden>
              {money(summary.oldAmountCents)}
            </Text>
          )}
        </Group>
        {summary.perMonthCents !== null && (
          <Text size="sm" c="dimmed">
            {t('pricing:shared.perMonth', { amount: money(summary.perMonthCents) })}
          </Text>
        )}
        {summary.savingsCents > 0 && (
          <Text size="sm" c="green.8" fw={600}>
            {t('summary.savings', { amount: money(summary.savingsCents) })}
          </Text>
        )}
        <Divider />
        <Text size="sm">{summary.start === 'extends' ? t('summary.extends', { date: end }) : t('summary.startsToday', { date: end })}</Text>
        <Text size="sm" c="dimmed">
          {t('summary.renews', { count: summary.months })}
        </Text>
        <Divider />
        {summary.quotas ? (
          <PlanQuotaRows plan={summary.plan} title={t('summary.includes')} />
        ) : (
          <>
            <Text size="sm" fw={600}>
              {t('summary.includes')}
            </Text>
            <BuyerPremiumPerks />
          </>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('summary.dueToday')}</Text>
          <Text fw={700}>{money(summary.amountCents)}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
