import { sql } from 'drizzle-orm';
import type { ReportRange } from '@tradelink/shared/analytics/range';
import type { Db } from '../../db/client.ts';
import { builtDaysOf, rawDaysOf, rowsOf, type DaySplit } from './report-days.ts';
import { eventDay, PRODUCT_DAY_FIGURES, PRODUCT_KINDS, SUPPLIER_DAY_COLUMNS, VIEW_KINDS } from './rollup-sql.ts';

// The supplier report's reads: the rollups of built days, and the same figures counted from raw
// events for the days not built yet (supplier-figures.ts adds them up). Unique visitors are counted
// within each day and summed (the visitor key changes daily by design: nobody is followed across days).

export interface SupplierDayRow {
  day: string;
  impressions: number;
  product_views: number;
  profile_views: number;
  unique_visitors: number;
  inquiries: number;
  chats_started: number;
  quotations_sent: number;
  quotations_preferred: number;
  quotations_declined: number;
  contact_unlocks: number;
}

export interface ProductFigures {
  product_id: number;
  impressions: number;
  views: number;
  unique_visitors: number;
  inquiries: number;
}
export interface CountryFigures {
  country: string;
  views: number;
  unique_visitors: number;
}
export interface KeywordFigures {
  keyword: string;
  impressions: number;
  views: number;
}

/** Rollup rows of the span's built days, one per day. */
export function builtSupplierDays(db: Db, supplierId: string, span: ReportRange, split: DaySplit): Promise<SupplierDayRow[]> {
  return rowsOf<SupplierDayRow>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, ${SUPPLIER_DAY_COLUMNS} FROM analytics_supplier_days WHERE supplier_id = ${supplierId} AND ${builtDaysOf(span, split)}`,
  );
}

/** The period's built days, summed per product. */
export function builtProducts(db: Db, supplierId: string, range: ReportRange, split: DaySplit): Promise<ProductFigures[]> {
  return rowsOf<ProductFigures>(
    db,
    sql`SELECT product_id, sum(impressions)::int AS impressions, sum(views)::int AS views, sum(unique_visitors)::int AS unique_visitors, sum(inquiries)::int AS inquiries
      FROM analytics_product_days WHERE supplier_id = ${supplierId} AND ${builtDaysOf(range, split)} GROUP BY product_id`,
  );
}

/** The period's built days, summed per country. */
export function builtCountries(db: Db, supplierId: string, range: ReportRange, split: DaySplit): Promise<CountryFigures[]> {
  return rowsOf<CountryFigures>(
    db,
    sql`SELECT country, sum(views)::int AS views, sum(unique_visitors)::int AS unique_visitors
      FROM analytics_supplier_countries WHERE supplier_id = ${supplierId} AND ${builtDaysOf(range, split)} GROUP BY country`,
  );
}

/** The period's built days, summed per search word. */
export function builtKeywords(db: Db, supplierId: string, range: ReportRange, split: DaySplit): Promise<KeywordFigures[]> {
  return rowsOf<KeywordFigures>(
    db,
    sql`SELECT keyword, sum(impressions)::int AS impressions, sum(views)::int AS views
      FROM analytics_supplier_keywords WHERE supplier_id = ${supplierId} AND ${builtDaysOf(range, split)} GROUP BY keyword`,
  );
}

export interface RawFigures {
  days: SupplierDayRow[];
  products: Array<ProductFigures & { day: string }>;
  countries: Array<CountryFigures & { day: string }>;
  keywords: Array<KeywordFigures & { day: string }>;
}

interface RawRow extends SupplierDayRow {
  set: number;
  product_id: number | null;
  country: string | null;
  keyword: string | null;
  product_visitors: number;
}

/**
 * The days not built yet (today, mostly), counted from raw events in one pass: per day, per product,
 * per country and per search word at once (grouping sets), with the rollups' own definitions
 * (rollup.ts): a product's figures are its impressions, views and inquiries; a country's and a
 * word's, views of products and of the profile (and a word's impressions).
 */
export async function rawSupplierFigures(db: Db, supplierId: string, split: DaySplit): Promise<RawFigures> {
  const raw = rawDaysOf(split);
  const out: RawFigures = { days: [], products: [], countries: [], keywords: [] };
  if (!raw) return out;
  const rows = await rowsOf<RawRow>(
    db,
    sql`
    SELECT grouping(product_id, country, keyword)::int AS set, to_char(d, 'YYYY-MM-DD') AS day, product_id, country, keyword,
      count(*) FILTER (WHERE kind = 'impression')::int AS impressions,
      count(*) FILTER (WHERE kind = 'product_view')::int AS product_views,
      count(*) FILTER (WHERE kind = 'profile_view')::int AS profile_views,
      count(DISTINCT vk) FILTER (WHERE kind IN ${VIEW_KINDS})::int AS unique_visitors,
      count(DISTINCT vk) FILTER (WHERE kind = 'product_view')::int AS product_visitors,
      count(*) FILTER (WHERE kind = 'inquiry')::int AS inquiries,
      count(*) FILTER (WHERE kind = 'chat_started')::int AS chats_started,
      count(*) FILTER (WHERE kind = 'quotation_sent')::int AS quotations_sent,
      count(*) FILTER (WHERE kind = 'quotation_preferred')::int AS quotations_preferred,
      count(*) FILTER (WHERE kind = 'quotation_declined')::int AS quotations_declined,
      count(*) FILTER (WHERE kind = 'contact_unlock')::int AS contact_unlocks
    FROM (
      SELECT ${eventDay} AS d, kind, product_id, country, keyword COLLATE "C" AS keyword, visitor_key COLLATE "C" AS vk
      FROM analytics_events WHERE supplier_id = ${supplierId} AND ${raw}
    ) e
    GROUP BY GROUPING SETS ((d), (d, product_id), (d, country), (d, keyword))`,
  );
  for (const r of rows) {
    const views = Number(r.product_views) + Number(r.profile_views);
    // grouping(): a bit set for each of product_id, country, keyword left out of the row's set.
    if (r.set === 7) out.days.push(r);
    else if (r.set === 3 && r.product_id !== null && Number(r.impressions) + Number(r.product_views) + Number(r.inquiries) > 0) {
      out.products.push({ day: r.day, product_id: Number(r.product_id), impressions: Number(r.impressions), views: Number(r.product_views), unique_visitors: Number(r.product_visitors), inquiries: Number(r.inquiries) });
    } else if (r.set === 5 && r.country !== null && views > 0) out.countries.push({ day: r.day, country: r.country, views, unique_visitors: Number(r.unique_visitors) });
    else if (r.set === 6 && r.keyword !== null && Number(r.impressions) + views > 0) out.keywords.push({ day: r.day, keyword: r.keyword, impressions: Number(r.impressions), views });
  }
  return out;
}

/** Names and listing state of the supplier's products (a deleted product has none). */
export async function productNames(db: Db, supplierId: string, ids: number[]): Promise<Map<number, { name: string; status: number }>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ id: number; name: string; status: number }>(
    db,
    sql`SELECT id, name, status FROM products WHERE supplier_id = ${supplierId} AND id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), { name: r.name, status: Number(r.status) }]));
}

