import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ANALYTICS_BEACON_PATH, BEACON_MAX_IMPRESSIONS, type BeaconPayload } from '@tradelink/shared/analytics/beacon-path';

// Page views for the analytics reports (decision 032): sent by the browser once the page is shown,
// because the server may have answered from a cache it cannot count in (the rendered-page cache,
// the answer cache). navigator.sendBeacon queues the request without delaying anything the page
// does; the server counts it only for a person's browser: it reads the user agent, and this file
// adds what only the browser knows (navigator.webdriver and headless hints).

/** The search words of the last results page seen, for the next detail page's "came from" keyword. */
let lastSearch: { keyword: string; at: number } | null = null;
/** One beacon per page view: React's development double effects and re-renders do not send twice. */
let lastSent = '';

const FRESH_MS = 30 * 60_000;

/** What only the browser can tell: a headless or automated browser that hides its user agent. */
function headlessHints(): boolean {
  const nav = navigator as Navigator & { webdriver?: boolean };
  if (/HeadlessChrome|Lighthouse|PhantomJS/i.test(nav.userAgent)) return true;
  if (Array.isArray(nav.languages) && nav.languages.length === 0) return true;
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

export function sendPageBeacon(payload: BeaconPayload, key: string): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function' || key === lastSent) return;
  lastSent = key;
  const body: BeaconPayload = { ...payload, webdriver: navigator.webdriver === true, headless: headlessHints() };
  if (body.impressions) body.impressions = body.impressions.slice(0, BEACON_MAX_IMPRESSIONS);
  if (payload.page === 'search') {
    const keyword = payload.search?.keyword.trim();
    lastSearch = keyword ? { keyword, at: Date.now() } : null;
  } else if (payload.page === 'product' || payload.page === 'supplier') {
    const recent = lastSearch && Date.now() - lastSearch.at < FRESH_MS ? lastSearch.keyword : undefined;
    const ref = recent ?? referrerKeyword();
    if (ref) body.ref_keyword = ref.slice(0, 100);
  }
  try {
    navigator.sendBeacon(ANALYTICS_BEACON_PATH, JSON.stringify(body));
  } catch {
    // Statistics only: a refused beacon changes nothing for the visitor.
  }
}

/**
 * Reports the page's view once it is on screen: once per navigation (the same page opened again,
 * or returned to, is a new view), and again when `what` changes within one (a new search result).
 */
export function usePageBeacon(payload: BeaconPayload | null, what: string): void {
  const key = `${useLocation().key}|${what}`;
  useEffect(() => {
    if (payload) sendPageBeacon(payload, key);
    // The payload is derived from the page's data, which `what` identifies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
