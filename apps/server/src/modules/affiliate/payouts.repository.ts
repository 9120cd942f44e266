import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { partnerCommissions, partnerLedger, partnerPayouts, users } from '../../db/schema/index.ts';

export type PayoutRow = typeof partnerPayouts.$inferSelect;

export async function findOpenPayout(db: Tx, partnerUserId: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(partnerPayouts).where(and(eq(partnerPayouts.partnerUserId, partnerUserId), eq(partnerPayouts.state, 'requested'))).limit(1);
  return row ?? null;
}

/** The partner's approved commissions outside any payout, locked (caller holds the balance lock). */
export function lockPayableCommissions(tx: Tx, partnerUserId: string) {
  return tx
    .select({ id: partnerCommissions.id, net: sql<number>`${partnerCommissions.amountCents} - ${partnerCommissions.reversedCents}` })
    .from(partnerCommissions)
    .where(and(eq(partnerCommissions.partnerUserId, partnerUserId), eq(partnerCommissions.state, 'approved'), isNull(partnerCommissions.payoutId)))
    .for('update');
}

export async function insertPayout(tx: Tx, values: typeof partnerPayouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(partnerPayouts).values(values).returning();
  return row!;
}

/** Puts the commissions into the payout (their trigger moves the money from approved to in payout). */
export async function attachCommissions(tx: Tx, payoutId: string, ids: string[]): Promise<number> {
  const rows = await tx
    .update(partnerCommissions)
    .set({ payoutId })
    .where(and(inArray(partnerCommissions.id, ids), eq(partnerCommissions.state, 'approved'), isNull(partnerCommissions.payoutId)))
    .returning({ id: partnerCommissions.id });
  return rows.length;
}

export async function findPayout(db: Tx, id: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(partnerPayouts).where(eq(partnerPayouts.id, id)).limit(1);
  return row ?? null;
}

export async function lockPayout(tx: Tx, id: string): Promise<PayoutRow | null> {
  const [row] = await tx.select().from(partnerPayouts).where(eq(partnerPayouts.id, id)).for('update');
  return row ?? null;
}

export async function updatePayout(tx: Tx, id: string, values: Partial<typeof partnerPayouts.$inferInsert>): Promise<PayoutRow> {
  const [row] = await tx.update(partnerPayouts).set(values).where(eq(partnerPayouts.id, id)).returning();
  return row!;
}

/** Paid: its commissions become paid (in payout -> paid, by trigger). */
export async function payCommissions(tx: Tx, payoutId: string, at: Date) {
  await tx.update(partnerCommissions).set({ state: 'paid', paidAt: at }).where(and(eq(partnerCommissions.payoutId, payoutId), eq(partnerCommissions.state, 'approved')));
}

/** Refused: its commissions leave it and are approved money again (by trigger). */
export async function releaseCommissions(tx: Tx, payoutId: string) {
  await tx.update(partnerCommissions).set({ payoutId: null }).where(and(eq(partnerCommissions.payoutId, payoutId), eq(partnerCommissions.state, 'approved')));
}

/** How many commissions each payout took (from the ledger: a refused payout's commissions have left it). */
export async function commissionCounts(db: Tx, payoutIds: string[]): Promise<Map<string, number>> {
  if (payoutIds.length === 0) return new Map();
  const rows = await db
    .select({ payoutId: partnerLedger.payoutId, n: count() })
    .from(partnerLedger)
    .where(and(inArray(partnerLedger.payoutId, payoutIds), eq(partnerLedger.entry, 'payout_requested')))
    .groupBy(partnerLedger.payoutId);
  return new Map(rows.map((r) => [r.payoutId!, r.n]));
}

export async function payoutPage(db: Tx, filter: { partnerUserId?: string; state?: string }, limit: number, offset: number) {
  const where = and(filter.partnerUserId ? eq(partnerPayouts.partnerUserId, filter.partnerUserId) : undefined, filter.state ? eq(partnerPayouts.state, filter.state) : undefined);
  // The operators' queue of open requests is served oldest first; history newest first.
  const order = filter.state === 'requested' ? [asc(partnerPayouts.requestedAt), asc(partnerPayouts.id)] : [desc(partnerPayouts.requestedAt), desc(partnerPayouts.id)];
  const items = await db
    .select({ payout: partnerPayouts, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(partnerPayouts)
    .innerJoin(users, eq(users.id, partnerPayouts.partnerUserId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(partnerPayouts).where(where);
  return { items, total: total?.n ?? 0 };
}
