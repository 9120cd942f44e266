import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';

// The webhook inbox: verified provider events, stored under the provider's event id.

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type EventOutcome = 'applied' | 'ignored_stale' | 'ignored_unknown' | 'failed';

/** Stores an event; false when it was already stored (a redelivery). */
export async function insertEvent(
  db: Tx,
  values: { id: string; provider: string; type: string; eventCreatedAt: Date; payload: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(values).onConflictDoNothing({ target: paymentEvents.id }).returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/**
 * The oldest due event (by the provider's time), locked for this transaction; others running the
 * same query skip it and take the next one. Due by the database's clock, which stored it.
 */
export async function claimNextEvent(tx: Tx): Promise<PaymentEventRow | null> {
  const [row] = await tx
    .select()
    .from(paymentEvents)
    .where(and(isNull(paymentEvents.processedAt), lte(paymentEvents.nextAttemptAt, sql`now()`)))
    .orderBy(asc(paymentEvents.eventCreatedAt), asc(paymentEvents.receivedAt), asc(paymentEvents.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markProcessed(tx: Tx, id: string, outcome: EventOutcome, attempts: number, lastError: string | null = null): Promise<void> {
  await tx.update(paymentEvents).set({ processedAt: new Date(), outcome, attempts, lastError }).where(eq(paymentEvents.id, id));
}

/** A failed attempt: counted, with the error, and not due again until `nextAttemptAt`. */
export async function markRetry(db: Tx, id: string, attempts: number, lastError: string, nextAttemptAt: Date): Promise<void> {
  await db.update(paymentEvents).set({ attempts, lastError, nextAttemptAt }).where(eq(paymentEvents.id, id));
}

export async function findEvent(db: Tx, id: string): Promise<PaymentEventRow | null> {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
  return row ?? null;
}
