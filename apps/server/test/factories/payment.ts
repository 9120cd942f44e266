import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { SANDBOX_CARDS, type PaidPlan, type PlanSide } from '@tradelink/shared/constants/plans';
import { checkoutAmountCents } from '@tradelink/shared/rules/plans';
import { balances, buyers, payments, suppliers, users } from '../../src/db/schema/index.ts';
import { call, type TestApp } from '../helper.ts';

// Factories for the payment tests: checkout and card calls as the web page makes them, payment rows
// as a Stripe checkout leaves them, and Stripe-shaped events signed like Stripe signs them.

type Rows<T> = { rows: T[] };
export async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}

export const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  side: 'supplier',
  plan_name: 'Starter',
  months: 6,
  billing_name: 'Minh Trần',
  billing_company: 'Hai Phong Steel Co',
  billing_country: 'vn',
  ...overrides,
});

export async function startCheckout(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  return call(t.app, 'POST', 'membership.checkout', { cookie, body: checkoutBody(overrides) });
}

/** A checkout that must succeed; returns the new payment's id. */
export async function checkoutId(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await startCheckout(t, cookie, overrides);
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
  return res.json().message.data.payment_id as string;
}

/** A card as the sandbox form sends it, valid until two years from now. */
export const cardBody = (paymentId: string, card: string = SANDBOX_CARDS.success, overrides: Record<string, unknown> = {}) => ({
  payment_id: paymentId,
  card_number: card.replace(/(\d{4})(?=\d)/g, '$1 '),
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
  cardholder: 'MINH TRAN',
  ...overrides,
});

export async function payWithCard(t: TestApp, cookie: string, paymentId: string, card?: string, overrides: Record<string, unknown> = {}) {
  return call(t.app, 'POST', 'membership.sandbox_pay', { cookie, body: cardBody(paymentId, card, overrides) });
}

/** Checks out and pays with the success card; returns the paid payment's id. */
export async function buyPlan(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const id = await checkoutId(t, cookie, overrides);
  const res = await payWithCard(t, cookie, id);
  if (res.statusCode !== 200) throw new Error(`payment failed: ${res.body}`);
  return id;
}

export async function paymentRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

export async function sidePlan(t: TestApp, userId: string, side: PlanSide) {
  const table = side === 'buyer' ? buyers : suppliers;
  const [row] = await t.database.db.select({ planName: table.planName, planActiveDate: table.planActiveDate, planEndDate: table.planEndDate }).from(table).where(eq(table.userId, userId));
  return row!;
}

export async function quotasOf(t: TestApp, supplierId: string) {
  const [row] = await t.database.db.select().from(balances).where(eq(balances.supplierId, supplierId));
  return { contact_quota: row!.contactQuota, conversation_quota: row!.conversationQuota, farm_item_post_quota: row!.farmItemPostQuota, farm_item_ads_quota: row!.farmItemAdsQuota };
}

export const ledgerRows = (t: TestApp, supplierId: string, reason: string) =>
  query<{ id: number; payment_id: string | null; reason: string }>(t, sql`SELECT id, payment_id, reason FROM wallet_ledger WHERE supplier_id = ${supplierId} AND reason = ${reason} ORDER BY id`);

export const subscriptionsOf = (t: TestApp, userId: string) =>
  query<{ id: string; provider_subscription_id: string; status: string; cancel_at_period_end: boolean; current_period_end: string; plan_name: string }>(
    t,
    sql`SELECT * FROM subscriptions WHERE user_id = ${userId} ORDER BY created_at`,
  );

export const paymentsOf = (t: TestApp, userId: string) =>
  query<{ id: string; kind: string; status: string; amount_cents: number; invoice_id: string | null; period_end: string | null }>(
    t,
    sql`SELECT * FROM payments WHERE user_id = ${userId} ORDER BY number`,
  );

export async function mailsTo(t: TestApp, address: string, template?: string) {
  await t.mail.flush();
  return t.sent.filter((m) => m.toAddress === address && (!template || m.template === template));
}

/**
 * A pending payment as a Stripe checkout leaves it (session id known), written directly: the
 * webhook tests start from here without talking to Stripe.
 */
export async function createPendingPayment(
  t: TestApp,
  userId: string,
  options: { side?: PlanSide; plan?: PaidPlan; months?: number; paymentIntentId?: string | null; invoiceId?: string | null } = {},
) {
  const side = options.side ?? 'supplier';
  const plan = options.plan ?? 'Starter';
  const months = options.months ?? 6;
  const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [row] = await t.database.db
    .insert(payments)
    .values({
      userId,
      side,
      planName: plan,
      months,
      amountCents: checkoutAmountCents(side, plan, months)!,
      provider: 'stripe',
      billingEmail: user!.email,
      billingName: 'Minh Trần',
      checkoutSessionId: `cs_test_${crypto.randomBytes(8).toString('hex')}`,
      paymentIntentId: options.paymentIntentId ?? null,
      invoiceId: options.invoiceId ?? null,
    })
    .returning();
  return row!;
}

