import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useTranslation } from '~/lib/use-translation.tsx';

export interface DailyPoint {
  date: string;
  clicks: number;
  signups: number;
  conversions: number;
}

/**
 * The daily chart of clicks, sign-ups and paid conversions. Its own module, loaded on demand
 * (PartnerFigures): the charting library is needed only once a partner's figures are on screen.
 */
export default function DailyChart({ data }: { data: DailyPoint[] }) {
  const { t } = useTranslation('affiliate');
  return (
    <LineChart
      h={220}
      curveType="linear"
      withDots={false}
      data={data}
      dataKey="date"
      series={[
        { name: 'clicks', label: t('figures.clicks'), color: 'blue.4' },
        { name: 'signups', label: t('figures.signups'), color: 'teal.6' },
        { name: 'conversions', label: t('figures.conversions'), color: 'orange.6' },
      ]}
      withLegend
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false, width: 32 }}
    />
  );
}
