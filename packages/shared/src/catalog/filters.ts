/**
 * The product search's number filters (price range, order quantity), checked the same way by the
 * search page (without zod: the page stays light) and by `catalog.search`. Prices are compared in
 * US dollars, the marketplace's listing currency: a product priced in another currency has no
 * comparable price and is left out while a price filter is on.
 */

/** The currency the price filter is in. */
export const PRICE_FILTER_CURRENCY = 'USD';
/** The largest filter amount (the price and MOQ columns are numeric(14, 2)). */
export const FILTER_AMOUNT_MAX = 999_999_999_999;

/** What is wrong with one filter amount, as an errors:validation key; null when it is fine or blank. */
export function amountProblem(text: string): 'amount_invalid' | 'number_too_large' | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d+(?:\.\d{1,2})?$/.test(value) || Number(value) <= 0) return 'amount_invalid';
  return Number(value) > FILTER_AMOUNT_MAX ? 'number_too_large' : null;
}

/** A price range whose maximum is below its minimum. */
export function priceRangeProblem(min: string, max: string): 'price_range_invalid' | null {
  if (!min.trim() || !max.trim() || amountProblem(min) || amountProblem(max)) return null;
  return Number(max) < Number(min) ? 'price_range_invalid' : null;
}

/** The URL parameters of the number filters (besides category, countries, flags and date). */
export const NUMBER_FILTERS = ['price_min', 'price_max', 'moq'] as const;
