import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUYER_PREMIUM, PLAN_QUOTAS, SANDBOX_CARDS } from '@tradelink/shared/constants/plans';
import { translateError } from '@tradelink/shared/i18n/translate';
import { addMonths } from '@tradelink/shared/rules/plans';
import { loadEnv } from '../src/config/env.ts';
import { signPayload } from '../src/modules/payment/payment-webhook.ts';
import { renewDueSandboxSubscriptions } from '../src/modules/payment/sandbox-renewals.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import {
  buyPlan,
  checkoutCompleted,
  checkoutId,
  createPendingPayment,
  deliver,
  eventRow,
  ledgerRows,
  mailsTo,
  paymentRow,
  paymentsOf,
  payWithCard,
  query,
  quotasOf,
  sidePlan,
  startCheckout,
  subscriptionsOf,
} from './factories/payment.ts';
import { createBuyer, createSupplier } from './factories/selling.ts';
import { setQuotas } from './factories/wallet.ts';
import { payments } from '../src/db/schema/index.ts';

// The sandbox provider end to end (no Stripe key): checkout, the card form with its three test
// cards, the plan and quotas a payment buys, receipts, refunds, cancelling and renewals.

let t: TestApp;
let operator: OperatorAccount;

beforeAll(async () => {
  t = await buildTestApp();
  operator = await createOperator(t);
});
afterAll(() => t.close());

const { contact_quota, conversation_quota, farm_item_post_quota, farm_item_ads_quota } = PLAN_QUOTAS.Starter;
const STARTER_QUOTAS = { contact_quota, conversation_quota, farm_item_post_quota, farm_item_ads_quota };
const { quotations_per_month: _free, ...FREE_QUOTAS } = PLAN_QUOTAS.Free;
const MINUTE = 60_000;

const getPayment = (cookie: string, id: string) => call(t.app, 'GET', 'membership.payment', { cookie, query: { payment_id: id } });

