import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_QUOTAS } from '@tradelink/shared/constants/plans';
import { addMonths } from '@tradelink/shared/rules/plans';
import { runMembershipJobs } from '../src/modules/membership/membership-jobs.ts';
import { stripeProvider } from '../src/modules/payment/stripe.provider.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { startFakeStripe, type FakeStripe } from './factories/fake-stripe.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import {
  chargeRefunded,
  checkoutCompleted,
  createPendingPayment,
  deliver,
  eventRow,
  invoicePaymentPaid,
  ledgerRows,
  mailsTo,
  makeDue,
  nowSeconds,
  paymentRow,
  paymentsOf,
  query,
  quotasOf,
  randomId,
  renewalInvoice,
  sidePlan,
  startCheckout,
  stripeEvent,
  subscriptionObject,
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
async function pendingSupplier(options: { paymentIntentId?: string; months?: number } = {}) {
  const seller = await createSupplier(t);
  const payment = await createPendingPayment(t, seller.userId, options);
  return { seller, payment };
}

/** A supplier who paid that checkout: Stripe's session event, then its invoice payment's, applied. */
async function paidSupplier(options: { months?: number } = {}) {
  const { seller, payment } = await pendingSupplier(options);
  const sub = randomId('sub');
  const invoice = randomId('in');
  const intent = randomId('pi');
  await deliverAndApply(checkoutCompleted(payment, sub, { invoiceId: invoice }));
  await deliverAndApply(invoicePaymentPaid(invoice, intent));
  return { seller, payment, sub, invoice, intent };
}

const at = (date: Date | string) => new Date(date).getTime();

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
    const invoice = randomId('in');
    const event = checkoutCompleted(payment, randomId('sub'), { invoiceId: invoice });
    const res = await deliver(t, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    await t.payments.flush();
    expect((await eventRow(t, event.id))!.outcome).toBe('applied');
    // The session names the first invoice, not the payment intent (this API version has none there).
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'paid', invoiceId: invoice, paymentIntentId: null });
    const plan = await sidePlan(t, seller.userId, 'supplier');
    expect(plan.planName).toBe('Starter');
    expect(Math.abs(plan.planEndDate!.getTime() - addMonths(new Date(event.created * 1000), 6).getTime())).toBeLessThan(1000);
    expect(await quotasOf(t, seller.supplierId)).toEqual(STARTER_QUOTAS);
    expect(await ledgerRows(t, seller.supplierId, 'plan_activated')).toHaveLength(1);
    expect(await mailsTo(t, seller.email, 'notice_paymentReceipt')).toHaveLength(1);

    // `invoice_payment.paid` says which payment intent paid that invoice: stored for refunds.
    const intent = randomId('pi');
    expect((await deliverAndApply(invoicePaymentPaid(invoice, intent)))!.outcome).toBe('applied');
    expect((await paymentRow(t, payment.id)).paymentIntentId).toBe(intent);
  });

  it('a tampered body, a wrong secret or no signature is refused with 400 and nothing is stored', async () => {
    const { seller, payment } = await pendingSupplier();
    const event = checkoutCompleted(payment, randomId('sub'));
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
    const event = checkoutCompleted(payment, randomId('sub'));
    const stale = await deliver(t, event, { timestamp: nowSeconds() - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await eventRow(t, event.id)).toBeUndefined();
    // Within the tolerance it is fine.
    expect((await deliver(t, event, { timestamp: nowSeconds() - 240 })).statusCode).toBe(200);
  });
});

describe('what a paid session must match', () => {
  it('refuses a session whose amount or currency differs from the payment, or that required no payment', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ amount_total: 100 }, /took 100 USD/],
      [{ currency: 'eur' }, /took 39900 EUR/],
      [{ payment_status: 'no_payment_required', amount_total: 0 }, /required no payment/],
    ];
    for (const [session, reason] of cases) {
      const { seller, payment } = await pendingSupplier();
      const event = checkoutCompleted(payment, randomId('sub'), { session });
      const row = await deliverAndApply(event);
      // Set aside at once (retrying cannot make it right), with the reason for support.
      expect(row).toMatchObject({ outcome: 'failed', attempts: 1 });
      expect(row!.last_error).toMatch(reason);
      expect((await paymentRow(t, payment.id)).status).toBe('payment_pending');
      expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
      expect(await subscriptionsOf(t, seller.userId)).toHaveLength(0);
    }
  });
});

