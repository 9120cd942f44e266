import type { CSSProperties } from 'react';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/home';
import { serverApi } from '~/lib/server-api.ts';
import { pageMeta } from '~/lib/meta.ts';
import { formatNumber } from '~/lib/format.ts';
import type { TaxonomyNode } from '@tradelink/shared/reference/reference';
import { Container, Paper } from '~/components/ui/layout.tsx';
import { Text, Title } from '~/components/ui/text.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { AppLink } from '~/components/ui/app-link.tsx';
import { CategoryNavigation } from '~/features/home/components/CategoryNavigation.tsx';
import { navTaxonomy } from '~/features/home/nav-taxonomy.ts';
import { HomeSection } from '~/features/home/components/HomeSection.tsx';
import { categoryTileArt } from '~/features/home/category-tile-art.ts';
import { cardView, ResultCard } from '~/features/catalog/public/ResultCards.tsx';
import { PAGE_SIZE } from '@tradelink/shared/constants/limits';
import type { SearchRequest } from '@tradelink/shared/catalog/search';
import { useScrollParam } from '~/lib/scroll-param.ts';
import { useMoreCards } from '~/features/home/hooks/use-more-cards.ts';
import css from './home.module.css';

/** `?scroll=<name>` opens the home page at one of its sections (links from mails and campaigns). */
const SECTIONS = {
  categories: 'home-categories',
  monthly: 'home-monthly',
  'new-arrivals': 'home-new-arrivals',
  'hot-price': 'home-hot-price',
  'latest-rfqs': 'home-latest-rfqs',
  'featured-suppliers': 'home-featured-suppliers',
} as const;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'home:meta.title', 'home:meta.description');

/** Popular categories shown as chips above the navigation. */
const POPULAR = 12;

/**
 * Cards a product row brings in the page (about a wide screen's width); the rest of its list (the
 * spec's page size) is fetched when the visitor reaches for the row. Thirty cards a row made half
 * of the page's 130 KB of HTML (issue 19).
 */
const FIRST_CARDS = 5;
const ARRIVALS = { sort: 'newest', page_size: PAGE_SIZE.newArrivals } as const;
const HOT = { hot_price: '1', sort: 'newest', page_size: PAGE_SIZE.hotPrice } as const;
/** Request and supplier cards are wider: four fill the row. */
const FIRST_WIDE_CARDS = 4;
const RFQS = { tab: 'rfqs', sort: 'newest', page_size: 12 } as const;
const SUPPLIERS = { tab: 'suppliers', is_verified: '1', sort: 'level', page_size: 12 } as const;

// The loader sends only what the page renders (it is serialized into the HTML): the taxonomy as
// far as the navigation shows it, card fields the cards show, the shown popular categories.
export async function loader({ context }: Route.LoaderArgs) {
  const call = serverApi(context);
  const [variates, taxonomy, arrivals, hot, rfqs, suppliers] = await Promise.all([
    call('get_variates'),
    call('get_category_taxonomy'),
    // Only the first cards: the answers are parsed and re-serialized per render (the rest of
    // each list, the spec's page size, is asked for by the browser).
    call('catalog.search', { ...ARRIVALS, page_size: FIRST_CARDS }),
    call('catalog.search', { ...HOT, page_size: FIRST_CARDS }),
    call('catalog.search', { ...RFQS, page_size: FIRST_WIDE_CARDS }),
    call('catalog.search', { ...SUPPLIERS, page_size: FIRST_WIDE_CARDS }),
  ]);
  const { suppliers: supplierCount, buyers, products, rfqs: rfqCount } = variates.stat;
  return {
    stat: { suppliers: supplierCount, buyers, products, rfqs: rfqCount },
    popular: variates.popular_cate.slice(0, POPULAR).map(({ name, category_name }) => ({ name, category_name })),
    monthly: variates.monthly_cate.map(({ name, category_name, image }) => ({ name, category_name, image })),
    categoryCount: countNodes(taxonomy),
    taxonomy: navTaxonomy(taxonomy, { firstOnly: true }),
    arrivals: arrivals.data.map(cardView),
    arrivalsMore: arrivals.total > FIRST_CARDS,
    hot: hot.data.map(cardView),
    hotMore: hot.total > FIRST_CARDS,
    rfqs: rfqs.data.map(cardView),
    rfqsMore: rfqs.total > FIRST_WIDE_CARDS,
    suppliers: suppliers.data.map(cardView),
    suppliersMore: suppliers.total > FIRST_WIDE_CARDS,
  };
}

/** A row's whole list, as cards (the API client loads with it, not with the page). */
const loadRow = (query: SearchRequest) => async () => (await (await import('~/features/home/api/load-search.ts')).loadSearch(query)).map(cardView);

