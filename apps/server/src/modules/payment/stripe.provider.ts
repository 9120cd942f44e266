import Stripe from 'stripe';
import { checkoutSlug, paymentConfig } from '@tradelink/shared/rules/plans';
import type { PaidPlan, PlanPeriod, PlanSide } from '@tradelink/shared/constants/plans';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { checkoutMetadata } from './checkout-metadata.ts';
import { idOf } from './event-shapes.ts';
import type { PaymentRow } from './payment.repository.ts';
import type { PaymentProvider } from './provider.ts';

// Stripe Checkout in subscription mode with inline prices: the amounts come from our price table,
// so nothing has to be set up in the Stripe dashboard but the webhook endpoint.

const clients = new WeakMap<Env, Stripe>();

export function stripeClient(env: Env): Stripe {
  let client = clients.get(env);
  if (!client) {
    if (!env.STRIPE_SECRET_KEY) throw new AppError('SERVICE_UNAVAILABLE');
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
    client = new Stripe(env.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      telemetry: false,
      ...(base && { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' }),
    });
    clients.set(env, client);
  }
  return client;
}

/** Stripe bills a yearly plan once a year, the others every `months` months. */
const recurringOf = (months: number) => (months === 12 ? { interval: 'year' as const, interval_count: 1 } : { interval: 'month' as const, interval_count: months });

/** Where the browser returns: the receipt page after paying, the checkout page when cancelling. */
export function checkoutUrls(appUrl: string, payment: PaymentRow, returnTo?: string) {
  const direct = returnTo ? `&direct-url=${encodeURIComponent(Buffer.from(returnTo).toString('base64'))}` : '';
  const checkoutPage =
    payment.side === 'buyer' ? '/buyer-premium-payment' : `/supplier-premium-payment/${checkoutSlug(payment.planName as PaidPlan, payment.months as PlanPeriod)}`;
  return { success: `${appUrl}/payment-details/${payment.id}?from=checkout${direct}`, cancel: `${appUrl}${checkoutPage}` };
}

/** A provider failure (network, Stripe outage) reaches the user as "try again later", its cause logged. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
  }
}

/** Whether Stripe says the object is not there (a subscription already deleted counts as ended). */
const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeError && error.statusCode === 404;

export function stripeProvider(deps: Deps): PaymentProvider {
  const stripe = () => stripeClient(deps.env);

  return {
    name: 'stripe',
    async createCheckout(payment, options) {
      const config = paymentConfig(payment.side as PlanSide, payment.planName as PaidPlan, payment.months as PlanPeriod);
      const metadata = checkoutMetadata(payment);
      const urls = checkoutUrls(deps.env.appUrl, payment, options.returnTo);
      const session = await call(() =>
        stripe().checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: payment.amountCents,
                  recurring: recurringOf(payment.months),
                  product_data: { name: config.description },
                },
              },
            ],
            customer_email: payment.billingEmail,
            client_reference_id: payment.id,
            metadata,
            subscription_data: { metadata },
            success_url: urls.success,
            cancel_url: urls.cancel,
          },
          // A retried request must not open a second session for the same payment.
          { idempotencyKey: `checkout-${payment.id}` },
        ),
      );
      if (!session.url) throw new AppError('SERVICE_UNAVAILABLE');
      return { sessionId: session.id, redirectUrl: session.url };
    },
    async expireCheckout(sessionId) {
      // Best effort: a session already completed or expired cannot be expired, and that is fine.
      await stripe()
        .checkout.sessions.expire(sessionId)
        .catch(() => undefined);
    },
    async setCancelAtPeriodEnd(subscription, cancel) {
      await call(() => stripe().subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: cancel }));
    },
    async refund(payment) {
      await call(() => stripe().refunds.create({ payment_intent: payment.paymentIntentId, metadata: { payment_id: payment.id } }, { idempotencyKey: `refund-${payment.id}` }));
    },
    async endSubscription(providerSubscriptionId) {
      // Retried until it succeeds (follow-ups), so a second call must be harmless: Stripe refuses to
      // cancel a canceled subscription, hence the look first.
      await call(async () => {
        try {
          const subscription = await stripe().subscriptions.retrieve(providerSubscriptionId);
          if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
          await stripe().subscriptions.cancel(providerSubscriptionId);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      });
    },
    async paymentIntentOfInvoice(invoiceId) {
      const list = await call(() => stripe().invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 }));
      return idOf(list.data[0]?.payment.payment_intent);
    },
    async invoiceOfPaymentIntent(paymentIntentId) {
      const list = await call(() => stripe().invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 }));
      return idOf(list.data[0]?.invoice);
    },
  };
}