describe('sandbox checkout and payment', () => {
  it('a Free supplier buys Advance (Starter) for 6 months with the success card', async () => {
    const seller = await createSupplier(t);
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
    const res = await startCheckout(t, seller.cookie);
    expect(res.statusCode).toBe(200);
    const checkout = res.json().message.data;
    expect(checkout).toMatchObject({ provider: 'sandbox', redirect_url: null });
    const pending = await paymentRow(t, checkout.payment_id);
    expect(pending).toMatchObject({ status: 'payment_pending', amountCents: 39900, billingEmail: seller.email, billingCountry: 'VN', provider: 'sandbox' });

    const before = Date.now();
    const paid = await payWithCard(t, seller.cookie, checkout.payment_id);
    expect(paid.statusCode).toBe(200);
    const detail = paid.json().message.data;
    expect(detail).toMatchObject({ status: 'paid', card_label: 'Visa •••• 4242', amount_cents: 39900, can_request_refund: true, can_refund: false, failure_code: null });
    expect(detail.number).toMatch(/^TL-\d{6}$/);

    const plan = await sidePlan(t, seller.userId, 'supplier');
    expect(plan.planName).toBe('Starter');
    expect(Math.abs(plan.planEndDate!.getTime() - addMonths(new Date(before), 6).getTime())).toBeLessThan(MINUTE);
    expect(await quotasOf(t, seller.supplierId)).toEqual(STARTER_QUOTAS);
    const activated = await ledgerRows(t, seller.supplierId, 'plan_activated');
    expect(activated).toHaveLength(1);
    expect(activated[0]!.payment_id).toBe(checkout.payment_id);
    const [subscription] = await subscriptionsOf(t, seller.userId);
    expect(subscription).toMatchObject({ status: 'active', plan_name: 'Starter', cancel_at_period_end: false });
    expect(subscription!.provider_subscription_id).toMatch(/^sub_sandbox_/);
    // As with Stripe: the session named the first invoice, its invoice payment the payment intent.
    const row = await paymentRow(t, checkout.payment_id);
    expect(row.invoiceId).toMatch(/^in_sandbox_/);
    expect(row.paymentIntentId).toBe(`pi_${row.invoiceId!.slice(3)}`);

    const receipts = await mailsTo(t, seller.email, 'notice_paymentReceipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain('$399');
    expect(receipts[0]!.textBody).toContain('6 months');
    expect(receipts[0]!.textBody).toContain(`/payment-details/${checkout.payment_id}`);

    // Paying twice is refused; nothing is activated again.
    const again = await payWithCard(t, seller.cookie, checkout.payment_id);
    expect(again.json().code).toBe('PAYMENT_NOT_PENDING');
    expect(await ledgerRows(t, seller.supplierId, 'plan_activated')).toHaveLength(1);
  });

  it('the declined card changes nothing but the failure code, with a translated message', async () => {
    const seller = await createSupplier(t);
    const id = await checkoutId(t, seller.cookie);
    const res = await call(t.app, 'POST', 'membership.sandbox_pay', {
      cookie: seller.cookie,
      lang: 'vi',
      body: { payment_id: id, card_number: SANDBOX_CARDS.declined, exp_month: 1, exp_year: new Date().getUTCFullYear() + 1, cvc: '123', cardholder: 'A' },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'CARD_DECLINED', messages: [translateError('vi', 'codes.CARD_DECLINED')] });
    expect(await paymentRow(t, id)).toMatchObject({ status: 'payment_pending', failureCode: 'card_declined', paidAt: null });
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
    expect(await quotasOf(t, seller.supplierId)).toEqual(FREE_QUOTAS);
    expect(await ledgerRows(t, seller.supplierId, 'plan_activated')).toHaveLength(0);
    expect(await subscriptionsOf(t, seller.userId)).toHaveLength(0);
    // Any other card number that passes the checksum is declined too.
    expect((await payWithCard(t, seller.cookie, id, '5555555555554444')).json().code).toBe('CARD_DECLINED');
    // A declined attempt is not a receipt: no number, nothing to refund; its owner may try again.
    const attempt = (await getPayment(seller.cookie, id)).json().message.data;
    expect(attempt).toMatchObject({ number: null, status: 'payment_pending', failure_code: 'card_declined', can_request_refund: false, can_try_again: true });
    expect((await getPayment(operator.cookie, id)).json().message.data).toMatchObject({ number: null, can_refund: false, can_try_again: false });
  });

  it('gives receipt numbers to charges only: declined, replaced and open checkouts take none', async () => {
    const seller = await createSupplier(t);
    const first = await buyPlan(t, seller.cookie, { months: 1 });
    const firstNumber = (await paymentRow(t, first)).number!;
    expect(firstNumber).toBeGreaterThan(0);

    // A declined card, then a newer checkout that replaces it, then one left open: none is numbered.
    const declined = await checkoutId(t, seller.cookie, { months: 1 });
    expect((await payWithCard(t, seller.cookie, declined, SANDBOX_CARDS.declined)).statusCode).toBe(402);
    const paidLater = await checkoutId(t, seller.cookie, { months: 1 });
    expect(await paymentRow(t, declined)).toMatchObject({ status: 'cancelled', number: null, failureCode: 'card_declined' });
    expect((await paymentRow(t, paidLater)).number).toBeNull();

    // The next charge takes the next number, with no gap left by the attempts.
    const paid = (await payWithCard(t, seller.cookie, paidLater)).json().message.data;
    expect(paid).toMatchObject({ status: 'paid', number: `TL-${String(firstNumber + 1).padStart(6, '0')}`, can_try_again: false });
    const open = await checkoutId(t, seller.cookie, { months: 1 });
    expect((await paymentRow(t, open)).number).toBeNull();

    // History: the two charges as receipts, the declined attempt without a number; the open checkout not at all.
    const history = (await call(t.app, 'GET', 'membership.payments', { cookie: seller.cookie, query: { side: 'supplier' } })).json().message;
    expect(history.data.map((p: { id: string; number: string | null; failure_code: string | null }) => [p.id, p.number, p.failure_code])).toEqual([
      [paidLater, paid.number, null],
      [declined, null, 'card_declined'],
      [first, `TL-${String(firstNumber).padStart(6, '0')}`, null],
    ]);
  });

  it('a receipt number can never be taken back or set on an attempt, even by a direct update', async () => {
    const seller = await createSupplier(t);
    const id = await checkoutId(t, seller.cookie);
    await t.database.db.update(payments).set({ number: 999_999 }).where(eq(payments.id, id));
    expect((await paymentRow(t, id)).number).toBeNull();
    expect((await payWithCard(t, seller.cookie, id)).statusCode).toBe(200);
    const number = (await paymentRow(t, id)).number;
    expect(number).not.toBeNull();
    // A later change to the paid row (a refund) keeps its number.
    await t.database.db.update(payments).set({ status: 'refunded', refundedAt: new Date() }).where(eq(payments.id, id));
    expect((await paymentRow(t, id)).number).toBe(number);
  });

  it('the retry card fails once with a temporary error, then goes through', async () => {
    const seller = await createSupplier(t);
    const id = await checkoutId(t, seller.cookie, { plan_name: 'Advance', months: 1 });
    const first = await payWithCard(t, seller.cookie, id, SANDBOX_CARDS.retry);
    expect(first.statusCode).toBe(402);
    expect(first.json().code).toBe('CARD_TRY_AGAIN');
    expect(await paymentRow(t, id)).toMatchObject({ status: 'payment_pending', failureCode: 'processing_error', attempts: 1 });
    const second = await payWithCard(t, seller.cookie, id, SANDBOX_CARDS.retry);
    expect(second.statusCode).toBe(200);
    expect(second.json().message.data).toMatchObject({ status: 'paid', amount_cents: 19900, failure_code: null });
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Advance');
  });

  it('refuses expired cards and numbers that fail the checksum, naming the field', async () => {
    const seller = await createSupplier(t);
    const id = await checkoutId(t, seller.cookie);
    const expired = await payWithCard(t, seller.cookie, id, SANDBOX_CARDS.success, { exp_month: 1, exp_year: new Date().getUTCFullYear() - 1 });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'exp_year' });
    expect(expired.json().messages[0]).toContain(translateError('en', 'validation.card_expired'));
    const checksum = await payWithCard(t, seller.cookie, id, '4242424242424241');
    expect(checksum.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'card_number' });
    expect((await paymentRow(t, id)).status).toBe('payment_pending');
  });

  it('someone else’s payment is not found; an operator may read it', async () => {
    const owner = await createSupplier(t);
    const stranger = await createSupplier(t);
    const id = await checkoutId(t, owner.cookie);
    expect((await payWithCard(t, stranger.cookie, id)).statusCode).toBe(404);
    expect((await getPayment(stranger.cookie, id)).statusCode).toBe(404);
    expect((await paymentRow(t, id)).status).toBe('payment_pending');
    expect((await payWithCard(t, owner.cookie, id)).statusCode).toBe(200);
    const asOperator = await getPayment(operator.cookie, id);
    expect(asOperator.statusCode).toBe(200);
    expect(asOperator.json().message.data).toMatchObject({ status: 'paid', can_refund: true, can_request_refund: false });
    expect((await call(t.app, 'GET', 'membership.payment', { query: { payment_id: id } })).statusCode).toBe(401);
  });

  it('charges the price table’s amount whatever the request says', async () => {
    const seller = await createSupplier(t);
    const res = await startCheckout(t, seller.cookie, { plan_name: 'Advance', months: 12, amount_cents: 100, amount: 1, price: 1, currency: 'VND' });
    expect(res.statusCode).toBe(200);
    expect(await paymentRow(t, res.json().message.data.payment_id)).toMatchObject({ amountCents: 99900, currency: 'USD', planName: 'Advance', months: 12 });
    expect((await startCheckout(t, seller.cookie, { months: 3 })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'months' });
    expect((await startCheckout(t, seller.cookie, { plan_name: 'Trial' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'plan_name' });
  });

  it('a new checkout replaces the unfinished one on that side', async () => {
    const seller = await createSupplier(t);
    const first = await checkoutId(t, seller.cookie);
    const second = await checkoutId(t, seller.cookie, { plan_name: 'Advance' });
    expect((await paymentRow(t, first)).status).toBe('cancelled');
    expect((await payWithCard(t, seller.cookie, first)).json().code).toBe('PAYMENT_NOT_PENDING');
    expect((await payWithCard(t, seller.cookie, second)).statusCode).toBe(200);
  });
});

