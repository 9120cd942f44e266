import { addMonths, paymentConfig } from '@tradelink/shared/rules/plans';
import type { PaidPlan, PlanPeriod, PlanSide } from '@tradelink/shared/constants/plans';
import type { Deps } from '../../lib/deps.ts';
import type { PaymentRow, SubscriptionRow } from './payment.repository.ts';
import type { PaymentProvider } from './provider.ts';
import { emitSandboxEvent, sandboxId, toSeconds } from './sandbox-events.ts';

// The built-in provider used when no Stripe key is set. Each action emits the event Stripe would
// send for it; the event handlers do the rest.

/** The metadata Stripe carries on our checkout sessions and subscriptions. */
export function checkoutMetadata(payment: PaymentRow): Record<string, string> {
  return {
    payment_id: payment.id,
    price_id: paymentConfig(payment.side as PlanSide, payment.planName as PaidPlan, payment.months as PlanPeriod).price_id,
    plan_name: payment.planName,
    side: payment.side,
    user_id: payment.userId,
  };
}

function subscriptionObject(subscription: SubscriptionRow, overrides: Record<string, unknown> = {}) {
  return {
    id: subscription.providerSubscriptionId,
    object: 'subscription',
    status: subscription.status === 'canceled' || subscription.status === 'cancelled' ? 'canceled' : 'active',
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    current_period_start: toSeconds(subscription.currentPeriodStart),
    current_period_end: toSeconds(subscription.currentPeriodEnd),
    metadata: { user_id: subscription.userId, side: subscription.side, plan_name: subscription.planName },
    ...overrides,
  };
}

export function sandboxProvider(deps: Deps): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout() {
      return { sessionId: sandboxId('cs'), redirectUrl: null };
    },
    // A replaced sandbox checkout is cancelled in our table, and the card form refuses it: nothing to close.
    async expireCheckout() {},
    async setCancelAtPeriodEnd(subscription, cancel, now) {
      await emitSandboxEvent(deps, 'customer.subscription.updated', subscriptionObject(subscription, { cancel_at_period_end: cancel }), now);
    },
    async refund(payment, now) {
      const charge = {
        id: sandboxId('ch'),
        object: 'charge',
        amount: payment.amountCents,
        amount_refunded: payment.amountCents,
        currency: payment.currency.toLowerCase(),
        refunded: true,
        payment_intent: payment.paymentIntentId,
        invoice: payment.invoiceId,
        metadata: { payment_id: payment.id },
      };
      await emitSandboxEvent(deps, 'charge.refunded', charge, now);
    },
    // The event handler that ends it has already marked it canceled; no one else to tell.
    async endSubscription() {},
  };
}

/** The card was accepted: Stripe would now send `checkout.session.completed` for a paid subscription. */
export async function emitCheckoutCompleted(deps: Deps, payment: PaymentRow, now: Date): Promise<void> {
  const session = {
    id: payment.checkoutSessionId ?? sandboxId('cs'),
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    amount_total: payment.amountCents,
    currency: payment.currency.toLowerCase(),
    customer_email: payment.billingEmail,
    client_reference_id: payment.id,
    subscription: sandboxId('sub'),
    payment_intent: sandboxId('pi'),
    metadata: checkoutMetadata(payment),
  };
  await emitSandboxEvent(deps, 'checkout.session.completed', session, now);
}

/** A sandbox subscription's period ended: charge the next one, as Stripe's `invoice.paid` reports it. */
export async function emitRenewalInvoice(deps: Deps, subscription: SubscriptionRow, amountCents: number, now: Date): Promise<void> {
  const start = subscription.currentPeriodEnd;
  const invoice = {
    // One invoice per subscription and period: a second run for the same period is a duplicate.
    id: `in_sandbox_${subscription.id.replace(/-/g, '')}_${toSeconds(start)}`,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    status: 'paid',
    amount_paid: amountCents,
    currency: 'usd',
    subscription: subscription.providerSubscriptionId,
    payment_intent: sandboxId('pi'),
    lines: { object: 'list', data: [{ period: { start: toSeconds(start), end: toSeconds(addMonths(start, subscription.months)) } }] },
  };
  await emitSandboxEvent(deps, 'invoice.paid', invoice, now);
}

/** A cancelling sandbox subscription reached its period end: Stripe would delete it. */
export async function emitSubscriptionDeleted(deps: Deps, subscription: SubscriptionRow, now: Date): Promise<void> {
  await emitSandboxEvent(deps, 'customer.subscription.deleted', subscriptionObject(subscription, { status: 'canceled', ended_at: toSeconds(now) }), now);
}
