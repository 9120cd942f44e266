import { Alert, Card, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/agent-usage';
import { useTranslation } from '~/lib/use-translation.tsx';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { useListParams } from '~/components/lists/use-list-params.ts';
import { adminTitle } from '~/lib/admin-meta.ts';
import { apiErrorText } from '~/lib/api-client.ts';
import { formatNumber } from '~/lib/format.ts';
import { adminAgentUsageQuery } from '~/features/agent-admin/api/agent-usage-query.ts';
import { AgentUsageTable } from '~/features/agent-admin/components/AgentUsageTable.tsx';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminAgent', 'title');

const PERIODS = ['1', '7', '30', '90'] as const;
const DEFAULT_DAYS = '30';

/**
 * `/admin/agent-usage`: who uses the AI agent and how much (messages, tool steps, tokens, failed and
 * stopped answers) over the last days, with totals and which model answers. Filters live in the URL.
 */
export default function AgentUsagePage() {
  const { t, i18n } = useTranslation('adminAgent');
  const { t: te } = useTranslation('errors');
  const lang = i18n.language;
  const [params] = useSearchParams();
  const filters = useListParams([], '');
  const days = (PERIODS as readonly string[]).includes(params.get('days') ?? '') ? params.get('days')! : DEFAULT_DAYS;
  const list = useQuery({ ...adminAgentUsageQuery({ page: filters.page, days: Number(days), keyword: filters.settledKeyword || undefined }), placeholderData: keepPreviousData });
  const data = list.data;
  const figures = data
    ? ([
        ['users', data.totals.users],
        ['messages', data.totals.messages],
        ['toolCalls', data.totals.tool_calls],
        ['inputTokens', data.totals.input_tokens],
        ['outputTokens', data.totals.output_tokens],
      ] as const)
    : [];
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('period.label')}
          value={days}
          onChange={(value) => filters.update({ days: value === DEFAULT_DAYS ? null : value, page: null })}
          data={PERIODS.map((d) => ({ value: d, label: d === '1' ? t('period.today') : t('period.days', { count: Number(d) }) }))}
        />
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={filters.keyword}
          onChange={(e) => filters.setKeyword(e.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 240px' }}
        />
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(list.error, te('generic'))}
        </Alert>
      )}
      {!data && list.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {data && (
        <>
          <Text size="sm" c="dimmed">
            {data.mode === 'model' ? t('mode.model', { model: data.model ?? '—' }) : t('mode.builtin')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
            {figures.map(([key, value]) => (
              <Paper key={key} withBorder p="sm">
                <Text size="xs" c="dimmed">
                  {t(`totals.${key}`)}
                </Text>
                <Text fw={700} size="lg">
                  {formatNumber(value, lang)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </>
      )}
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{filters.settledKeyword ? t('emptySearch') : t('empty')}</Text>
        </Card>
      )}
      {data && data.data.length > 0 && <AgentUsageTable rows={data.data} />}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={filters.page} />}
    </Stack>
  );
}
