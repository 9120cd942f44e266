// What the pages' beacon needs, apart from beacon.ts's schema so that light pages (decision 012)
// do not download zod for it.

export const ANALYTICS_BEACON_PATH = '/api/analytics/beacon';
/** Result cards reported as impressions per page at most (a search page shows 20 to 50). */
export const BEACON_MAX_IMPRESSIONS = 60;

/** What a page reports (beacon.ts validates it on the server). */
export interface BeaconPayload {
  page: 'product' | 'supplier' | 'buyer' | 'request' | 'search' | 'listing';
  id?: string;
  impressions?: number[];
  search?: { keyword: string; tab: 'products' | 'suppliers' | 'buyers' | 'rfqs'; results: number };
  ref_keyword?: string;
  webdriver?: boolean;
  headless?: boolean;
}
