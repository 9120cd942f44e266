import { describe, expect, it } from 'vitest';
import { mergeCountries, mergeKeywords, mergeProducts } from './supplier-figures.ts';

const range = { srtdate: '2026-03-10', enddate: '2026-03-16' };

describe('adding rollups and raw days', () => {
  it('sums per product, keeps raw days to the period, orders by views, then impressions, then inquiries', () => {
    const built = [
      { product_id: 1, impressions: 100, views: 10, unique_visitors: 8, inquiries: 1 },
      { product_id: 2, impressions: 50, views: 12, unique_visitors: 9, inquiries: 0 },
    ];
    const raw = [
      { day: '2026-03-16', product_id: 1, impressions: 20, views: 3, unique_visitors: 3, inquiries: 1 },
      { day: '2026-03-16', product_id: 3, impressions: 5, views: 0, unique_visitors: 0, inquiries: 0 },
      // Outside the period (the previous period's raw days come along): left out.
      { day: '2026-03-09', product_id: 2, impressions: 999, views: 999, unique_visitors: 999, inquiries: 9 },
    ];
    expect(mergeProducts(built, raw, range, 10)).toEqual([
      { product_id: 1, impressions: 120, views: 13, unique_visitors: 11, inquiries: 2 },
      { product_id: 2, impressions: 50, views: 12, unique_visitors: 9, inquiries: 0 },
      { product_id: 3, impressions: 5, views: 0, unique_visitors: 0, inquiries: 0 },
    ]);
    expect(mergeProducts(built, raw, range, 1)).toHaveLength(1);
  });

  it('countries and search words', () => {
    expect(mergeCountries([{ country: 'DE', views: 3, unique_visitors: 2 }], [{ day: '2026-03-12', country: '', views: 3, unique_visitors: 3 }, { day: '2026-03-12', country: 'DE', views: 1, unique_visitors: 1 }], range)).toEqual([
      { country: 'DE', views: 4, unique_visitors: 3 },
      { country: '', views: 3, unique_visitors: 3 },
    ]);
    expect(mergeKeywords([{ keyword: 'mug', impressions: 9, views: 2 }], [{ day: '2026-03-16', keyword: 'bowl', impressions: 1, views: 2 }], range, 5)).toEqual([
      { keyword: 'mug', impressions: 9, views: 2 },
      { keyword: 'bowl', impressions: 1, views: 2 },
    ]);
  });
});
