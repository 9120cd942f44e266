import { describe, expect, it } from 'vitest';
import { pagePayload } from './beacon.ts';

// Which pages report a view, and what they say (decision 032): ids only; the server decides whose.

describe('page beacons', () => {
  it('detail pages report their id; a guest past the limit reports nothing', () => {
    expect(pagePayload('product', { product: { id: 7 } }, '')).toEqual({ page: 'product', id: '7' });
    expect(pagePayload('hot-price-product', { product: { id: 7 } }, '')).toEqual({ page: 'product', id: '7' });
    expect(pagePayload('routes/supplier', { supplier: { identity: 'SUP100000' } }, '')).toEqual({ page: 'supplier', id: 'SUP100000' });
    expect(pagePayload('routes/buyer', { limited: false, value: { identity: 'BUR100001' } }, '')).toEqual({ page: 'buyer', id: 'BUR100001' });
    expect(pagePayload('routes/request', { limited: false, value: { id: 42 } }, '')).toEqual({ page: 'request', id: '42' });
    expect(pagePayload('routes/request', { limited: true }, '')).toBeNull();
  });

  it('results pages report the product cards shown and the search', () => {
    const result = { total: 120, data: [{ kind: 'product', id: 3 }, { kind: 'supplier' }, { kind: 'product', id: 9 }] };
    expect(pagePayload('routes/search', { result }, '?keyword=%20Coffee%20beans&tab=bogus')).toEqual({
      page: 'search',
      impressions: [3, 9],
      search: { keyword: 'Coffee beans', tab: 'products', results: 120 },
    });
    expect(pagePayload('routes/search', { result: { total: 4, data: [] } }, '?tab=rfqs')).toMatchObject({ search: { keyword: '', tab: 'rfqs', results: 4 } });
    expect(pagePayload('product-category', { result }, '')).toEqual({ page: 'listing', impressions: [3, 9] });
  });

  it('other pages report nothing', () => {
    for (const id of ['routes/home', 'routes/legal', 'routes/help/landing', 'catch-all']) expect(pagePayload(id, { result: { total: 1, data: [] } }, '')).toBeNull();
    expect(pagePayload('product', undefined, '')).toBeNull();
  });
});