/** The category's own tile when it has no picture yet (category-tile-art.ts). */
function CategoryArt({ id, name }: { id: string; name: string }) {
  const art = categoryTileArt(id, name);
  return (
    <span className={css.tileArt} style={{ '--tile-hue': art.hue } as CSSProperties} aria-hidden="true" data-testid="category-art">
      {art.initial}
    </span>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('home');
  useScrollParam(SECTIONS);
  const { stat, categoryCount, taxonomy, popular, monthly } = loaderData;
  // The rows of cards, each bringing the rest of its list when reached for. The product rows'
  // pictures are below the fold: loaded lazily (ResultCard loads the first four of a list eagerly).
  const rows = [
    { id: SECTIONS['new-arrivals'], title: t('sections.newArrivals'), seeAll: '/search?sort=newest', itemWidth: 220, lazyImages: true, cards: useMoreCards(loaderData.arrivals, loadRow(ARRIVALS), loaderData.arrivalsMore) },
    { id: SECTIONS['hot-price'], title: t('sections.hotPrice'), seeAll: '/search?hot_price=1', itemWidth: 220, lazyImages: true, cards: useMoreCards(loaderData.hot, loadRow(HOT), loaderData.hotMore) },
    { id: SECTIONS['latest-rfqs'], title: t('sections.latestRfqs'), seeAll: '/search?tab=rfqs&sort=newest', itemWidth: 300, lazyImages: false, cards: useMoreCards(loaderData.rfqs, loadRow(RFQS), loaderData.rfqsMore) },
    { id: SECTIONS['featured-suppliers'], title: t('sections.featuredSuppliers'), seeAll: '/suppliers?is_verified=1', itemWidth: 320, lazyImages: false, cards: useMoreCards(loaderData.suppliers, loadRow(SUPPLIERS), loaderData.suppliersMore) },
  ];
  const figures = [
    ['suppliers', stat.suppliers],
    ['buyers', stat.buyers],
    ['products', stat.products],
    ['rfqs', stat.rfqs],
  ] as const;
  return (
    <>
      {/* The hero's words are text (they were drawn in a picture, a third of their size on a
          phone): readable at every width, translated, and the page's LCP element without a fetch. */}
      <div className={css.bannerBand}>
        <div className={css.banner}>
          <div className={css.heroText}>
            <h1 className={css.heroTitle}>{t('hero.title')}</h1>
            <p className={css.heroSubtitle}>{t('hero.subtitle')}</p>
          </div>
          <img src="/images/banner-art.svg" alt="" width={560} height={360} className={css.heroArt} />
        </div>
      </div>
      <Container className={css.intro}>
        <ul className={css.stats}>
          {figures.map(([key, value]) => (
            <li key={key} className={css.stat}>
              <span className={css.figure}>{formatNumber(value, i18n.language)}</span>
              <span className={css.statLabel}>{t(`stats.${key}`, { count: value })}</span>
            </li>
          ))}
        </ul>
        <div className={css.ctas}>
          <ButtonLink to="/quick-rfq" size="md">
            {t('cta.postRfq')}
          </ButtonLink>
          <ButtonLink to="/register?acc-type=Seller" size="md" variant="outline">
            {t('cta.sell')}
          </ButtonLink>
        </div>
      </Container>
      <Container id={SECTIONS.categories} className={css.block}>
        <Paper withBorder p="lg">
          <Title order={2} size="h3">
            {t('categories.title')}
          </Title>
          <Text size="sm" c="dimmed" className={css.subtitle}>
            {t('categories.subtitle', { count: categoryCount })}
          </Text>
          <p className={css.chips}>
            {popular.map((c) => (
              <AppLink key={c.name} to={`/product-category/${c.name}`} className={css.chip}>
                {c.category_name}
              </AppLink>
            ))}
          </p>
          <CategoryNavigation taxonomy={taxonomy} />
        </Paper>
      </Container>
      {monthly.length > 0 && (
        <Container component="section" id={SECTIONS.monthly} aria-label={t('sections.monthly')} className={css.block}>
          <Title order={2} size="h3" className={css.sectionTitle}>
            {t('sections.monthly')}
          </Title>
          <div className={css.tiles}>
            {monthly.map((c) => (
              <AppLink key={c.name} to={`/product-category/${c.name}`} className={css.tile}>
                {c.image ? (
                  <img src={c.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
                ) : (
                  <CategoryArt id={c.name} name={c.category_name} />
                )}
                <span className={css.tileName}>{c.category_name}</span>
              </AppLink>
            ))}
          </div>
        </Container>
      )}
      {rows.map((row) => (
        <HomeSection
          key={row.id}
          id={row.id}
          title={row.title}
          seeAll={row.seeAll}
          seeAllLabel={t('sections.seeAll')}
          itemWidth={row.itemWidth}
          onReach={row.cards.reach}
          loading={row.cards.loading ? t('sections.loadingMore') : null}
        >
          {row.cards.items.map((item, i) => (
            <ResultCard key={i} item={item} index={row.lazyImages ? i + 4 : i} />
          ))}
        </HomeSection>
      ))}
    </>
  );
}

function countNodes(nodes: TaxonomyNode[]): number {
  return nodes.reduce((sum, n) => sum + 1 + countNodes(n.children), 0);
}
