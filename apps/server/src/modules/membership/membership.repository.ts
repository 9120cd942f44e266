import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PlanSide } from '@tradelink/shared/constants/plans';
import type { Tx } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import type { MailRecipient } from './membership-mail.ts';

export type { SubscriptionRow } from '../payment/payment.repository.ts';
import { ENDED_SUBSCRIPTION, LAPSED_SUBSCRIPTION, LIVE_SUBSCRIPTION } from '../payment/subscription-status.ts';
import type { SubscriptionRow } from '../payment/payment.repository.ts';

/** The plan columns of one side, as stored (an ended plan keeps its name until the job reverts it). */
// A past_due subscription is shown too: its renewal is unpaid and Stripe is still retrying.
const SHOWN_RUNNING = [...LIVE_SUBSCRIPTION, LAPSED_SUBSCRIPTION];

/**
 * The subscription the membership page shows: the side's newest one that still runs, or one that
 * was cancelled but has paid time left. Null when there is none.
 */
export async function findShownSubscription(db: Tx, userId: string, side: PlanSide, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.side, side),
        or(inArray(subscriptions.status, SHOWN_RUNNING), and(inArray(subscriptions.status, [...ENDED_SUBSCRIPTION]), gt(subscriptions.currentPeriodEnd, now))),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the account's one trial as used; false when it already was. The conditional update is the
 * guard: of two parallel starts, the second waits for the first's row lock, then matches nothing.
 */
export async function claimTrial(tx: Tx, userId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ trialUsedAt: now })
    .where(and(eq(users.id, userId), isNull(users.trialUsedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findTrialUsedAt(db: Tx, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: users.trialUsedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.at ?? null;
}

export async function findRecipient(db: Tx, userId: string): Promise<MailRecipient | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Records that a reminder of this kind went out for this period; false when one already had (send nothing). */
export async function claimReminder(tx: Tx, userId: string, side: PlanSide, kind: 'renewal' | 'trial_end' | 'expired', periodEnd: Date): Promise<boolean> {
  const result = await tx.execute(sql`
    INSERT INTO plan_reminders (user_id, side, kind, period_end) VALUES (${userId}, ${side}, ${kind}, ${periodEnd.toISOString()})
    ON CONFLICT (user_id, side, kind, period_end) DO NOTHING RETURNING user_id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
