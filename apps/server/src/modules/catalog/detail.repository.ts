import { sql } from 'drizzle-orm';
import { premiumSql } from '../../db/plan-sql.ts';
import type { Db } from '../../db/client.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const premium = premiumSql('s');

const supplierColumns = sql`
  s.id AS s_id, s.identity AS s_identity, s.company_name AS s_company, s.country AS s_country, s.city AS s_city,
  s.verification_level AS s_level, s.last_verified_at AS s_verified_at, ${premium} AS s_premium, s.business_type AS s_business_type,
  s.year_established AS s_year, u.last_active_at AS s_last_active,
  (SELECT count(*)::int FROM products x WHERE x.supplier_id = s.id AND x.status = 1) AS s_product_count`;

/** An approved product of an active supplier, or nothing (pending, rejected, closed and suspended stay private). */
export async function findPublicProduct(db: Db, id: number) {
  return rows<Record<string, unknown>>(
    await db.execute(sql`
      SELECT p.*, ${supplierColumns}
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
