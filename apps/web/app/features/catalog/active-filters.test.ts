import { describe, expect, it } from 'vitest';
import { activeFilters } from './active-filters.ts';

const t = (key: string, options: Record<string, unknown> = {}) => `${key}${Object.keys(options).length ? ` ${JSON.stringify(options)}` : ''}`;

describe('activeFilters', () => {
  it('lists every filter of the URL with the change that removes it, in the panel order', () => {
    const params = new URLSearchParams('keyword=coffee&category_id=12&countries=CN,VN&is_verified=1&hot_price=1&date=30&price_min=5&price_max=20&moq=100&sort=price');
    const chips = activeFilters(params, t, 'en', 'Coffee');
    expect(chips.map((c) => c.key)).toEqual(['category', 'country-CN', 'country-VN', 'verified', 'hot', 'date', 'price', 'moq']);
    expect(chips[0]).toEqual({ key: 'category', label: 'Coffee', remove: { category_id: null } });
    expect(chips[1]).toMatchObject({ label: 'China', remove: { countries: 'VN' } });
    expect(chips[2]).toMatchObject({ label: 'Vietnam', remove: { countries: 'CN' } });
    expect(chips[6]).toEqual({ key: 'price', label: 'filters.chip.priceBetween {"min":"$5.00","max":"$20.00"}', remove: { price_min: null, price_max: null } });
    expect(chips[7]!.label).toBe('filters.chip.moq {"value":"100"}');
  });

  it('names one end of a price range alone, and leaves the category out where the page fixes it', () => {
    const only = (query: string) => activeFilters(new URLSearchParams(query), t, 'vi', 'Cà phê', true);
    expect(only('category_id=3&price_max=250')).toEqual([{ key: 'price', label: 'filters.chip.priceUpTo {"max":"250\u00a0US$"}', remove: { price_max: null } }]);
    expect(only('price_min=1.5')[0]!.remove).toEqual({ price_min: null });
    expect(only('keyword=x&sort=newest')).toEqual([]);
  });

  it('names the suppliers’ response filters, and ignores values the search does not offer', () => {
    const chips = activeFilters(new URLSearchParams('tab=suppliers&response_rate=90&response_time=24'), t, 'en', null);
    expect(chips).toEqual([
      { key: 'response-rate', label: 'filters.chip.responseRate {"percent":"90"}', remove: { response_rate: null } },
      { key: 'response-time', label: 'filters.chip.responseTime {"count":24}', remove: { response_time: null } },
    ]);
    expect(activeFilters(new URLSearchParams('response_rate=33&response_time=soon'), t, 'en', null)).toEqual([]);
  });
});
