import { addMonths, isActivePlan } from '@tradelink/shared/rules/plans';
import type { PlanName, PlanSide } from '@tradelink/shared/constants/plans';
import { applyPlan } from '../membership/plan-change.ts';
import { earnCommission } from '../affiliate/commissions.service.ts';
import type { EventContext, EventHandler } from './event-context.ts';
import { EventNotReady } from './event-errors.ts';
import { lockPaymentAndSide, lockSubscriptionAndSide } from './event-locks.ts';
import {
  carriesOurMetadata,
  idOf,
  invoiceLinePeriod,
  invoicePaymentIntentId,
  invoiceSubscriptionId,
  invoiceSubscriptionMetadata,
  num,
  pick,
  text,
  type StripeObject,
} from './event-shapes.ts';
import { endSubscriptionFollowUp } from './follow-ups.ts';
import { enqueueRenewed } from './payment-mail.ts';
import * as repo from './payment.repository.ts';
import { isFinal, isLapsed } from './subscription-status.ts';

// Subscription invoices. The first one is the checkout's own (its session completes the payment);
// each later one is a renewal: a new paid payment, a longer plan and fresh monthly quotas.

const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * `invoice.paid` / `invoice.payment_succeeded` (Stripe sends both for one invoice): a renewal is
 * recorded once per invoice id, whatever the number of deliveries. The period comes from the
 * invoice's line, never from the subscription, which Stripe has already moved to the next period.
 */
export const onInvoicePaid: EventHandler = async (ctx, invoice) => {
  const { tx, at } = ctx;
  const reason = text(invoice.billing_reason);
  if (reason === 'subscription_create') return recordFirstInvoice(ctx, invoice);
  if (reason !== 'subscription_cycle') return 'ignored_unknown';
  const invoiceId = text(invoice.id);
  const providerSubscriptionId = invoiceSubscriptionId(invoice);
  if (!invoiceId || !providerSubscriptionId) return 'ignored_unknown';
  const locked = await lockSubscriptionAndSide(tx, ctx.provider, providerSubscriptionId);
  if (!locked) {
    // Our subscription, not stored yet: its checkout's event has not been applied.
    if (carriesOurMetadata(invoiceSubscriptionMetadata(invoice))) throw new EventNotReady(`invoice ${invoiceId} is for subscription ${providerSubscriptionId}, not stored (yet)`);
    return 'ignored_unknown';
  }
  const { subscription, plan: current } = locked;
  const side = subscription.side as PlanSide;
  const account = await repo.findAccount(tx, subscription.userId);
  if (!account || !current) return 'ignored_unknown';

  const line = invoiceLinePeriod(invoice) ?? { start: at, end: addMonths(at, subscription.months) };
  const payment = await repo.insertRenewalPayment(tx, {
    userId: subscription.userId,
    side,
    planName: subscription.planName,
    months: subscription.months,
    amountCents: num(invoice.amount_paid) ?? num(invoice.total) ?? 0,
    currency: (text(invoice.currency) ?? 'usd').toUpperCase(),
    provider: subscription.provider,
    kind: 'renewal',
    status: 'paid',
    invoiceId,
    // Older API versions only; `invoice_payment.paid` brings it otherwise.
    paymentIntentId: invoicePaymentIntentId(invoice),
    subscriptionId: subscription.id,
    // The receipt shows the billing period the invoice charged for.
    periodStart: line.start,
    periodEnd: line.end,
    billingEmail: account.email,
    ...(await billingDetails(tx, subscription.id)),
    paidAt: at,
  });
  if (!payment) return 'ignored_stale';
  // Renewals earn commission too, within the programme's duration (decision 030).
  await earnCommission(tx, payment, ctx.eventId, at);
  // Money taken for a subscription we ended (a replaced or refunded plan) is recorded, for a
  // refund, but must not bring the old plan back; and Stripe is told again to stop it.
  if (isFinal(subscription)) {
    ctx.followUps.push(endSubscriptionFollowUp(subscription));
    return 'applied';
  }

  // The plan grows by one period from its end while it runs (an extension may have put that end
  // past the invoice's period), else from the period the invoice paid for.
  const running = current.planName === subscription.planName && isActivePlan({ plan_name: current.planName, end_date: current.planEndDate }, at);
  const from = running && current.planEndDate ? later(current.planEndDate, line.start) : line.start;
  const planEnd = addMonths(from, subscription.months);
  const newer = line.end >= subscription.currentPeriodEnd;
  await repo.updateSubscription(tx, subscription.id, {
    // A lapsed (past due) subscription whose invoice got paid is billing again.
    ...(isLapsed(subscription) && { status: 'active' as const }),
    currentPeriodStart: newer ? line.start : subscription.currentPeriodStart,
    currentPeriodEnd: later(subscription.currentPeriodEnd, line.end),
  });
  await applyPlan(
    tx,
    {
      userId: subscription.userId,
      side,
      planName: subscription.planName as PlanName,
      activeDate: running ? (current.planActiveDate ?? at) : at,
      endDate: planEnd,
      reason: 'plan_renewed',
      paymentId: payment.id,
    },
    at,
  );
  await enqueueRenewed(tx, ctx.deps.env.appUrl, account, payment, planEnd);
  return 'applied';
};

