import type { Deps } from '../../lib/deps.ts';
import { onCheckoutCompleted, onCheckoutExpired, onCheckoutFailed, onPaymentIntentFailed } from './checkout-events.ts';
import type { EventContext, EventHandler, ProviderLookup } from './event-context.ts';
import { EventRefused, LookupNeeded } from './event-errors.ts';
import { eventObject } from './event-shapes.ts';
import type { FollowUp } from './follow-ups.ts';
import { onInvoicePaid, onInvoicePaymentPaid } from './invoice-events.ts';
import * as events from './payment-events.repository.ts';
import type { PaymentEventRow } from './payment-events.repository.ts';
import { providerFor } from './providers.ts';
import { onChargeRefunded } from './refund-events.ts';
import { onSubscriptionDeleted, onSubscriptionUpdated } from './subscription-events.ts';

// Applies the webhook inbox. Each event gets its own transaction, holding its row lock while it is
// applied, so two workers never apply the same event and a failure rolls back all of its effects.
// Provider calls are made outside any transaction: lookups before it (the event is then applied
// again with the answer), follow-ups after it commits (stored with it, retried until they succeed).

const HANDLERS: Record<string, EventHandler> = {
  'checkout.session.completed': onCheckoutCompleted,
  'checkout.session.async_payment_succeeded': onCheckoutCompleted,
  'checkout.session.expired': onCheckoutExpired,
  'checkout.session.async_payment_failed': onCheckoutFailed,
  'payment_intent.payment_failed': onPaymentIntentFailed,
  'invoice.paid': onInvoicePaid,
  'invoice.payment_succeeded': onInvoicePaid,
  'invoice_payment.paid': onInvoicePaymentPaid,
  'customer.subscription.updated': onSubscriptionUpdated,
  'customer.subscription.deleted': onSubscriptionDeleted,
  'charge.refunded': onChargeRefunded,
};

/** After this many failed attempts an event is set aside as `failed` (its last error kept for support). */
export const MAX_EVENT_ATTEMPTS = 8;
/** Events applied per pass at most; the worker runs another pass while passes find work. */
const EVENTS_PER_PASS = 50;
/** Provider lookups one event may need before it is applied (one is all any handler asks today). */
const MAX_LOOKUPS = 3;

/** 1, 2, 4 … 64 minutes between attempts. */
const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.min(attempts - 1, 6);
const retryAt = (attempts: number) => new Date(Date.now() + retryDelayMs(attempts));

/** An error for `last_error`, with its cause (a provider's own message behind SERVICE_UNAVAILABLE). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 2000);
  const cause = error.cause instanceof Error ? ` (${error.cause.name}: ${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`.slice(0, 2000);
}
const lookupKey = (request: ProviderLookup) => `${request.kind}:${request.id}`;

/** Applies due webhook events, oldest provider time first; returns how many it handled in this pass. */
export async function processDueEvents(deps: Deps): Promise<number> {
  let handled = 0;
  while (handled < EVENTS_PER_PASS && (await processNextEvent(deps))) handled++;
  // Handlers queue receipts and notices in the outbox; send them now rather than at the next poll.
  if (handled > 0) deps.mail.kick();
  return handled;
}

type Attempt =
  | { kind: 'none' }
  | { kind: 'done'; event: PaymentEventRow; followUps: FollowUp[] }
  | { kind: 'lookup'; event: PaymentEventRow; request: ProviderLookup }
  | { kind: 'failed' };

/** Handles one due event (applies it, or makes the calls it still owes); false when none is due. */
async function processNextEvent(deps: Deps): Promise<boolean> {
  const answers = new Map<string, string | null>();
  let eventId: string | null = null;
  for (let lookups = 0; ; lookups++) {
    const attempt = await attemptEvent(deps, eventId, answers);
    // None due; or, after a lookup, another worker finished the event meanwhile.
    if (attempt.kind === 'none') return eventId !== null;
    if (attempt.kind === 'failed') return true;
    if (attempt.kind === 'done') {
      await runFollowUps(deps, attempt.event, attempt.followUps);
      return true;
    }
    eventId = attempt.event.id;
    try {
      if (lookups >= MAX_LOOKUPS) throw new Error(`more than ${MAX_LOOKUPS} provider lookups`);
      answers.set(lookupKey(attempt.request), await lookUp(deps, attempt.event.provider, attempt.request));
    } catch (error) {
      await recordFailure(deps, attempt.event, error);
      return true;
    }
  }
}

