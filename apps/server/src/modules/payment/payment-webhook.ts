import crypto from 'node:crypto';
import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS } from '@tradelink/shared/constants/plans';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { insertEvent } from './payment-events.repository.ts';
import type { ProviderName } from './provider.ts';

/** Sandbox event ids start with this, so the inbox tells them from Stripe's at a glance. */
export const SANDBOX_EVENT_PREFIX = 'evt_sandbox_';

/**
 * The secret webhook signatures are checked with: Stripe's endpoint secret when configured, else
 * one derived from SESSION_SECRET for the sandbox (never a constant: a forged sandbox event would
 * otherwise activate plans for free).
 */
export function webhookSecret(env: Env): string {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  return `whsec_${crypto.createHmac('sha256', env.SESSION_SECRET).update('tradelink:sandbox-webhook').digest('base64url')}`;
}

/** A `Stripe-Signature` header for a payload, as Stripe computes it (the sandbox signs its events so). */
export function signPayload(env: Env, payload: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret(env) });
}

/**
 * The webhook endpoint's work: checks the signature over the exact bytes received (and that it is
 * at most 5 minutes old), stores the event under its provider id — a redelivery hits the primary key
 * and changes nothing — and wakes the payment worker. Nothing is applied here: the answer goes back
 * at once and the worker applies the event in its own transaction. `provider` is who sent it: the
 * HTTP route only ever hears from Stripe; the sandbox calls this in-process.
 */
export async function receiveWebhook(deps: Deps, rawBody: string, signatureHeader: string | undefined, provider: ProviderName): Promise<{ received: true }> {
  if (!signatureHeader) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  let event: Record<string, unknown>;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret(deps.env), WEBHOOK_TOLERANCE_SECONDS) as unknown as Record<string, unknown>;
  } catch (error) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', { cause: error });
  }
  const { id, type, created } = event;
  if (typeof id !== 'string' || !id || typeof type !== 'string' || typeof created !== 'number') throw new AppError('BAD_REQUEST');
  await insertEvent(deps.db, {
    id,
    provider,
    type,
    eventCreatedAt: new Date(created * 1000),
    payload: event,
  });
  deps.payments.kick();
  return { received: true };
}
