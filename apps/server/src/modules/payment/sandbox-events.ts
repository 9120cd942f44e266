import crypto from 'node:crypto';
import type { Deps } from '../../lib/deps.ts';
import { receiveWebhook, SANDBOX_EVENT_PREFIX, signPayload } from './payment-webhook.ts';
import type { StripeObject } from './event-shapes.ts';

// The sandbox provider speaks Stripe: it builds the events Stripe would send, signs them with the
// webhook secret as Stripe does and posts them to the same function the webhook route calls, so the
// embedded default runs the signature check, the inbox and the handlers exactly as production.

/** A provider-style id: `sub_sandbox_…`, `pi_sandbox_…`. */
export const sandboxId = (prefix: string) => `${prefix}_sandbox_${crypto.randomBytes(12).toString('hex')}`;

export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Emits one signed event about `object`, created at `now` (the caller's clock). Returns its id. */
export async function emitSandboxEvent(deps: Deps, type: string, object: StripeObject, now: Date = new Date()): Promise<string> {
  const event = {
    id: `${SANDBOX_EVENT_PREFIX}${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: toSeconds(now),
    livemode: false,
    pending_webhooks: 1,
    data: { object },
  };
  const payload = JSON.stringify(event);
  await receiveWebhook(deps, payload, signPayload(deps.env, payload), 'sandbox');
  return event.id;
}