/** The renewals' receipts carry the billing details of the checkout that opened the subscription. */
async function billingDetails(tx: EventContext['tx'], subscriptionId: string) {
  const opening = await repo.findOpeningPayment(tx, subscriptionId);
  return {
    billingName: opening?.billingName ?? null,
    billingCompany: opening?.billingCompany ?? null,
    billingCountry: opening?.billingCountry ?? null,
    cardLabel: opening?.cardLabel ?? null,
    cardFingerprint: opening?.cardFingerprint ?? null,
  };
}

/** The subscription's first invoice: the checkout handles the payment; older API versions name the intent here. */
async function recordFirstInvoice(ctx: EventContext, invoice: StripeObject) {
  const intent = invoicePaymentIntentId(invoice);
  const invoiceId = text(invoice.id);
  if (!intent || !invoiceId) return 'ignored_unknown' as const;
  const locked = await lockPaymentAndSide(ctx.tx, { invoiceId });
  if (!locked || locked.payment.paymentIntentId) return 'ignored_unknown' as const;
  await repo.updatePayment(ctx.tx, locked.payment.id, { paymentIntentId: intent });
  return 'applied' as const;
}

/**
 * Attempts `invoice_payment.paid` waits for the payment its invoice belongs to (Stripe sends it with
 * the checkout's and the renewal's own events, in no set order): 1 + 2 + 4 minutes. After that it is
 * not ours; a refund would still find its payment by asking Stripe.
 */
const INVOICE_PAYMENT_WAIT_ATTEMPTS = 3;

/**
 * `invoice_payment.paid`: the one event of the current API that names the payment intent behind a
 * subscription invoice. It is stored on the payment for that invoice (the checkout's first invoice
 * or a renewal), so `charge.refunded`, which names only the intent, finds the payment.
 */
export const onInvoicePaymentPaid: EventHandler = async (ctx, invoicePayment) => {
  const invoiceId = idOf(invoicePayment.invoice);
  const intent = idOf(pick(invoicePayment, ['payment', 'payment_intent']));
  if (!invoiceId || !intent) return 'ignored_unknown';
  const locked = await lockPaymentAndSide(ctx.tx, { invoiceId });
  if (!locked) {
    if (ctx.attempt < INVOICE_PAYMENT_WAIT_ATTEMPTS) throw new EventNotReady(`no payment for invoice ${invoiceId} (yet)`);
    return 'ignored_unknown';
  }
  if (locked.payment.paymentIntentId) return locked.payment.paymentIntentId === intent ? 'ignored_stale' : 'ignored_unknown';
  await repo.updatePayment(ctx.tx, locked.payment.id, { paymentIntentId: intent });
  return 'applied';
};
