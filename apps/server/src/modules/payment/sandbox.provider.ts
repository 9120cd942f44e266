import { addMonths } from '@tradelink/shared/rules/plans';
import type { Deps } from '../../lib/deps.ts';
import { checkoutMetadata } from './checkout-metadata.ts';
import type { PaymentRow, SubscriptionRow } from './payment.repository.ts';
import type { PaymentProvider } from './provider.ts';
import { emitSandboxEvent, sandboxId, toSeconds } from './sandbox-events.ts';

// The built-in provider used when no Stripe key is set. Each action emits the event Stripe would
// send for it, in the shapes of the Stripe API version the server is pinned to (stripe.provider.ts):
// a subscription Checkout Session has no payment intent, an invoice names neither its payment intent
// nor (at the top level) its subscription, and a subscription invoice's charge names neither its
// invoice nor our payment. The event handlers do the rest.

// The sandbox's invoice and the payment intent that paid it share their random part, so it can
// answer the lookups Stripe answers from its invoice payments (in_sandbox_X <-> pi_sandbox_X).
const intentOfSandboxInvoice = (invoiceId: string) => (invoiceId.startsWith('in_sandbox_') ? `pi_${invoiceId.slice(3)}` : null);
const invoiceOfSandboxIntent = (intentId: string) => (intentId.startsWith('pi_sandbox_') ? `in_${intentId.slice(3)}` : null);

const subscriptionMetadata = (subscription: SubscriptionRow) => ({ user_id: subscription.userId, side: subscription.side, plan_name: subscription.planName });

function subscriptionObject(subscription: SubscriptionRow, overrides: Record<string, unknown> = {}, period?: { start: Date; end: Date }) {
  const start = period?.start ?? subscription.currentPeriodStart;
  const end = period?.end ?? subscription.currentPeriodEnd;
  return {
    id: subscription.providerSubscriptionId,
    object: 'subscription',
    status: subscription.status === 'canceled' || subscription.status === 'cancelled' ? 'canceled' : 'active',
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: null,
    // The period is on the subscription's items (API versions since 2025).
    items: { object: 'list', data: [{ object: 'subscription_item', current_period_start: toSeconds(start), current_period_end: toSeconds(end) }] },
    metadata: subscriptionMetadata(subscription),
    ...overrides,
  };
}

/** Stripe's `invoice_payment` for a paid invoice: the one place that names the payment intent. */
function invoicePaymentObject(invoiceId: string, amountCents: number, currency: string) {
  return {
    id: sandboxId('inpay'),
    object: 'invoice_payment',
    amount_paid: amountCents,
    amount_requested: amountCents,
    currency,
    invoice: invoiceId,
    is_default: true,
    status: 'paid',
    payment: { type: 'payment_intent', payment_intent: intentOfSandboxInvoice(invoiceId) },
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
        metadata: {},
      };
      await emitSandboxEvent(deps, 'charge.refunded', charge, now);
    },
    // The event handler that ends it has already marked it canceled; no one else to tell.
    async endSubscription() {},
    async paymentIntentOfInvoice(invoiceId) {
      return intentOfSandboxInvoice(invoiceId);
    },
    async invoiceOfPaymentIntent(paymentIntentId) {
      return invoiceOfSandboxIntent(paymentIntentId);
    },
  };
}

/**
 * The card was accepted: Stripe would now send `checkout.session.completed` for a paid subscription
 * (naming its first invoice) and `invoice_payment.paid` for that invoice (naming the payment intent).
 */
export async function emitCheckoutCompleted(deps: Deps, payment: PaymentRow, now: Date): Promise<void> {
  const invoiceId = sandboxId('in');
  const currency = payment.currency.toLowerCase();
  const session = {
    id: payment.checkoutSessionId ?? sandboxId('cs'),
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    amount_total: payment.amountCents,
    currency,
    customer_email: payment.billingEmail,
    client_reference_id: payment.id,
    subscription: sandboxId('sub'),
    invoice: invoiceId,
    payment_intent: null,
    metadata: checkoutMetadata(payment),
  };
  await emitSandboxEvent(deps, 'checkout.session.completed', session, now);
  await emitSandboxEvent(deps, 'invoice_payment.paid', invoicePaymentObject(invoiceId, payment.amountCents, currency), now);
}

/**
 * A sandbox subscription's period ended: charge the next one as Stripe does. Stripe first moves the
 * subscription to its new period (`customer.subscription.updated`, about an hour before the charge),
 * then reports the paid invoice (`invoice.paid`) and its payment (`invoice_payment.paid`).
 */
export async function emitRenewalInvoice(deps: Deps, subscription: SubscriptionRow, amountCents: number, now: Date): Promise<void> {
  const start = subscription.currentPeriodEnd;
  const end = addMonths(start, subscription.months);
  await emitSandboxEvent(deps, 'customer.subscription.updated', subscriptionObject(subscription, {}, { start, end }), now);
  // One invoice per subscription and period: a second run for the same period is a duplicate.
  const invoiceId = `in_sandbox_${subscription.id.replace(/-/g, '')}_${toSeconds(start)}`;
  const invoice = {
    id: invoiceId,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    status: 'paid',
    amount_paid: amountCents,
    currency: 'usd',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.providerSubscriptionId, metadata: subscriptionMetadata(subscription) } },
    lines: { object: 'list', data: [{ object: 'line_item', period: { start: toSeconds(start), end: toSeconds(end) } }] },
  };
  await emitSandboxEvent(deps, 'invoice.paid', invoice, now);
  await emitSandboxEvent(deps, 'invoice_payment.paid', invoicePaymentObject(invoiceId, amountCents, 'usd'), now);
}

/** A cancelling sandbox subscription reached its period end: Stripe would delete it. */
export async function emitSubscriptionDeleted(deps: Deps, subscription: SubscriptionRow, now: Date): Promise<void> {
  await emitSandboxEvent(deps, 'customer.subscription.deleted', subscriptionObject(subscription, { status: 'canceled', ended_at: toSeconds(now) }), now);
}
