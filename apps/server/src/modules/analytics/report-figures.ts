import { daysOf, type ReportRange } from '@tradelink/shared/analytics/range';

// Pure helpers the reports share: days into a complete series, sums over a period, and figures
// with their previous-period value. Unit-tested without a database (report-figures.unit.test.ts).

type Counts<K extends string> = Record<K, number>;

/** Every day of the period with its counts (zeros for days without a row); rows outside are ignored. */
export function fillSeries<K extends string>(range: ReportRange, rows: Array<{ day: string } & Partial<Counts<K>>>, keys: readonly K[]): Array<{ date: string } & Counts<K>> {
  const byDay = new Map<string, Counts<K>>();
  for (const day of daysOf(range)) byDay.set(day, Object.fromEntries(keys.map((k) => [k, 0])) as Counts<K>);
  for (const row of rows) {
    const into = byDay.get(row.day);
    if (!into) continue;
    for (const k of keys) into[k] += Number(row[k] ?? 0);
  }
  return [...byDay.entries()].map(([date, counts]) => ({ date, ...counts }));
}

/** Sums of each count over the rows whose day falls in the period. */
export function sumOver<K extends string>(range: ReportRange, rows: Array<{ day: string } & Partial<Counts<K>>>, keys: readonly K[]): Counts<K> {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Counts<K>;
  for (const row of rows) {
    if (row.day < range.srtdate || row.day > range.enddate) continue;
    for (const k of keys) out[k] += Number(row[k] ?? 0);
  }
  return out;
}

/** Each count with the previous period's beside it. */
export function withPrevious<K extends string>(current: Counts<K>, previous: Counts<K>, keys: readonly K[]): Record<K, { value: number; previous: number }> {
  return Object.fromEntries(keys.map((k) => [k, { value: current[k], previous: previous[k] }])) as Record<K, { value: number; previous: number }>;
}

/** The median of numbers (null for none). */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
