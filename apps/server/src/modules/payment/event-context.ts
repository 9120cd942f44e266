import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StripeObject } from './event-shapes.ts';
import type { FollowUp } from './follow-ups.ts';

/** A question for the provider that a handler needs answered (asked outside its transaction). */
export interface ProviderLookup {
  /** Which invoice a payment intent paid: a subscription invoice's charge does not say. */
  kind: 'invoice_of_payment_intent';
  id: string;
}

/** What an event handler works with: one transaction, the event's own time, and work for after commit. */
export interface EventContext {
  deps: Deps;
  tx: Tx;
  /** The provider's event time (`created`): orders state changes and dates what the event records. */
  at: Date;
  /** sandbox | stripe: whose ids the event's object carries. */
  provider: string;
  /** The provider's event id (what the partner programme keys a commission on). */
  eventId: string;
  /** How many earlier attempts at this event failed or waited (0 the first time). */
  attempt: number;
  /**
   * Provider calls to make once the transaction has committed (never while it may still roll back).
   * They are stored on the event with it, and retried until they succeed.
   */
  followUps: FollowUp[];
  /**
   * The provider's answer to `lookup`. The first time a handler asks, the transaction is rolled back,
   * the provider is asked with no lock held, and the event is applied again with the answer.
   */
  lookup(request: ProviderLookup): string | null;
}

/** What applying an event concluded (stored on the event). */
export type HandlerOutcome = 'applied' | 'ignored_stale' | 'ignored_unknown';

export type EventHandler = (ctx: EventContext, object: StripeObject) => Promise<HandlerOutcome>;
