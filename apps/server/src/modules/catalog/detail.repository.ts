import { sql } from 'drizzle-orm';
import { premiumSql } from '../../db/plan-sql.ts';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/named-query.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const premium = premiumSql('s');

const supplierColumns = sql`
  s.id AS s_id, s.identity AS s_identity, s.company_name AS s_company, s.country AS s_country, s.city AS s_city,
  s.verification_level AS s_level, s.last_verified_at AS s_verified_at, ${premium} AS s_premium, s.business_type AS s_business_type,
  s.year_established AS s_year, u.last_active_at AS s_last_active,
  (SELECT count(*)::int FROM products x WHERE x.supplier_id = s.id AND x.status = 1) AS s_product_count`;

/**
 * An approved product of an active supplier, or nothing (pending, rejected, closed and suspended stay private).
 * Only the columns the page shows: the search columns (`search_text`, `search_vector`) are the
 * row's largest, and sending and parsing them cost more than the read itself.
 */
export async function findPublicProduct(db: Db, id: number) {
  return rows<Record<string, unknown>>(
    await executeNamed(db, sql`
      SELECT p.id, p.category_id, p.name, p.description, p.images, p.price_min, p.price_max, p.currency, p.moq, p.uom,
        p.is_hot_price, p.attributes, p.created_at, p.updated_at, ${supplierColumns}
      FROM products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id
      WHERE p.id = ${id} AND p.status = 1 AND u.status = 'active'`),
  )[0];
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

/**
 * The newest approved products of active suppliers in these categories, leaving one product out:
 * a product page's related products, in the product search's "newest" order (`created_at`, then
 * `id`, both descending) and with its card columns. Each category is read newest first through
 * products_category_newest_idx and stops at `limit`, so the cost does not grow with the catalog.
 */
export async function findNewestInCategories(db: Db, categoryIds: number[], excludeId: number, limit: number) {
  if (!categoryIds.length) return [];
  // One array parameter: the statement's text stays the same whatever the number of categories.
  const ids = `{${categoryIds.map((id) => Math.trunc(id)).join(',')}}`;
  return rows<Record<string, unknown>>(
    await executeNamed(db, sql`
      SELECT n.* FROM unnest(${ids}::int[]) AS cat(id) CROSS JOIN LATERAL (
        SELECT p.id, p.created_at, p.price_min, (p.promoted_until IS NOT NULL AND p.promoted_until > now()) AS is_promoted,
          p.name, p.images, p.price_max, p.currency, p.moq, p.uom, p.is_hot_price, p.category_id,
          s.identity AS s_identity, s.company_name AS s_company, s.country AS s_country, s.verification_level AS s_level, ${premium} AS s_premium
        FROM products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id
        WHERE p.category_id = cat.id AND p.status = 1 AND u.status = 'active' AND p.id <> ${excludeId}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${limit}) n
      ORDER BY n.created_at DESC, n.id DESC
      LIMIT ${limit}`),
  );
}
