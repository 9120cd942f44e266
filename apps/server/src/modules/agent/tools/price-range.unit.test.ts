import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@tradelink/shared/catalog/search';
import { priceRangeOf } from './catalog-tools.ts';

const card = (price_min: number, price_max: number, uom: string, currency = 'USD') => ({ price_min, price_max, uom, currency }) as unknown as ProductCard;

describe('a plan line’s price range', () => {
  it('never mixes units: prices per kilogram and per ton are not one range', () => {
    const range = priceRangeOf([card(8.97, 12.3, 'kg'), card(4850, 5400, 'ton'), card(7530, 8600, 'ton')], 'en');
    expect(range).toMatchObject({ min: 4850, max: 8600, currency: 'USD', uom: 'ton', listings: 2 });
  });

  it('keeps to the most common currency with its unit', () => {
    const range = priceRangeOf([card(1, 2, 'pc', 'EUR'), card(3, 4, 'pc'), card(5, 6, 'pc')], 'en');
    expect(range).toMatchObject({ min: 3, max: 6, currency: 'USD', uom: 'pc', listings: 2 });
  });
});
