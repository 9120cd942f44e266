import { useCallback } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { LEAD_MAX_PAGE } from '@tradelink/shared/lead/lead';
import type { Route } from './+types/buying-leads';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { MENU_COUNTS_KEY } from '~/lib/menu-counts-query.ts';
import { buyingLeadsQuery, rfqMarketQuery } from '~/features/lead/api/lead-queries.ts';
import { LeadCard } from '~/features/lead/components/LeadCard.tsx';
import { LeadFilters } from '~/features/lead/components/LeadFilters.tsx';
import { ActiveFilterChips } from '~/features/lead/components/ActiveFilterChips.tsx';
import { LeadsEmpty } from '~/features/lead/components/LeadsEmpty.tsx';
import { isFiltered, leadsInput, marketInput, readLeadUrl, writeLeadUrl, type LeadFilterValues } from '~/features/lead/lead-url.ts';
import { apiErrorText } from '~/lib/api-client.ts';
import { formatNumber } from '~/lib/format.ts';
import { pageMeta } from '~/lib/meta.ts';
import { idParam } from '~/lib/id-param.ts';
import { useScrollToId } from '~/lib/use-scroll-to-id.ts';
import { useOpenQuotationOnArrival } from '~/features/quoting/open-on-arrival.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'leads:meta.leadsTitle');

/**
 * The suggest_buying_leads tab: the requests recommended for this supplier (with why, newest
 * arrivals marked), the open RFQ market (every approved, unexpired request, searched and filtered),
 * and the leads it hid. View, filters and page live in the URL (features/lead/lead-url.ts).
 * `?rfq-id=` (or `?lead_id=`, the same id) brings that lead into view and outlines it; when it is not
 * in the list shown, a note links to the request itself. `?qlt=` names the quotation template new
 * quotations start from. `?quote=1` with `rfq-id` opens that request's quotation form on arrival
 * (the AI agent's "Open the quotation form", which kept its draft for it).
 */
export default function BusinessBuyingLeads() {
  const { t, i18n } = useTranslation('leads');
  const lang = i18n.language as Language;
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { values, page } = readLeadUrl(params);
  const filtered = isFiltered(values);
  const onMarket = values.view === 'market';
  // The unfiltered first page of recommended leads records the visit: the menu badge drops with it.
  const isVisit = values.view === 'recommended' && page === 1 && !filtered;
  const onVisit = isVisit ? () => void queryClient.invalidateQueries({ queryKey: MENU_COUNTS_KEY }) : undefined;
  const leads = useQuery({ ...buyingLeadsQuery(leadsInput(values, page), lang, onVisit), placeholderData: keepPreviousData, enabled: !onMarket });
  const market = useQuery({ ...rfqMarketQuery(marketInput(values, page), lang), placeholderData: keepPreviousData, enabled: onMarket });
  const query = onMarket ? market : leads;
  const data = query.data;
  const templateId = idParam(params.get('qlt'));
  const focusId = idParam(params.get('rfq-id')) ?? idParam(params.get('lead_id'));
  const focusInList = focusId !== undefined && Boolean(data?.data.some((lead) => lead.rfq_id === focusId));
  useScrollToId(focusInList ? `lead-card-${focusId}` : undefined, focusInList);
  const dropQuote = useCallback(() => setParams((p) => (p.delete('quote'), p), { replace: true, preventScrollReset: true }), [setParams]);
  const quoteNotice = useOpenQuotationOnArrival(focusId, params.get('quote') === '1', dropQuote);

  const update = (next: Partial<LeadFilterValues>) => setParams((p) => writeLeadUrl(p, { ...values, ...next }));
  const count = !data
    ? null
    : onMarket && market.data?.total_capped
      ? t('leads.countMore', { total: formatNumber(data.total, lang) })
      : t(onMarket ? 'leads.countMarket' : 'leads.count', { count: data.total });

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={1} size="h2">
            {t('leads.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`leads.intro.${values.view}` as never)}
          </Text>
        </div>
        <Button component={Link} to="/business/contacts" variant="default">
          {t('leads.myContacts')}
        </Button>
      </Group>
      <LeadFilters values={values} onChange={update} />
      <ActiveFilterChips values={values} onChange={update} />
      {leads.data?.basis === 'newest' && values.view === 'recommended' && (
        <Alert color="blue" title={t('leads.newest.title')}>
          <Stack gap="xs">
            <Text size="sm">{t('leads.newest.body')}</Text>
            <Group gap="xs">
              <Button component={Link} to="/business/setting" size="xs" variant="light">
                {t('leads.newest.profile')}
              </Button>
              <Button component={Link} to="/business/products" size="xs" variant="light">
                {t('leads.newest.products')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {query.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(query.error, t('leads.loadFailed'))}
        </Alert>
      )}
      {!data && query.isPending && <Loader mx="auto" my="xl" display="block" aria-label={t('leads.loading')} />}
      {quoteNotice && (
        <Alert color="yellow" role="status">
          {quoteNotice}
        </Alert>
      )}
      {focusId !== undefined && data && !focusInList && (
        <Alert color="blue" role="status">
          <Text size="sm">
            {t('leads.focusMissing')}{' '}
            <Link to={`/request/${focusId}`}>{t('leads.focusOpen')}</Link>
          </Text>
        </Alert>
      )}
      {count && (
        <Text size="sm" c="dimmed" role="status">
          {count}
        </Text>
      )}
      {data && data.total === 0 && <LeadsEmpty values={values} onChange={update} />}
      {data && data.data.length > 0 && (
        <Stack gap="sm">
          {data.data.map((lead) => (
            <LeadCard key={lead.rfq_id} lead={lead} focused={lead.rfq_id === focusId} templateId={templateId} />
          ))}
        </Stack>
      )}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} maxPages={LEAD_MAX_PAGE} />}
    </Stack>
  );
}
