import { z } from 'zod';
import { SEARCH_TABS } from '../catalog/search-options.ts';
import { BEACON_MAX_IMPRESSIONS } from './beacon-path.ts';

// The page-view beacon (decision 032). Pages are served from caches the server cannot see into
// (the rendered-page cache, the answer cache, the browser's own), so each page reports its view from
// the browser, after it is shown, with navigator.sendBeacon. sendBeacon cannot set headers, so the
// beacon is not a signed call of the call table: a plain POST with a JSON text body to its own path.
// The server decides what it concerns (a product's supplier, a request's buyer) from the ids, never
// from the page's word.

export { ANALYTICS_BEACON_PATH, BEACON_MAX_IMPRESSIONS } from './beacon-path.ts';
export const BEACON_MAX_BYTES = 4096;

export const BEACON_PAGES = ['product', 'supplier', 'buyer', 'request', 'search', 'listing'] as const;
export type BeaconPage = (typeof BEACON_PAGES)[number];

const keyword = z.string().trim().max(100).optional();

export const beaconRequest = z.object({
  page: z.enum(BEACON_PAGES),
  /** The product or request id, or the supplier's or buyer's identity (SUP…, BUR…), for detail pages. */
  id: z.string().trim().min(1).max(64).optional(),
  /** Product cards shown in results, in order. */
  impressions: z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(BEACON_MAX_IMPRESSIONS).optional(),
  /** A search page: what was searched, on which tab, and how many results it found. */
  search: z.object({ keyword: z.string().trim().max(100), tab: z.enum(SEARCH_TABS), results: z.number().int().min(0).max(100_000_000) }).optional(),
  /** The search words of the results page the visitor came from. */
  ref_keyword: keyword,
  /** The browser's automation signals (navigator.webdriver, headless hints): such views are not counted. */
  webdriver: z.boolean().optional(),
  headless: z.boolean().optional(),
});
export type BeaconRequest = z.infer<typeof beaconRequest>;
