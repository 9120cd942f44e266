import type { Deps } from '../../lib/deps.ts';
import type { PaymentRow, SubscriptionRow } from './payment.repository.ts';
import { sandboxProvider } from './sandbox.provider.ts';
import { stripeProvider } from './stripe.provider.ts';

// What differs between Stripe and the built-in sandbox, behind one small interface. Neither changes
// our data directly: each makes the provider act, and the provider's webhook event (real or
// sandbox-made) is what the event handlers apply.

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
  refund(payment: PaymentRow, now: Date): Promise<void>;
  /** Stops a subscription now (a new plan replaced it, or its payment was refunded). */
  endSubscription(subscription: SubscriptionRow): Promise<void>;
}

/** Who takes new checkouts: Stripe when a key is configured, else the sandbox. */
export const checkoutProviderName = (deps: Deps): ProviderName => (deps.env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');

/** The provider a stored payment or subscription belongs to (it may predate a configuration change). */
export function providerFor(deps: Deps, name: string): PaymentProvider {
  return name === 'stripe' ? stripeProvider(deps) : sandboxProvider(deps);
}
