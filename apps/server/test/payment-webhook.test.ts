import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_QUOTAS } from '@tradelink/shared/constants/plans';
import { addMonths } from '@tradelink/shared/rules/plans';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { startFakeStripe, type FakeStripe } from './factories/fake-stripe.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import {
  checkoutCompleted,
  createPendingPayment,
  deliver,
  eventRow,
  ledgerRows,
  mailsTo,
  nowSeconds,
  paymentRow,
  paymentsOf,
  query,
  quotasOf,
  randomId,
  sidePlan,
  startCheckout,
  stripeEvent,
  subscriptionsOf,
} from './factories/payment.ts';
import { createSupplier } from './factories/selling.ts';

// Stripe configured: checkout goes to Stripe (a local fake of its API), and Stripe's webhooks are
// the only thing that changes a payment. Events are signed as Stripe signs them.

let t: TestApp;
let stripe: FakeStripe;
let operator: OperatorAccount;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_dummy', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_BASE: stripe.url });
  operator = await createOperator(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const { quotations_per_month: _s, ...STARTER_QUOTAS } = PLAN_QUOTAS.Starter;
const { quotations_per_month: _f, ...FREE_QUOTAS } = PLAN_QUOTAS.Free;

/** A supplier with a pending Stripe checkout for Starter, 6 months. */
async function pendingSupplier(options: { paymentIntentId?: string } = {}) {
  const seller = await createSupplier(t);
  const payment = await createPendingPayment(t, seller.userId, options);
  return { seller, payment };
}

/** Delivers a signed event and waits until the worker has applied it. */
async function deliverAndApply(event: { id: string }) {
  const res = await deliver(t, event);
  expect(res.statusCode).toBe(200);
  await t.payments.flush();
  return eventRow(t, event.id);
}

describe('checkout with Stripe', () => {
  it('opens a subscription Checkout Session at the table’s price and returns its page', async () => {
    const seller = await createSupplier(t);
    const res = await startCheckout(t, seller.cookie, { plan_name: 'Starter', months: 6, return_to: '/business/leads', amount_cents: 1 });
    expect(res.statusCode).toBe(200);
    const data = res.json().message.data;
    expect(data).toMatchObject({ provider: 'stripe', redirect_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake\d+$/) });

    const [request] = stripe.to('POST', '/v1/checkout/sessions').slice(-1);
    const p = request!.params;
    expect(p.get('mode')).toBe('subscription');
    expect(p.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(p.get('line_items[0][price_data][unit_amount]')).toBe('39900');
    expect(p.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(p.get('line_items[0][price_data][recurring][interval_count]')).toBe('6');
    expect(p.get('line_items[0][price_data][product_data][name]')).toContain('Tradelink');
    expect(p.get('customer_email')).toBe(seller.email);
    expect(p.get('metadata[payment_id]')).toBe(data.payment_id);
    expect(p.get('metadata[user_id]')).toBe(seller.userId);
    expect(p.get('metadata[price_id]')).toBe('supplier-starter-6m');
    expect(p.get('subscription_data[metadata][payment_id]')).toBe(data.payment_id);
    const success = p.get('success_url')!;
    expect(success.startsWith(`http://localhost:3000/payment-details/${data.payment_id}?from=checkout&direct-url=`)).toBe(true);
    expect(Buffer.from(decodeURIComponent(success.split('direct-url=')[1]!), 'base64').toString()).toBe('/business/leads');
    expect(p.get('cancel_url')).toBe('http://localhost:3000/supplier-premium-payment/starter-6m');
    expect(request!.idempotencyKey).toBe(`checkout-${data.payment_id}`);

    const row = await paymentRow(t, data.payment_id);
    expect(row).toMatchObject({ provider: 'stripe', status: 'payment_pending', amountCents: 39900 });
    expect(row.checkoutSessionId).toMatch(/^cs_test_fake/);
    // Coming back from Stripe changes nothing: only the webhook does.
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
  });

  it('bills a yearly plan once a year; the sandbox card form does not exist', async () => {
    const seller = await createSupplier(t);
    const res = await startCheckout(t, seller.cookie, { plan_name: 'Advance', months: 12 });
    const [request] = stripe.to('POST', '/v1/checkout/sessions').slice(-1);
    expect(request!.params.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(request!.params.get('line_items[0][price_data][unit_amount]')).toBe('99900');
    const pay = await call(t.app, 'POST', 'membership.sandbox_pay', {
      cookie: seller.cookie,
      body: { payment_id: res.json().message.data.payment_id, card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123', cardholder: 'A' },
    });
    expect(pay.statusCode).toBe(404);
  });
});

describe('webhook signature', () => {
  it('a valid event is answered 200 and applied: paid, plan, quotas, ledger, receipt', async () => {
    const { seller, payment } = await pendingSupplier();
    const event = checkoutCompleted(payment, randomId('sub'), randomId('pi'));
    const res = await deliver(t, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    await t.payments.flush();
    expect((await eventRow(t, event.id))!.outcome).toBe('applied');
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'paid', paymentIntentId: event.data.object.payment_intent });
    const plan = await sidePlan(t, seller.userId, 'supplier');
    expect(plan.planName).toBe('Starter');
    expect(Math.abs(plan.planEndDate!.getTime() - addMonths(new Date(event.created * 1000), 6).getTime())).toBeLessThan(1000);
    expect(await quotasOf(t, seller.supplierId)).toEqual(STARTER_QUOTAS);
    expect(await ledgerRows(t, seller.supplierId, 'plan_activated')).toHaveLength(1);
    expect(await mailsTo(t, seller.email, 'notice_paymentReceipt')).toHaveLength(1);
  });

  it('a tampered body, a wrong secret or no signature is refused with 400 and nothing is stored', async () => {
    const { seller, payment } = await pendingSupplier();
    const event = checkoutCompleted(payment, randomId('sub'), null);
    const signed = JSON.stringify(event);
    const tampered = await deliver(t, event, { body: signed.replace('"paid"', '"paid" ') });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await deliver(t, event, { secret: 'whsec_other' })).statusCode).toBe(400);
    expect((await deliver(t, event, { signature: null })).statusCode).toBe(400);
    await t.payments.flush();
    expect(await eventRow(t, event.id)).toBeUndefined();
    expect((await paymentRow(t, payment.id)).status).toBe('payment_pending');
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
  });

  it('a signature older than 5 minutes is refused', async () => {
    const { payment } = await pendingSupplier();
    const event = checkoutCompleted(payment, randomId('sub'), null);
    const stale = await deliver(t, event, { timestamp: nowSeconds() - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await eventRow(t, event.id)).toBeUndefined();
    // Within the tolerance it is fine.
    expect((await deliver(t, event, { timestamp: nowSeconds() - 240 })).statusCode).toBe(200);
  });
});

describe('idempotency and order', () => {
  it('the same event delivered 5 times has one effect', async () => {
    const { seller, payment } = await pendingSupplier();
    const event = checkoutCompleted(payment, randomId('sub'), randomId('pi'));
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(t, event)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await t.payments.flush();
    expect((await paymentsOf(t, seller.userId)).filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(await ledgerRows(t, seller.supplierId, 'plan_activated')).toHaveLength(1);
    expect(await subscriptionsOf(t, seller.userId)).toHaveLength(1);
    expect(await mailsTo(t, seller.email, 'notice_paymentReceipt')).toHaveLength(1);
    // A second event id for the same session (Stripe retrying as a new event) changes nothing either.
    const other = { ...checkoutCompleted(payment, randomId('sub'), randomId('pi')), id: randomId('evt') };
    expect((await deliverAndApply(other))!.outcome).toBe('ignored_stale');
    expect(await subscriptionsOf(t, seller.userId)).toHaveLength(1);
  });

  it('an older customer.subscription.updated never overwrites a newer one', async () => {
    const { seller, payment } = await pendingSupplier();
    const sub = randomId('sub');
    await deliverAndApply(checkoutCompleted(payment, sub, randomId('pi')));
    const periodEnd = nowSeconds() + 180 * 86_400;
    const update = (cancel: boolean, created: number) =>
      stripeEvent('customer.subscription.updated', { id: sub, object: 'subscription', status: 'active', cancel_at_period_end: cancel, current_period_end: periodEnd }, { created });
    const newer = update(true, nowSeconds() + 20);
    const older = update(false, nowSeconds() + 10);
    expect((await deliverAndApply(newer))!.outcome).toBe('applied');
    expect((await deliverAndApply(older))!.outcome).toBe('ignored_stale');
    const [row] = await subscriptionsOf(t, seller.userId);
    expect(row!.cancel_at_period_end).toBe(true);
    expect(await mailsTo(t, seller.email, 'notice_subscriptionCancelled')).toHaveLength(1);

    // Deleted, then a late update saying active: a canceled subscription stays canceled.
    await deliverAndApply(stripeEvent('customer.subscription.deleted', { id: sub, object: 'subscription', status: 'canceled' }, { created: nowSeconds() + 30 }));
    await deliverAndApply(update(false, nowSeconds() + 40));
    expect((await subscriptionsOf(t, seller.userId))[0]!.status).toBe('canceled');
    // The plan stays until its end date.
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Starter');
  });

  it('charge.refunded then a late checkout.session.completed does not re-activate', async () => {
    const { seller, payment } = await pendingSupplier();
    const intent = randomId('pi');
    await deliverAndApply(checkoutCompleted(payment, randomId('sub'), intent));
    const refund = stripeEvent('charge.refunded', { id: randomId('ch'), object: 'charge', payment_intent: intent, amount: 39900, amount_refunded: 39900, refunded: true });
    expect((await deliverAndApply(refund))!.outcome).toBe('applied');
    expect((await paymentRow(t, payment.id)).status).toBe('refunded');
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
    expect(await quotasOf(t, seller.supplierId)).toEqual(FREE_QUOTAS);
    const ledgerBefore = await ledgerRows(t, seller.supplierId, 'plan_activated');

    const late = checkoutCompleted(payment, randomId('sub'), intent);
    expect((await deliverAndApply(late))!.outcome).toBe('ignored_stale');
    expect((await paymentRow(t, payment.id)).status).toBe('refunded');
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
    expect(await ledgerRows(t, seller.supplierId, 'plan_activated')).toEqual(ledgerBefore);
    expect(await mailsTo(t, seller.email, 'notice_paymentRefunded')).toHaveLength(1);
  });

  it('a refund that arrives before the payment’s confirmation keeps it from ever activating', async () => {
    const intent = randomId('pi');
    const { seller, payment } = await pendingSupplier({ paymentIntentId: intent });
    await deliverAndApply(stripeEvent('charge.refunded', { id: randomId('ch'), object: 'charge', payment_intent: intent, refunded: true }, { created: nowSeconds() + 5 }));
    await deliverAndApply(checkoutCompleted(payment, randomId('sub'), intent));
    expect((await paymentRow(t, payment.id)).status).toBe('refunded');
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
    expect(await subscriptionsOf(t, seller.userId)).toHaveLength(0);
  });

  it('a renewal invoice delivered twice (and as invoice.payment_succeeded) makes one renewal payment', async () => {
    const { seller, payment } = await pendingSupplier();
    const sub = randomId('sub');
    await deliverAndApply(checkoutCompleted(payment, sub, randomId('pi')));
    const end = (await sidePlan(t, seller.userId, 'supplier')).planEndDate!;
    const invoice = {
      id: randomId('in'),
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 39900,
      currency: 'usd',
      // The newer API's places for the subscription and the payment intent.
      parent: { type: 'subscription_details', subscription_details: { subscription: sub } },
      payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: randomId('pi') } }] },
      lines: { object: 'list', data: [{ period: { start: Math.floor(end.getTime() / 1000), end: Math.floor(addMonths(end, 6).getTime() / 1000) } }] },
    };
    const paid = stripeEvent('invoice.paid', invoice);
    expect((await deliverAndApply(paid))!.outcome).toBe('applied');
    await deliverAndApply(paid);
    expect((await deliverAndApply(stripeEvent('invoice.payment_succeeded', invoice)))!.outcome).toBe('ignored_stale');
    const renewals = (await paymentsOf(t, seller.userId)).filter((p) => p.kind === 'renewal');
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'paid', amount_cents: 39900, invoice_id: invoice.id });
    expect((await sidePlan(t, seller.userId, 'supplier')).planEndDate!.getTime()).toBe(addMonths(end, 6).getTime());
    expect(await ledgerRows(t, seller.supplierId, 'plan_renewed')).toHaveLength(1);
    expect(await mailsTo(t, seller.email, 'notice_planRenewed')).toHaveLength(1);
  });

  it('the first invoice of a subscription is left to the checkout; unknown events and payments are ignored', async () => {
    const { seller, payment } = await pendingSupplier();
    const created = stripeEvent('invoice.paid', { id: randomId('in'), object: 'invoice', billing_reason: 'subscription_create', subscription: randomId('sub'), amount_paid: 39900 });
    expect((await deliverAndApply(created))!.outcome).toBe('ignored_unknown');
    expect((await deliverAndApply(stripeEvent('customer.created', { id: randomId('cus'), object: 'customer' })))!.outcome).toBe('ignored_unknown');
    const stranger = checkoutCompleted({ ...payment, id: '00000000-0000-4000-8000-000000000000', checkoutSessionId: randomId('cs') }, randomId('sub'), null);
    expect((await deliverAndApply(stranger))!.outcome).toBe('ignored_unknown');
    expect((await paymentRow(t, payment.id)).status).toBe('payment_pending');
    expect(await paymentsOf(t, seller.userId)).toHaveLength(1);
  });

  it('expired and failed checkouts cancel or mark the payment unpaid, never paid', async () => {
    const expired = await pendingSupplier();
    const session = (p: typeof expired.payment) => ({ id: p.checkoutSessionId, object: 'checkout.session', payment_status: 'unpaid', metadata: { payment_id: p.id, user_id: p.userId } });
    await deliverAndApply(stripeEvent('checkout.session.expired', session(expired.payment)));
    expect((await paymentRow(t, expired.payment.id)).status).toBe('cancelled');
    const failed = await pendingSupplier();
    await deliverAndApply(stripeEvent('checkout.session.async_payment_failed', session(failed.payment)));
    expect(await paymentRow(t, failed.payment.id)).toMatchObject({ status: 'unpaid', failureCode: 'payment_failed' });
  });
});

