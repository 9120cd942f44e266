import { ANALYTICS_BEACON_PATH, BEACON_MAX_IMPRESSIONS, type BeaconPayload } from '@tradelink/shared/analytics/beacon-path';

// Page views for the analytics reports (decision 032): sent by the browser once the page is shown,
// because the server may have answered from a cache it cannot count in (the rendered-page cache,
// the answer cache). entry.client.tsx loads this module after hydrating (it is not in the light
// pages' first download); it follows the router and reads the shown page's route and loader data.
// navigator.sendBeacon queues the request without delaying anything the page does; the server
// counts it only for a person's browser: it reads the user agent, and this file adds what only the
// browser knows (navigator.webdriver and headless hints).

/**
 * The search words of the results page just seen, for the "came from" keyword of the product or
 * supplier page opened from it. Any other view forgets them: a page reached later, by other links, was
 * not found with those words.
 */
let lastSearch: { keyword: string; at: number } | null = null;
/** One beacon per page view: React's development double effects do not send twice. */
let lastSent = '';
/** The view the browser loaded (its location key): the only one document.referrer speaks for. */
let firstView: string | undefined;

const FRESH_MS = 30 * 60_000;
const SEARCH_TABS = ['products', 'suppliers', 'buyers', 'rfqs'] as const;
const LISTING_ROUTES = new Set(['suppliers', 'buyers', 'supplier-category', 'product-category', 'buyer-category']);
const PRODUCT_ROUTES = new Set(['product', 'new-product', 'hot-price-product']);

/** What a light page's loader returned, loosely: the reports need a few ids from it. */
interface PageData {
  product?: { id: number };
  supplier?: { identity: string };
  limited?: boolean;
  value?: { id?: number; identity?: string };
  result?: { total: number; data: Array<{ kind: string; id?: number }> };
}

/** The beacon a page stands for, or null for pages that are not counted (home, help, legal, a guest past the limit). */
export function pagePayload(routeId: string, data: PageData | undefined, search: string): BeaconPayload | null {
  if (!data) return null;
  if (PRODUCT_ROUTES.has(routeId) && data.product) return { page: 'product', id: String(data.product.id) };
  if (routeId === 'routes/supplier' && data.supplier) return { page: 'supplier', id: data.supplier.identity };
  if (data.limited) return null;
  if (routeId === 'routes/buyer' && data.value?.identity) return { page: 'buyer', id: data.value.identity };
  if (routeId === 'routes/request' && data.value?.id) return { page: 'request', id: String(data.value.id) };
  const result = data.result;
  if (!result || (routeId !== 'routes/search' && !LISTING_ROUTES.has(routeId))) return null;
  const impressions = result.data.flatMap((item) => (item.kind === 'product' && item.id ? [item.id] : []));
  if (LISTING_ROUTES.has(routeId)) return { page: 'listing', impressions };
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  return {
    page: 'search',
    impressions,
    search: { keyword: (params.get('keyword') ?? '').trim().slice(0, 100), tab: SEARCH_TABS.find((t) => t === tab) ?? 'products', results: result.total },
  };
}

/** What only the browser can tell: a headless or automated browser that hides its user agent. */
function headlessHints(): boolean {
  if (/HeadlessChrome|Lighthouse|PhantomJS/i.test(navigator.userAgent)) return true;
  if (Array.isArray(navigator.languages) && navigator.languages.length === 0) return true;
  // A browser without a window on any screen.
  return window.outerWidth === 0 && window.outerHeight === 0;
}

/** The keyword of a same-site search page the visitor came from (a new tab, or the first page load). */
function referrerKeyword(): string | undefined {
  try {
    const from = new URL(document.referrer);
    if (from.origin !== location.origin || from.pathname !== '/search') return undefined;
    return from.searchParams.get('keyword')?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one page's beacon; `key` names the view (the navigation): the same key is sent once.
 * `loadedView` says the view is the page load itself, whose referrer may be a search page.
 */
export function sendPageBeacon(payload: BeaconPayload, key: string, loadedView = false): void {
  if (typeof navigator.sendBeacon !== 'function' || key === lastSent) return;
  lastSent = key;
  const body: BeaconPayload = { ...payload, webdriver: navigator.webdriver === true, headless: headlessHints() };
  if (body.impressions) body.impressions = body.impressions.slice(0, BEACON_MAX_IMPRESSIONS);
  if (payload.page === 'search') {
    const keyword = payload.search?.keyword.trim();
    lastSearch = keyword ? { keyword, at: Date.now() } : null;
  } else {
    if (payload.page === 'product' || payload.page === 'supplier') {
      const recent = lastSearch && Date.now() - lastSearch.at < FRESH_MS ? lastSearch.keyword : undefined;
      // A client-side view keeps the load's document.referrer: it speaks for the loaded page only.
      const ref = recent ?? (loadedView ? referrerKeyword() : undefined);
      if (ref) body.ref_keyword = ref.slice(0, 100);
    }
    lastSearch = null;
  }
  try {
    navigator.sendBeacon(ANALYTICS_BEACON_PATH, JSON.stringify(body));
  } catch {
    // Statistics only: a refused beacon changes nothing for the visitor.
  }
}

/** What this module reads of React Router's data router (see below). */
interface RouterState {
  location: { search: string; key: string };
  matches: Array<{ route: { id: string } }>;
  loaderData: Record<string, unknown>;
  navigation: { state: string };
}
interface DataRouter {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** The shown page's beacon, if it has one, once per navigation (its location key). */
export function reportPage(state: RouterState): void {
  if (state.navigation.state !== 'idle') return;
  const key = state.location.key;
  firstView ??= key;
  const page = state.matches.at(-1);
  const payload = page ? pagePayload(page.route.id, state.loaderData[page.route.id] as PageData | undefined, state.location.search) : null;
  if (payload) sendPageBeacon(payload, key, key === firstView);
  // A page that is not counted (home, help) comes between the search and what is opened next.
  else lastSearch = null;
}

/**
 * Follows the pages shown: the first, then each navigation. entry.client.tsx loads this module after
 * hydrating, so the light pages' first download carries only that import (their budget has no room
 * for a React hook and its data). The router is React Router's own, which its hydrated router keeps
 * on `window.__reactRouterDataRouter` (in production too); should that ever go, no view is counted
 * and the analytics browser test (e2e/analytics.spec.ts) fails.
 */
function follow(tries = 0): void {
  const router = (window as unknown as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
  if (!router) {
    if (tries < 100) setTimeout(() => follow(tries + 1), 50);
    return;
  }
  reportPage(router.state);
  router.subscribe(reportPage);
}

if (typeof window !== 'undefined') follow();
