import { spendQuota } from '../wallet/wallet.repository.ts';
import { and, eq, sql } from 'drizzle-orm';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import type { ProductStatusCounts, ProductStatusFilter } from '@tradelink/shared/product/product';
import type { Tx } from '../../db/client.ts';
import { balances, products } from '../../db/schema/index.ts';
import { rows } from '../catalog/row-values.ts';
import { containsPattern, countsByStatus } from '../../db/post-status.ts';

export type ProductRow = typeof products.$inferSelect;


/**
 * Takes one posting from the supplier's balance (a wallet ledger row); false when none is left.
 * Parallel posts queue on the Balance row lock and each sees the count the previous one left, so
 * the quota can never go below zero.
 */
export async function takePostQuota(db: Tx, supplierId: string): Promise<boolean> {
  return (await spendQuota(db, supplierId, 'farm_item_post_quota', 'product_post')) !== null;
}

/** What the product list shows of the balance: postings and product ads left. */
export async function quotasLeft(db: Tx, supplierId: string): Promise<{ post: number; ads: number }> {
  const [row] = await db
    .select({ post: balances.farmItemPostQuota, ads: balances.farmItemAdsQuota })
    .from(balances)
    .where(eq(balances.supplierId, supplierId))
    .limit(1);
  return { post: row?.post ?? 0, ads: row?.ads ?? 0 };
}

/**
 * Runs the product's ad `days` longer: from its current end while one runs (an extension loses no
 * day), from now otherwise. The edit date is left alone: an ad is not a change buyers must review.
 */
export async function extendPromotion(db: Tx, id: number, days: number): Promise<Date> {
  const [row] = await db
    .update(products)
    .set({ promotedUntil: sql`greatest(coalesce(${products.promotedUntil}, now()), now()) + make_interval(days => ${days})` })
    .where(eq(products.id, id))
    .returning({ promotedUntil: products.promotedUntil });
  return row!.promotedUntil!;
}

export async function insertProduct(db: Tx, values: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

/** A product of this supplier, locked for the rest of the transaction when `forUpdate`. */
export async function findOwnedProduct(db: Tx, supplierId: string, id: number, forUpdate = false): Promise<ProductRow | null> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.supplierId, supplierId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateProduct(db: Tx, id: number, values: Partial<typeof products.$inferInsert>): Promise<ProductRow> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row!;
}

export async function listOwnedProducts(
  db: Tx,
  supplierId: string,
  filter: { status: ProductStatusFilter; keyword: string; categoryId?: number; page: number; pageSize: number },
): Promise<{ items: ProductRow[]; total: number }> {
  const conditions = [eq(products.supplierId, supplierId)];
  if (filter.status !== 'all') conditions.push(eq(products.status, POST_STATUS[filter.status]));
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.keyword) conditions.push(sql`${products.name} ILIKE ${containsPattern(filter.keyword)}`);
  const where = and(...conditions);
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(sql`${products.updatedAt} DESC, ${products.id} DESC`)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}

export async function countOwnedByStatus(db: Tx, supplierId: string): Promise<ProductStatusCounts> {
  const result = rows<{ status: unknown; n: unknown }>(await db.execute(sql`SELECT status, count(*)::int AS n FROM products WHERE supplier_id = ${supplierId} GROUP BY status`));
  return countsByStatus(result);
}
