import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportPage } from './beacon.ts';

// The "came from" search keyword of a product or supplier view (decision 032): only the view opened
// from a results page carries it, and the page load's referrer speaks for the loaded page only.

const sent: Array<Record<string, unknown>> = [];
let key = 0;

function view(routeId: string, data: unknown, search = '') {
  key += 1;
  reportPage({ location: { search, key: `k${key}` }, matches: [{ route: { id: routeId } }], loaderData: { [routeId]: data }, navigation: { state: 'idle' } });
  return sent.at(-1);
}
const results = { result: { total: 1, data: [{ kind: 'product', id: 1 }] } };

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0', languages: ['en'], webdriver: false, sendBeacon: (_: string, body: string) => sent.push(JSON.parse(body)) });
  vi.stubGlobal('window', { outerWidth: 1200, outerHeight: 800 });
  vi.stubGlobal('location', { origin: 'https://tradelink.test' });
  vi.stubGlobal('document', { referrer: 'https://tradelink.test/search?keyword=rice' });
});
afterEach(() => vi.unstubAllGlobals());

describe('search keyword of a view', () => {
  it('uses the referrer for the loaded page only, then the results page just seen', () => {
    expect(view('product', { product: { id: 7 } })).toMatchObject({ page: 'product', ref_keyword: 'rice' });
    // A later client-side view keeps the same document.referrer: it is not counted again.
    expect(view('product', { product: { id: 8 } })).not.toHaveProperty('ref_keyword');
    view('routes/search', results, '?keyword=coffee');
    expect(view('routes/supplier', { supplier: { identity: 'SUP1' } })).toMatchObject({ ref_keyword: 'coffee' });
    // Opened from the supplier page, not from the search.
    expect(view('product', { product: { id: 9 } })).not.toHaveProperty('ref_keyword');
  });

  it('forgets the search on any other page in between, counted or not', () => {
    view('routes/search', results, '?keyword=tea');
    view('routes/home', {});
    expect(view('product', { product: { id: 10 } })).not.toHaveProperty('ref_keyword');
    view('routes/search', results, '?keyword=tea');
    view('product-category', results);
    expect(view('product', { product: { id: 11 } })).not.toHaveProperty('ref_keyword');
  });
});
