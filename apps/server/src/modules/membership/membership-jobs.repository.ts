import { sql, type SQL } from 'drizzle-orm';
import type { PlanSide } from '@tradelink/shared/constants/plans';
import type { Tx } from '../../db/client.ts';
import { rows } from '../catalog/row-values.ts';

// The membership job's SQL: which rows are due. Each step re-checks its row under a lock before
// changing it, so these lists may be stale by the time a row is handled.

/** How many rows one step handles per pass; the next pass (minutes later) takes the rest. */
export const JOB_BATCH = 500;

/** Stripe renews on its own and tells us by webhook; a late renewal gets this long after the plan's end. */
export const STRIPE_GRACE_DAYS = 3;

const ts = (d: Date) => d.toISOString();

/**
 * The side's plan (ending at `planEnd`) may still be renewed by Stripe: a Stripe subscription of
 * the side is billing (active or trialing: past due and unpaid ones are stored as not billing) and
 * not cancelling, and the plan ended less than the grace days ago. The grace runs from the plan's
 * end, not the subscription's period: Stripe moves that to the next period before the renewal is
 * paid, and a renewal that then fails must not keep the plan for a whole period.
 */
export function stripeRenewalPending(userId: SQL, side: SQL, planEnd: SQL, now: Date): SQL {
  return sql`(${planEnd} + make_interval(days => ${STRIPE_GRACE_DAYS}) > ${ts(now)} AND EXISTS (
    SELECT 1 FROM subscriptions sub
    WHERE sub.user_id = ${userId} AND sub.side = ${side} AND sub.provider = 'stripe'
      AND sub.status IN ('active', 'trialing') AND NOT sub.cancel_at_period_end))`;
}

export interface DueSide {
  user_id: string;
  side: PlanSide;
}

/** Sides on a paid plan or trial whose end has passed (and no Stripe renewal is on its way). */
export async function findEndedPlans(db: Tx, now: Date): Promise<DueSide[]> {
  const result = await db.execute(sql`
    SELECT x.user_id, x.side FROM (
      SELECT user_id, 'supplier' AS side, plan_end_date FROM suppliers WHERE plan_name <> 'Free' AND plan_end_date <= ${ts(now)}
      UNION ALL
      SELECT user_id, 'buyer' AS side, plan_end_date FROM buyers WHERE plan_name <> 'Free' AND plan_end_date <= ${ts(now)}
    ) x
    WHERE NOT ${stripeRenewalPending(sql`x.user_id`, sql`x.side`, sql`x.plan_end_date`, now)}
    ORDER BY x.plan_end_date
    LIMIT ${JOB_BATCH}`);
  return rows<DueSide>(result);
}

/** Whether the side may be expired now (checked again under the side's row lock). */
export async function isStripeRenewalPending(tx: Tx, userId: string, side: PlanSide, planEnd: Date, now: Date): Promise<boolean> {
  const result = await tx.execute(sql`SELECT ${stripeRenewalPending(sql`${userId}`, sql`${side}`, sql`${ts(planEnd)}::timestamptz`, now)} AS pending`);
  return Boolean(rows<{ pending: boolean }>(result)[0]?.pending);
}

/** The sandbox has no one to renew a subscription whose plan has ended: it ends with the plan. */
export async function endSandboxSubscriptions(tx: Tx, userId: string, side: PlanSide, now: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE subscriptions SET status = 'canceled', canceled_at = coalesce(canceled_at, ${ts(now)}), updated_at = ${ts(now)}
    WHERE user_id = ${userId} AND side = ${side} AND provider = 'sandbox' AND status IN ('active', 'trialing')`);
}

/**
 * Balances whose monthly renewal is due. A supplier whose paid plan has ended is left out: the
 * expiry step (or the Stripe renewal it waits for) sets its quotas.
 */
export async function findDueQuotaResets(db: Tx, now: Date): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT b.supplier_id FROM balances b JOIN suppliers s ON s.id = b.supplier_id
    WHERE b.quota_renews_at <= ${ts(now)}
      AND (s.plan_name = 'Free' OR s.plan_end_date IS NULL OR s.plan_end_date > ${ts(now)})
    ORDER BY b.quota_renews_at
    LIMIT ${JOB_BATCH}`);
  return rows<{ supplier_id: string }>(result).map((r) => r.supplier_id);
}

/** Already reminded for this period (listing only: `claimReminder` is what makes a mail once-only). */
const reminded = (kind: string, userId: SQL, side: SQL, periodEnd: SQL) =>
  sql`EXISTS (SELECT 1 FROM plan_reminders pr WHERE pr.user_id = ${userId} AND pr.side = ${side} AND pr.kind = ${kind} AND pr.period_end = ${periodEnd})`;

export interface RenewingSubscription {
  user_id: string;
  side: PlanSide;
  plan_name: string;
  months: number;
  current_period_end: string | Date;
}

/** Subscriptions that will renew within `days` (active and not cancelling). */
export async function findRenewalsWithin(db: Tx, now: Date, days: number): Promise<RenewingSubscription[]> {
  const result = await db.execute(sql`
    SELECT s.user_id, s.side, s.plan_name, s.months, s.current_period_end FROM subscriptions s
    WHERE s.provider IN ('sandbox', 'stripe') AND s.status = 'active' AND NOT s.cancel_at_period_end
      AND s.current_period_end > ${ts(now)} AND s.current_period_end <= ${ts(now)}::timestamptz + make_interval(days => ${days})
      AND NOT ${reminded('renewal', sql`s.user_id`, sql`s.side`, sql`s.current_period_end`)}
    ORDER BY s.current_period_end
    LIMIT ${JOB_BATCH}`);
  return rows<RenewingSubscription>(result);
}

/** Trials that end within `days`. */
export async function findTrialsEndingWithin(db: Tx, now: Date, days: number): Promise<Array<{ user_id: string; plan_end_date: string | Date }>> {
  const result = await db.execute(sql`
    SELECT sp.user_id, sp.plan_end_date FROM suppliers sp
    WHERE sp.plan_name = 'Trial' AND sp.plan_end_date > ${ts(now)} AND sp.plan_end_date <= ${ts(now)}::timestamptz + make_interval(days => ${days})
      AND NOT ${reminded('trial_end', sql`sp.user_id`, sql`'supplier'`, sql`sp.plan_end_date`)}
    ORDER BY sp.plan_end_date
    LIMIT ${JOB_BATCH}`);
  return rows<{ user_id: string; plan_end_date: string | Date }>(result);
}
