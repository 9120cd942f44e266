import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

export interface SeriesLine {
  name: string;
  label: string;
  color: string;
}

/**
 * A daily line chart. Its own module, loaded on demand (ReportSeries): the charting library (Mantine
 * Charts on Recharts) comes with the first figures, not with the dashboard.
 */
export default function SeriesChart({ data, lines }: { data: Array<Record<string, string | number>>; lines: SeriesLine[] }) {
  return (
    <LineChart
      h={240}
      curveType="linear"
      withDots={data.length <= 31}
      data={data}
      dataKey="date"
      series={lines}
      withLegend
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false, width: 40 }}
    />
  );
}