/** One transaction: claims the event and applies it (or leases its owed follow-ups). */
async function attemptEvent(deps: Deps, eventId: string | null, answers: Map<string, string | null>): Promise<Attempt> {
  const claim: { event?: PaymentEventRow } = {};
  try {
    return await deps.db.transaction(async (tx): Promise<Attempt> => {
      const event = eventId ? await events.claimEvent(tx, eventId) : await events.claimNextEvent(tx);
      if (!event) return { kind: 'none' };
      claim.event = event;
      const attempts = event.attempts + 1;
      // Applied before; only its provider calls are still owed.
      if (event.outcome) {
        await events.leaseFollowUps(tx, event.id, attempts, retryAt(attempts));
        return { kind: 'done', event, followUps: events.owedFollowUps(event) };
      }
      const followUps: FollowUp[] = [];
      const ctx: EventContext = {
        deps,
        tx,
        at: event.eventCreatedAt,
        provider: event.provider,
        attempt: event.attempts,
        eventId: event.id,
        followUps,
        lookup(request) {
          const key = lookupKey(request);
          if (!answers.has(key)) throw new LookupNeeded(request);
          return answers.get(key) ?? null;
        },
      };
      const handler = HANDLERS[event.type];
      const outcome = handler ? await handler(ctx, eventObject(event.payload)) : 'ignored_unknown';
      if (followUps.length > 0) await events.markAppliedOwing(tx, event.id, attempts, followUps, retryAt(attempts));
      else await events.markProcessed(tx, event.id, outcome, attempts);
      return { kind: 'done', event, followUps };
    });
  } catch (error) {
    const event = claim.event;
    if (!event) throw error;
    if (error instanceof LookupNeeded) return { kind: 'lookup', event, request: error.request };
    if (error instanceof EventRefused) {
      // Retrying cannot make it right; the reason is kept on the event for support.
      await deps.db.transaction((tx) => events.markProcessed(tx, event.id, 'failed', event.attempts + 1, errorText(error)));
      return { kind: 'failed' };
    }
    await recordFailure(deps, event, error);
    return { kind: 'failed' };
  }
}

async function lookUp(deps: Deps, providerName: string, request: ProviderLookup): Promise<string | null> {
  const provider = providerFor(deps, providerName);
  switch (request.kind) {
    case 'invoice_of_payment_intent':
      return provider.invoiceOfPaymentIntent(request.id);
  }
}

async function recordFailure(deps: Deps, event: PaymentEventRow, error: unknown) {
  const attempts = event.attempts + 1;
  if (attempts >= MAX_EVENT_ATTEMPTS) await deps.db.transaction((tx) => events.markProcessed(tx, event.id, 'failed', attempts, errorText(error)));
  else await events.markRetry(deps.db, event.id, attempts, errorText(error), retryAt(attempts));
}

/**
 * The provider calls an applied event owes (ending a replaced or refunded subscription). The event
 * stays applied whatever happens here; a call that fails stays owed, is recorded on the event
 * (`applied_followup_failed`, last_error) and is retried with the backoff until it succeeds.
 */
async function runFollowUps(deps: Deps, event: PaymentEventRow, followUps: FollowUp[]) {
  if (followUps.length === 0) {
    // An event that owed nothing was marked processed with its own outcome in its transaction.
    if (event.outcome) await events.markFollowUpsDone(deps.db, event.id);
    return;
  }
  const failed: FollowUp[] = [];
  let lastError = '';
  for (const followUp of followUps) {
    try {
      // Idempotent: ending a subscription that has already ended is a no-op.
      await providerFor(deps, followUp.provider).endSubscription(followUp.providerSubscriptionId);
    } catch (error) {
      failed.push(followUp);
      lastError = `follow-up ${followUp.kind} ${followUp.providerSubscriptionId}: ${errorText(error)}`;
    }
  }
  if (failed.length === 0) await events.markFollowUpsDone(deps.db, event.id);
  else await events.markFollowUpsFailed(deps.db, event.id, failed, lastError);
}
