import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Form, Link, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_TABS, type SearchTab } from '@tradelink/shared/catalog/search-options';
import { ApiError } from '~/lib/api-client.ts';
import type { Route } from './+types/search';
import { serverApi } from '~/lib/server-api.ts';
import { metaTranslator } from '~/lib/meta.ts';
import { ResultCard } from '~/features/catalog/public/ResultCards.tsx';
import { SearchFilters } from '~/features/catalog/components/SearchFilters.tsx';
import { FILTER_PARAMS, withParams } from '~/features/catalog/search-params.ts';
import { CANDIDATE_LIMIT } from '~/features/catalog/limits.ts';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { Container, SimpleGrid, Stack, cx } from '~/components/ui/layout.tsx';
import { Text, Title } from '~/components/ui/text.tsx';
import { Button } from '~/components/ui/button.tsx';
import controls from '~/features/catalog/components/controls.module.css';
import css from './search.module.css';
import { data } from 'react-router';

// Parts shown only in some states load with `import()` (islands, decision 012), keeping the page's
// first download within budget: the server still renders them (it waits for every part), and the
// browser hydrates each once its chunk arrives. One stylesheet holds every part's CSS.
const KeywordCombobox = lazy(() => import('~/features/catalog/public/KeywordCombobox.tsx'));
const FiltersDrawer = lazy(() => import('~/features/catalog/components/FiltersDrawer.tsx'));
const ActiveFilters = lazy(() => import('~/features/catalog/components/ActiveFilters.tsx'));
const CorrectionNotice = lazy(() => import('~/features/catalog/components/SearchNotices.tsx').then((m) => ({ default: m.CorrectionNotice })));
const PostRfqOffer = lazy(() => import('~/features/catalog/components/SearchNotices.tsx').then((m) => ({ default: m.PostRfqOffer })));

export async function loader({ url, context }: Route.LoaderArgs) {
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

/**
 * The kinds of result as tabs: links that change `tab` in the URL (they work before hydration),
 * with the tab keyboard pattern (one tab stop, arrows move and open).
 */
function SearchTabs({ tab }: { tab: SearchTab }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    if (at < 0 || !(e.key in moves)) return;
    e.preventDefault();
    const next = tabs[(moves[e.key]! + tabs.length) % tabs.length]!;
    next.focus();
    next.click();
  };
  return (
    <div role="tablist" className={css.tabs} onKeyDown={onKeyDown}>
      {SEARCH_TABS.map((name) => (
        <Link
          key={name}
          role="tab"
          aria-selected={name === tab}
          tabIndex={name === tab ? 0 : -1}
          className={cx(css.tab, name === tab && css.active)}
          to={withParams(params, {
            tab: name === 'products' ? null : name,
            category_id: null,
            sort: null,
            sort_mode: null,
            price_min: null,
            price_max: null,
            moq: null,
            response_rate: null,
            response_time: null,
          })}
        >
          {t(`tabs.${name}`)}
        </Link>
      ))}
    </div>
  );
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
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersWanted, setFiltersWanted] = useState(false);
  const keyword = params.get('keyword') ?? '';
  const exact = params.get('exact') === '1';
  const sortOptions = ['relevance', 'newest', 'oldest', ...(tab === 'products' ? ['priceAsc', 'priceDesc'] : []), ...(tab === 'suppliers' ? ['level'] : [])];
  const hasFilters = FILTER_PARAMS.some((p) => params.get(p));
  // Buyers posting a request is the way forward where products or suppliers are missing.
  const offerRfq = result.data.length === 0 && keyword.trim() !== '' && (tab === 'products' || tab === 'suppliers');

  const filters = <SearchFilters facets={result.facets} showCategories={!fixed && tab !== 'buyers'} showNumbers={tab === 'products'} showResponse={tab === 'suppliers'} />;
  return (
    <Container size="xl" className={css.page}>
      {/* Named: the header has a search landmark too, and two unnamed ones cannot be told apart. */}
      <Form method="get" action={fixed ? undefined : '/search'} role="search" aria-label={t('search.formLabel')} className={css.form}>
        {tab !== 'products' && !fixed && <input type="hidden" name="tab" value={tab} />}
        <Suspense fallback={null}>
          <KeywordCombobox
            key={keyword}
            tab={tab}
            defaultValue={keyword}
            label={t('search.placeholder')}
            placeholder={t('search.placeholder')}
            className={css.keyword}
            inputClassName={controls.input}
          />
        </Suspense>
        <Button type="submit">{t('search.submit')}</Button>
      </Form>
      <Title order={1} size="h3" className={css.heading}>
        {heading}
      </Title>
      {result.corrected && !exact && (
        <Suspense fallback={null}>
          <CorrectionNotice corrected={result.corrected} keyword={keyword} />
        </Suspense>
      )}
      {!fixed && <SearchTabs tab={tab} />}
      <div className={css.layout}>
        <div className={css.side}>{filters}</div>
        <div>
          <div className={css.toolbar}>
            <p className={css.count} role="status">
              {result.total >= CANDIDATE_LIMIT ? t('search.resultsCapped', { count: result.total }) : t('search.results', { count: result.total })}
            </p>
            <div className={css.tools}>
              <Button
                size="xs"
                variant="default"
                className={css.phoneOnly}
                onClick={() => {
                  setFiltersWanted(true);
                  setFiltersOpen(true);
                }}
              >
                {t('filters.open')}
              </Button>
              <select
                aria-label={t('sort.label')}
                className={cx(controls.select, css.sort)}
                value={currentSort(params)}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  void navigate(withParams(params, { sort: SORTS[v]!.sort, sort_mode: SORTS[v]!.sort_mode ?? null }));
                }}
              >
                {sortOptions.map((s) => (
                  <option key={s} value={s}>
                    {t(`sort.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {hasFilters && (
            <Suspense fallback={null}>
              <ActiveFilters categoryName={result.category?.name ?? null} fixedCategory={fixed} />
            </Suspense>
          )}
          {result.data.length === 0 ? (
            <div className={css.empty}>
              <Stack align="center" gap="xs">
                <Text fw={600}>{t('search.empty')}</Text>
                <Text c="dimmed" size="sm">
                  {t('search.emptyHint')}
                </Text>
              </Stack>
              {offerRfq && (
                <Suspense fallback={null}>
                  <PostRfqOffer keyword={keyword.trim()} />
                </Suspense>
              )}
            </div>
          ) : (
            <SimpleGrid cols={tab === 'products' ? { base: 2, sm: 3, lg: 4 } : { base: 1, sm: 2 }} spacing="md">
              {result.data.map((item, index) => (
                <ResultCard key={`${item.kind}-${'id' in item ? item.id : item.identity}`} item={item} index={index} />
              ))}
            </SimpleGrid>
          )}
          <UrlPagination total={result.total} pageSize={result.page_size} page={result.page} className={css.pager} />
        </div>
      </div>
      {/* The phone filters: a native <dialog>, mounted the first time it is opened. */}
      {filtersWanted && (
        <Suspense fallback={null}>
          <FiltersDrawer opened={filtersOpen} onClose={() => setFiltersOpen(false)}>
            {filters}
          </FiltersDrawer>
        </Suspense>
      )}
    </Container>
  );
}
