import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { MarketplaceOverview } from '@tradelink/shared/analytics/marketplace-overview';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatShortDate } from '~/lib/format.ts';

/**
 * The overview's three charts. Its own module, loaded on demand (MarketplaceOverview): the charting
 * library is needed only once figures are on screen. Each chart is an image with a label; the table
 * below them holds the same figures for screen readers and for copying.
 */
export default function OverviewCharts({ data }: { data: MarketplaceOverview }) {
  const { t, i18n } = useTranslation('adminAnalytics');
  const points = data.series.map((p) => ({ ...p, label: formatShortDate(p.period, i18n.language), revenue: p.revenue_cents / 100 }));
  const axis = { yAxisProps: { allowDecimals: false, width: 40 } };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('charts.activity')}
        </Title>
        <div role="img" aria-label={t('charts.activityLabel')}>
          <LineChart
            h={240}
            data={points}
            dataKey="label"
            curveType="linear"
            withDots={points.length <= 31}
            withLegend
            series={[
              { name: 'signups_buyers', label: t('figures.signups_buyers'), color: 'blue.6' },
              { name: 'signups_suppliers', label: t('figures.signups_suppliers'), color: 'teal.7' },
              { name: 'rfqs_posted', label: t('figures.rfqs_posted'), color: 'orange.7' },
              { name: 'quotations_sent', label: t('figures.quotations_sent'), color: 'grape.6' },
            ]}
            {...axis}
          />
        </div>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('charts.revenue', { currency: data.currency })}
        </Title>
        <div role="img" aria-label={t('charts.revenueLabel')}>
          <BarChart h={240} data={points} dataKey="label" series={[{ name: 'revenue', label: t('figures.revenue_cents'), color: 'green.7' }]} {...axis} yAxisProps={{ width: 56 }} />
        </div>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('charts.paying')}
        </Title>
        <div role="img" aria-label={t('charts.payingLabel')}>
          <LineChart
            h={240}
            data={points}
            dataKey="label"
            curveType="stepAfter"
            withDots={false}
            withLegend
            series={[
              { name: 'paying_suppliers', label: t('figures.paying_suppliers'), color: 'indigo.6' },
              { name: 'paying_buyers', label: t('figures.paying_buyers'), color: 'pink.6' },
            ]}
            {...axis}
          />
        </div>
      </Stack>
    </SimpleGrid>
  );
}
