import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { csvFileName, downloadCsv, toCsv } from '~/lib/csv.ts';

export interface ReportColumn<T> {
  key: string;
  label: string;
  /** The raw value: sorting and the CSV export use it. */
  value: (row: T) => string | number | null;
  /** The CSV's header when the file needs more than the label (the unit of a raw number). */
  csvLabel?: string;
  /** What the cell shows (the value as it is when not given). */
  render?: (row: T) => ReactNode;
  numeric?: boolean;
  /** Not a sort key (a column of links). */
  unsortable?: boolean;
}

interface Props<T> {
  id: string;
  title: string;
  rows: readonly T[];
  columns: ReadonlyArray<ReportColumn<T>>;
  rowKey: (row: T) => string;
  /** The CSV's file name parts (after "tradelink" and the table's id). */
  fileParts: string[];
  empty: ReactNode;
  initialSort?: { key: string; descending: boolean };
  minWidth?: number;
  /** Shown above the table (a note on what it counts). */
  note?: ReactNode;
  /** Offers the CSV export (not on the sample preview: its figures are made up). */
  exportable?: boolean;
}

type Sort = { key: string; descending: boolean } | null;

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * A report table: every column header sorts it (aria-sort says how), it scrolls sideways on a
 * phone inside a region a keyboard can reach, and "Export CSV" downloads all its rows.
 */
export function ReportTable<T>({ id, title, rows, columns, rowKey, fileParts, empty, initialSort, minWidth = 520, note, exportable = true }: Props<T>) {
  const { t } = useTranslation('analytics');
  const [sort, setSort] = useState<Sort>(initialSort ?? null);
  const sorted = [...rows];
  const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
  if (sort && column) sorted.sort((a, b) => compare(column.value(a), column.value(b)) * (sort.descending ? -1 : 1));
  const exportCsv = () =>
    downloadCsv(
      csvFileName('tradelink', id, ...fileParts),
      toCsv(
        sorted,
        columns.map((c) => ({ label: c.csvLabel ?? c.label, value: c.value })),
      ),
    );
  const headingId = `${id}-title`;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {exportable && rows.length > 0 && (
            <Button size="xs" variant="default" onClick={exportCsv} aria-label={t('table.exportOf', { table: title })}>
              {t('table.export')}
            </Button>
          )}
        </Group>
        {note}
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          <Box tabIndex={0} role="region" aria-label={t('table.region', { table: title })} style={{ overflowX: 'auto' }}>
            <Table striped highlightOnHover miw={minWidth} aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => {
                    const active = sort?.key === c.key;
                    const ariaSort = active ? (sort!.descending ? 'descending' : 'ascending') : c.unsortable ? undefined : 'none';
                    return (
                      <Table.Th key={c.key} ta={c.numeric ? 'right' : 'left'} aria-sort={ariaSort}>
                        {c.unsortable ? (
                          c.label
                        ) : (
                          <UnstyledButton
                            fw={600}
                            fz="sm"
                            onClick={() => setSort({ key: c.key, descending: active ? !sort!.descending : Boolean(c.numeric) })}
                          >
                            {c.label}
                            <span aria-hidden="true">{active ? (sort!.descending ? ' ▼' : ' ▲') : ''}</span>
                          </UnstyledButton>
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sorted.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta={c.numeric ? 'right' : 'left'}>
                        {c.render ? c.render(row) : c.value(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
