import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import { isFollowUp, type FollowUp } from './follow-ups.ts';

// The webhook inbox: verified provider events, stored under the provider's event id.
//
// An event is done when `processed_at` is set. One that was applied but still owes provider calls
// (follow-ups) keeps `processed_at` empty, has its outcome set (`applied`, or
// `applied_followup_failed` once a call failed) and lists the calls under FOLLOW_UPS_KEY in its
// stored payload, beside Stripe's own fields; the worker claims it again when it is due.

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type EventOutcome = 'applied' | 'ignored_stale' | 'ignored_unknown' | 'failed' | 'applied_followup_failed';

/** Where owed follow-ups are kept in the stored payload (Stripe's events have no such field). */
const FOLLOW_UPS_KEY = 'tradelink_followups';

/** Stores an event; false when it was already stored (a redelivery). */
export async function insertEvent(
  db: Tx,
  values: { id: string; provider: string; type: string; eventCreatedAt: Date; payload: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(values).onConflictDoNothing({ target: paymentEvents.id }).returning({ id: paymentEvents.id });
  return rows.length > 0;
}

const due = () => and(isNull(paymentEvents.processedAt), lte(paymentEvents.nextAttemptAt, sql`now()`));

/**
 * The oldest due event (by the provider's time), locked for this transaction; others running the
 * same query skip it and take the next one. Due by the database's clock, which stored it.
 */
export async function claimNextEvent(tx: Tx): Promise<PaymentEventRow | null> {
  const [row] = await tx
    .select()
    .from(paymentEvents)
    .where(due())
    .orderBy(asc(paymentEvents.eventCreatedAt), asc(paymentEvents.receivedAt), asc(paymentEvents.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** One event again (after a provider lookup), if it is still unprocessed and no one else holds it. */
export async function claimEvent(tx: Tx, id: string): Promise<PaymentEventRow | null> {
  const [row] = await tx
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.id, id), isNull(paymentEvents.processedAt)))
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

const withFollowUps = (followUps: FollowUp[]) => sql`${paymentEvents.payload} || jsonb_build_object(${FOLLOW_UPS_KEY}::text, ${JSON.stringify(followUps)}::jsonb)`;

/**
 * Applied, with provider calls still owed: stored in the same transaction as the change, and due
 * again at `retryAt` in case this process dies before making them.
 */
export async function markAppliedOwing(tx: Tx, id: string, attempts: number, followUps: FollowUp[], retryAt: Date): Promise<void> {
  await tx
    .update(paymentEvents)
    .set({ outcome: 'applied', attempts, lastError: null, nextAttemptAt: retryAt, payload: withFollowUps(followUps) })
    .where(eq(paymentEvents.id, id));
}

/** A pass takes the owed calls: the next pass may only retry them after `retryAt` (the backoff). */
export async function leaseFollowUps(tx: Tx, id: string, attempts: number, retryAt: Date): Promise<void> {
  await tx.update(paymentEvents).set({ attempts, nextAttemptAt: retryAt }).where(eq(paymentEvents.id, id));
}

/** Every owed call went through: the event is done. */
export async function markFollowUpsDone(db: Tx, id: string): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ processedAt: new Date(), outcome: 'applied', lastError: null, payload: sql`${paymentEvents.payload} - ${FOLLOW_UPS_KEY}::text` })
    .where(eq(paymentEvents.id, id));
}

/** Some calls failed: they stay owed (retried when the lease runs out), the error kept for support. */
export async function markFollowUpsFailed(db: Tx, id: string, remaining: FollowUp[], lastError: string): Promise<void> {
  await db.update(paymentEvents).set({ outcome: 'applied_followup_failed', lastError, payload: withFollowUps(remaining) }).where(eq(paymentEvents.id, id));
}

/** The calls an applied event still owes. */
export function owedFollowUps(event: PaymentEventRow): FollowUp[] {
  const list = event.payload[FOLLOW_UPS_KEY];
  return Array.isArray(list) ? list.filter(isFollowUp) : [];
}

export async function findEvent(db: Tx, id: string): Promise<PaymentEventRow | null> {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
  return row ?? null;
}
