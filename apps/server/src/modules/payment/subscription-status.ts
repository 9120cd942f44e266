import type { SubscriptionStatus } from '@tradelink/shared/constants/plans';

// What our stored subscription statuses mean. Stripe has more statuses than we store (active,
// trialing, canceled): past_due, unpaid, paused and incomplete are stored as `canceled` with no
// `canceled_at` ("lapsed": not renewing now, but Stripe may still collect and bring it back), while
// a subscription that ended for good (deleted at Stripe, replaced, refunded) has `canceled_at` set.

/** Subscriptions that bill. */
export const LIVE_SUBSCRIPTION = ['active', 'trialing'] as const;
/** Both spellings: the spec says cancelled, Stripe canceled. */
export const ENDED_SUBSCRIPTION = ['canceled', 'cancelled'] as const;

type Row = { status: string; canceledAt: Date | null };

export const isLive = (row: Pick<Row, 'status'>) => (LIVE_SUBSCRIPTION as readonly string[]).includes(row.status);
/** Ended for good: nothing the provider reports brings it back. */
export const isFinal = (row: Row) => !isLive(row) && row.canceledAt !== null;
/** Not billing now (past due …) but may recover. */
export const isLapsed = (row: Row) => !isLive(row) && row.canceledAt === null;

/**
 * Our status for the one Stripe reports, and when it ended (null while it may still come back).
 * A subscription that ended for good stays so.
 */
export function storedStatus(row: Row & { status: string }, reported: string | null, at: Date): { status: SubscriptionStatus; canceledAt: Date | null } {
  if (isFinal(row) || reported === null) return { status: row.status as SubscriptionStatus, canceledAt: row.canceledAt };
  if (reported === 'active' || reported === 'trialing') return { status: reported, canceledAt: null };
  if (reported === 'canceled' || reported === 'incomplete_expired') return { status: 'canceled', canceledAt: at };
  // past_due, unpaid, paused, incomplete: Stripe is not being paid, so the plan is not renewing.
  return { status: 'canceled', canceledAt: null };
}
