import { sql } from 'drizzle-orm';
import type { ReportRange } from '@tradelink/shared/analytics/range';
import type { Db } from '../../db/client.ts';
import { builtDaysOf, rawDaysOf, rowsOf, type DaySplit } from './report-days.ts';
import { COUNTRY_DAY_FIGURES, eventDay, KEYWORD_DAY_FIGURES, KEYWORD_KINDS, PRODUCT_DAY_FIGURES, PRODUCT_KINDS, SUPPLIER_DAY_COLUMNS, SUPPLIER_DAY_FIGURES, VIEW_KINDS } from './rollup-sql.ts';

// The supplier report's reads: each unions the rollups of built days with the same figures counted
// from raw events for the days not built yet. Unique visitors are counted within each day and
// summed (the visitor key changes daily by design: nobody is followed across days).

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

/** One row per day of the span with any figure (built days from rollups, the rest from events). */
export function supplierDays(db: Db, supplierId: string, span: ReportRange, split: DaySplit): Promise<SupplierDayRow[]> {
  const raw = rawDaysOf(split);
  return rowsOf<SupplierDayRow>(
    db,
    sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, ${SUPPLIER_DAY_COLUMNS} FROM analytics_supplier_days
    WHERE supplier_id = ${supplierId} AND ${builtDaysOf(span, split)}
    ${raw ? sql`UNION ALL SELECT ${eventDay} AS day, ${SUPPLIER_DAY_FIGURES} FROM analytics_events WHERE supplier_id = ${supplierId} AND ${raw} GROUP BY 1` : sql``}`,
  );
}

export interface ProductFigures {
  product_id: number;
  name: string | null;
  status: number | null;
  impressions: number;
  views: number;
  unique_visitors: number;
  inquiries: number;
}

/** The supplier's products with figures in the period, most viewed first; one product when `productId` is given. */
export function productTotals(db: Db, supplierId: string, range: ReportRange, split: DaySplit, limit: number, productId?: number): Promise<ProductFigures[]> {
  const raw = rawDaysOf(split);
  const one = productId === undefined ? sql`` : sql`AND product_id = ${productId}`;
  return rowsOf<ProductFigures>(
    db,
    sql`
    SELECT x.product_id, p.name, p.status, sum(x.impressions)::int AS impressions, sum(x.views)::int AS views,
      sum(x.unique_visitors)::int AS unique_visitors, sum(x.inquiries)::int AS inquiries
    FROM (
      SELECT product_id, impressions, views, unique_visitors, inquiries FROM analytics_product_days
      WHERE supplier_id = ${supplierId} AND ${builtDaysOf(range, split)} ${one}
      ${
        raw
          ? sql`UNION ALL SELECT product_id, ${PRODUCT_DAY_FIGURES} FROM analytics_events
            WHERE supplier_id = ${supplierId} AND product_id IS NOT NULL AND kind IN ${PRODUCT_KINDS} AND ${raw} ${one}
            GROUP BY product_id, ${eventDay}`
          : sql``
      }
    ) x LEFT JOIN products p ON p.id = x.product_id AND p.supplier_id = ${supplierId}
    GROUP BY x.product_id, p.name, p.status
    ORDER BY views DESC, impressions DESC, inquiries DESC, x.product_id
    LIMIT ${limit}`,
  );
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
    SELECT to_char(day, 'YYYY-MM-DD') AS day, impressions, views, unique_visitors, inquiries FROM analytics_product_days
    WHERE supplier_id = ${supplierId} AND product_id = ${productId} AND ${builtDaysOf(span, split)}
    ${
      raw
        ? sql`UNION ALL SELECT ${eventDay} AS day, ${PRODUCT_DAY_FIGURES} FROM analytics_events
          WHERE supplier_id = ${supplierId} AND product_id = ${productId} AND kind IN ${PRODUCT_KINDS} AND ${raw} GROUP BY 1`
        : sql``
    }`,
  );
}

/** Viewers' countries in the period, most views first. */
export function countryTotals(db: Db, supplierId: string, range: ReportRange, split: DaySplit): Promise<Array<{ country: string; views: number; unique_visitors: number }>> {
  const raw = rawDaysOf(split);
  return rowsOf(
    db,
    sql`
    SELECT country, sum(views)::int AS views, sum(unique_visitors)::int AS unique_visitors FROM (
      SELECT country, views, unique_visitors FROM analytics_supplier_countries WHERE supplier_id = ${supplierId} AND ${builtDaysOf(range, split)}
      ${
        raw
          ? sql`UNION ALL SELECT country, ${COUNTRY_DAY_FIGURES} FROM analytics_events
            WHERE supplier_id = ${supplierId} AND kind IN ${VIEW_KINDS} AND ${raw} GROUP BY country, ${eventDay}`
          : sql``
      }
    ) x GROUP BY country ORDER BY views DESC, country LIMIT 250`,
  );
}

/** Search words that showed the products or brought viewers in the period, most first. */
export function keywordTotals(db: Db, supplierId: string, range: ReportRange, split: DaySplit, limit: number): Promise<Array<{ keyword: string; impressions: number; views: number }>> {
  const raw = rawDaysOf(split);
  return rowsOf(
    db,
    sql`
    SELECT keyword, sum(impressions)::int AS impressions, sum(views)::int AS views FROM (
      SELECT keyword, impressions, views FROM analytics_supplier_keywords WHERE supplier_id = ${supplierId} AND ${builtDaysOf(range, split)}
      ${
        raw
          ? sql`UNION ALL SELECT keyword, ${KEYWORD_DAY_FIGURES} FROM analytics_events
            WHERE supplier_id = ${supplierId} AND keyword IS NOT NULL AND kind IN ${KEYWORD_KINDS} AND ${raw} GROUP BY keyword`
          : sql``
      }
    ) x GROUP BY keyword ORDER BY views DESC, impressions DESC, keyword LIMIT ${limit}`,
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
