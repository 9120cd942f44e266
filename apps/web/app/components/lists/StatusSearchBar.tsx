import { Box, Group, SegmentedControl, TextInput } from '@mantine/core';

interface Props<S extends string> {
  statuses: readonly S[];
  status: S;
  onStatus: (status: S) => void;
  /** Each status's label with its count, e.g. "Pending (3)". */
  label: (status: S) => string;
  filterLabel: string;
  keyword: string;
  onKeyword: (keyword: string) => void;
  searchLabel: string;
}

/** The status filter with counts and the search box above a dashboard list. */
export function StatusSearchBar<S extends string>({ statuses, status, onStatus, label, filterLabel, keyword, onKeyword, searchLabel }: Props<S>) {
  return (
    <Group justify="space-between" wrap="wrap">
      {/* On a phone the statuses scroll sideways instead of overflowing the page. */}
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl value={status} onChange={(v) => onStatus(v as S)} data={statuses.map((s) => ({ value: s, label: label(s) }))} aria-label={filterLabel} />
      </Box>
      <TextInput placeholder={searchLabel} aria-label={searchLabel} value={keyword} onChange={(e) => onKeyword(e.currentTarget.value)} />
    </Group>
  );
}
