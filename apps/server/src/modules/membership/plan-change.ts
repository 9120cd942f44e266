import { eq } from 'drizzle-orm';
import { PLAN_QUOTAS, type PlanName, type PlanSide } from '@tradelink/shared/constants/plans';
import { addMonths } from '@tradelink/shared/rules/plans';
import type { Tx } from '../../db/client.ts';
import { buyers, suppliers } from '../../db/schema/index.ts';
import { setQuotas, type LedgerReason } from '../wallet/wallet.repository.ts';

// The one place a side's plan changes. Callers: the payment event handler (activation, renewal,
// refund), the trial start, and the expiry job. Each runs inside the caller's transaction.

export interface PlanChange {
  userId: string;
  side: PlanSide;
  planName: PlanName;
  activeDate: Date | null;
  endDate: Date | null;
  reason: LedgerReason;
  paymentId?: string | null;
  actorUserId?: string | null;
}

export interface SidePlan {
  planName: string;
  planActiveDate: Date | null;
  planEndDate: Date | null;
}

/** The plan on one side of an account, locked until the transaction ends (plan changes take turns). */
export async function lockSidePlan(tx: Tx, userId: string, side: PlanSide): Promise<SidePlan | null> {
  const table = side === 'buyer' ? buyers : suppliers;
  const [row] = await tx
    .select({ planName: table.planName, planActiveDate: table.planActiveDate, planEndDate: table.planEndDate })
    .from(table)
    .where(eq(table.userId, userId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The next monthly quota renewal: a month after the start, but never after the plan ends. */
export function nextQuotaRenewal(start: Date, planEnd: Date | null): Date {
  const month = addMonths(start, 1);
  return planEnd && planEnd < month ? planEnd : month;
}

/**
 * Writes the plan onto the side and, for a supplier, sets the quotas to the plan's monthly
 * allowance with one ledger row. Returns the side's id, or null when the account has no such side.
 */
export async function applyPlan(tx: Tx, change: PlanChange, now: Date = new Date()): Promise<string | null> {
  const values = { planName: change.planName, planActiveDate: change.activeDate, planEndDate: change.endDate };
  if (change.side === 'buyer') {
    const [row] = await tx.update(buyers).set(values).where(eq(buyers.userId, change.userId)).returning({ id: buyers.id });
    return row?.id ?? null;
  }
  const [row] = await tx.update(suppliers).set(values).where(eq(suppliers.userId, change.userId)).returning({ id: suppliers.id });
  if (!row) return null;
  const { quotations_per_month: _monthly, ...quotas } = PLAN_QUOTAS[change.planName];
  await setQuotas(
    tx,
    row.id,
    quotas,
    { reason: change.reason, paymentId: change.paymentId, actorUserId: change.actorUserId, ref: `plan:${change.planName}` },
    nextQuotaRenewal(now, change.planName === 'Free' ? null : change.endDate),
  );
  return row.id;
}

/** Back to Free (expiry, refund): the Free quotas from now on. */
export function revertToFree(tx: Tx, userId: string, side: PlanSide, reason: LedgerReason, paymentId?: string | null, now: Date = new Date()) {
  return applyPlan(tx, { userId, side, planName: 'Free', activeDate: now, endDate: null, reason, paymentId }, now);
}
