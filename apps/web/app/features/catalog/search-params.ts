/** A copy of the URL's search parameters with changes applied; any filter change returns to page 1. */
export function withParams(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '?';
}

/** Toggles one value of a comma-separated list parameter (countries). */
export function toggleListValue(current: string | null, value: string): string | null {
  const values = new Set((current ?? '').split(',').filter(Boolean));
  if (values.has(value)) values.delete(value);
  else values.add(value);
  return values.size ? [...values].sort().join(',') : null;
}

/** The URL parameters that filter results (each has a chip); "clear all" removes them, keyword, tab and sort stay. */
export const FILTER_PARAMS = ['category_id', 'countries', 'is_verified', 'premium', 'hot_price', 'date', 'price_min', 'price_max', 'moq', 'response_rate', 'response_time'] as const;