describe('failures', () => {
  it('an event that fails is retried later, then set aside as failed; others still apply', async () => {
    const { seller, payment } = await pendingSupplier();
    const sub = randomId('sub');
    await deliverAndApply(checkoutCompleted(payment, sub, randomId('pi')));
    // A negative amount breaks a database constraint: the handler's transaction fails.
    const broken = stripeEvent('invoice.paid', { id: randomId('in'), object: 'invoice', billing_reason: 'subscription_cycle', subscription: sub, amount_paid: -1 });
    await deliverAndApply(broken);
    const [first] = await query<{ attempts: number; processed_at: string | null; last_error: string | null; next_attempt_at: string }>(
      t,
      sql`SELECT attempts, processed_at, last_error, next_attempt_at FROM payment_events WHERE id = ${broken.id}`,
    );
    expect(first).toMatchObject({ attempts: 1, processed_at: null });
    expect(first!.last_error).toBeTruthy();
    expect(new Date(first!.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    expect((await paymentsOf(t, seller.userId)).filter((p) => p.kind === 'renewal')).toHaveLength(0);

    // Meanwhile other events are applied.
    const update = stripeEvent('customer.subscription.updated', { id: sub, object: 'subscription', status: 'active', cancel_at_period_end: true });
    expect((await deliverAndApply(update))!.outcome).toBe('applied');

    // The last allowed attempt fails too: the event is set aside.
    await t.database.db.execute(sql`UPDATE payment_events SET attempts = 7, next_attempt_at = now() WHERE id = ${broken.id}`);
    await t.payments.flush();
    expect(await eventRow(t, broken.id)).toMatchObject({ outcome: 'failed', attempts: 8 });
    expect((await eventRow(t, broken.id))!.processed_at).not.toBeNull();
  });
});

describe('provider calls', () => {
  it('a new plan ends the replaced Stripe subscription at Stripe', async () => {
    const { seller, payment } = await pendingSupplier();
    const oldSub = randomId('sub');
    await deliverAndApply(checkoutCompleted(payment, oldSub, randomId('pi')));
    const upgrade = await createPendingPayment(t, seller.userId, { plan: 'Advance', months: 1 });
    await deliverAndApply(checkoutCompleted(upgrade, randomId('sub'), randomId('pi')));
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Advance');
    expect(stripe.to('DELETE', `/v1/subscriptions/${oldSub}`)).toHaveLength(1);
    expect((await subscriptionsOf(t, seller.userId)).map((s) => s.status)).toEqual(['canceled', 'active']);
  });

  it('cancel asks Stripe; the change arrives by webhook', async () => {
    const { seller, payment } = await pendingSupplier();
    const sub = randomId('sub');
    await deliverAndApply(checkoutCompleted(payment, sub, randomId('pi')));
    const res = await call(t.app, 'POST', 'membership.cancel', { cookie: seller.cookie, body: { side: 'supplier' } });
    expect(res.statusCode).toBe(200);
    const [request] = stripe.to('POST', `/v1/subscriptions/${sub}`);
    expect(request!.params.get('cancel_at_period_end')).toBe('true');
    expect((await subscriptionsOf(t, seller.userId))[0]!.cancel_at_period_end).toBe(false);
  });

  it('an operator refund asks Stripe with the payment intent, audited; the webhook completes it', async () => {
    const { seller, payment } = await pendingSupplier();
    const intent = randomId('pi');
    await deliverAndApply(checkoutCompleted(payment, randomId('sub'), intent));
    const res = await call(t.app, 'POST', 'admin.refund_payment', { cookie: operator.cookie, body: { payment_id: payment.id, reason: 'Duplicate purchase' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.data).toMatchObject({ status: 'paid', refund_reason: 'Duplicate purchase' });
    const refunds = stripe.to('POST', '/v1/refunds').filter((r) => r.params.get('payment_intent') === intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toBe(`refund-${payment.id}`);
    const audit = await query<{ action: string }>(t, sql`SELECT action FROM audit_log WHERE target_type = 'payment' AND target_id = ${payment.id}`);
    expect(audit).toEqual([{ action: 'payment.refund' }]);
    await deliverAndApply(stripeEvent('charge.refunded', { id: randomId('ch'), object: 'charge', payment_intent: intent, refunded: true }));
    expect((await paymentRow(t, payment.id)).status).toBe('refunded');
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
  });
});
