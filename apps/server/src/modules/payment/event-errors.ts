import type { ProviderLookup } from './event-context.ts';

// What a handler may throw besides a real failure. Each rolls the event's transaction back; the
// worker then treats it as named here.

/**
 * The event is about something of ours that is not stored yet (its checkout, or the event it
 * follows, has not been applied): it is retried later like a failure, within the usual attempts.
 */
export class EventNotReady extends Error {
  override readonly name = 'EventNotReady';
}

/** The event contradicts what we sold (another amount, nothing to pay): set aside as failed at once. */
export class EventRefused extends Error {
  override readonly name = 'EventRefused';
}

/** The handler needs the provider's answer first; the worker asks with no transaction open. */
export class LookupNeeded extends Error {
  override readonly name = 'LookupNeeded';
  constructor(readonly request: ProviderLookup) {
    super(`provider lookup: ${request.kind} ${request.id}`);
  }
}
