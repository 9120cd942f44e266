import type { SubscriptionStatus } from '@tradelink/shared/constants/plans';

// What our stored subscription statuses mean. Stripe has more statuses than we store: past_due,
// unpaid, paused and incomplete are stored as `past_due` ("lapsed": not renewing now, but Stripe may
// still collect and bring it back), while a subscription that ended for good (deleted at Stripe,
// replaced, refunded) is `canceled` with `canceled_at` set.

/** Subscriptions that bill. */
export const LIVE_SUBSCRIPTION = ['active', 'trialing'] as const;
/** Both spellings: the spec says cancelled, Stripe canceled. */
export const ENDED_SUBSCRIPTION = ['canceled', 'cancelled'] as const;

type Row = { status: string; canceledAt: Date | null };

export const isLive = (row: Pick<Row, 'status'>) => (LIVE_SUBSCRIPTION as readonly string[]).includes(row.status);
/** Not billing now (past due …) but may recover. */
export const LAPSED_SUBSCRIPTION = 'past_due';
export const isLapsed = (row: Pick<Row, 'status'>) => row.status === LAPSED_SUBSCRIPTION;
/** Ended for good: nothing the provider reports brings it back. */
export const isFinal = (row: Pick<Row, 'status'>) => (ENDED_SUBSCRIPTION as readonly string[]).includes(row.status);

/**
 * Our status for the one Stripe reports, and when it ended (null while it may still come back).
 * A subscription that ended for good stays so.
 */
export function storedStatus(row: Row & { status: string }, reported: string | null, at: Date): { status: SubscriptionStatus; canceledAt: Date | null } {
  if (isFinal(row) || reported === null) return { status: row.status as SubscriptionStatus, canceledAt: row.canceledAt };
  if (reported === 'active' || reported === 'trialing') return { status: reported, canceledAt: null };
  if (reported === 'canceled' || reported === 'incomplete_expired') return { status: 'canceled', canceledAt: at };
  // past_due, unpaid, paused, incomplete: Stripe is not being paid, so the plan is not renewing.
  return { status: LAPSED_SUBSCRIPTION, canceledAt: null };
}
