import type { ReactNode } from 'react';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { formatDate } from '~/lib/format.ts';
import { ApiError } from '~/lib/api-client.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useReportRange } from '../use-report-range.ts';
import { RangeControls } from './RangeControls.tsx';
import { ReportError } from './ReportError.tsx';
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
export function ReportPage<T extends Period>({ side, report: reportQuery, isEmpty, empty, children }: Props<T>) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const { range, setRange } = useReportRange();
  const result = useQuery({ ...(reportQuery(range) as UseQueryOptions<T, Error, T, QueryKey>), placeholderData: keepPreviousData });
  const refused = result.error instanceof ApiError && result.error.code === 'ANALYTICS_PLAN_REQUIRED';
  const report = result.data;
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
        <Text size="sm" c="dimmed" data-testid="report-period">
          {t('page.period', {
            from: formatDate(report.srtdate, lang),
            to: formatDate(report.enddate, lang),
            previousFrom: formatDate(report.previous_srtdate, lang),
            previousTo: formatDate(report.previous_enddate, lang),
          })}
        </Text>
      )}
      {refused && <ReportPreview side={side} range={range} lang={lang} />}
      {result.isError && !refused && <ReportError error={result.error} onRetry={() => void result.refetch()} />}
      {!report && result.isPending && <ReportSkeleton />}
      {report && isEmpty(report) && (
        <Alert variant="light" color="gray" title={t('empty.title')} data-testid="report-empty">
          <Text size="sm">{empty.text}</Text>
          <Anchor component={Link} to={empty.to} size="sm">
            {empty.action}
          </Anchor>
        </Alert>
      )}
      {report && children(report)}
      {report && (
        <Text size="xs" c="dimmed">
          {t('page.honest')}
        </Text>
      )}
    </Stack>
  );
}