describe('idempotency and order', () => {
  it('the same event delivered 5 times has one effect', async () => {
    const { seller, payment } = await pendingSupplier();
    const event = checkoutCompleted(payment, randomId('sub'));
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(t, event)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await t.payments.flush();
    expect((await paymentsOf(t, seller.userId)).filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(await ledgerRows(t, seller.supplierId, 'plan_activated')).toHaveLength(1);
    expect(await subscriptionsOf(t, seller.userId)).toHaveLength(1);
    expect(await mailsTo(t, seller.email, 'notice_paymentReceipt')).toHaveLength(1);
    // A second event id for the same session (Stripe retrying as a new event) changes nothing either.
    const other = { ...checkoutCompleted(payment, randomId('sub')), id: randomId('evt') };
    expect((await deliverAndApply(other))!.outcome).toBe('ignored_stale');
    expect(await subscriptionsOf(t, seller.userId)).toHaveLength(1);
  });

  it('an older customer.subscription.updated never overwrites a newer one', async () => {
    const { seller, sub } = await paidSupplier();
    const periodEnd = new Date(Date.now() + 180 * 86_400_000);
    const update = (cancel: boolean, created: number) => stripeEvent('customer.subscription.updated', subscriptionObject(sub, { cancelAtPeriodEnd: cancel, periodEnd }), { created });
    const newer = update(true, nowSeconds() + 20);
    const older = update(false, nowSeconds() + 10);
    expect((await deliverAndApply(newer))!.outcome).toBe('applied');
    expect((await deliverAndApply(older))!.outcome).toBe('ignored_stale');
    const [row] = await subscriptionsOf(t, seller.userId);
    expect(row!.cancel_at_period_end).toBe(true);
    expect(at(row!.current_period_end)).toBe(Math.floor(periodEnd.getTime() / 1000) * 1000);
    expect(await mailsTo(t, seller.email, 'notice_subscriptionCancelled')).toHaveLength(1);

    // Deleted, then a late update saying active: a canceled subscription stays canceled.
    await deliverAndApply(stripeEvent('customer.subscription.deleted', subscriptionObject(sub, { status: 'canceled' }), { created: nowSeconds() + 30 }));
    await deliverAndApply(update(false, nowSeconds() + 40));
    expect((await subscriptionsOf(t, seller.userId))[0]!.status).toBe('canceled');
    // The plan stays until its end date.
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Starter');
  });

  it('charge.refunded (naming only the payment intent) then a late checkout.session.completed does not re-activate', async () => {
    const { seller, payment, intent } = await paidSupplier();
    expect((await deliverAndApply(chargeRefunded(intent)))!.outcome).toBe('applied');
    expect((await paymentRow(t, payment.id)).status).toBe('refunded');
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
    expect(await quotasOf(t, seller.supplierId)).toEqual(FREE_QUOTAS);
    const ledgerBefore = await ledgerRows(t, seller.supplierId, 'plan_activated');

    const late = checkoutCompleted(payment, randomId('sub'));
    expect((await deliverAndApply(late))!.outcome).toBe('ignored_stale');
    expect((await paymentRow(t, payment.id)).status).toBe('refunded');
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
    expect(await ledgerRows(t, seller.supplierId, 'plan_activated')).toEqual(ledgerBefore);
    expect(await mailsTo(t, seller.email, 'notice_paymentRefunded')).toHaveLength(1);
  });

  it('a refund that arrives before the payment’s confirmation keeps it from ever activating', async () => {
    const intent = randomId('pi');
    const { seller, payment } = await pendingSupplier({ paymentIntentId: intent });
    await deliverAndApply(chargeRefunded(intent, { created: nowSeconds() + 5 }));
    await deliverAndApply(checkoutCompleted(payment, randomId('sub')));
    expect((await paymentRow(t, payment.id)).status).toBe('refunded');
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
    expect(await subscriptionsOf(t, seller.userId)).toHaveLength(0);
  });

  it('invoice_payment.paid that arrives before its checkout waits for it, then stores the intent', async () => {
    const { payment } = await pendingSupplier();
    const invoice = randomId('in');
    const intent = randomId('pi');
    const early = invoicePaymentPaid(invoice, intent, { created: nowSeconds() - 1 });
    expect(await deliverAndApply(early)).toMatchObject({ outcome: null, processed_at: null, attempts: 1 });
    await deliverAndApply(checkoutCompleted(payment, randomId('sub'), { invoiceId: invoice }));
    await makeDue(t, early.id);
    await t.payments.flush();
    expect((await eventRow(t, early.id))!.outcome).toBe('applied');
    expect((await paymentRow(t, payment.id)).paymentIntentId).toBe(intent);
  });

  it('a renewal invoice delivered twice (and as invoice.payment_succeeded) makes one renewal payment for the line’s period', async () => {
    const { seller, sub } = await paidSupplier();
    const end = (await sidePlan(t, seller.userId, 'supplier')).planEndDate!;
    const invoice = renewalInvoice(sub, { start: end, end: addMonths(end, 6) });
    const paid = stripeEvent('invoice.paid', invoice);
    expect((await deliverAndApply(paid))!.outcome).toBe('applied');
    await deliverAndApply(paid);
    expect((await deliverAndApply(stripeEvent('invoice.payment_succeeded', invoice)))!.outcome).toBe('ignored_stale');
    const renewals = (await paymentsOf(t, seller.userId)).filter((p) => p.kind === 'renewal');
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'paid', amount_cents: 39900, invoice_id: invoice.id });
    const renewal = await paymentRow(t, renewals[0]!.id);
    expect([renewal.periodStart!.getTime(), renewal.periodEnd!.getTime()]).toEqual([end.getTime(), addMonths(end, 6).getTime()]);
    expect((await sidePlan(t, seller.userId, 'supplier')).planEndDate!.getTime()).toBe(addMonths(end, 6).getTime());
    expect(await ledgerRows(t, seller.supplierId, 'plan_renewed')).toHaveLength(1);
    expect(await mailsTo(t, seller.email, 'notice_planRenewed')).toHaveLength(1);
    // Its payment intent arrives with invoice_payment.paid.
    const intent = randomId('pi');
    await deliverAndApply(invoicePaymentPaid(invoice.id, intent));
    expect(renewal.paymentIntentId).toBeNull();
    expect((await paymentRow(t, renewal.id)).paymentIntentId).toBe(intent);
  });

  it('a renewal after Stripe moved the subscription’s period extends an extended plan from its own end', async () => {
    // Bought for a month, then a month more: the second checkout's subscription bills from now,
    // while the plan runs two months.
    const { seller, payment } = await pendingSupplier({ months: 1 });
    await deliverAndApply(checkoutCompleted(payment, randomId('sub')));
    const extension = await createPendingPayment(t, seller.userId, { months: 1 });
    const sub = randomId('sub');
    await deliverAndApply(checkoutCompleted(extension, sub));
    const planEnd = (await sidePlan(t, seller.userId, 'supplier')).planEndDate!;
    const billingEnd = new Date((await subscriptionsOf(t, seller.userId)).find((s) => s.provider_subscription_id === sub)!.current_period_end);

    // Stripe moves the subscription to its next period an hour before the renewal is paid.
    const next = { start: billingEnd, end: addMonths(billingEnd, 1) };
    await deliverAndApply(stripeEvent('customer.subscription.updated', subscriptionObject(sub, { periodEnd: next.end }), { created: nowSeconds() + 10 }));
    expect((await deliverAndApply(stripeEvent('invoice.paid', renewalInvoice(sub, next, { amountCents: 9900 }), { created: nowSeconds() + 20 })))!.outcome).toBe('applied');

    expect((await sidePlan(t, seller.userId, 'supplier')).planEndDate!.getTime()).toBe(addMonths(planEnd, 1).getTime());
    const renewal = (await paymentsOf(t, seller.userId)).find((p) => p.kind === 'renewal')!;
    const row = await paymentRow(t, renewal.id);
    expect([row.periodStart!.getTime(), row.periodEnd!.getTime()]).toEqual([next.start.getTime(), next.end.getTime()]);
    const live = (await subscriptionsOf(t, seller.userId)).find((s) => s.provider_subscription_id === sub)!;
    expect(at(live.current_period_end)).toBe(next.end.getTime());
  });

  it('past due stops the renewal grace; an invoice paid late brings the subscription and the plan back', async () => {
    const { seller, sub } = await paidSupplier();
    await deliverAndApply(stripeEvent('customer.subscription.updated', subscriptionObject(sub, { status: 'past_due' }), { created: nowSeconds() + 10 }));
    expect((await subscriptionsOf(t, seller.userId))[0]!.status).toBe('past_due');
    // The plan's end passed an hour ago; a billing subscription would get three days' grace.
    const ended = new Date(Date.now() - 3_600_000);
    await t.database.db.execute(sql`UPDATE suppliers SET plan_end_date = ${ended.toISOString()} WHERE user_id = ${seller.userId}`);
    await runMembershipJobs(t.app.deps);
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');

    // Stripe's retry collects the invoice: the subscription bills again and the plan is renewed.
    const period = { start: ended, end: addMonths(ended, 6) };
    expect((await deliverAndApply(stripeEvent('invoice.paid', renewalInvoice(sub, period), { created: nowSeconds() + 20 })))!.outcome).toBe('applied');
    expect((await subscriptionsOf(t, seller.userId))[0]!.status).toBe('active');
    const plan = await sidePlan(t, seller.userId, 'supplier');
    expect(plan.planName).toBe('Starter');
    expect(plan.planEndDate!.getTime()).toBe(addMonths(new Date(Math.floor(ended.getTime() / 1000) * 1000), 6).getTime());
  });

  it('the first invoice of a subscription is left to the checkout; events not about us are ignored', async () => {
    const { seller, payment } = await pendingSupplier();
    const created = stripeEvent('invoice.paid', { id: randomId('in'), object: 'invoice', billing_reason: 'subscription_create', subscription: randomId('sub'), amount_paid: 39900 });
    expect((await deliverAndApply(created))!.outcome).toBe('ignored_unknown');
    expect((await deliverAndApply(stripeEvent('customer.created', { id: randomId('cus'), object: 'customer' })))!.outcome).toBe('ignored_unknown');
    // A session without our metadata, for no session of ours: someone else's.
    const foreign = checkoutCompleted({ ...payment, checkoutSessionId: randomId('cs') }, randomId('sub'), { session: { metadata: {} } });
    expect((await deliverAndApply(foreign))!.outcome).toBe('ignored_unknown');
    expect((await deliverAndApply(stripeEvent('customer.subscription.updated', subscriptionObject(randomId('sub')))))!.outcome).toBe('ignored_unknown');
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

describe('events ahead of what they are about', () => {
  it('a session naming a payment of ours that is not stored is retried, then set aside as failed', async () => {
    const { payment } = await pendingSupplier();
    const stranger = checkoutCompleted({ ...payment, id: '00000000-0000-4000-8000-000000000000', checkoutSessionId: randomId('cs') }, randomId('sub'));
    const first = await deliverAndApply(stranger);
    expect(first).toMatchObject({ outcome: null, processed_at: null, attempts: 1 });
    expect(first!.last_error).toMatch(/EventNotReady/);
    expect(at(first!.next_attempt_at)).toBeGreaterThan(Date.now());
    // Still missing at the last allowed attempt: set aside for support.
    await t.database.db.execute(sql`UPDATE payment_events SET attempts = 7, next_attempt_at = now() WHERE id = ${stranger.id}`);
    await t.payments.flush();
    expect(await eventRow(t, stranger.id)).toMatchObject({ outcome: 'failed', attempts: 8 });
    expect((await paymentRow(t, payment.id)).status).toBe('payment_pending');
  });

  it('a subscription update that arrives before its checkout is applied once the checkout is', async () => {
    const { seller, payment } = await pendingSupplier();
    const sub = randomId('sub');
    const update = stripeEvent('customer.subscription.updated', subscriptionObject(sub, { cancelAtPeriodEnd: true, metadata: { payment_id: payment.id, user_id: seller.userId } }), {
      created: nowSeconds() + 5,
    });
    expect(await deliverAndApply(update)).toMatchObject({ outcome: null, attempts: 1 });
    await deliverAndApply(checkoutCompleted(payment, sub));
    expect((await subscriptionsOf(t, seller.userId))[0]!.cancel_at_period_end).toBe(false);
    await makeDue(t, update.id);
    await t.payments.flush();
    expect((await eventRow(t, update.id))!.outcome).toBe('applied');
    expect((await subscriptionsOf(t, seller.userId))[0]!.cancel_at_period_end).toBe(true);
  });
});

describe('failures', () => {
  it('an event that fails is retried later, then set aside as failed; others still apply', async () => {
    const { seller, sub } = await paidSupplier();
    // A negative amount breaks a database constraint: the handler's transaction fails.
    const broken = stripeEvent('invoice.paid', renewalInvoice(sub, { start: new Date(), end: addMonths(new Date(), 6) }, { amountCents: -1 }));
    await deliverAndApply(broken);
    const first = await eventRow(t, broken.id);
    expect(first).toMatchObject({ attempts: 1, processed_at: null });
    expect(first!.last_error).toBeTruthy();
    expect(at(first!.next_attempt_at)).toBeGreaterThan(Date.now());
    expect((await paymentsOf(t, seller.userId)).filter((p) => p.kind === 'renewal')).toHaveLength(0);

    // Meanwhile other events are applied.
    const update = stripeEvent('customer.subscription.updated', subscriptionObject(sub, { cancelAtPeriodEnd: true }), { created: nowSeconds() + 5 });
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
    const { seller, sub: oldSub } = await paidSupplier();
    const upgrade = await createPendingPayment(t, seller.userId, { plan: 'Advance', months: 1 });
    const event = checkoutCompleted(upgrade, randomId('sub'));
    await deliverAndApply(event);
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Advance');
    expect(stripe.to('DELETE', `/v1/subscriptions/${oldSub}`)).toHaveLength(1);
    expect((await subscriptionsOf(t, seller.userId)).map((s) => s.status)).toEqual(['canceled', 'active']);
    expect(await eventRow(t, event.id)).toMatchObject({ outcome: 'applied', last_error: null });
    expect((await eventRow(t, event.id))!.processed_at).not.toBeNull();
  });

  it('a provider call that fails after commit is recorded and retried until it goes through', async () => {
    const { seller, sub: oldSub } = await paidSupplier();
    stripe.fail('DELETE', `/v1/subscriptions/${oldSub}`);
    const upgrade = await createPendingPayment(t, seller.userId, { plan: 'Advance', months: 1 });
    const event = checkoutCompleted(upgrade, randomId('sub'));
    const failed = await deliverAndApply(event);
    // The plan change stands; the call it owes is kept on the event, not forgotten.
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Advance');
    expect(failed).toMatchObject({ outcome: 'applied_followup_failed', processed_at: null });
    expect(failed!.last_error).toContain(oldSub);
    expect(failed!.last_error).toContain('Something went wrong on Stripe’s end');
    expect(at(failed!.next_attempt_at)).toBeGreaterThan(Date.now());
    expect(failed!.payload.tradelink_followups).toEqual([{ kind: 'end_subscription', provider: 'stripe', providerSubscriptionId: oldSub }]);

    // A later pass, once it is due, makes the call again.
    await makeDue(t, event.id);
    await t.payments.flush();
    expect(stripe.to('DELETE', `/v1/subscriptions/${oldSub}`)).toHaveLength(2);
    const done = await eventRow(t, event.id);
    expect(done).toMatchObject({ outcome: 'applied', last_error: null });
    expect(done!.processed_at).not.toBeNull();
    expect(done!.payload).not.toHaveProperty('tradelink_followups');
    // The plan change was applied once.
    expect(await ledgerRows(t, seller.supplierId, 'plan_activated')).toHaveLength(2);

    // Ending it again is a no-op: Stripe already reports it canceled.
    await stripeProvider(t.app.deps).endSubscription(oldSub);
    expect(stripe.to('DELETE', `/v1/subscriptions/${oldSub}`)).toHaveLength(2);
  });

  it('money Stripe still takes for a subscription we ended is recorded, and Stripe is told again to stop it', async () => {
    const { seller, sub } = await paidSupplier();
    // The end was ours (a replaced plan) but Stripe never heard of it.
    await t.database.db.execute(sql`UPDATE subscriptions SET status = 'canceled', canceled_at = now() WHERE provider_subscription_id = ${sub}`);
    const before = await sidePlan(t, seller.userId, 'supplier');
    const start = before.planEndDate!;
    expect((await deliverAndApply(stripeEvent('invoice.paid', renewalInvoice(sub, { start, end: addMonths(start, 6) }))))!.outcome).toBe('applied');
    expect((await paymentsOf(t, seller.userId)).filter((p) => p.kind === 'renewal').map((p) => p.status)).toEqual(['paid']);
    expect((await sidePlan(t, seller.userId, 'supplier')).planEndDate!.getTime()).toBe(start.getTime());
    expect(stripe.to('DELETE', `/v1/subscriptions/${sub}`)).toHaveLength(1);
  });

  it('cancel asks Stripe; the change arrives by webhook', async () => {
    const { seller, sub } = await paidSupplier();
    const res = await call(t.app, 'POST', 'membership.cancel', { cookie: seller.cookie, body: { side: 'supplier' } });
    expect(res.statusCode).toBe(200);
    const [request] = stripe.to('POST', `/v1/subscriptions/${sub}`);
    expect(request!.params.get('cancel_at_period_end')).toBe('true');
    expect((await subscriptionsOf(t, seller.userId))[0]!.cancel_at_period_end).toBe(false);
  });
});

describe('refunds with Stripe', () => {
  it('an operator refund asks Stripe with the payment intent, audited; the webhook completes it', async () => {
    const { seller, payment, intent } = await paidSupplier();
    const res = await call(t.app, 'POST', 'admin.refund_payment', { cookie: operator.cookie, body: { payment_id: payment.id, reason: 'Duplicate purchase' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.data).toMatchObject({ status: 'paid', refund_reason: 'Duplicate purchase' });
    const refunds = stripe.to('POST', '/v1/refunds').filter((r) => r.params.get('payment_intent') === intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toBe(`refund-${payment.id}`);
    const audit = await query<{ action: string }>(t, sql`SELECT action FROM audit_log WHERE target_type = 'payment' AND target_id = ${payment.id}`);
    expect(audit).toEqual([{ action: 'payment.refund' }]);
    await deliverAndApply(chargeRefunded(intent));
    expect((await paymentRow(t, payment.id)).status).toBe('refunded');
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
  });

  it('a payment whose intent never arrived: the refund finds it from the invoice and stores it first', async () => {
    const { seller, payment } = await pendingSupplier();
    const invoice = randomId('in');
    const intent = randomId('pi');
    await deliverAndApply(checkoutCompleted(payment, randomId('sub'), { invoiceId: invoice }));
    stripe.paid(invoice, intent);
    const res = await call(t.app, 'POST', 'admin.refund_payment', { cookie: operator.cookie, body: { payment_id: payment.id, reason: 'Charged twice' } });
    expect(res.statusCode).toBe(200);
    const lookup = stripe.to('GET', '/v1/invoice_payments').findIndex((r) => r.params.get('invoice') === invoice);
    expect(lookup).toBeGreaterThanOrEqual(0);
    const [refund] = stripe.to('POST', '/v1/refunds').filter((r) => r.params.get('payment_intent') === intent);
    expect(refund).toBeDefined();
    expect((await paymentRow(t, payment.id)).paymentIntentId).toBe(intent);
    // Stripe's charge.refunded names only the intent: it finds the payment.
    expect((await deliverAndApply(chargeRefunded(intent)))!.outcome).toBe('applied');
    expect((await paymentRow(t, payment.id)).status).toBe('refunded');
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');

    // Nothing to find: the refund is refused before Stripe is asked to refund anything.
    const bare = await pendingSupplier();
    await deliverAndApply(checkoutCompleted(bare.payment, randomId('sub'), { invoiceId: randomId('in') }));
    const refundsBefore = stripe.to('POST', '/v1/refunds').length;
    const refused = await call(t.app, 'POST', 'admin.refund_payment', { cookie: operator.cookie, body: { payment_id: bare.payment.id, reason: 'Charged twice' } });
    expect(refused.json().code).toBe('PAYMENT_NOT_REFUNDABLE');
    expect(stripe.to('POST', '/v1/refunds')).toHaveLength(refundsBefore);
  });

  it('a refund made at Stripe for a payment whose intent we never learnt is matched through its invoice', async () => {
    const { seller, payment } = await pendingSupplier();
    const invoice = randomId('in');
    const intent = randomId('pi');
    await deliverAndApply(checkoutCompleted(payment, randomId('sub'), { invoiceId: invoice }));
    stripe.paid(invoice, intent);
    const refund = chargeRefunded(intent);
    expect((await deliverAndApply(refund))!.outcome).toBe('applied');
    const asked = stripe.to('GET', '/v1/invoice_payments').filter((r) => r.params.get('payment[payment_intent]') === intent);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.params.get('payment[type]')).toBe('payment_intent');
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'refunded', paymentIntentId: intent });
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
    expect(stripe.to('DELETE', `/v1/subscriptions/${(await subscriptionsOf(t, seller.userId))[0]!.provider_subscription_id}`)).toHaveLength(1);

    // An intent Stripe knows no invoice of is not ours.
    expect((await deliverAndApply(chargeRefunded(randomId('pi'))))!.outcome).toBe('ignored_unknown');
  });
});
