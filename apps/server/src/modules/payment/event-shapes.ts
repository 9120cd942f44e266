// Reading Stripe-shaped objects out of a stored event. Stripe has moved some fields between API
// versions (an invoice's subscription and payment intent, a subscription's period end), so each
// reader accepts the older and the newer place. Anything missing reads as null.

export type StripeObject = Record<string, unknown>;

const isObject = (v: unknown): v is StripeObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An id field that may hold the id or the expanded object. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (isObject(value) && typeof value.id === 'string') return value.id;
  return null;
}

export const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
export const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
export const fromSeconds = (value: unknown): Date | null => (num(value) === null ? null : new Date((value as number) * 1000));

/** `a.b.c` of nested objects and lists (a number reads a list item). */
export function pick(object: unknown, path: Array<string | number>): unknown {
  let current: unknown = object;
  for (const key of path) {
    if (typeof key === 'number') current = Array.isArray(current) ? current[key] : isObject(current) && Array.isArray(current.data) ? current.data[key] : undefined;
    else current = isObject(current) ? current[key] : undefined;
  }
  return current;
}

/** The object an event is about (`data.object`). */
export function eventObject(payload: StripeObject): StripeObject {
  const object = pick(payload, ['data', 'object']);
  return isObject(object) ? object : {};
}

export function metadataOf(object: StripeObject): Record<string, string> {
  return isObject(object.metadata) ? (object.metadata as Record<string, string>) : {};
}

/** Whether metadata is ours (we put these on every checkout session and subscription). */
export const carriesOurMetadata = (metadata: Record<string, string>) => Boolean(metadata.payment_id || metadata.user_id);

/** The metadata of an invoice's subscription, as Stripe copies it onto the invoice. */
export function invoiceSubscriptionMetadata(invoice: StripeObject): Record<string, string> {
  const metadata = pick(invoice, ['parent', 'subscription_details', 'metadata']) ?? pick(invoice, ['subscription_details', 'metadata']);
  return isObject(metadata) ? (metadata as Record<string, string>) : {};
}

/** An invoice's subscription: top level before 2025, under `parent.subscription_details` after. */
export function invoiceSubscriptionId(invoice: StripeObject): string | null {
  return idOf(invoice.subscription) ?? idOf(pick(invoice, ['parent', 'subscription_details', 'subscription']));
}

/** An invoice's payment intent: top level before 2025; after, only in its `payments` list, which webhooks leave out. */
export function invoicePaymentIntentId(invoice: StripeObject): string | null {
  return idOf(invoice.payment_intent) ?? idOf(pick(invoice, ['payments', 0, 'payment', 'payment_intent']));
}

/**
 * The period an invoice paid for (its first line's). For a renewal this is the one fact to go by:
 * Stripe moves the subscription to its next period (`customer.subscription.updated`) about an hour
 * before the invoice is paid, so the subscription's period has moved on by then.
 */
export function invoiceLinePeriod(invoice: StripeObject): { start: Date; end: Date } | null {
  const start = fromSeconds(pick(invoice, ['lines', 0, 'period', 'start']));
  const end = fromSeconds(pick(invoice, ['lines', 0, 'period', 'end']));
  return start && end && end > start ? { start, end } : null;
}

/** A subscription's period end: top level before 2025, on its items after. */
export function subscriptionPeriodEnd(subscription: StripeObject): Date | null {
  return fromSeconds(subscription.current_period_end) ?? fromSeconds(pick(subscription, ['items', 0, 'current_period_end']));
}

/** Whether a subscription will stop at its period end (newer dashboards set `cancel_at` instead). */
export function isCancelling(subscription: StripeObject): boolean {
  return subscription.cancel_at_period_end === true || num(subscription.cancel_at) !== null;
}

/** A failed payment's code: the decline code when there is one. */
export function failureCodeOf(object: StripeObject): string | null {
  const error = object.last_payment_error;
  return text(pick(error, ['decline_code'])) ?? text(pick(error, ['code'])) ?? text(object.failure_code);
}
