import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { defineCall } from '../../lib/define-call.ts';
import { refundPayment } from './payment-admin.service.ts';
import { receiveWebhook } from './payment-webhook.ts';
import * as payments from './payment.service.ts';
import { sandboxPay } from './sandbox-pay.service.ts';
import { setCancelAtPeriodEnd } from './subscription.service.ts';

/** The provider's webhook: a plain route (not a signed call); Stripe's signature is checked instead. */
export const WEBHOOK_PATH = '/api/payments/webhook';

/**
 * Checkout, the sandbox card form, receipts, cancelling and the operators' refund. Who may call is
 * declared here; owner checks (a payment, a subscription) are in the services.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineCall(app, 'membership.checkout', 'user', async ({ input, user }) => payments.checkout(deps, user!, input));
  defineCall(app, 'membership.sandbox_pay', 'user', async ({ input, user }) => sandboxPay(deps, user!, input));
  defineCall(app, 'membership.payments', 'user', async ({ input, user }) => payments.listMine(deps, user!, input));
  defineCall(app, 'membership.payment', 'user', async ({ input, user }) => payments.paymentFor(deps, user!, input.payment_id));
  defineCall(app, 'membership.cancel', 'user', async ({ input, user }) => setCancelAtPeriodEnd(deps, user!, input.side, true));
  defineCall(app, 'membership.resume', 'user', async ({ input, user }) => setCancelAtPeriodEnd(deps, user!, input.side, false));
  defineCall(app, 'admin.refund_payment', 'operator', async ({ input, user }) => refundPayment(deps, user!, input));

  // The signing plugin's JSON parser keeps the exact bytes in `rawBody`: the signature covers them.
  app.post(WEBHOOK_PATH, async (request) => {
    // Only Stripe posts here. Without its endpoint secret there is no Stripe to hear from: the
    // sandbox hands its events to receiveWebhook in-process, so a forged sandbox event has no door.
    if (!deps.env.STRIPE_WEBHOOK_SECRET) throw new AppError('NOT_FOUND');
    if (typeof request.rawBody !== 'string') throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    const signature = request.headers['stripe-signature'];
    return receiveWebhook(deps, request.rawBody, typeof signature === 'string' ? signature : undefined, 'stripe');
  });
}
