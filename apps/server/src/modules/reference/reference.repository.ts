import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { categories, countries, currencies, productAttributeFields, referenceOptions } from '../../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;

export const listCountries = (db: Tx) => db.select().from(countries).orderBy(asc(countries.nameEn));
export const listCurrencies = (db: Tx) => db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.code));
export const listOptions = (db: Tx, kind: string) =>
  db.select().from(referenceOptions).where(eq(referenceOptions.kind, kind)).orderBy(asc(referenceOptions.sortOrder));
export const listCategories = (db: Tx) => db.select().from(categories).orderBy(asc(categories.level), asc(categories.sortOrder));
export const listAttributeFields = (db: Tx) =>
  db.select().from(productAttributeFields).orderBy(asc(productAttributeFields.sortOrder));

/**
 * The cover photo (first image key) of the newest approved product in each group of categories, in
 * one query: `groups` maps a featured category to itself and its descendants. Groups without a
 * photographed approved product are missing from the answer.
 */
export async function newestCovers(db: Tx, groups: Map<number, number[]>): Promise<Map<number, string>> {
  const pairs = [...groups].flatMap(([group, ids]) => ids.map((id) => sql`(${group}::int, ${id}::int)`));
  if (pairs.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT DISTINCT ON (g.group_id) g.group_id, p.images->>0 AS cover
    FROM (VALUES ${sql.join(pairs, sql`, `)}) AS g(group_id, category_id)
    JOIN products p ON p.category_id = g.category_id AND p.status = 1 AND jsonb_array_length(p.images) > 0
    ORDER BY g.group_id, p.created_at DESC, p.id DESC`);
  const rows = (result as unknown as { rows: Array<{ group_id: number; cover: string | null }> }).rows;
  return new Map(rows.filter((r) => r.cover).map((r) => [Number(r.group_id), r.cover!]));
}

/** Platform figures for the home page. */
export async function platformStats(db: Tx) {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM suppliers s JOIN users u ON u.id = s.user_id WHERE u.status = 'active') AS suppliers,
      (SELECT count(*)::int FROM buyers b JOIN users u ON u.id = b.user_id WHERE u.status = 'active') AS buyers,
      (SELECT count(*)::int FROM products WHERE status = 1) AS products,
      (SELECT count(*)::int FROM rfqs WHERE status = 1) AS rfqs,
      (SELECT count(DISTINCT country)::int FROM suppliers) AS countries`);
  const row = (result as unknown as { rows: Array<Record<string, number>> }).rows[0] ?? {};
  return {
    suppliers: row.suppliers ?? 0,
    buyers: row.buyers ?? 0,
    products: row.products ?? 0,
    rfqs: row.rfqs ?? 0,
    countries: row.countries ?? 0,
  };
}

/** Public URLs for the sitemap, a page at a time: categories, approved products and RFQs, suppliers. */
export async function sitemapPage(db: Tx, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  const result = await db.execute(sql`
    WITH entries AS (
      SELECT 'product-category' AS kind, id::text AS id, NULL::timestamptz AS lastmod, 1 AS ord FROM categories
      UNION ALL SELECT 'supplier', s.identity, s.created_at, 2 FROM suppliers s JOIN users u ON u.id = s.user_id WHERE u.status = 'active'
      UNION ALL SELECT 'product', id::text, updated_at, 3 FROM products WHERE status = 1
      UNION ALL SELECT 'request', id::text, updated_at, 4 FROM rfqs WHERE status = 1
    )
    SELECT kind, id, lastmod, count(*) OVER ()::int AS total FROM entries
    ORDER BY ord, id LIMIT ${pageSize} OFFSET ${offset}`);
  const rows = (result as unknown as { rows: Array<{ kind: string; id: string; lastmod: Date | string | null; total: number }> }).rows;
  let total = rows[0]?.total;
  if (total === undefined) {
    const count = await db.execute(sql`SELECT
      (SELECT count(*) FROM categories) + (SELECT count(*) FROM suppliers) +
      (SELECT count(*) FROM products WHERE status = 1) + (SELECT count(*) FROM rfqs WHERE status = 1) AS n`);
    total = Number((count as unknown as { rows: Array<{ n: string }> }).rows[0]?.n ?? 0);
  }
  return { rows, total };
}
