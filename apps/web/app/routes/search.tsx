import { lazy, Suspense, useState } from 'react';
import { Button, Container, Grid, Group, NativeSelect, Pagination, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Form, Link, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_TABS, type SearchTab } from '@tradelink/shared/catalog/search-options';
import { ApiError } from '~/lib/api-client.ts';
import type { Route } from './+types/search';
import { serverApi } from '~/lib/server-api.ts';
import { metaTranslator } from '~/lib/meta.ts';
import { ResultCard } from '~/features/catalog/components/ResultCards.tsx';
import { SearchFilters } from '~/features/catalog/components/SearchFilters.tsx';
import { withParams } from '~/features/catalog/search-params.ts';
import { CANDIDATE_LIMIT } from '~/features/catalog/limits.ts';
import { data } from 'react-router';

const FiltersDrawer = lazy(() => import('~/features/catalog/components/FiltersDrawer.tsx'));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  try {
    return { result: await serverApi(context)('catalog.search', query) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { t, appUrl } = metaTranslator(matches);
  const keyword = new URLSearchParams(location.search).get('keyword');
  const title = keyword ? t('catalog:search.title', { keyword }) : t('catalog:search.titleBrowse');
  return [
    { title: `${title} | Tradelink` },
    { name: 'description', content: t('catalog:search.metaDescription') },
    // Result pages are for people; the catalogue pages are what search engines should index.
    { name: 'robots', content: 'noindex, follow' },
    { tagName: 'link', rel: 'canonical', href: `${appUrl}/search${location.search}` },
  ];
};

const SORTS: Record<string, { sort: string; sort_mode?: string }> = {
  relevance: { sort: 'relevance' },
  newest: { sort: 'newest', sort_mode: 'desc' },
  oldest: { sort: 'newest', sort_mode: 'asc' },
  priceAsc: { sort: 'price', sort_mode: 'asc' },
  priceDesc: { sort: 'price', sort_mode: 'desc' },
  level: { sort: 'level', sort_mode: 'desc' },
};

function currentSort(params: URLSearchParams): string {
  const sort = params.get('sort');
  const mode = params.get('sort_mode');
  if (sort === 'newest') return mode === 'asc' ? 'oldest' : 'newest';
  if (sort === 'price') return mode === 'desc' ? 'priceDesc' : 'priceAsc';
  if (sort === 'level') return 'level';
  return 'relevance';
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const tab = (params.get('tab') as SearchTab | null) ?? 'products';
  return <SearchView result={loaderData.result} tab={tab} heading={keyword ? t('search.title', { keyword }) : t('search.titleBrowse')} />;
}

interface ViewProps {
  result: Route.ComponentProps['loaderData']['result'];
  tab: SearchTab;
  heading: string;
  /** Listing pages (/suppliers, /product-category/{id}, ...) have a fixed tab and category. */
  fixed?: boolean;
}

/** The result page: search box, tabs, facet filters, sort, cards and paging — shared by search and the listing pages. */
export function SearchView({ result, tab, heading, fixed = false }: ViewProps) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [filtersOpen, { open, close }] = useDisclosure(false);
  const [filtersWanted, setFiltersWanted] = useState(false);
  const keyword = params.get('keyword') ?? '';
  const pages = Math.max(1, Math.ceil(result.total / result.page_size));
  const sortOptions = ['relevance', 'newest', 'oldest', ...(tab === 'products' ? ['priceAsc', 'priceDesc'] : []), ...(tab === 'suppliers' ? ['level'] : [])];
  const hasFilters = ['category_id', 'countries', 'is_verified', 'premium', 'date'].some((k) => params.get(k));

  const filters = <SearchFilters facets={result.facets} showCategories={!fixed && tab !== 'buyers'} />;
  return (
    <Container size="xl" py="md">
      <Form method="get" action={fixed ? undefined : '/search'} role="search">
        {tab !== 'products' && !fixed && <input type="hidden" name="tab" value={tab} />}
        <Group gap="xs" wrap="nowrap" mb="md">
          <TextInput name="keyword" defaultValue={keyword} key={keyword} placeholder={t('search.placeholder')} aria-label={t('search.placeholder')} style={{ flex: 1 }} />
          <Button type="submit">{t('search.submit')}</Button>
        </Group>
      </Form>
      <Title order={1} size="h3" mb="xs">
        {heading}
      </Title>
      {!fixed && (
      <Tabs value={tab} onChange={(v) => v && navigate(withParams(params, { tab: v === 'products' ? null : v, category_id: null, sort: null, sort_mode: null }))} mb="md">
        <Tabs.List>
          {SEARCH_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          {filters}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Text size="sm" c="dimmed" role="status">
              {result.total >= CANDIDATE_LIMIT ? t('search.resultsCapped', { count: result.total }) : t('search.results', { count: result.total })}
            </Text>
            <Group gap="xs">
              <Button
                hiddenFrom="md"
                size="xs"
                variant="default"
                onClick={() => {
                  setFiltersWanted(true);
                  open();
                }}
              >
                {t('filters.open')}
              </Button>
              <NativeSelect
                size="xs"
                aria-label={t('sort.label')}
                data={sortOptions.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
                value={currentSort(params)}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  navigate(withParams(params, { sort: SORTS[v]!.sort, sort_mode: SORTS[v]!.sort_mode ?? null }));
                }}
                w={190}
              />
            </Group>
          </Group>
          {result.data.length === 0 ? (
            <Stack align="center" py="xl" gap="xs">
              <Text fw={600}>{t('search.empty')}</Text>
              <Text c="dimmed" size="sm">
                {t('search.emptyHint')}
              </Text>
              {hasFilters && (
                <Button component={Link} to={withParams(params, { category_id: null, countries: null, is_verified: null, premium: null, date: null })} variant="light" size="xs">
                  {t('search.clearFilters')}
                </Button>
              )}
            </Stack>
          ) : (
            <SimpleGrid cols={tab === 'products' ? { base: 2, sm: 3, lg: 4 } : { base: 1, sm: 2 }} spacing="md">
              {result.data.map((item, index) => (
                <ResultCard key={`${item.kind}-${'id' in item ? item.id : item.identity}`} item={item} index={index} />
              ))}
            </SimpleGrid>
          )}
          {pages > 1 && (
            <Group justify="center" mt="xl">
              <Pagination
                total={pages}
                value={result.page}
                getControlProps={(control) => {
                  const target = control === 'next' ? result.page + 1 : control === 'previous' ? result.page - 1 : null;
                  const label = control === 'next' || control === 'previous' ? { 'aria-label': t(`pagination.${control}`) } : {};
                  return target && target >= 1 && target <= pages ? { ...label, component: Link, to: withParams(params, { page: target === 1 ? null : String(target) }) } : label;
                }}
                getItemProps={(page) => ({
                  component: Link,
                  to: withParams(params, { page: page === 1 ? null : String(page) }),
                  'aria-label': t('pagination.page', { page }),
                  'aria-current': page === result.page ? 'page' : undefined,
                })}
                aria-label={t('pagination.label')}
              />
            </Group>
          )}
        </Grid.Col>
      </Grid>
      {filtersWanted && (
        <Suspense fallback={null}>
          <FiltersDrawer opened={filtersOpen} onClose={close}>
            {filters}
          </FiltersDrawer>
        </Suspense>
      )}
    </Container>
  );
}
