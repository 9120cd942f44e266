import { sql } from 'drizzle-orm';
import { premiumSql } from '../../db/plan-sql.ts';
import type { Db } from '../../db/client.ts';
import { namedStatement } from '../../db/named-query.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const premium = premiumSql('s');

const supplierColumns = sql`
  s.id AS s_id, s.identity AS s_identity, s.company_name AS s_company, s.country AS s_country, s.city AS s_city,
  s.verification_level AS s_level, s.last_verified_at AS s_verified_at, ${premium} AS s_premium, s.business_type AS s_business_type,
  s.year_established AS s_year, u.last_active_at AS s_last_active,
  (SELECT count(*)::int FROM products x WHERE x.supplier_id = s.id AND x.status = 1) AS s_product_count`;

/** Related products on a product page: the newest of its category and the categories below it. */
export const RELATED = 8;

/**
 * RELATED written into the text, not sent as a parameter: with `LIMIT $n` PostgreSQL cannot know
 * the limit when it costs the prepared statement's generic plan, guesses a tenth of the rows and
 * sorts thousands, so the generic plan looks 6-7 times dearer than a custom one and is never
 * chosen: every call was planned again (about 2 ms of the database's CPU, four times the run).
 * With the literal the generic plan wins after the fifth run and planning leaves the hot path.
 */
const relatedLimit = sql.raw(String(RELATED));

/** A related product's card columns (the product search's, see search.repository.ts searchProducts). */
const cardColumns = sql`p.id, p.created_at, p.price_min, (p.promoted_until IS NOT NULL AND p.promoted_until > now()) AS is_promoted,
  p.name, p.images, p.price_max, p.currency, p.moq, p.uom, p.is_hot_price, p.category_id,
  s.identity AS s_identity, s.company_name AS s_company, s.country AS s_country, s.verification_level AS s_level, ${premium} AS s_premium`;

const publicProduct = namedStatement(() => {
  const id = sql.placeholder('id');
  return sql`
      WITH RECURSIVE product AS (
        SELECT p.id, p.category_id, p.name, p.description, p.images, p.price_min, p.price_max, p.currency, p.moq, p.uom,
          p.is_hot_price, p.attributes, p.created_at, p.updated_at, ${supplierColumns}
        FROM products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id
        WHERE p.id = ${id} AND p.status = 1 AND u.status = 'active'),
      tree(id) AS (
        SELECT category_id FROM product
        UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
      SELECT product.*, coalesce((
        SELECT json_agg(row_to_json(n) ORDER BY n.created_at DESC, n.id DESC) FROM (
          SELECT n.* FROM tree CROSS JOIN LATERAL (
            SELECT ${cardColumns}
            FROM products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id
            WHERE p.category_id = tree.id AND p.status = 1 AND u.status = 'active' AND p.id <> ${id}
            ORDER BY p.created_at DESC, p.id DESC
            LIMIT ${relatedLimit}) n
          ORDER BY n.created_at DESC, n.id DESC
          LIMIT ${relatedLimit}) n), '[]'::json) AS related
      FROM product`;
});

/**
 * An approved product of an active supplier, or nothing (pending, rejected, closed and suspended
 * stay private), with its related products in `related` (json): the newest approved products of
 * active suppliers in its category and every category below it, itself left out, in the product
 * search's "newest" order (`created_at`, then `id`, both descending). One statement: each category
 * is read newest first through products_category_newest_idx and stops after RELATED rows, so the
 * cost does not grow with the catalog. Only the columns the page shows: the search columns
 * (`search_text`, `search_vector`) are the row's largest, and sending them costs more than the read.
 */
export async function findPublicProduct(db: Db, id: number) {
  return rows<Record<string, unknown>>(await publicProduct(db, { id }))[0];
}

/** An active supplier's public profile. */
export async function findPublicSupplier(db: Db, identity: string) {
  return rows<Record<string, unknown>>(
    await db.execute(sql`
      SELECT s.*, ${supplierColumns}
      FROM suppliers s JOIN users u ON u.id = s.user_id
      WHERE s.identity = ${identity} AND u.status = 'active'`),
  )[0];
}

