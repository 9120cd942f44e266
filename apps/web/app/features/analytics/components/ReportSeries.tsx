import { Suspense, lazy, useState } from 'react';
import { Box, Button, Group, Paper, SegmentedControl, Stack, Table, Title } from '@mantine/core';
import { formatDate, formatNumber, formatShortDate } from '~/lib/format.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { csvFileName, downloadCsv, toCsv } from '~/lib/csv.ts';
import type { SeriesLine } from './SeriesChart.tsx';

const SeriesChart = lazy(() => import('./SeriesChart.tsx'));

export interface SeriesGroup {
  key: string;
  label: string;
  lines: SeriesLine[];
}

/**
 * The day-by-day chart, one group of figures at a time (impressions are counted in thousands where
 * inquiries are counted in units: one scale would flatten the small ones), the same figures as a
 * table on request (the chart's text alternative), and every day's figures as a CSV file.
 */
export function ReportSeries<T extends { date: string }>({
  id,
  rows,
  groups,
  fileParts,
  lang,
  exportable = true,
}: {
  id: string;
  rows: T[];
  groups: SeriesGroup[];
  fileParts: string[];
  lang: string;
  /** Offers the CSV export (not on the sample preview: its figures are made up). */
  exportable?: boolean;
}) {
  const { t } = useTranslation('analytics');
  const [groupKey, setGroupKey] = useState(groups[0]!.key);
  const [asTable, setAsTable] = useState(false);
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
          <Group gap="xs">
            <Button size="xs" variant="default" aria-expanded={asTable} aria-controls={`${id}-table`} onClick={() => setAsTable((shown) => !shown)}>
              {asTable ? t('series.hideTable') : t('series.showTable')}
            </Button>
            {exportable && (
              <Button size="xs" variant="default" onClick={exportCsv} aria-label={t('table.exportOf', { table: t('series.title') })}>
                {t('table.export')}
              </Button>
            )}
          </Group>
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
        <div id={`${id}-table`}>{asTable && <SeriesTable rows={rows} lines={group.lines} title={t('series.title')} lang={lang} />}</div>
      </Stack>
    </Paper>
  );
}

/** The chart's figures, one row per day: what a screen reader (or anyone) reads instead of the lines. */
function SeriesTable<T extends { date: string }>({ rows, lines, title, lang }: { rows: T[]; lines: SeriesLine[]; title: string; lang: string }) {
  const { t } = useTranslation('analytics');
  const figure = (row: T, name: string) => Number((row as unknown as Record<string, number>)[name] ?? 0);
  return (
    <Box tabIndex={0} role="region" aria-label={t('table.region', { table: title })} style={{ overflowX: 'auto' }}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('series.date')}</Table.Th>
            {lines.map((l) => (
              <Table.Th key={l.name} ta="right">
                {l.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.date}>
              <Table.Td>{formatDate(row.date, lang)}</Table.Td>
              {lines.map((l) => (
                <Table.Td key={l.name} ta="right">
                  {formatNumber(figure(row, l.name), lang)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
