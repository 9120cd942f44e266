import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { MarketplaceOverview } from '@tradelink/shared/analytics/marketplace-overview';
import { formatMoney } from '@tradelink/shared/membership/money';
import { ratePercent } from '@tradelink/shared/analytics/response-rules';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatNumber, intlLocale } from '~/lib/format.ts';
import { countChange, rateChange, type Change } from '../change.ts';

type Totals = MarketplaceOverview['totals'];

interface Tile {
  key: string;
  value: string;
  previous: string;
  change: Change | null;
  hint?: string;
}

function ChangeBadge({ change }: { change: Change | null }) {
  const { t } = useTranslation('adminAnalytics');
  if (!change) return null;
  if (change.kind === 'same') return <Badge variant="light" color="gray" aria-label={t('change.same')}>±0</Badge>;
  if (change.kind === 'new') return <Badge variant="light" color="teal" aria-label={t('change.new')}>{t('change.newShort')}</Badge>;
  const amount = change.unit === 'points' ? t('change.points', { value: change.value }) : `${change.value}%`;
  return (
    <Badge variant="light" color={change.kind === 'up' ? 'teal' : 'red'} aria-label={t(`change.${change.kind}`, { value: amount })}>
      {change.kind === 'up' ? '▲' : '▼'} {amount}
    </Badge>
  );
}

/** The range's totals, each with the previous period's value and the change. */
export function OverviewTiles({ data }: { data: MarketplaceOverview }) {
  const { t, i18n } = useTranslation('adminAnalytics');
  const lang = intlLocale(i18n.language);
  const now = data.totals;
  const before = data.previous_totals;
  const count = (key: keyof Totals): Tile => ({
    key,
    value: formatNumber(now[key] as number, i18n.language),
    previous: formatNumber(before[key] as number, i18n.language),
    change: countChange(now[key] as number, before[key] as number),
  });
  const rate = (key: 'rfq_conversion' | 'preferred_rate', hint: string): Tile => ({
    key,
    value: now[key] === null ? '–' : `${ratePercent(now[key])}%`,
    previous: before[key] === null ? '–' : `${ratePercent(before[key])}%`,
    change: rateChange(now[key], before[key]),
    hint,
  });
  const tiles: Tile[] = [
    count('signups_buyers'),
    count('signups_suppliers'),
    count('rfqs_posted'),
    count('quotations_sent'),
    rate('rfq_conversion', t('hints.rfq_conversion', { quoted: now.rfqs_quoted, posted: now.rfqs_posted })),
    rate('preferred_rate', t('hints.preferred_rate', { preferred: now.quotations_preferred, sent: now.quotations_sent })),
    { ...count('paying_suppliers'), hint: t('hints.paying') },
    { ...count('paying_buyers'), hint: t('hints.paying') },
    {
      key: 'revenue_cents',
      value: formatMoney(now.revenue_cents, lang, data.currency),
      previous: formatMoney(before.revenue_cents, lang, data.currency),
      change: countChange(now.revenue_cents, before.revenue_cents),
      hint: t('hints.revenue_cents', { refunds: formatMoney(now.refunds_cents, lang, data.currency) }),
    },
  ];
  return (
    <SimpleGrid type="container" cols={{ base: 2, '720px': 3 }} spacing="sm">
      {tiles.map((tile) => (
        <Paper key={tile.key} withBorder p="sm" radius="md" data-testid={`overview-${tile.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`figures.${tile.key}`)}
          </Text>
          <Group gap="xs" align="baseline" wrap="wrap">
            <Text fw={700} size="xl" data-testid="overview-value">
              {tile.value}
            </Text>
            <ChangeBadge change={tile.change} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('change.previous', { value: tile.previous })}
          </Text>
          {tile.hint && (
            <Text size="xs" c="dimmed">
              {tile.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
