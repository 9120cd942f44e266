import { addMonths, isActivePlan, nextEndDate } from '@tradelink/shared/rules/plans';
import type { PaidPlan, PaymentStatus, PlanSide } from '@tradelink/shared/constants/plans';
import { applyPlan } from '../membership/plan-change.ts';
import { earnCommission } from '../affiliate/commissions.service.ts';
import type { EventContext, EventHandler } from './event-context.ts';
import { EventNotReady, EventRefused } from './event-errors.ts';
import { lockPaymentAndSide, type LockedPayment } from './event-locks.ts';
import { carriesOurMetadata, failureCodeOf, idOf, metadataOf, num, text, type StripeObject } from './event-shapes.ts';
import { endSubscriptionFollowUp } from './follow-ups.ts';
import { enqueueReceipt } from './payment-mail.ts';
import * as repo from './payment.repository.ts';

// Checkout sessions: paid (the plan starts), expired (the payment is cancelled), failed (unpaid).

/**
 * What a confirmed payment may still move from. A cancelled checkout is included: it was only
 * replaced by a newer one on our side, and if the provider still took the money the customer gets
 * what they paid for. A refunded payment is not: a late confirmation never re-activates it.
 */
const PAYABLE: readonly PaymentStatus[] = ['payment_pending', 'unpaid', 'cancelled'];

/**
 * The payment a session (or payment intent) is for, with its side's plan, locked in that order.
 * Our metadata naming a payment we do not have yet means its row is not committed yet: retried.
 */
async function lockObjectPayment(ctx: EventContext, object: StripeObject, ref: repo.PaymentRef): Promise<LockedPayment | null> {
  const metadata = metadataOf(object);
  const locked = await lockPaymentAndSide(ctx.tx, ref);
  if (!locked) {
    if (carriesOurMetadata(metadata)) throw new EventNotReady(`${text(object.object) ?? 'object'} ${text(object.id)} names a payment we do not have (yet)`);
    return null;
  }
  // The metadata is ours; a session naming another user's payment is not this payment's.
  return metadata.user_id && metadata.user_id !== locked.payment.userId ? null : locked;
}

const lockSessionPayment = (ctx: EventContext, session: StripeObject) => lockObjectPayment(ctx, session, { paymentId: metadataOf(session).payment_id, sessionId: text(session.id) });

/** A paid session must be for exactly what we sold: the amount and currency of the payment, and paid. */
function refuseMismatch(session: StripeObject, payment: repo.PaymentRow) {
  if (text(session.payment_status) === 'no_payment_required' && payment.amountCents > 0) {
    throw new EventRefused(`session ${text(session.id)} required no payment for payment ${payment.id} of ${payment.amountCents} ${payment.currency}`);
  }
  const amount = num(session.amount_total);
  const currency = text(session.currency)?.toUpperCase() ?? null;
  if (amount !== payment.amountCents || currency !== payment.currency.toUpperCase()) {
    throw new EventRefused(`session ${text(session.id)} took ${amount} ${currency}; payment ${payment.id} is ${payment.amountCents} ${payment.currency}`);
  }
}

/**
 * `checkout.session.completed` (and `async_payment_succeeded`) for a paid session: the payment
 * becomes paid exactly once, its subscription is stored, the plan starts (or, for the plan already
 * running, is extended from its end), other subscriptions of that side end, and the receipt is mailed.
 */
