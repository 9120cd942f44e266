import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accountSanctions, auditLog, inquiries, payments, products, quotations, reports, rfqs, users, verificationRequests } from '../../db/schema/index.ts';
import { countsByStatus, type PostStatusCounts } from '../../db/post-status.ts';

// The detail page's sections, one query each. `supplierId` / `buyerId` are null when the account
// lacks that side; the queries then answer with nothing rather than being skipped by the caller.

export interface Sides {
  buyerId: string | null;
  buyerIdentity: string | null;
  supplierId: string | null;
  supplierIdentity: string | null;
}

const RECENT_POSTS = 10;
const HISTORY_LIMIT = 50;
const none = sql`false`;

export async function postCounts(db: Tx, sides: Sides): Promise<{ products: PostStatusCounts; rfqs: PostStatusCounts }> {
  const [productRows, rfqRows] = await Promise.all([
    sides.supplierId
      ? db.select({ status: products.status, n: sql<number>`count(*)::int` }).from(products).where(eq(products.supplierId, sides.supplierId)).groupBy(products.status)
      : [],
    sides.buyerId ? db.select({ status: rfqs.status, n: sql<number>`count(*)::int` }).from(rfqs).where(eq(rfqs.buyerId, sides.buyerId)).groupBy(rfqs.status) : [],
  ]);
  return { products: countsByStatus(productRows), rfqs: countsByStatus(rfqRows) };
}

/** The newest posts of both kinds, merged (each side's newest few, then the newest overall). */
export async function recentPosts(db: Tx, sides: Sides) {
  const [productRows, rfqRows] = await Promise.all([
    sides.supplierId
      ? db
          .select({ id: products.id, title: products.name, status: products.status, createdAt: products.createdAt })
          .from(products)
          .where(eq(products.supplierId, sides.supplierId))
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(RECENT_POSTS)
      : [],
    sides.buyerId
      ? db
          .select({ id: rfqs.id, title: rfqs.productName, status: rfqs.status, createdAt: rfqs.createdAt })
          .from(rfqs)
          .where(eq(rfqs.buyerId, sides.buyerId))
          .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
          .limit(RECENT_POSTS)
      : [],
  ]);
  return [...productRows.map((r) => ({ kind: 'product' as const, ...r })), ...rfqRows.map((r) => ({ kind: 'rfq' as const, ...r }))]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, RECENT_POSTS);
}

/**
 * Quotations the supplier sent; inquiries the account started (as a buyer writing to suppliers, or
 * as a supplier reaching out about a lead) and those it received the other way.
 */
export async function activityCounts(db: Tx, sides: Sides) {
  const asBuyer = sides.buyerId ? eq(inquiries.buyerId, sides.buyerId) : none;
  const asSupplier = sides.supplierId ? eq(inquiries.supplierId, sides.supplierId) : none;
  const sent = or(and(asBuyer, eq(inquiries.direction, 'buyer_to_supplier')), and(asSupplier, eq(inquiries.direction, 'supplier_to_buyer')));
  const received = or(and(asBuyer, eq(inquiries.direction, 'supplier_to_buyer')), and(asSupplier, eq(inquiries.direction, 'buyer_to_supplier')));
  const count = (where: SQL | undefined) => db.select({ n: sql<number>`count(*)::int` }).from(inquiries).where(where);
  const [[q], [s], [r]] = await Promise.all([
    sides.supplierId ? db.select({ n: sql<number>`count(*)::int` }).from(quotations).where(eq(quotations.supplierId, sides.supplierId)) : [{ n: 0 }],
    count(sent),
    count(received),
  ]);
  return { quotations_sent: Number(q?.n ?? 0), inquiries_sent: Number(s?.n ?? 0), inquiries_received: Number(r?.n ?? 0) };
}

export function verificationHistory(db: Tx, userId: string) {
  return db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id));
}

export function sanctionsOf(db: Tx, userId: string) {
  return db
    .select({ sanction: accountSanctions, byEmail: users.email })
    .from(accountSanctions)
    .leftJoin(users, eq(users.id, accountSanctions.createdBy))
    .where(eq(accountSanctions.userId, userId))
    .orderBy(desc(accountSanctions.createdAt), desc(accountSanctions.id));
}

/** Open reports about the account's identities or about one of its posts. */
export async function openReportsAgainst(db: Tx, sides: Sides): Promise<number> {
  const targets: SQL[] = [];
  if (sides.buyerIdentity) targets.push(sql`(${reports.targetType} = 'buyer' AND ${reports.targetId} = ${sides.buyerIdentity})`);
  if (sides.supplierIdentity) targets.push(sql`(${reports.targetType} = 'supplier' AND ${reports.targetId} = ${sides.supplierIdentity})`);
  if (sides.supplierId) {
    targets.push(sql`(${reports.targetType} = 'product' AND ${reports.targetId} IN (SELECT id::text FROM products WHERE supplier_id = ${sides.supplierId}))`);
  }
  if (sides.buyerId) targets.push(sql`(${reports.targetType} = 'rfq' AND ${reports.targetId} IN (SELECT id::text FROM rfqs WHERE buyer_id = ${sides.buyerId}))`);
  if (!targets.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(eq(reports.status, 'open'), sql`(${sql.join(targets, sql` OR `)})`));
  return Number(row?.n ?? 0);
}

/** What operators did to this account, newest first (uses audit_log_target_idx). */
export function historyOf(db: Tx, userId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
}

/** The account's payments on both sides, newest first (uses payments_user_idx). */
export function paymentsOf(db: Tx, userId: string, limit: number) {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.number)).limit(limit);
}
