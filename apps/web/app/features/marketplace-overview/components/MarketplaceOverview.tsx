import { Suspense, lazy, useState } from 'react';
import { Box, Button, Group, Loader, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { OVERVIEW_GRANULARITIES, previousRange, type OverviewGranularity } from '@tradelink/shared/analytics/overview-periods';
import type { MarketplaceOverview as Overview } from '@tradelink/shared/analytics/marketplace-overview';
import { useTranslation } from '~/lib/use-translation.tsx';
import { downloadCsv } from '~/lib/csv.ts';
import { QueryError } from '~/components/QueryError.tsx';
import { formatShortDate } from '~/lib/format.ts';
import { overviewQuery } from '../api/overview-query.ts';
import { overviewCsv, SERIES_COLUMNS, type SeriesColumn } from '../overview-csv.ts';
import { isValidRange, lastDays, parseOverviewRange, PRESET_DAYS, type OverviewRange } from '../overview-range.ts';
import { OverviewTiles } from './OverviewTiles.tsx';
import { OverviewTable } from './OverviewTable.tsx';

// The charting library loads with the first figures (they are fetched in the browser only).
const OverviewCharts = lazy(() => import('./OverviewCharts.tsx'));

const RANGE_ERROR_ID = 'overview-range-error';

/**
 * Links an input to the range's error line. Mantine sets the input's aria-describedby from its own
 * description and error (none here: one line below both fields says what is wrong) and drops one
 * passed as a prop, so the attribute is set on the element.
 */
const describedByRangeError = (invalid: boolean) => (input: HTMLInputElement | null) => {
  if (!input) return;
  if (invalid) input.setAttribute('aria-describedby', RANGE_ERROR_ID);
  else input.removeAttribute('aria-describedby');
};

const isEmpty = (data: Overview) =>
  data.series.every((p) => SERIES_COLUMNS.every((c) => p[c] === 0)) && Object.values(data.previous_totals).every((v) => v === 0 || v === null);

/** The marketplace overview: range (URL), grouping, the totals against the period before, charts, the table and its CSV. */
export function MarketplaceOverview() {
  const { t, i18n } = useTranslation('adminAnalytics');
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const range = parseOverviewRange(params);
  const overview = useQuery({ ...overviewQuery(range), placeholderData: keepPreviousData });
  const [draft, setDraft] = useState({ srtdate: range.srtdate, enddate: range.enddate });
  const [draftError, setDraftError] = useState(false);
  const [shown, setShown] = useState(range);
  // The fields follow the URL when it changes (a preset, back and forward).
  if (shown.srtdate !== range.srtdate || shown.enddate !== range.enddate) {
    setShown(range);
    setDraft({ srtdate: range.srtdate, enddate: range.enddate });
  }

  const go = (next: Partial<OverviewRange>) =>
    setParams(
      (p) => {
        for (const [key, value] of Object.entries(next)) p.set(key, value);
        return p;
      },
      { preventScrollReset: true },
    );
  const apply = (next: { srtdate: string; enddate: string }) => {
    const ok = isValidRange(next.srtdate, next.enddate);
    setDraftError(!ok);
    if (ok) go(next);
  };

  const data = overview.data;
  const previous = previousRange(range.srtdate, range.enddate);
  const exportCsv = () => {
    if (!data) return;
    const columns = Object.fromEntries(SERIES_COLUMNS.map((c) => [c, t(`figures.${c}`)])) as Record<SeriesColumn, string>;
    const text = overviewCsv(data, { periodStart: t('table.periodStart'), periodEnd: t('table.periodEnd'), columns });
    downloadCsv(`marketplace-overview-${data.srtdate}-${data.enddate}-${data.granularity}.csv`, text);
  };

  return (
    <Stack>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap" role="group" aria-label={t('range.presets')}>
            {PRESET_DAYS.map((days) => {
              const preset = lastDays(days);
              const active = preset.srtdate === range.srtdate && preset.enddate === range.enddate;
              return (
                <Button key={days} size="xs" variant={active ? 'filled' : 'default'} aria-pressed={active} onClick={() => apply(preset)}>
                  {t('range.lastDays', { count: days })}
                </Button>
              );
            })}
          </Group>
          <form
            aria-label={t('range.form')}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              apply(draft);
            }}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                type="date"
                label={t('range.from')}
                value={draft.srtdate}
                onChange={(e) => setDraft({ ...draft, srtdate: e.currentTarget.value })}
                error={draftError || undefined}
                ref={describedByRangeError(draftError)}
                w={{ base: '100%', xs: 170 }}
              />
              <TextInput
                type="date"
                label={t('range.to')}
                value={draft.enddate}
                onChange={(e) => setDraft({ ...draft, enddate: e.currentTarget.value })}
                error={draftError || undefined}
                ref={describedByRangeError(draftError)}
                w={{ base: '100%', xs: 170 }}
              />
              <Button type="submit" variant="light">
                {t('range.apply')}
              </Button>
            </Group>
            {draftError && (
              <Text c="red.8" size="sm" mt={4} role="alert" id={RANGE_ERROR_ID}>
                {t('range.invalid')}
              </Text>
            )}
          </form>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Box>
              <Text size="sm" fw={500} id="overview-grouping">
                {t('granularity.label')}
              </Text>
              <SegmentedControl
                aria-labelledby="overview-grouping"
                value={range.granularity}
                onChange={(value) => go({ granularity: value as OverviewGranularity })}
                data={OVERVIEW_GRANULARITIES.map((g) => ({ value: g, label: t(`granularity.${g}`) }))}
              />
            </Box>
            <Button variant="default" onClick={exportCsv} disabled={!data}>
              {t('export')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" data-testid="overview-range">
            {t('range.shown', {
              from: formatShortDate(range.srtdate, lang),
              to: formatShortDate(range.enddate, lang),
              prevFrom: formatShortDate(previous.srtdate, lang),
              prevTo: formatShortDate(previous.enddate, lang),
            })}
          </Text>
        </Stack>
      </Paper>
      {overview.isError && <QueryError error={overview.error} title={t('loadFailed')} onRetry={() => void overview.refetch()} />}
      {!data && overview.isPending && (
        <Stack aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={96} />
          <Skeleton h={240} />
        </Stack>
      )}
      {data && (
        <Stack gap="lg" aria-busy={overview.isFetching || undefined}>
          <OverviewTiles data={data} />
          {isEmpty(data) ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            <Suspense fallback={<Loader aria-label={t('loading')} />}>
              <OverviewCharts data={data} />
            </Suspense>
          )}
          <OverviewTable data={data} />
        </Stack>
      )}
    </Stack>
  );
}