/**
 * A Stripe checkout already paid, as its webhook leaves the row (without the plan change): the
 * database gives it its receipt number.
 */
export async function createPaidPayment(t: TestApp, userId: string, options: Parameters<typeof createPendingPayment>[2] = {}) {
  const pending = await createPendingPayment(t, userId, options);
  const [row] = await t.database.db.update(payments).set({ status: 'paid', paidAt: new Date() }).where(eq(payments.id, pending.id)).returning();
  return row as typeof pending & { number: number };
}

export const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(10).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Stripe event around `object`. */
export function stripeEvent(type: string, object: Record<string, unknown>, options: { id?: string; created?: number } = {}) {
  return { id: options.id ?? randomId('evt'), object: 'event', api_version: '2026-10-28.endive', type, created: options.created ?? nowSeconds(), livemode: false, data: { object } };
}

type PaymentLike = { id: string; userId: string; side: string; planName: string; checkoutSessionId: string | null; amountCents: number; currency: string };

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The `checkout.session.completed` Stripe sends for a paid subscription checkout of `payment`, as
 * the pinned API version shapes it: the session names its subscription and first invoice, never a
 * payment intent (that only comes with `invoice_payment.paid`).
 */
export function checkoutCompleted(payment: PaymentLike, subscriptionId: string, options: { invoiceId?: string; created?: number; session?: Record<string, unknown> } = {}) {
  return stripeEvent(
    'checkout.session.completed',
    {
      id: payment.checkoutSessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      amount_total: payment.amountCents,
      currency: payment.currency.toLowerCase(),
      subscription: subscriptionId,
      invoice: options.invoiceId ?? randomId('in'),
      payment_intent: null,
      metadata: { payment_id: payment.id, user_id: payment.userId, side: payment.side, plan_name: payment.planName },
      ...options.session,
    },
    { created: options.created },
  );
}

/** `invoice_payment.paid`: the one event that says which payment intent paid an invoice. */
export function invoicePaymentPaid(invoiceId: string, paymentIntentId: string, options: { created?: number } = {}) {
  return stripeEvent(
    'invoice_payment.paid',
    { id: randomId('inpay'), object: 'invoice_payment', invoice: invoiceId, is_default: true, status: 'paid', payment: { type: 'payment_intent', payment_intent: paymentIntentId } },
    options,
  );
}

/** A paid renewal invoice: the subscription under `parent`, the period on its line, no payment intent. */
export function renewalInvoice(subscriptionId: string, period: { start: Date; end: Date }, options: { id?: string; amountCents?: number; metadata?: Record<string, string> } = {}) {
  return {
    id: options.id ?? randomId('in'),
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    status: 'paid',
    amount_paid: options.amountCents ?? 39900,
    currency: 'usd',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: options.metadata ?? {} } },
    lines: { object: 'list', data: [{ object: 'line_item', period: { start: toSeconds(period.start), end: toSeconds(period.end) } }] },
  };
}

/** A subscription as `customer.subscription.*` carries it: the period on its items. */
export function subscriptionObject(id: string, values: { status?: string; cancelAtPeriodEnd?: boolean; periodEnd?: Date; metadata?: Record<string, string> } = {}) {
  return {
    id,
    object: 'subscription',
    status: values.status ?? 'active',
    cancel_at_period_end: values.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    ...(values.periodEnd && { items: { object: 'list', data: [{ object: 'subscription_item', current_period_end: toSeconds(values.periodEnd) }] } }),
    metadata: values.metadata ?? {},
  };
}

/** A subscription invoice's refunded charge: it names the payment intent only (no invoice, no metadata). */
export function chargeRefunded(paymentIntentId: string, options: { created?: number; amount?: number } = {}) {
  return stripeEvent(
    'charge.refunded',
    { id: randomId('ch'), object: 'charge', payment_intent: paymentIntentId, amount: options.amount ?? 39900, amount_refunded: options.amount ?? 39900, refunded: true, metadata: {} },
    { created: options.created },
  );
}

/** Posts an event to the webhook signed with `secret`, as Stripe does (optionally with an old timestamp, or a different body than signed). */
export async function deliver(
  t: TestApp,
  event: unknown,
  options: { secret?: string; timestamp?: number; body?: string; signature?: string | null; contentType?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === null
      ? undefined
      : (options.signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? 'whsec_test', timestamp: options.timestamp }));
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': options.contentType ?? 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: options.body ?? payload,
  });
}

export const eventRow = async (t: TestApp, id: string) =>
  (
    await query<{ id: string; outcome: string | null; processed_at: string | null; attempts: number; last_error: string | null; next_attempt_at: string; payload: Record<string, unknown> }>(
      t,
      sql`SELECT id, outcome, processed_at, attempts, last_error, next_attempt_at, payload FROM payment_events WHERE id = ${id}`,
    )
  )[0];

/** Makes a waiting event (a retry, or owed follow-ups) due now, as time passing would. */
export const makeDue = (t: TestApp, id: string) => t.database.db.execute(sql`UPDATE payment_events SET next_attempt_at = now() WHERE id = ${id}`);