export const onCheckoutCompleted: EventHandler = async (ctx, session) => {
  const { tx, at } = ctx;
  const status = text(session.payment_status);
  // An async method (a bank debit) completes unpaid; its `async_payment_succeeded` comes later.
  if (status !== 'paid' && status !== 'no_payment_required') return 'ignored_unknown';
  const locked = await lockSessionPayment(ctx, session);
  const providerSubscriptionId = idOf(session.subscription);
  if (!locked || !providerSubscriptionId) return 'ignored_unknown';
  const { payment, plan: current } = locked;
  if (!PAYABLE.includes(payment.status as PaymentStatus)) return 'ignored_stale';
  refuseMismatch(session, payment);
  if (!current) return 'ignored_unknown';
  const side = payment.side as PlanSide;
  const plan = payment.planName as PaidPlan;

  const currentPlan = { plan_name: current.planName, end_date: current.planEndDate };
  const extending = current.planName === plan && isActivePlan(currentPlan, at);
  const end = nextEndDate(currentPlan, plan, payment.months, at);
  const subscription = await repo.upsertSubscription(tx, {
    userId: payment.userId,
    side,
    planName: plan,
    months: payment.months,
    provider: payment.provider,
    providerSubscriptionId,
    status: 'active',
    currentPeriodStart: at,
    // The billing period, as the provider runs it; the plan's end may lie further out (an extension).
    currentPeriodEnd: addMonths(at, payment.months),
    lastEventAt: at,
  });
  const paid = await repo.updatePaymentFrom(tx, payment.id, PAYABLE, {
    status: 'paid',
    paidAt: at,
    failureCode: null,
    checkoutSessionId: payment.checkoutSessionId ?? text(session.id),
    // Only older API versions put it on the session; `invoice_payment.paid` brings it otherwise.
    paymentIntentId: idOf(session.payment_intent) ?? payment.paymentIntentId,
    // The subscription's first invoice: how its `invoice_payment.paid` and refunds find this payment.
    invoiceId: idOf(session.invoice) ?? payment.invoiceId,
    subscriptionId: subscription.id,
    periodStart: extending && current.planEndDate ? current.planEndDate : at,
    periodEnd: end,
  });
  if (!paid) return 'ignored_stale';
  // A referred account's payment earns its partner a commission (decision 030).
  await earnCommission(tx, paid, ctx.eventId, at);

  await applyPlan(
    tx,
    { userId: payment.userId, side, planName: plan, activeDate: extending ? (current.planActiveDate ?? at) : at, endDate: end, reason: 'plan_activated', paymentId: payment.id },
    at,
  );
  // One live subscription per side: the new plan replaces whatever was billing before.
  for (const other of await repo.lockUnendedSubscriptions(tx, payment.userId, side, subscription.id)) {
    // Its remaining time is not carried over (no proration): it ends now.
    await repo.updateSubscription(tx, other.id, { status: 'canceled', canceledAt: at, cancelAtPeriodEnd: false, currentPeriodEnd: at });
    ctx.followUps.push(endSubscriptionFollowUp(other));
  }
  const account = await repo.findAccount(tx, payment.userId);
  if (account) await enqueueReceipt(tx, ctx.deps.env.appUrl, account, paid, end);
  return 'applied';
};

/** `checkout.session.expired`: the customer never paid; a pending payment is cancelled. */
export const onCheckoutExpired: EventHandler = async (ctx, session) => {
  const locked = await lockSessionPayment(ctx, session);
  if (!locked) return 'ignored_unknown';
  const changed = await repo.updatePaymentFrom(ctx.tx, locked.payment.id, ['payment_pending'], { status: 'cancelled', cancelledAt: ctx.at });
  return changed ? 'applied' : 'ignored_stale';
};

/** `checkout.session.async_payment_failed`: the delayed payment did not arrive. */
export const onCheckoutFailed: EventHandler = async (ctx, session) => {
  const locked = await lockSessionPayment(ctx, session);
  if (!locked) return 'ignored_unknown';
  const changed = await repo.updatePaymentFrom(ctx.tx, locked.payment.id, ['payment_pending'], { status: 'unpaid', failureCode: failureCodeOf(session) ?? 'payment_failed' });
  return changed ? 'applied' : 'ignored_stale';
};

/** `payment_intent.payment_failed`: a card was refused; the customer may still retry and pay. */
export const onPaymentIntentFailed: EventHandler = async (ctx, intent) => {
  const locked = await lockObjectPayment(ctx, intent, { paymentId: metadataOf(intent).payment_id, intentId: text(intent.id) });
  if (!locked) return 'ignored_unknown';
  const changed = await repo.updatePaymentFrom(ctx.tx, locked.payment.id, ['payment_pending'], { status: 'unpaid', failureCode: failureCodeOf(intent) ?? 'payment_failed' });
  return changed ? 'applied' : 'ignored_stale';
};
