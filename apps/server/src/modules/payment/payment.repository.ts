import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { PaymentStatus, PlanSide } from '@tradelink/shared/constants/plans';
import type { Tx } from '../../db/client.ts';
import { buyers, payments, subscriptions, suppliers, users } from '../../db/schema/index.ts';
import { LAPSED_SUBSCRIPTION, LIVE_SUBSCRIPTION } from './subscription-status.ts';

// SQL for payments and subscriptions. Status changes are conditional updates (`WHERE status IN`),
// so a second delivery of the same fact finds nothing to change and does nothing.

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
type PaymentPatch = Partial<Omit<NewPayment, 'id' | 'number' | 'userId' | 'createdAt'>>;
type SubscriptionPatch = Partial<Omit<NewSubscription, 'id' | 'userId' | 'provider' | 'providerSubscriptionId' | 'createdAt'>>;

export async function insertPayment(tx: Tx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** A renewal charge; null when this invoice was already recorded (a redelivery). */
export async function insertRenewalPayment(tx: Tx, values: NewPayment): Promise<PaymentRow | null> {
  const [row] = await tx.insert(payments).values(values).onConflictDoNothing({ target: payments.invoiceId }).returning();
  return row ?? null;
}

export async function findPayment(db: Tx, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** The payment, row-locked: card attempts and refunds on one payment take turns. */
export async function lockPayment(tx: Tx, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
  return row ?? null;
}

export interface PaymentRef {
  paymentId?: string | null;
  sessionId?: string | null;
  intentId?: string | null;
  invoiceId?: string | null;
}

/**
 * The payment a provider object names: by our id in its metadata, else by one of the provider's
 * ids. Not locked: handlers lock the side's plan first, then the payment (event-locks.ts).
 */
export async function findPaymentBy(tx: Tx, ref: PaymentRef): Promise<PaymentRow | null> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const candidates = [
    ref.paymentId && uuid.test(ref.paymentId) ? eq(payments.id, ref.paymentId) : undefined,
    ref.sessionId ? eq(payments.checkoutSessionId, ref.sessionId) : undefined,
    ref.intentId ? eq(payments.paymentIntentId, ref.intentId) : undefined,
    ref.invoiceId ? eq(payments.invoiceId, ref.invoiceId) : undefined,
  ];
  for (const where of candidates) {
    if (!where) continue;
    const [row] = await tx.select().from(payments).where(where).limit(1);
    if (row) return row;
  }
  return null;
}

/** Stores the payment intent a refund needs, unless one is already stored. */
export async function setPaymentIntentIfMissing(db: Tx, id: string, intentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ paymentIntentId: intentId, updatedAt: new Date() })
    .where(and(eq(payments.id, id), isNull(payments.paymentIntentId)));
}

/** The side's most recent paid payment (the one the plan's current end rests on), or null. */
export async function findLatestPaidPayment(db: Tx, userId: string, side: PlanSide): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.side, side), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt), desc(payments.number))
    .limit(1);
  return row ?? null;
}

/** Changes a payment only while it is in one of `from`; null when it is not (someone got there first). */
export async function updatePaymentFrom(tx: Tx, id: string, from: readonly PaymentStatus[], patch: PaymentPatch): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning();
  return row ?? null;
}

export async function updatePayment(tx: Tx, id: string, patch: PaymentPatch): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/** A new checkout replaces the user's unfinished ones on that side; returns those it cancelled. */
export async function cancelPendingPayments(tx: Tx, userId: string, side: PlanSide, at: Date): Promise<PaymentRow[]> {
  return tx
    .update(payments)
    .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
    .where(and(eq(payments.userId, userId), eq(payments.side, side), eq(payments.status, 'payment_pending')))
    .returning();
}

/** Money moved: these payments are receipts, with a number. */
const CHARGED: readonly PaymentStatus[] = ['paid', 'refunded'];
/** Our own failure to open a checkout: the user was told at once, and no card was ever tried. */
const NOT_AN_ATTEMPT = 'checkout_unavailable';

/**
 * A user's payment history, newest first: the charges (receipts), and the attempts a card or the
 * provider refused (shown as failed attempts, not receipts). Checkouts that were opened and left,
 * or replaced by a newer one, without a card being refused are not history: nothing happened.
 */
export async function listPayments(db: Tx, userId: string, side: PlanSide | undefined, limit: number, offset: number) {
  const where = and(
    eq(payments.userId, userId),
    side ? eq(payments.side, side) : undefined,
    or(inArray(payments.status, [...CHARGED]), and(isNotNull(payments.failureCode), ne(payments.failureCode, NOT_AN_ATTEMPT))),
  );
  const [items, [count]] = await Promise.all([
    db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.number)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(payments).where(where),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}

/** The id of the user's payment with this receipt number, or null (another user's receipt is not theirs to name). */
export async function findPaymentIdByNumber(db: Tx, userId: string, number: number): Promise<string | null> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.number, number), eq(payments.userId, userId)))
    .limit(1);
  return row?.id ?? null;
}

/** The paid checkout that opened a subscription: its billing details go on the renewals' receipts. */
export async function findOpeningPayment(db: Tx, subscriptionId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.kind, 'checkout')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** Creates the subscription, or returns the one already stored under the provider's id. */
export async function upsertSubscription(tx: Tx, values: NewSubscription): Promise<SubscriptionRow> {
  const [created] = await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: [subscriptions.provider, subscriptions.providerSubscriptionId] })
    .returning();
  if (created) return created;
  return (await lockSubscriptionBy(tx, values.provider, values.providerSubscriptionId))!;
}

export async function lockSubscriptionBy(tx: Tx, provider: string, providerSubscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The subscription a provider id names, not locked (handlers lock the side's plan first). */
export async function findSubscriptionBy(tx: Tx, provider: string, providerSubscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .limit(1);
  return row ?? null;
}

export async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateSubscription(tx: Tx, id: string, patch: SubscriptionPatch): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/**
 * The side's subscriptions that may still bill, other than `exceptId`, locked (a new plan or a
 * refund ends them): live ones, and lapsed ones (past due) the provider may still collect on.
 */
export async function lockUnendedSubscriptions(tx: Tx, userId: string, side: PlanSide, exceptId?: string): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.side, side),
        inArray(subscriptions.status, [...LIVE_SUBSCRIPTION, LAPSED_SUBSCRIPTION]),
        exceptId ? ne(subscriptions.id, exceptId) : undefined,
      ),
    )
    .for('update');
}

/**
 * A refund took back part of the plan's paid time: only its end moves. Not `applyPlan`, which would
 * also refill the monthly quotas; the expiry job sets the quotas when the shortened plan ends.
 */
export async function shortenPlan(tx: Tx, userId: string, side: PlanSide, end: Date): Promise<void> {
  const table = side === 'buyer' ? buyers : suppliers;
  await tx.update(table).set({ planEndDate: end }).where(eq(table.userId, userId));
}

/** The side's current subscription (the newest live one), or null. */
export async function findLiveSubscription(db: Tx, userId: string, side: PlanSide): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.side, side), inArray(subscriptions.status, [...LIVE_SUBSCRIPTION])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Sandbox subscriptions whose paid period has ended: renewals (or, when cancelling, endings) are due. */
export async function findDueSandboxSubscriptions(db: Tx, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'sandbox'), eq(subscriptions.status, 'active'), sql`${subscriptions.currentPeriodEnd} <= ${now.toISOString()}`))
    .orderBy(subscriptions.currentPeriodEnd)
    .limit(limit);
}

/** Who a payment mail goes to: the account's own address, name and language. */
export async function findAccount(db: Tx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;
