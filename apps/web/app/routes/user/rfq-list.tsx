import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { RFQ_LIST_STATUSES } from '@tradelink/shared/rfq/rfq';
import type { Route } from './+types/rfq-list';
import { myRfqsQuery } from '~/features/rfq/api/rfq-queries.ts';
import { RfqStatusBadge } from '~/features/rfq/components/RfqStatusBadge.tsx';
import { useDebounced } from '~/lib/use-debounced.ts';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { formatDate } from '~/lib/format.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useState } from 'react';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sourcing:list.title');

type Status = (typeof RFQ_LIST_STATUSES)[number];

/** The buying_request tab: the buyer's RFQs by status, with quotation counts; filters live in the URL. */
export default function RfqListPage() {
  const { t, i18n } = useTranslation('sourcing');
  const lang = i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const status = (RFQ_LIST_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as Status) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const settled = useDebounced(keyword.trim(), 300);
  const list = useQuery({ ...myRfqsQuery({ status, page, keyword: settled || undefined }, lang), placeholderData: keepPreviousData });
  const update = (next: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(next)) if (v) p.set(k, v); else p.delete(k);
      return p;
    });
  const data = list.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        <Button component={Link} to="/user/request-quotation">
          {t('list.post')}
        </Button>
      </Group>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={status}
          onChange={(v) => update({ status: v === 'all' ? null : v, page: null })}
          data={RFQ_LIST_STATUSES.map((s) => ({ value: s, label: `${t(`status.${s}`)} (${data?.counts[s] ?? 0})` }))}
          aria-label={t('list.filter')}
        />
        <TextInput
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            update({ keyword: e.currentTarget.value || null, page: null });
          }}
        />
      </Group>
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{data.counts.all === 0 ? t('list.empty') : t('list.noMatch')}</Text>
        </Card>
      )}
      {data?.data.map((r) => (
        <Card key={r.id} withBorder padding="md" component="article">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Anchor component={Link} to={`/user/request-quotation/detail/${r.id}`} fw={600}>
                {r.product_name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[`${r.quantity} ${r.uom}`, r.category_name, t('list.expires', { date: r.expiry_date ? formatDate(r.expiry_date, lang) : '—' })].filter(Boolean).join(' · ')}
              </Text>
              {r.status === 2 && r.reject_reason && (
                <Text size="sm" c="red">
                  {r.reject_reason}
                </Text>
              )}
            </div>
            <Stack gap={6} align="flex-end">
              <RfqStatusBadge status={r.status} />
              <Anchor component={Link} to={`/user/received-quotation/${r.id}`} size="sm">
                {t('list.quotations', { count: r.quotation_count })}
              </Anchor>
              {r.new_quotation_count > 0 && (
                <Badge size="sm" color="blue">
                  {t('list.new', { count: r.new_quotation_count })}
                </Badge>
              )}
            </Stack>
          </Group>
        </Card>
      ))}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
    </Stack>
  );
}
