// Provider calls an applied event still owes (a replaced or refunded subscription must stop billing
// at the provider). They are data, stored on the event in the transaction that applied it, so a
// failed call (or a crash before it) is retried on later passes until the provider confirms
// (payment-events.service runs them). Plain data on purpose: the event repository imports this file,
// and the providers reach the repository through the webhook.

export interface FollowUp {
  kind: 'end_subscription';
  provider: string;
  providerSubscriptionId: string;
}

export const endSubscriptionFollowUp = (subscription: { provider: string; providerSubscriptionId: string }): FollowUp => ({
  kind: 'end_subscription',
  provider: subscription.provider,
  providerSubscriptionId: subscription.providerSubscriptionId,
});

/** The follow-ups stored on an event's payload (see payment-events.repository). */
export function isFollowUp(value: unknown): value is FollowUp {
  const f = value as FollowUp | null;
  return typeof f === 'object' && f !== null && f.kind === 'end_subscription' && typeof f.provider === 'string' && typeof f.providerSubscriptionId === 'string';
}
