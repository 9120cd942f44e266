import { intlLocale } from '~/lib/format.ts';

// How the reports word their numbers: a change against the previous period, rates and durations.

export type Trend = 'up' | 'down' | 'same' | 'new' | 'none';

/** The change from the previous period: a percentage, or "new" when there was nothing before. */
export function change(value: number | null, previous: number | null): { trend: Trend; percent: number | null } {
  if (value === null || previous === null) return { trend: 'none', percent: null };
  if (previous === 0) return value === 0 ? { trend: 'same', percent: 0 } : { trend: 'new', percent: null };
  const percent = Math.round(((value - previous) / previous) * 1000) / 10;
  return { trend: percent > 0 ? 'up' : percent < 0 ? 'down' : 'same', percent };
}

export function formatPercent(ratio: number, lang: string, digits = 1): string {
  return new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: digits }).format(ratio);
}

/** A ratio when the base is not zero ("3.2%"), else null. */
export const ratioOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Minutes as days, hours and minutes (for `t('duration.*')`): the two largest parts. */
export function durationParts(minutes: number): { days: number; hours: number; minutes: number } {
  const total = Math.max(0, Math.round(minutes));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

/** A report's totals as headline figures (KpiGrid's items), in the order of `keys`. */
export function totalsAsKpis<K extends string>(
  totals: Record<K, { value: number | null; previous: number | null }>,
  keys: readonly K[],
  label: (key: K) => string,
): Array<{ key: K; label: string; value: number | null; previous: number | null }> {
  return keys.map((key) => ({ key, label: label(key), value: totals[key].value, previous: totals[key].previous }));
}

/** A figure that may be missing: written by `write`, else the reports' "none" mark (`t('kpi.none')`). */
export function figureOr<V, R, N>(value: V | null, write: (value: V) => R, none: N): R | N {
  return value === null ? none : write(value);
}
