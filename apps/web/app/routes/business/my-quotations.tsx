import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { SENT_STATUS_FILTERS, type SentStatusFilter } from '@tradelink/shared/quotation/supplier-calls';
import type { Route } from './+types/my-quotations';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { StatusSearchBar } from '~/components/lists/StatusSearchBar.tsx';
import { useListParams } from '~/components/lists/use-list-params.ts';
import { sentQuotationsQuery } from '~/features/quoting/api/quoting-queries.ts';
import { QuotaUse } from '~/features/quoting/components/QuotaUse.tsx';
import { SentQuotationCard } from '~/features/quoting/components/SentQuotationCard.tsx';
import { pageMeta } from '~/lib/meta.ts';
import { idParam } from '~/lib/id-param.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'quoting:sent.title');

/**
 * `/business/my-quotations`: the supplier's quotations with the buyers' decisions; filters live in the URL.
 * `?rfq-id=` shows only the quotation(s) on that request (links from a lead or a notification).
 */
export default function BusinessMyQuotations() {
  const { t, i18n } = useTranslation('quoting');
  const lang = i18n.language as Language;
  const filters = useListParams<SentStatusFilter>(SENT_STATUS_FILTERS, 'all');
  const { status, page } = filters;
  const [params] = useSearchParams();
  const rfqId = idParam(params.get('rfq-id'));
  const list = useQuery({ ...sentQuotationsQuery({ status, page, keyword: filters.settledKeyword || undefined, rfq_id: rfqId }, lang), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('sent.title')}
          </Title>
          {data && <QuotaUse used={data.used_this_month} limit={data.monthly_limit} />}
        </div>
        <Group gap="md">
          <Anchor component={Link} to="/quotation-template-view" size="sm">
            {t('sent.templates')}
          </Anchor>
          <Anchor component={Link} to="/business/buying-leads" size="sm">
            {t('sent.findLeads')}
          </Anchor>
        </Group>
      </Group>
      <StatusSearchBar
        statuses={SENT_STATUS_FILTERS}
        status={status}
        onStatus={filters.setStatus}
        label={(s) => `${t(`status.${s}`)} (${data?.counts[s] ?? 0})`}
        filterLabel={t('sent.filter')}
        keyword={filters.keyword}
        onKeyword={filters.setKeyword}
        searchLabel={t('sent.search')}
      />
      {rfqId !== undefined && (
        <Alert color="blue" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('sent.forRequest', { id: rfqId })}</Text>
            <Button size="xs" variant="light" onClick={() => filters.update({ 'rfq-id': null, page: null })}>
              {t('sent.showAll')}
            </Button>
          </Group>
        </Alert>
      )}
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{data.counts.all === 0 ? t('sent.empty') : t('sent.noMatch')}</Text>
          {data.counts.all === 0 && (
            <Anchor component={Link} to="/business/buying-leads" mt="xs" display="inline-block">
              {t('sent.findLeads')}
            </Anchor>
          )}
        </Card>
      )}
      {data?.data.map((q) => <SentQuotationCard key={q.id} quotation={q} />)}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
    </Stack>
  );
}
