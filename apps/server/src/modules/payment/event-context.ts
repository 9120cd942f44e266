import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StripeObject } from './event-shapes.ts';

/** What an event handler works with: one transaction, the event's own time, and work for after commit. */
export interface EventContext {
  deps: Deps;
  tx: Tx;
  /** The provider's event time (`created`): orders state changes and dates what the event records. */
  at: Date;
  /** sandbox | stripe: whose ids the event's object carries. */
  provider: string;
  /** Provider calls to make once the transaction has committed (never while it may still roll back). */
  afterCommit: Array<() => Promise<unknown>>;
}

/** What applying an event concluded (stored on the event). */
export type HandlerOutcome = 'applied' | 'ignored_stale' | 'ignored_unknown';

export type EventHandler = (ctx: EventContext, object: StripeObject) => Promise<HandlerOutcome>;
