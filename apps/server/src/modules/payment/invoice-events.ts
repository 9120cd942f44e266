import { addMonths } from '@tradelink/shared/rules/plans';
import type { PlanName, PlanSide } from '@tradelink/shared/constants/plans';
import { applyPlan, lockSidePlan } from '../membership/plan-change.ts';
import type { EventHandler } from './event-context.ts';
import { invoicePaymentIntentId, invoicePeriodEnd, invoiceSubscriptionId, num, text } from './event-shapes.ts';
import { enqueueRenewed } from './payment-mail.ts';
import * as repo from './payment.repository.ts';

// Subscription invoices. The first one is the checkout's own (its session completes the payment);
// each later one is a renewal: a new paid payment, a longer plan and fresh monthly quotas.

/**
 * `invoice.paid` / `invoice.payment_succeeded` (Stripe sends both for one invoice): a renewal is
 * recorded once per invoice id, whatever the number of deliveries.
 */
export const onInvoicePaid: EventHandler = async (ctx, invoice) => {
  const { tx, at } = ctx;
  const reason = text(invoice.billing_reason);
  if (reason === 'subscription_create') return recordFirstInvoice(ctx, invoice);
  if (reason !== 'subscription_cycle') return 'ignored_unknown';
  const invoiceId = text(invoice.id);
  const providerSubscriptionId = invoiceSubscriptionId(invoice);
  const subscription = invoiceId && providerSubscriptionId ? await repo.lockSubscriptionBy(tx, ctx.provider, providerSubscriptionId) : null;
  if (!subscription) return 'ignored_unknown';
  const side = subscription.side as PlanSide;
  const [account, opening, current] = [
    await repo.findAccount(tx, subscription.userId),
    await repo.findOpeningPayment(tx, subscription.id),
    await lockSidePlan(tx, subscription.userId, side),
  ];
  if (!account || !current) return 'ignored_unknown';

  // The plan extends by one period from its end, or from the billing period's end when the plan
  // ended with it (or was let lapse meanwhile).
  const extendedPlanEnd = current.planName === subscription.planName && current.planEndDate && current.planEndDate > subscription.currentPeriodEnd;
  const periodStart = extendedPlanEnd ? current.planEndDate! : subscription.currentPeriodEnd;
  const billingEnd = invoicePeriodEnd(invoice) ?? addMonths(subscription.currentPeriodEnd, subscription.months);
  const planEnd = extendedPlanEnd ? addMonths(current.planEndDate!, subscription.months) : billingEnd;

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
    paymentIntentId: invoicePaymentIntentId(invoice),
    subscriptionId: subscription.id,
    periodStart,
    periodEnd: planEnd,
    billingEmail: account.email,
    billingName: opening?.billingName ?? null,
    billingCompany: opening?.billingCompany ?? null,
    billingCountry: opening?.billingCountry ?? null,
    cardLabel: opening?.cardLabel ?? null,
    paidAt: at,
  });
  if (!payment) return 'ignored_stale';
  // Money taken for a subscription we already ended (a replaced plan) is recorded, for a refund,
  // but must not bring the old plan back over the new one.
  if (subscription.status !== 'active' && subscription.status !== 'trialing') return 'applied';

  await repo.updateSubscription(tx, subscription.id, { currentPeriodStart: subscription.currentPeriodEnd, currentPeriodEnd: billingEnd });
  await applyPlan(
    tx,
    {
      userId: subscription.userId,
      side,
      planName: subscription.planName as PlanName,
      activeDate: current.planName === subscription.planName ? (current.planActiveDate ?? at) : at,
      endDate: planEnd,
      reason: 'plan_renewed',
      paymentId: payment.id,
    },
    at,
  );
  await enqueueRenewed(tx, ctx.deps.env.appUrl, account, payment, planEnd);
  return 'applied';
};

/**
 * The subscription's first invoice: the checkout handles the payment. Newer Stripe API versions
 * leave the payment intent off the session; the invoice has it, and a refund needs it.
 */
async function recordFirstInvoice(ctx: Parameters<EventHandler>[0], invoice: Parameters<EventHandler>[1]) {
  const intent = invoicePaymentIntentId(invoice);
  const payment = await repo.lockPaymentBy(ctx.tx, { invoiceId: text(invoice.id) });
  if (!payment || !intent || payment.paymentIntentId) return 'ignored_unknown' as const;
  await repo.updatePayment(ctx.tx, payment.id, { paymentIntentId: intent });
  return 'applied' as const;
}
