import type { ReactNode } from 'react';
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
      <ChartBlock title={t('charts.activity')} label={t('charts.activityLabel')}>
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
      </ChartBlock>
      <ChartBlock title={t('charts.revenue', { currency: data.currency })} label={t('charts.revenueLabel')}>
        <BarChart h={240} data={points} dataKey="label" series={[{ name: 'revenue', label: t('figures.revenue_cents'), color: 'green.7' }]} {...axis} yAxisProps={{ width: 56 }} />
      </ChartBlock>
      <ChartBlock title={t('charts.paying')} label={t('charts.payingLabel')}>
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
      </ChartBlock>
    </SimpleGrid>
  );
}

/**
 * One chart: its heading and the chart as a labelled image. An h2: the page's h1 comes before the
 * charts and the table after them is an h2 too (an h3 here skipped a level).
 */
function ChartBlock({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {title}
      </Title>
      <div role="img" aria-label={label}>
        {children}
      </div>
    </Stack>
  );
}
