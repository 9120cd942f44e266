import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { buyers, suppliers, users, verificationRequests, type VerificationKind, type VerificationStatus } from '../../db/schema/index.ts';

export type VerificationRow = typeof verificationRequests.$inferSelect;
export type Side = 'supplier' | 'buyer';

/** Serializes one account side's verification writes (one open request per kind, parallel-safe). */
export async function lockSide(tx: Tx, side: Side, sideId: string): Promise<void> {
  if (side === 'supplier') await tx.execute(sql`SELECT id FROM suppliers WHERE id = ${sideId} FOR UPDATE`);
  else await tx.execute(sql`SELECT id FROM buyers WHERE id = ${sideId} FOR UPDATE`);
}

/**
 * Serializes bookings of one tracing slot across all suppliers (there is no slot table to lock):
 * a transaction-scoped advisory lock keyed by the slot's hour.
 */
export async function lockTracingSlot(tx: Tx, slotStart: string): Promise<void> {
  const hour = Math.floor(Date.parse(slotStart) / 3_600_000);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7401, ${hour}::int)`);
}

export async function isSlotTaken(db: Tx, slotStart: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.kind, 'smart_tracing'), eq(verificationRequests.status, 'scheduled'), eq(verificationRequests.scheduledAt, new Date(slotStart))))
    .limit(1);
  return row !== undefined;
}

/** Starts (ISO) of booked sessions between two moments. */
export async function bookedSlots(db: Tx, from: Date, to: Date): Promise<Set<string>> {
  const rows = await db
    .select({ at: verificationRequests.scheduledAt })
    .from(verificationRequests)
    .where(
      and(
        eq(verificationRequests.kind, 'smart_tracing'),
        eq(verificationRequests.status, 'scheduled'),
        gte(verificationRequests.scheduledAt, from),
        lte(verificationRequests.scheduledAt, to),
      ),
    );
  return new Set(rows.flatMap((r) => (r.at ? [r.at.toISOString()] : [])));
}

/** The newest request of each kind an account side made. */
export async function latestPerKind(db: Tx, userId: string, side: Side): Promise<Map<VerificationKind, VerificationRow>> {
  const rows = await db
    .selectDistinctOn([verificationRequests.kind])
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.side, side)))
    .orderBy(verificationRequests.kind, desc(verificationRequests.createdAt), desc(verificationRequests.id));
  return new Map(rows.map((r) => [r.kind, r]));
}

/** The user's newest request of a kind in a status (the open one: code_sent, pending, scheduled). */
export async function findOpen(db: Tx, userId: string, kind: VerificationKind, status: VerificationStatus): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.kind, kind), eq(verificationRequests.status, status)))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(1);
  return row ?? null;
}

export async function findRequest(db: Tx, id: number): Promise<VerificationRow | null> {
  const [row] = await db.select().from(verificationRequests).where(eq(verificationRequests.id, id)).limit(1);
  return row ?? null;
}

export async function findForUpdate(tx: Tx, id: number): Promise<VerificationRow | null> {
  const [row] = await tx.select().from(verificationRequests).where(eq(verificationRequests.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function insertRequest(tx: Tx, values: typeof verificationRequests.$inferInsert): Promise<VerificationRow> {
  const [row] = await tx.insert(verificationRequests).values(values).returning();
  return row!;
}

export async function updateRequest(tx: Tx, id: number, values: Partial<typeof verificationRequests.$inferInsert>): Promise<void> {
  await tx.update(verificationRequests).set({ ...values, updatedAt: new Date() }).where(eq(verificationRequests.id, id));
}

/** Ends every open request of a kind (a new work-email code replaces the previous one). */
export async function closeOpen(tx: Tx, userId: string, kind: VerificationKind, from: VerificationStatus, to: VerificationStatus): Promise<void> {
  await tx
    .update(verificationRequests)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.kind, kind), eq(verificationRequests.status, from)));
}

/** Raises (never lowers) a supplier's level and stamps the verification time. */
export async function raiseSupplierLevel(tx: Tx, supplierId: string, level: number): Promise<void> {
  await tx
    .update(suppliers)
    .set({ verificationLevel: sql`greatest(${suppliers.verificationLevel}, ${level}::int)`, lastVerifiedAt: new Date() })
    .where(eq(suppliers.id, supplierId));
}

export async function markWorkEmailVerified(tx: Tx, userId: string): Promise<void> {
  await tx.update(users).set({ isVerifiedWorkEmail: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function markBuyerVerified(tx: Tx, buyerId: string): Promise<void> {
  await tx.update(buyers).set({ isBizVerified: true, lastVerifiedAt: new Date() }).where(eq(buyers.id, buyerId));
}