describe('buyer premium and sides', () => {
  it('a buyer buys Buyer Premium; other plans and the supplier side are refused', async () => {
    const buyer = await createBuyer(t);
    expect((await startCheckout(t, buyer.cookie, { side: 'supplier' })).json().code).toBe('SUPPLIER_ONLY');
    expect((await startCheckout(t, buyer.cookie, { side: 'buyer', plan_name: 'Advance', months: 12 })).json().code).toBe('PLAN_NOT_SOLD');
    expect((await startCheckout(t, buyer.cookie, { side: 'buyer', plan_name: 'Starter', months: 1 })).json().code).toBe('PLAN_NOT_SOLD');
    const id = await buyPlan(t, buyer.cookie, { side: 'buyer', plan_name: BUYER_PREMIUM.plan, months: BUYER_PREMIUM.months });
    expect(await paymentRow(t, id)).toMatchObject({ status: 'paid', amountCents: BUYER_PREMIUM.amount_cents, side: 'buyer' });
    const plan = await sidePlan(t, buyer.userId, 'buyer');
    expect(plan.planName).toBe('Starter');
    expect(Math.abs(plan.planEndDate!.getTime() - addMonths(new Date(), 12).getTime())).toBeLessThan(MINUTE);
    const [receipt] = await mailsTo(t, buyer.email, 'notice_paymentReceipt');
    expect(receipt!.textBody).toContain('Buyer Premium');
  });

  it('a seller without a buying side cannot buy Buyer Premium', async () => {
    const seller = await createSupplier(t);
    expect((await startCheckout(t, seller.cookie, { side: 'buyer', plan_name: 'Starter', months: 12 })).json().code).toBe('BUYER_ONLY');
  });
});

