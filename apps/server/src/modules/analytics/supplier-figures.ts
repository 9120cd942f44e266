import type { ReportRange } from '@tradelink/shared/analytics/range';
import type { CountryFigures, KeywordFigures, ProductFigures } from './supplier-report.repository.ts';

// Adding up a period's rollups (summed per key already) and its raw days' rows (per key and day):
// pure, so the orders and sums are tested without a database (supplier-figures.unit.test.ts).

type Row = Record<string, string | number>;

function merge<T extends object>(key: keyof T & string, fields: ReadonlyArray<keyof T & string>, built: T[], raw: Array<T & { day: string }>, range: ReportRange): T[] {
  const out = new Map<string | number, Row>();
  const add = (row: Row) => {
    const id = row[key]!;
    const into = out.get(id);
    if (!into) out.set(id, { ...row, ...Object.fromEntries(fields.map((f) => [f, Number(row[f])])) });
    else for (const f of fields) into[f] = Number(into[f]) + Number(row[f]);
  };
  for (const row of built) add(row as unknown as Row);
  for (const row of raw) {
    if (row.day < range.srtdate || row.day > range.enddate) continue;
    const { day: _day, ...rest } = row;
    add(rest as unknown as Row);
  }
  return [...out.values()] as unknown as T[];
}

/** Larger first on each field in turn; 0 when all are equal. */
const byMost =
  <T>(fields: Array<keyof T>) =>
  (a: T, b: T) => {
    for (const f of fields) if (Number(b[f]) !== Number(a[f])) return Number(b[f]) - Number(a[f]);
    return 0;
  };

/** Products with figures in the period, most viewed first (then shown, then asked about, then id), at most `limit`. */
export function mergeProducts(built: ProductFigures[], raw: Array<ProductFigures & { day: string }>, range: ReportRange, limit: number): ProductFigures[] {
  const order = byMost<ProductFigures>(['views', 'impressions', 'inquiries']);
  return merge('product_id', ['impressions', 'views', 'unique_visitors', 'inquiries'], built, raw, range)
    .map((p) => ({ ...p, product_id: Number(p.product_id) }))
    .sort((a, b) => order(a, b) || a.product_id - b.product_id)
    .slice(0, limit);
}

/** Countries ('' unknown) by views, then code. */
export function mergeCountries(built: CountryFigures[], raw: Array<CountryFigures & { day: string }>, range: ReportRange): CountryFigures[] {
  const order = byMost<CountryFigures>(['views']);
  return merge('country', ['views', 'unique_visitors'], built, raw, range).sort((a, b) => order(a, b) || (a.country < b.country ? -1 : a.country > b.country ? 1 : 0));
}

/** Search words by views, then impressions, then the word, at most `limit`. */
export function mergeKeywords(built: KeywordFigures[], raw: Array<KeywordFigures & { day: string }>, range: ReportRange, limit: number): KeywordFigures[] {
  const order = byMost<KeywordFigures>(['views', 'impressions']);
  return merge('keyword', ['impressions', 'views'], built, raw, range)
    .sort((a, b) => order(a, b) || (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0))
    .slice(0, limit);
}
