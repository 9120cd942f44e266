import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { LEAD_MAX_PAGE } from '@tradelink/shared/lead/lead';
import type { Route } from './+types/buying-leads';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { MENU_COUNTS_KEY } from '~/lib/menu-counts-query.ts';
import { buyingLeadsQuery } from '~/features/lead/api/lead-queries.ts';
import { LeadCard } from '~/features/lead/components/LeadCard.tsx';
import { LeadFilters, type LeadFilterValues } from '~/features/lead/components/LeadFilters.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'leads:meta.leadsTitle');

/**
 * The suggest_buying_leads tab: approved requests recommended for this supplier, with why, newest
 * arrivals marked. Filters, the active/hidden switch and the page live in the URL.
 */
export default function BusinessBuyingLeads() {
  const { t, i18n } = useTranslation('leads');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const values: LeadFilterValues = {
    show: params.get('tab') === 'hidden' ? 'hidden' : 'active',
    keyword: params.get('keyword') ?? '',
    categoryId: Number(params.get('category_id')) || undefined,
    categoryName: params.get('category_name'),
    country: params.get('countries') ?? '',
  };
  const page = Math.min(LEAD_MAX_PAGE, Math.max(1, Number(params.get('page')) || 1));
  const input = { page, keyword: values.keyword, category_id: values.categoryId, country: values.country || undefined, show: values.show };
  // The unfiltered first page of active leads records the visit: the menu badge drops with it.
  const isVisit = values.show === 'active' && page === 1 && !values.keyword && !values.categoryId && !values.country;
  const onVisit = isVisit ? () => void queryClient.invalidateQueries({ queryKey: MENU_COUNTS_KEY }) : undefined;
  const query = useQuery({ ...buyingLeadsQuery(input, i18n.language as Language, onVisit), placeholderData: keepPreviousData });
  const data = query.data;

  // Any filter change starts again at page 1.
  const update = (next: Partial<LeadFilterValues>) =>
    setParams((p) => {
      const merged = { ...values, ...next };
      const entries: Record<string, string | null> = {
        tab: merged.show === 'hidden' ? 'hidden' : null,
        keyword: merged.keyword || null,
        category_id: merged.categoryId ? String(merged.categoryId) : null,
        category_name: merged.categoryId ? merged.categoryName : null,
        countries: merged.country || null,
        page: null,
      };
      for (const [k, v] of Object.entries(entries)) {
        if (v) p.set(k, v);
        else p.delete(k);
      }
      return p;
    });
  const filtered = Boolean(values.keyword || values.categoryId || values.country);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('leads.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('leads.intro')}
          </Text>
        </div>
        <Button component={Link} to="/business/contacts" variant="default">
          {t('leads.myContacts')}
        </Button>
      </Group>
      <LeadFilters values={values} onChange={update} />
      {data?.basis === 'newest' && values.show === 'active' && (
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
          {(query.error instanceof ApiError && query.error.messages[0]) || t('leads.loadFailed')}
        </Alert>
      )}
      {!data && query.isPending && <Loader mx="auto" my="xl" display="block" aria-label={t('leads.loading')} />}
      {data && (
        <Text size="sm" c="dimmed" role="status">
          {t('leads.count', { count: data.total })}
        </Text>
      )}
      {data && data.total === 0 && (
        <Card withBorder padding="xl" radius="md" ta="center">
          <Text fw={600}>{values.show === 'hidden' ? t('leads.emptyHidden') : filtered ? t('leads.emptyFiltered') : t('leads.empty')}</Text>
          {values.show === 'active' && !filtered && (
            <Text c="dimmed" size="sm" mt="xs">
              {t('leads.emptyBody')}
            </Text>
          )}
        </Card>
      )}
      {data && data.data.length > 0 && (
        <Stack gap="sm">
          {data.data.map((lead) => (
            <LeadCard key={lead.rfq_id} lead={lead} />
          ))}
        </Stack>
      )}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} maxPages={LEAD_MAX_PAGE} />}
    </Stack>
  );
}
