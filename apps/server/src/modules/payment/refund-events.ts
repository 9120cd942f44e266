import { addMonths, isActivePlan } from '@tradelink/shared/rules/plans';
import type { PlanSide } from '@tradelink/shared/constants/plans';
import { lockSidePlan, revertToFree, type SidePlan } from '../membership/plan-change.ts';
import type { EventContext, EventHandler } from './event-context.ts';
import { EventNotReady } from './event-errors.ts';
import { idOf, metadataOf, num, type StripeObject } from './event-shapes.ts';
import { reverseCommission } from '../affiliate/commissions.service.ts';
import { endSubscriptionFollowUp } from './follow-ups.ts';
import { enqueueRefunded } from './payment-mail.ts';
import * as repo from './payment.repository.ts';

/**
 * The refunded payment. A charge names its payment intent; only older API versions name its invoice
 * too, and a subscription invoice's charge carries no metadata. A payment whose intent we never
 * learnt (its `invoice_payment.paid` was missed) is found through the invoice Stripe says the intent
 * paid, asked before this transaction.
 */
async function findRefundedPayment(ctx: EventContext, charge: StripeObject) {
  const intentId = idOf(charge.payment_intent);
  const paymentId = metadataOf(charge).payment_id;
  const found = await repo.findPaymentBy(ctx.tx, { paymentId, intentId, invoiceId: idOf(charge.invoice) });
  if (found || !intentId) return found;
  const invoiceId = ctx.lookup({ kind: 'invoice_of_payment_intent', id: intentId });
  return invoiceId ? repo.findPaymentBy(ctx.tx, { invoiceId }) : null;
}

/**
 * `charge.refunded`: the money went back. A paid payment becomes refunded once, and the paid time
 * it bought is taken back (see takeBackPlan). A refund that arrives before the payment's
 * confirmation marks it refunded too, so the late confirmation finds nothing to activate.
 */
export const onChargeRefunded: EventHandler = async (ctx, charge) => {
  const { tx, at } = ctx;
  // Partial refunds are not something we make; they leave the payment as it is, but give back the
  // same share of a partner's commission (amount_refunded is cumulative, so a replay does nothing).
  if (charge.refunded === false) {
    const refunded = num(charge.amount_refunded);
    const partial = refunded && refunded > 0 ? await findRefundedPayment(ctx, charge) : null;
    if (!partial || !refunded) return 'ignored_unknown';
    return (await reverseCommission(tx, partial.id, refunded, at)) ? 'applied' : 'ignored_unknown';
  }
  const found = await findRefundedPayment(ctx, charge);
  if (!found) {
    if (metadataOf(charge).payment_id) throw new EventNotReady(`charge ${idOf(charge.id)} names a payment we do not have (yet)`);
    return 'ignored_unknown';
  }
  const side = found.side as PlanSide;
  // Lock order: the side's plan, then the payment, then subscriptions.
  const plan = await lockSidePlan(tx, found.userId, side);
  const payment = await repo.lockPayment(tx, found.id);
  if (!payment) return 'ignored_unknown';
  const latest = await repo.findLatestPaidPayment(tx, payment.userId, side);
  const refunded = await repo.updatePaymentFrom(tx, payment.id, ['paid', 'payment_pending', 'unpaid', 'cancelled'], {
    status: 'refunded',
    refundedAt: at,
    paymentIntentId: payment.paymentIntentId ?? idOf(charge.payment_intent),
  });
  if (!refunded) return 'ignored_stale';

  // The partner's commission on it is reversed (decision 030).
  await reverseCommission(tx, payment.id, payment.amountCents, at);
  if (payment.status === 'paid' && plan) await takeBackPlan(ctx, payment, plan, latest?.id === payment.id);
  const account = await repo.findAccount(tx, payment.userId);
  if (account) await enqueueRefunded(tx, ctx.deps.env.appUrl, account, refunded);
  return 'applied';
};

/**
 * What a refund takes back, when the side is still on the refunded payment's plan:
 * - the payment that pays for now and is the side's latest: the side goes back to Free and every
 *   subscription of the side that may still bill stops (a refunded plan must not bill again);
 * - a payment for time still to come (an extension, or one an extension followed): the plan ends
 *   that payment's months earlier (at the payment's own start when it was the last one);
 * - a payment whose period is over: nothing (the plan has moved on).
 */
async function takeBackPlan(ctx: EventContext, payment: repo.PaymentRow, plan: SidePlan, isLatest: boolean) {
  const { tx, at } = ctx;
  const side = payment.side as PlanSide;
  const planEnd = plan.planEndDate;
  if (plan.planName !== payment.planName || !planEnd || !isActivePlan({ plan_name: plan.planName, end_date: planEnd }, at)) return;
  const start = payment.periodStart ?? payment.paidAt ?? at;
  const end = payment.periodEnd ?? planEnd;
  if (end <= at) return;

  const coversNow = start <= at && at < end;
  const cutTo = planEnd.getTime() === end.getTime() ? start : addMonths(planEnd, -payment.months);
  if (!(coversNow && isLatest) && cutTo > at) {
    await repo.shortenPlan(tx, payment.userId, side, cutTo);
    return;
  }
  await revertToFree(tx, payment.userId, side, 'plan_refunded', payment.id, at);
  for (const subscription of await repo.lockUnendedSubscriptions(tx, payment.userId, side)) {
    // The refund took back the paid time too.
    await repo.updateSubscription(tx, subscription.id, { status: 'canceled', canceledAt: at, cancelAtPeriodEnd: false, currentPeriodEnd: at });
    ctx.followUps.push(endSubscriptionFollowUp(subscription));
  }
}
