import { Box, Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/reports';
import { REPORT_STATES, REPORT_TARGET_TYPES, type ReportState, type ReportTargetType } from '@tradelink/shared/trust/trust-constants';
import { useListParams } from '~/components/lists/use-list-params.ts';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { adminTitle } from '~/lib/admin-meta.ts';
import { adminReportsQuery } from '~/features/trust/api/admin-trust-queries.ts';
import { ReportGroupCard } from '~/features/trust/components/admin/ReportGroupCard.tsx';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminTrust', 'reports.title');

/** /admin/reports: reported targets, most reported first; filters live in the URL. */
export default function ReportsPage() {
  const { t } = useTranslation('adminTrust');
  const filters = useListParams<ReportState>(REPORT_STATES, 'open');
  const [params] = useSearchParams();
  const rawType = params.get('type');
  const type = (REPORT_TARGET_TYPES as readonly string[]).includes(rawType ?? '') ? (rawType as ReportTargetType) : undefined;
  const list = useQuery({ ...adminReportsQuery({ state: filters.status, target_type: type, page: filters.page }), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">{t('reports.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('reports.intro')}
        </Text>
      </div>
      <Group justify="space-between" wrap="wrap">
        <Box maw="100%" style={{ overflowX: 'auto' }}>
          <SegmentedControl
            value={filters.status}
            onChange={(v) => filters.setStatus(v as ReportState)}
            data={REPORT_STATES.map((s) => ({ value: s, label: t(`reports.state.${s}`) }))}
            aria-label={t('reports.stateLabel')}
          />
        </Box>
        <Select
          aria-label={t('reports.typeLabel')}
          value={type ?? 'all'}
          onChange={(v) => filters.update({ type: v && v !== 'all' ? v : null, page: null })}
          data={['all', ...REPORT_TARGET_TYPES].map((value) => ({ value, label: t(`reports.types.${value}`) }))}
          allowDeselect={false}
          w={200}
        />
      </Group>
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{t(`reports.empty.${filters.status}`)}</Text>
        </Card>
      )}
      {data?.data.map((group) => <ReportGroupCard key={`${group.target_type}:${group.target_id}`} group={group} />)}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={filters.page} />}
    </Stack>
  );
}
