import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { QUEUE_KINDS, type QueueKind } from '@tradelink/shared/moderation/admin-moderation';
import type { Route } from './+types/moderation';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { StatusSearchBar } from '~/components/lists/StatusSearchBar.tsx';
import { useListParams } from '~/components/lists/use-list-params.ts';
import { adminTitle } from '~/lib/admin-meta.ts';
import { moderationQueueQuery } from '~/features/moderation/api/moderation-queries.ts';
import { AutoApproveSwitch } from '~/features/moderation/components/AutoApproveSwitch.tsx';
import { ModerationQueue } from '~/features/moderation/components/ModerationQueue.tsx';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminModeration', 'queue.title');

const NO_STATUS = ['all'] as const;

/** Pending products and RFQs, oldest first; the kind, keyword and page live in the URL. */
export default function ModerationPage() {
  const { t, i18n } = useTranslation('adminModeration');
  const lang = i18n.language as Language;
  const [params] = useSearchParams();
  const rawKind = params.get('kind') ?? '';
  const kind: QueueKind = (QUEUE_KINDS as readonly string[]).includes(rawKind) ? (rawKind as QueueKind) : 'all';
  const filters = useListParams(NO_STATUS, 'all');
  const list = useQuery({ ...moderationQueueQuery({ kind, keyword: filters.settledKeyword, page: filters.page }, lang), placeholderData: keepPreviousData });
  const data = list.data;
  // The whole queue by kind; the filtered list's total is only what the kind and keyword match.
  const waiting = data ? { all: data.waiting.product + data.waiting.rfq, ...data.waiting } : null;
  const filtered = kind !== 'all' || Boolean(filters.settledKeyword);
  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {t('queue.title')}
        </Title>
        {data && waiting && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {filtered ? t('queue.countFiltered', { shown: data.total, count: waiting.all }) : t('queue.count', { count: waiting.all })}
          </Text>
        )}
      </Group>
      <AutoApproveSwitch />
      <StatusSearchBar
        statuses={QUEUE_KINDS}
        status={kind}
        onStatus={(value) => filters.update({ kind: value === 'all' ? null : value, page: null })}
        label={(value) => (waiting ? `${t(`kinds.${value}`)} (${waiting[value]})` : t(`kinds.${value}`))}
        filterLabel={t('queue.filter')}
        keyword={filters.keyword}
        onKeyword={filters.setKeyword}
        searchLabel={t('queue.search')}
      />
      {list.isPending && <Loader size="sm" />}
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{filters.settledKeyword ? t('queue.noMatch') : t('queue.empty')}</Text>
        </Card>
      )}
      {data && data.data.length > 0 && <ModerationQueue items={data.data} />}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={filters.page} />}
    </Stack>
  );
}
