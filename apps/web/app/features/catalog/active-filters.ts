import { PRICE_FILTER_CURRENCY } from '@tradelink/shared/catalog/filters';
import { RESPONSE_RATE_FILTERS, RESPONSE_TIME_FILTERS } from '@tradelink/shared/analytics/response-rules';
import { countryName, formatMoney, formatNumber } from '~/lib/format.ts';
import { toggleListValue } from './search-params.ts';

/** A filter in the URL as its chip shows it: the words, and the parameter changes that remove it. */
export interface ActiveFilter {
  key: string;
  label: string;
  remove: Record<string, string | null>;
}

type T = (key: string, options?: Record<string, unknown>) => string;

const on = (v: string | null) => v === '1' || v === 'true';

/**
 * The filters set in the URL, in the order of the filter panel. `categoryName` is the server's
 * name of `category_id` (no chip for it on listing pages, where the path fixes the category).
 */
export function activeFilters(params: URLSearchParams, t: T, lang: string, categoryName: string | null, fixedCategory = false): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (!fixedCategory && params.get('category_id') && categoryName) out.push({ key: 'category', label: categoryName, remove: { category_id: null } });
  const countries = (params.get('countries') ?? '').split(',').filter(Boolean);
  for (const code of countries) {
    out.push({ key: `country-${code}`, label: countryName(code, lang), remove: { countries: toggleListValue(params.get('countries'), code) } });
  }
  if (on(params.get('is_verified'))) out.push({ key: 'verified', label: t('filters.verified'), remove: { is_verified: null } });
  if (on(params.get('premium'))) out.push({ key: 'premium', label: t('filters.premium'), remove: { premium: null } });
  if (on(params.get('hot_price'))) out.push({ key: 'hot', label: t('card.hotPrice'), remove: { hot_price: null } });
  const date = params.get('date');
  if (date) out.push({ key: 'date', label: t('filters.days', { count: Number(date) }), remove: { date: null } });
  const min = params.get('price_min');
  const max = params.get('price_max');
  const money = (v: string) => formatMoney(Number(v), PRICE_FILTER_CURRENCY, lang);
  if (min && max) out.push({ key: 'price', label: t('filters.chip.priceBetween', { min: money(min), max: money(max) }), remove: { price_min: null, price_max: null } });
  else if (min) out.push({ key: 'price', label: t('filters.chip.priceFrom', { min: money(min) }), remove: { price_min: null } });
  else if (max) out.push({ key: 'price', label: t('filters.chip.priceUpTo', { max: money(max) }), remove: { price_max: null } });
  const moq = params.get('moq');
  if (moq) out.push({ key: 'moq', label: t('filters.chip.moq', { value: formatNumber(Number(moq), lang) }), remove: { moq: null } });
  // The suppliers' response filters: only values the server accepts get a chip.
  const rate = params.get('response_rate');
  if (rate && (RESPONSE_RATE_FILTERS as readonly string[]).includes(rate)) {
    out.push({ key: 'response-rate', label: t('filters.chip.responseRate', { percent: rate }), remove: { response_rate: null } });
  }
  const hours = params.get('response_time');
  if (hours && (RESPONSE_TIME_FILTERS as readonly string[]).includes(hours)) {
    out.push({ key: 'response-time', label: t('filters.chip.responseTime', { count: Number(hours) }), remove: { response_time: null } });
  }
  return out;
}
