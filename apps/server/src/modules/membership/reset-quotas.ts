import { eq } from 'drizzle-orm';
import { BALANCE_QUOTAS, type BalanceQuota } from '@tradelink/shared/constants/plans';
import { effectivePlan, quotasFor } from '@tradelink/shared/rules/plans';
import type { Deps } from '../../lib/deps.ts';
import { suppliers } from '../../db/schema/index.ts';
import { lockBalance, setQuotas } from '../wallet/wallet.repository.ts';
import { nextQuotaRenewal } from './plan-change.ts';
import { findDueQuotaResets } from './membership-jobs.repository.ts';

/**
 * Sets one supplier's quotas back to its plan's monthly allowance (unused units do not roll over).
 * The Balance row lock and the re-check of the renewal date make a second run a no-op.
 */
async function resetOne(deps: Deps, supplierId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const balance = await lockBalance(tx, supplierId);
    if (!balance?.quotaRenewsAt || balance.quotaRenewsAt > now) return false;
    const [supplier] = await tx
      .select({ planName: suppliers.planName, planEndDate: suppliers.planEndDate })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId))
      .limit(1);
    if (!supplier) return false;
    const state = { plan_name: supplier.planName, end_date: supplier.planEndDate };
    // An ended plan waits for the expiry step (or its Stripe renewal), which sets the quotas itself.
    if (supplier.planName !== 'Free' && supplier.planEndDate && supplier.planEndDate <= now) return false;
    const allowance = quotasFor(state, now);
    const target = Object.fromEntries(BALANCE_QUOTAS.map((q) => [q, allowance[q]])) as Record<BalanceQuota, number>;
    const plan = effectivePlan(state, now);
    await setQuotas(tx, supplierId, target, { reason: 'monthly_reset', ref: `plan:${plan}` }, nextQuotaRenewal(now, plan === 'Free' ? null : supplier.planEndDate));
    return true;
  });
}

/** Step 3 of the job: the monthly quota renewal. Returns how many Balances were reset. */
export async function resetDueQuotas(deps: Deps, now: Date, errors: unknown[]): Promise<number> {
  let reset = 0;
  for (const supplierId of await findDueQuotaResets(deps.db, now)) {
    try {
      if (await resetOne(deps, supplierId, now)) reset += 1;
    } catch (error) {
      errors.push(error);
    }
  }
  return reset;
}
