import type { Env } from '../../config/env.ts';
import type { PaymentRow, SubscriptionRow } from './payment.repository.ts';

// What differs between Stripe and the built-in sandbox, behind one small interface. Neither changes
// our data directly: each makes the provider act, and the provider's webhook event (real or
// sandbox-made) is what the event handlers apply. The implementations import this file, and
// providers.ts picks one; this file imports neither, so the webhook path they call into (sandbox
// events -> webhook -> inbox) never leads back to them.

export type ProviderName = 'sandbox' | 'stripe';

export interface CheckoutSession {
  sessionId: string;
  /** Where the browser goes to pay; null for the sandbox (the page shows its card form). */
  redirectUrl: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(payment: PaymentRow, options: { returnTo?: string }): Promise<CheckoutSession>;
  /** Closes an unfinished checkout that a newer one replaced, so it cannot be paid any more. */
  expireCheckout(sessionId: string): Promise<void>;
  setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean, now: Date): Promise<void>;
  /** Refunds a payment in full; the caller has found its payment intent (see payment-admin.service). */
  refund(payment: PaymentRow & { paymentIntentId: string }, now: Date): Promise<void>;
  /** Stops a subscription now (a new plan replaced it, or its payment was refunded); a no-op when it has ended. */
  endSubscription(providerSubscriptionId: string): Promise<void>;
  /** The payment intent that paid an invoice, or null: subscription invoices only name it in their payments. */
  paymentIntentOfInvoice(invoiceId: string): Promise<string | null>;
  /** The invoice a payment intent paid, or null: a subscription invoice's charge does not name it. */
  invoiceOfPaymentIntent(paymentIntentId: string): Promise<string | null>;
}

/** Who takes new checkouts: Stripe when a key is configured, else the sandbox where it is allowed, else no one. */
export function checkoutProviderName(env: Env): ProviderName | null {
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  return env.paymentsSandbox ? 'sandbox' : null;
}