describe('payments list', () => {
  it('lists the caller’s payments newest first, by side', async () => {
    const seller = await createSupplier(t);
    const older = await buyPlan(t, seller.cookie, { months: 1 });
    const newer = await checkoutId(t, seller.cookie, { plan_name: 'Advance', months: 1 });
    expect((await payWithCard(t, seller.cookie, newer, SANDBOX_CARDS.declined)).statusCode).toBe(402);
    const res = await call(t.app, 'GET', 'membership.payments', { cookie: seller.cookie, query: { side: 'supplier' } });
    expect(res.statusCode).toBe(200);
    const body = res.json().message;
    expect(body.total).toBe(2);
    expect(body.data.map((p: { id: string }) => p.id)).toEqual([newer, older]);
    expect(body.data[0]).toMatchObject({ status: 'payment_pending', number: null, failure_code: 'card_declined', plan_name: 'Advance' });
    expect(body.data[1]).toMatchObject({ status: 'paid', kind: 'checkout', plan_name: 'Starter', amount_cents: 9900, failure_code: null });
    const buyerSide = await call(t.app, 'GET', 'membership.payments', { cookie: seller.cookie, query: { side: 'buyer' } });
    expect(buyerSide.json().message.total).toBe(0);
  });
});

describe('changing plans', () => {
  it('buying the running plan again extends it from its end; another plan replaces it now', async () => {
    const seller = await createSupplier(t);
    await buyPlan(t, seller.cookie, { months: 1 });
    const firstEnd = (await sidePlan(t, seller.userId, 'supplier')).planEndDate!;
    await buyPlan(t, seller.cookie, { months: 1 });
    const extended = await sidePlan(t, seller.userId, 'supplier');
    expect(extended.planEndDate!.getTime()).toBe(addMonths(firstEnd, 1).getTime());
    let subs = await subscriptionsOf(t, seller.userId);
    expect(subs.map((s) => s.status)).toEqual(['canceled', 'active']);

    const before = Date.now();
    await buyPlan(t, seller.cookie, { plan_name: 'Advance', months: 1 });
    const upgraded = await sidePlan(t, seller.userId, 'supplier');
    expect(upgraded.planName).toBe('Advance');
    expect(Math.abs(upgraded.planEndDate!.getTime() - addMonths(new Date(before), 1).getTime())).toBeLessThan(MINUTE);
    const { quotations_per_month: _q, ...advance } = PLAN_QUOTAS.Advance;
    expect(await quotasOf(t, seller.supplierId)).toEqual(advance);
    subs = await subscriptionsOf(t, seller.userId);
    expect(subs.filter((s) => s.status === 'active')).toHaveLength(1);
    expect(subs.at(-1)).toMatchObject({ status: 'active', plan_name: 'Advance' });
  });
});

