import { Suspense, lazy, useState } from 'react';
import { Box, Button, Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { formatShortDate } from '~/lib/format.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { csvFileName, downloadCsv, toCsv } from '../csv.ts';
import type { SeriesLine } from './SeriesChart.tsx';

const SeriesChart = lazy(() => import('./SeriesChart.tsx'));

export interface SeriesGroup {
  key: string;
  label: string;
  lines: SeriesLine[];
}

/**
 * The day-by-day chart, one group of figures at a time (impressions are counted in thousands where
 * inquiries are counted in units: one scale would flatten the small ones), and every day's figures
 * as a CSV file.
 */
export function ReportSeries<T extends { date: string }>({ id, rows, groups, fileParts, lang }: { id: string; rows: T[]; groups: SeriesGroup[]; fileParts: string[]; lang: string }) {
  const { t } = useTranslation('analytics');
  const [groupKey, setGroupKey] = useState(groups[0]!.key);
  const group = groups.find((g) => g.key === groupKey) ?? groups[0]!;
  const data = rows.map((row) => ({ ...(row as unknown as Record<string, number>), date: formatShortDate(row.date, lang) }));
  const allLines = groups.flatMap((g) => g.lines);
  const exportCsv = () =>
    downloadCsv(
      csvFileName('tradelink', id, ...fileParts),
      toCsv(rows, [{ label: t('series.date'), value: (r: T) => r.date }, ...allLines.map((l) => ({ label: l.label, value: (r: T) => Number((r as unknown as Record<string, number>)[l.name] ?? 0) }))]),
    );
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={`${id}-title`}>
            {t('series.title')}
          </Title>
          <Button size="xs" variant="default" onClick={exportCsv} aria-label={t('table.exportOf', { table: t('series.title') })}>
            {t('table.export')}
          </Button>
        </Group>
        {groups.length > 1 && (
          <SegmentedControl
            size="xs"
            value={group.key}
            onChange={setGroupKey}
            data={groups.map((g) => ({ value: g.key, label: g.label }))}
            aria-label={t('series.choose')}
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        )}
        <div role="img" aria-label={t('series.chartLabel', { figures: group.lines.map((l) => l.label).join(', ') })}>
          <Suspense fallback={<Box h={240} />}>
            <SeriesChart data={data} lines={group.lines} />
          </Suspense>
        </div>
      </Stack>
    </Paper>
  );
}
