import { and, count, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { partnerBalances, partnerCommissions, partnerReferrals, payments, users } from '../../db/schema/index.ts';

export type CommissionRow = typeof partnerCommissions.$inferSelect;
export type BalanceRow = typeof partnerBalances.$inferSelect;

// Lock order of everything that moves commission money: the partner's balance row first, then
// commissions (earning takes only the balance, through the ledger trigger). Two movers of one
// partner queue on the balance row and each sees what the other left.

/** Locks the partner's balance row, creating an empty one when missing; returns it. */
export async function lockBalance(tx: Tx, partnerUserId: string): Promise<BalanceRow> {
  await tx.insert(partnerBalances).values({ partnerUserId }).onConflictDoNothing();
  const [row] = await tx.select().from(partnerBalances).where(eq(partnerBalances.partnerUserId, partnerUserId)).for('update');
  return row!;
}

export async function findBalance(db: Tx, partnerUserId: string): Promise<BalanceRow | null> {
  const [row] = await db.select().from(partnerBalances).where(eq(partnerBalances.partnerUserId, partnerUserId)).limit(1);
  return row ?? null;
}

/** The referral behind an account's payments, when the account was referred and not flagged. */
export async function findPayingReferral(db: Tx, referredUserId: string) {
  const [row] = await db
    .select({ id: partnerReferrals.id, partnerUserId: partnerReferrals.partnerUserId, referredAt: partnerReferrals.referredAt, partnerRoles: users.roles })
    .from(partnerReferrals)
    .innerJoin(users, eq(users.id, partnerReferrals.partnerUserId))
    .where(and(eq(partnerReferrals.referredUserId, referredUserId), isNull(partnerReferrals.flag)))
    .limit(1);
  return row ?? null;
}

/** Whether the partner has paid with the card of this fingerprint. */
export async function partnerUsedCard(db: Tx, partnerUserId: string, fingerprint: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, partnerUserId), eq(payments.cardFingerprint, fingerprint)))
    .limit(1);
  return Boolean(row);
}

/** Inserts a commission; null when this payment or event already earned one (a replay). */
export async function insertCommission(tx: Tx, values: typeof partnerCommissions.$inferInsert): Promise<CommissionRow | null> {
  const [row] = await tx.insert(partnerCommissions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCommissionOfPayment(db: Tx, paymentId: string): Promise<CommissionRow | null> {
  const [row] = await db.select().from(partnerCommissions).where(eq(partnerCommissions.paymentId, paymentId)).limit(1);
  return row ?? null;
}

export async function lockCommission(tx: Tx, id: string): Promise<CommissionRow | null> {
  const [row] = await tx.select().from(partnerCommissions).where(eq(partnerCommissions.id, id)).for('update');
  return row ?? null;
}

export async function updateCommission(tx: Tx, id: string, values: Partial<typeof partnerCommissions.$inferInsert>) {
  await tx.update(partnerCommissions).set(values).where(eq(partnerCommissions.id, id));
}

/** Partners with commissions whose hold is over (a page of them per pass). */
export async function findPartnersWithDueCommissions(db: Tx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ partnerUserId: partnerCommissions.partnerUserId })
    .from(partnerCommissions)
    .where(and(eq(partnerCommissions.state, 'pending'), lte(partnerCommissions.approveAfter, now)))
    .limit(limit);
  return rows.map((r) => r.partnerUserId);
}

/** Approves the partner's due pending commissions (caller holds the balance lock); returns how many. */
export async function approveDue(tx: Tx, partnerUserId: string, now: Date): Promise<number> {
  const due = await tx
    .select({ id: partnerCommissions.id })
    .from(partnerCommissions)
    .where(and(eq(partnerCommissions.partnerUserId, partnerUserId), eq(partnerCommissions.state, 'pending'), lte(partnerCommissions.approveAfter, now)))
    .for('update', { skipLocked: true });
  if (due.length === 0) return 0;
  const done = await tx
    .update(partnerCommissions)
    .set({ state: 'approved', approvedAt: now })
    .where(and(inArray(partnerCommissions.id, due.map((d) => d.id)), eq(partnerCommissions.state, 'pending')))
    .returning({ id: partnerCommissions.id });
  return done.length;
}

export async function commissionPage(db: Tx, partnerUserId: string, state: string | undefined, limit: number, offset: number) {
  const where = and(eq(partnerCommissions.partnerUserId, partnerUserId), state ? eq(partnerCommissions.state, state) : undefined);
  const items = await db
    .select({ commission: partnerCommissions, companyName: users.companyName })
    .from(partnerCommissions)
    .innerJoin(partnerReferrals, eq(partnerReferrals.id, partnerCommissions.referralId))
    .leftJoin(users, eq(users.id, partnerReferrals.referredUserId))
    .where(where)
    .orderBy(desc(partnerCommissions.createdAt), desc(partnerCommissions.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(partnerCommissions).where(where);
  return { items, total: total?.n ?? 0 };
}