describe('refunds', () => {
  it('an operator refunds: back to Free quotas, audited, mailed; others are refused', async () => {
    const seller = await createSupplier(t);
    const id = await buyPlan(t, seller.cookie);
    const body = { payment_id: id, reason: 'Bought by mistake' };
    const denied = await call(t.app, 'POST', 'admin.refund_payment', { cookie: seller.cookie, body });
    expect(denied.statusCode).toBe(403);
    expect((await paymentRow(t, id)).status).toBe('paid');

    const res = await call(t.app, 'POST', 'admin.refund_payment', { cookie: operator.cookie, body });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.data).toMatchObject({ status: 'refunded', refund_reason: 'Bought by mistake', can_refund: false });
    expect(res.json().message.data.refunded_at).not.toBeNull();
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
    expect(await quotasOf(t, seller.supplierId)).toEqual(FREE_QUOTAS);
    expect(await ledgerRows(t, seller.supplierId, 'plan_refunded')).toHaveLength(1);
    expect((await subscriptionsOf(t, seller.userId))[0]!.status).toBe('canceled');
    const audit = await query<{ action: string; actor_email: string; reason: string }>(
      t,
      sql`SELECT action, actor_email, reason FROM audit_log WHERE target_type = 'payment' AND target_id = ${id}`,
    );
    expect(audit).toEqual([{ action: 'payment.refund', actor_email: operator.email, reason: 'Bought by mistake' }]);
    const [mail] = await mailsTo(t, seller.email, 'notice_paymentRefunded');
    expect(mail!.textBody).toContain('$399');

    const again = await call(t.app, 'POST', 'admin.refund_payment', { cookie: operator.cookie, body });
    expect(again.json().code).toBe('PAYMENT_NOT_REFUNDABLE');
  });

  it('refunding an extension takes back its months; refunding the payment for now then ends every subscription of the side', async () => {
    const seller = await createSupplier(t);
    const first = await buyPlan(t, seller.cookie, { months: 1 });
    const firstEnd = (await sidePlan(t, seller.userId, 'supplier')).planEndDate!;
    const extension = await buyPlan(t, seller.cookie, { months: 1 });
    expect((await paymentRow(t, extension)).periodStart!.getTime()).toBe(firstEnd.getTime());
    const refund = (id: string) => call(t.app, 'POST', 'admin.refund_payment', { cookie: operator.cookie, body: { payment_id: id, reason: 'Bought by mistake' } });

    expect((await refund(extension)).statusCode).toBe(200);
    // The plan still runs: to where the first payment took it. Its quotas stay as they were.
    const plan = await sidePlan(t, seller.userId, 'supplier');
    expect(plan).toMatchObject({ planName: 'Starter' });
    expect(plan.planEndDate!.getTime()).toBe(firstEnd.getTime());
    expect(await ledgerRows(t, seller.supplierId, 'plan_refunded')).toHaveLength(0);
    // The subscription the extension opened (the live one) keeps billing.
    expect((await subscriptionsOf(t, seller.userId)).map((s) => s.status)).toEqual(['canceled', 'active']);

    // The first payment pays for now and is now the latest paid one: back to Free, and the live
    // subscription (the extension's, not the one the first payment opened) stops.
    expect((await refund(first)).statusCode).toBe(200);
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
    expect(await quotasOf(t, seller.supplierId)).toEqual(FREE_QUOTAS);
    expect((await subscriptionsOf(t, seller.userId)).map((s) => s.status)).toEqual(['canceled', 'canceled']);
  });

  it('refunding the payment for now while an extension follows shortens the plan by its months', async () => {
    const seller = await createSupplier(t);
    const first = await buyPlan(t, seller.cookie, { months: 1 });
    await buyPlan(t, seller.cookie, { months: 6 });
    const extended = (await sidePlan(t, seller.userId, 'supplier')).planEndDate!;
    const res = await call(t.app, 'POST', 'admin.refund_payment', { cookie: operator.cookie, body: { payment_id: first, reason: 'Goodwill' } });
    expect(res.json().message.data.status).toBe('refunded');
    const plan = await sidePlan(t, seller.userId, 'supplier');
    expect(plan.planName).toBe('Starter');
    expect(plan.planEndDate!.getTime()).toBe(addMonths(extended, -1).getTime());
    expect(await quotasOf(t, seller.supplierId)).toEqual(STARTER_QUOTAS);
  });

  it('an unpaid payment cannot be refunded', async () => {
    const seller = await createSupplier(t);
    const id = await checkoutId(t, seller.cookie);
    const res = await call(t.app, 'POST', 'admin.refund_payment', { cookie: operator.cookie, body: { payment_id: id, reason: 'Testing' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_NOT_REFUNDABLE');
  });
});

describe('cancelling and renewals', () => {
  it('cancel and resume set cancel-at-period-end; without a subscription there is nothing to cancel', async () => {
    const seller = await createSupplier(t);
    expect((await call(t.app, 'POST', 'membership.cancel', { cookie: seller.cookie, body: { side: 'supplier' } })).json().code).toBe('NO_SUBSCRIPTION');
    await buyPlan(t, seller.cookie, { months: 1 });
    const cancelled = await call(t.app, 'POST', 'membership.cancel', { cookie: seller.cookie, body: { side: 'supplier' } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message.data.subscription).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect((await subscriptionsOf(t, seller.userId))[0]!.cancel_at_period_end).toBe(true);
    expect(await mailsTo(t, seller.email, 'notice_subscriptionCancelled')).toHaveLength(1);
    // The plan itself keeps running to its end.
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Starter');

    const resumed = await call(t.app, 'POST', 'membership.resume', { cookie: seller.cookie, body: { side: 'supplier' } });
    expect(resumed.statusCode).toBe(200);
    expect((await subscriptionsOf(t, seller.userId))[0]!.cancel_at_period_end).toBe(false);
  });

});

// Renewals run over every due subscription: each case gets a database of its own, so the counts
// it checks are its own.
describe('sandbox renewals', () => {
  let main: TestApp;
  beforeEach(async () => {
    main = t;
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
    t = main;
  });

  it('a due sandbox subscription renews: a renewal payment, a longer plan, fresh quotas', async () => {
    const seller = await createSupplier(t);
    await buyPlan(t, seller.cookie, { months: 1 });
    const end = (await sidePlan(t, seller.userId, 'supplier')).planEndDate!;
    await setQuotas(t, seller.supplierId, { contact_quota: 2, farm_item_ads_quota: 0 });
    // The database may be shared with other files: what counts is this seller's subscription, not how many renewed.
    await renewDueSandboxSubscriptions(t.app.deps, new Date(end.getTime() - MINUTE));
    expect(await paymentsOf(t, seller.userId)).toHaveLength(1);

    const after = new Date(end.getTime() + 60 * MINUTE);
    expect(await renewDueSandboxSubscriptions(t.app.deps, after)).toBeGreaterThanOrEqual(1);
    // On the shared PostgreSQL database other files' subscriptions fall due too, and a run takes
    // the 200 that end first: run again until this one's turn has come (CI once stopped short).
    for (let run = 0; run < 20 && (await sidePlan(t, seller.userId, 'supplier')).planEndDate!.getTime() === end.getTime(); run++) {
      if ((await renewDueSandboxSubscriptions(t.app.deps, after)) === 0) await t.app.deps.payments.flush();
    }
    const plan = await sidePlan(t, seller.userId, 'supplier');
    expect(plan.planName).toBe('Starter');
    expect(plan.planEndDate!.getTime()).toBe(addMonths(end, 1).getTime());
    const payments = await paymentsOf(t, seller.userId);
    expect(payments.map((p) => [p.kind, p.status, p.amount_cents])).toEqual([
      ['checkout', 'paid', 9900],
      ['renewal', 'paid', 9900],
    ]);
    expect(await ledgerRows(t, seller.supplierId, 'plan_renewed')).toHaveLength(1);
    expect(await quotasOf(t, seller.supplierId)).toEqual(STARTER_QUOTAS);
    expect(await mailsTo(t, seller.email, 'notice_planRenewed')).toHaveLength(1);
    // The same moment again: the period has moved on, nothing is due.
    await renewDueSandboxSubscriptions(t.app.deps, after);
    expect(await paymentsOf(t, seller.userId)).toHaveLength(2);
  });

  it('a renewal extends an extended plan from its own end, though the subscription’s period moved first', async () => {
    const seller = await createSupplier(t);
    await buyPlan(t, seller.cookie, { months: 1 });
    await buyPlan(t, seller.cookie, { months: 1 });
    const planEnd = (await sidePlan(t, seller.userId, 'supplier')).planEndDate!;
    const live = (await subscriptionsOf(t, seller.userId)).find((s) => s.status === 'active')!;
    const billingEnd = new Date(live.current_period_end);
    // The extension's subscription bills from its own purchase: its period ends a month before the plan.
    expect(billingEnd.getTime()).toBeLessThan(planEnd.getTime());

    expect(await renewDueSandboxSubscriptions(t.app.deps, new Date(billingEnd.getTime() + MINUTE))).toBeGreaterThanOrEqual(1);
    expect((await sidePlan(t, seller.userId, 'supplier')).planEndDate!.getTime()).toBe(addMonths(planEnd, 1).getTime());
    const renewal = (await paymentsOf(t, seller.userId)).find((p) => p.kind === 'renewal')!;
    const row = await paymentRow(t, renewal.id);
    // The receipt shows the billing period the invoice charged for.
    expect([row.periodStart!.getTime(), row.periodEnd!.getTime()]).toEqual([billingEnd.getTime(), addMonths(billingEnd, 1).getTime()]);
    expect(row.paymentIntentId).toMatch(/^pi_sandbox_/);
  });

  it('a cancelling subscription ends at its period end instead of renewing', async () => {
    const seller = await createSupplier(t);
    await buyPlan(t, seller.cookie, { months: 1 });
    await call(t.app, 'POST', 'membership.cancel', { cookie: seller.cookie, body: { side: 'supplier' } });
    const end = (await sidePlan(t, seller.userId, 'supplier')).planEndDate!;
    await renewDueSandboxSubscriptions(t.app.deps, new Date(end.getTime() + MINUTE));
    const [subscription] = await subscriptionsOf(t, seller.userId);
    expect(subscription!.status).toBe('canceled');
    expect(await paymentsOf(t, seller.userId)).toHaveLength(1);
    // The plan is left for the membership job to expire at its end date.
    expect((await sidePlan(t, seller.userId, 'supplier')).planEndDate!.getTime()).toBe(end.getTime());
  });
});

describe('where the sandbox may take payments', () => {
  const OWN_SECRET = 'a-real-secret-of-our-own-1234-5678-abcdefgh';
  const base = { NODE_ENV: 'production', LOG_LEVEL: 'silent', SESSION_SECRET: OWN_SECRET, APP_URL: 'https://market.example.com' } as const;

  it('is on without a Stripe key outside production; in production only with PAYMENTS_SANDBOX=1', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).paymentsSandbox).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).paymentsSandbox).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).paymentsSandbox).toBe(false);
    expect(loadEnv({ ...base }).paymentsSandbox).toBe(false);
    expect(loadEnv({ ...base, PAYMENTS_SANDBOX: '0' }).paymentsSandbox).toBe(false);
    expect(loadEnv({ ...base, PAYMENTS_SANDBOX: '1' }).paymentsSandbox).toBe(true);
    expect(loadEnv({ ...base, PAYMENTS_SANDBOX: '1', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).paymentsSandbox).toBe(false);
  });

  it('in production without Stripe or PAYMENTS_SANDBOX, checkout is unavailable and nothing is recorded', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production', SESSION_SECRET: OWN_SECRET });
    try {
      const seller = await createSupplier(prod);
      const res = await startCheckout(prod, seller.cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
      expect(await paymentsOf(prod, seller.userId)).toHaveLength(0);
      // A sandbox checkout left from before cannot be paid either.
      const leftover = await createPendingPayment(prod, seller.userId);
      await prod.database.db.execute(sql`UPDATE payments SET provider = 'sandbox' WHERE id = ${leftover.id}`);
      expect((await payWithCard(prod, seller.cookie, leftover.id)).statusCode).toBe(404);
      expect((await sidePlan(prod, seller.userId, 'supplier')).planName).toBe('Free');
    } finally {
      await prod.close();
    }
  });

  it('in production with PAYMENTS_SANDBOX=1 the sandbox takes the test cards', async () => {
    const demo = await buildTestApp({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', SESSION_SECRET: OWN_SECRET });
    try {
      const seller = await createSupplier(demo);
      await buyPlan(demo, seller.cookie, { months: 1 });
      expect((await sidePlan(demo, seller.userId, 'supplier')).planName).toBe('Starter');
    } finally {
      await demo.close();
    }
  });

  it('the webhook route does not exist in sandbox mode, even for an event signed with the sandbox’s secret', async () => {
    const seller = await createSupplier(t);
    const id = await checkoutId(t, seller.cookie);
    const payment = await paymentRow(t, id);
    const event = checkoutCompleted(payment, 'sub_sandbox_forged');
    const res = await deliver(t, event, { signature: signPayload(t.env, JSON.stringify(event)) });
    expect(res.statusCode).toBe(404);
    await t.payments.flush();
    expect(await eventRow(t, event.id)).toBeUndefined();
    expect((await paymentRow(t, id)).status).toBe('payment_pending');
    expect((await sidePlan(t, seller.userId, 'supplier')).planName).toBe('Free');
  });
});
