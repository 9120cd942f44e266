import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { RFQ_LIST_STATUSES } from '@tradelink/shared/rfq/rfq';
import type { Route } from './+types/rfq-list';
import { myRfqsQuery } from '~/features/rfq/api/rfq-queries.ts';
import { RfqStatusBadge } from '~/features/rfq/public/RfqStatusBadge.tsx';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { StatusSearchBar } from '~/components/lists/StatusSearchBar.tsx';
import { useListParams } from '~/components/lists/use-list-params.ts';
import { formatDate } from '~/lib/format.ts';
import { pageMeta } from '~/lib/meta.ts';
import { formatQuantity } from '@tradelink/shared/reference/units';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sourcing:list.title');

type Status = (typeof RFQ_LIST_STATUSES)[number];

/** The buying_request tab: the buyer's RFQs by status, with quotation counts; filters live in the URL. */
export default function RfqListPage() {
  const { t, i18n } = useTranslation('sourcing');
  const lang = i18n.language as Language;
  const filters = useListParams<Status>(RFQ_LIST_STATUSES, 'all');
  const { status, page } = filters;
  const list = useQuery({ ...myRfqsQuery({ status, page, keyword: filters.settledKeyword || undefined }, lang), placeholderData: keepPreviousData });
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
      <StatusSearchBar
        statuses={RFQ_LIST_STATUSES}
        status={status}
        onStatus={filters.setStatus}
        label={(s) => `${t(`status.${s}`)} (${data?.counts[s] ?? 0})`}
        filterLabel={t('list.filter')}
        keyword={filters.keyword}
        onKeyword={filters.setKeyword}
        searchLabel={t('list.search')}
      />
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
                {[formatQuantity(r.quantity, r.uom, lang), r.category_name, t('list.expires', { date: r.expiry_date ? formatDate(r.expiry_date, lang) : '—' })].filter(Boolean).join(' · ')}
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
