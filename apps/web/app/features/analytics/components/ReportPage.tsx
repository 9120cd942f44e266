import type { ReactNode } from 'react';
import { Alert, Anchor, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { formatDate } from '~/lib/format.ts';
import { ApiError } from '~/lib/api-client.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { QueryError } from '~/components/QueryError.tsx';
import { useReportRange } from '../use-report-range.ts';
import { RangeControls } from './RangeControls.tsx';
import { ReportPreview } from './ReportPreview.tsx';
import { ReportSkeleton } from './ReportSkeleton.tsx';

interface Period {
  srtdate: string;
  enddate: string;
  previous_srtdate: string;
  previous_enddate: string;
}

interface Props<T extends Period> {
  side: 'supplier' | 'buyer';
  /** The report's query for a period (kept on screen while the next period loads). */
  report: (range: { srtdate: string; enddate: string }) => { queryKey: QueryKey; queryFn?: unknown };
  isEmpty: (report: T) => boolean;
  empty: { text: string; action: string; to: string };
  children: (report: T) => ReactNode;
}

/**
 * A report page: heading, period (presets and custom, in the URL), then the report, a skeleton while
 * it loads, what to do when it is empty, or, on a Free plan (the server's 403
 * ANALYTICS_PLAN_REQUIRED), the preview with the upgrade path.
 */
export function ReportPage<T extends Period>({ side, report: reportQuery, isEmpty, empty: emptyText, children }: Props<T>) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const { range, setRange } = useReportRange();
  const result = useQuery({ ...(reportQuery(range) as UseQueryOptions<T, Error, T, QueryKey>), placeholderData: keepPreviousData });
  const refused = result.error instanceof ApiError && result.error.code === 'ANALYTICS_PLAN_REQUIRED';
  const report = result.data;
  // The previous period's figures stay on screen while the next load: say so, or they read as the new ones.
  const updating = result.isPlaceholderData && result.isFetching;
  const empty = report ? isEmpty(report) : false;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t(`page.${side}Heading`)}
        </Title>
        <Text c="dimmed">{t(`page.${side}Intro`)}</Text>
      </div>
      <RangeControls range={range} preset={range.preset} onChange={setRange} />
      {report && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="report-period">
            {t('page.period', {
              from: formatDate(report.srtdate, lang),
              to: formatDate(report.enddate, lang),
              previousFrom: formatDate(report.previous_srtdate, lang),
              previousTo: formatDate(report.previous_enddate, lang),
            })}
          </Text>
          {updating && (
            <Group gap={6} wrap="nowrap" role="status">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('page.updating')}
              </Text>
            </Group>
          )}
        </Group>
      )}
      {refused && <ReportPreview side={side} range={range} lang={lang} />}
      {result.isError && !refused && <QueryError error={result.error} title={t('error.title')} onRetry={() => void result.refetch()} />}
      {!report && result.isPending && <ReportSkeleton />}
      {report && (
        <Box aria-busy={updating || undefined} style={{ opacity: updating ? 0.55 : 1, transition: 'opacity 150ms' }}>
          {empty ? (
            // Nothing happened in the period: what to do about it, not a page of zeros.
            <Alert variant="light" color="gray" title={t('empty.title')} data-testid="report-empty">
              <Text size="sm">{emptyText.text}</Text>
              <Anchor component={Link} to={emptyText.to} size="sm">
                {emptyText.action}
              </Anchor>
            </Alert>
          ) : (
            children(report)
          )}
        </Box>
      )}
      {report && (
        <Text size="xs" c="dimmed">
          {t('page.honest')}
        </Text>
      )}
    </Stack>
  );
}
