import type { Deps } from '../../lib/deps.ts';
import { onCheckoutCompleted, onCheckoutExpired, onCheckoutFailed, onPaymentIntentFailed } from './checkout-events.ts';
import type { EventContext, EventHandler, HandlerOutcome } from './event-context.ts';
import { eventObject } from './event-shapes.ts';
import { onInvoicePaid } from './invoice-events.ts';
import { claimNextEvent, markProcessed, markRetry, type PaymentEventRow } from './payment-events.repository.ts';
import { onChargeRefunded } from './refund-events.ts';
import { onSubscriptionDeleted, onSubscriptionUpdated } from './subscription-events.ts';

// Applies the webhook inbox. Each event gets its own transaction, holding its row lock while it is
// applied, so two workers never apply the same event and a failure rolls back all of its effects.

const HANDLERS: Record<string, EventHandler> = {
  'checkout.session.completed': onCheckoutCompleted,
  'checkout.session.async_payment_succeeded': onCheckoutCompleted,
  'checkout.session.expired': onCheckoutExpired,
  'checkout.session.async_payment_failed': onCheckoutFailed,
  'payment_intent.payment_failed': onPaymentIntentFailed,
  'invoice.paid': onInvoicePaid,
  'invoice.payment_succeeded': onInvoicePaid,
  'customer.subscription.updated': onSubscriptionUpdated,
  'customer.subscription.deleted': onSubscriptionDeleted,
  'charge.refunded': onChargeRefunded,
};

/** After this many failed attempts an event is set aside as `failed` (its last error kept for support). */
export const MAX_EVENT_ATTEMPTS = 8;
/** Events applied per pass at most; the worker runs another pass while passes find work. */
const EVENTS_PER_PASS = 50;

/** 1, 2, 4 … 64 minutes between attempts. */
const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.min(attempts - 1, 6);

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

/** Applies due webhook events, oldest provider time first; returns how many it handled in this pass. */
export async function processDueEvents(deps: Deps): Promise<number> {
  let handled = 0;
  while (handled < EVENTS_PER_PASS && (await processNextEvent(deps))) handled++;
  // Handlers queue receipts and notices in the outbox; send them now rather than at the next poll.
  if (handled > 0) deps.mail.kick();
  return handled;
}

/** Applies one due event; false when none is due. */
async function processNextEvent(deps: Deps): Promise<boolean> {
  const afterCommit: EventContext['afterCommit'] = [];
  const claim: { event?: PaymentEventRow } = {};
  try {
    const found = await deps.db.transaction(async (tx) => {
      const event = await claimNextEvent(tx);
      if (!event) return false;
      claim.event = event;
      const handler = HANDLERS[event.type];
      const ctx: EventContext = { deps, tx, at: event.eventCreatedAt, provider: event.provider, afterCommit };
      const outcome: HandlerOutcome = handler ? await handler(ctx, eventObject(event.payload)) : 'ignored_unknown';
      await markProcessed(tx, event.id, outcome, event.attempts + 1);
      return true;
    });
    if (!found) return false;
  } catch (error) {
    const event = claim.event;
    if (!event) throw error;
    await recordFailure(deps, event, error);
    return true;
  }
  await runAfterCommit(deps, claim.event!, afterCommit);
  return true;
}

async function recordFailure(deps: Deps, event: PaymentEventRow, error: unknown) {
  const attempts = event.attempts + 1;
  if (attempts >= MAX_EVENT_ATTEMPTS) await deps.db.transaction((tx) => markProcessed(tx, event.id, 'failed', attempts, errorText(error)));
  else await markRetry(deps.db, event.id, attempts, errorText(error), new Date(Date.now() + retryDelayMs(attempts)));
}

/**
 * Provider calls the event asked for (ending a replaced subscription at Stripe). The event is
 * applied whatever happens here; a failure is kept on the event for support to follow up.
 */
async function runAfterCommit(deps: Deps, event: PaymentEventRow, tasks: EventContext['afterCommit']) {
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      await markRetry(deps.db, event.id, event.attempts + 1, `after commit: ${errorText(error)}`, event.nextAttemptAt);
    }
  }
}