export interface ProductDayRow {
  day: string;
  impressions: number;
  views: number;
  unique_visitors: number;
  inquiries: number;
}

/** One product's days over the span. */
export function productDays(db: Db, supplierId: string, productId: number, span: ReportRange, split: DaySplit): Promise<ProductDayRow[]> {
  const raw = rawDaysOf(split);
  return rowsOf<ProductDayRow>(
    db,
    sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, impressions, views, unique_visitors, inquiries FROM (
      SELECT day, impressions, views, unique_visitors, inquiries FROM analytics_product_days
      WHERE supplier_id = ${supplierId} AND product_id = ${productId} AND ${builtDaysOf(span, split)}
      ${
        raw
          ? sql`UNION ALL SELECT ${eventDay} AS day, ${PRODUCT_DAY_FIGURES} FROM analytics_events
            WHERE supplier_id = ${supplierId} AND product_id = ${productId} AND kind IN ${PRODUCT_KINDS} AND ${raw} GROUP BY 1`
          : sql``
      }
    ) x`,
  );
}

/** The supplier's main category's name in the caller's language. */
export async function categoryName(db: Db, categoryId: number, lang: string): Promise<string | null> {
  const [row] = await rowsOf<{ name_en: string; name_vi: string; name_zh: string }>(db, sql`SELECT name_en, name_vi, name_zh FROM categories WHERE id = ${categoryId}`);
  if (!row) return null;
  return lang === 'vi' ? row.name_vi : lang === 'zh' ? row.name_zh : row.name_en;
}

/** One of the supplier's products (any status: a closed product keeps its history). */
export async function findOwnProduct(db: Db, supplierId: string, productId: number): Promise<{ id: number; name: string; status: number } | null> {
  const [row] = await rowsOf<{ id: number; name: string; status: number }>(db, sql`SELECT id, name, status FROM products WHERE id = ${productId} AND supplier_id = ${supplierId}`);
  return row ? { id: Number(row.id), name: row.name, status: Number(row.status) } : null;
}
