import type { PlanSide } from '@tradelink/shared/constants/plans';
import type { Deps } from '../../lib/deps.ts';
import { revertToFree } from './plan-change.ts';
import { enqueueMembershipMail } from './membership-mail.ts';
import { mailPlanLabel } from '../mail/plan-labels.ts';
import { claimReminder, findRecipient } from './membership.repository.ts';
import { lockSidePlan } from './plan-change.ts';
import { endSandboxSubscriptions, findEndedPlans, isStripeRenewalPending } from './membership-jobs.repository.ts';

/**
 * Moves one ended plan back to Free, in its own transaction. The side's row lock and the re-check
 * under it make a second job process (or a renewal that just landed) find nothing to do; the
 * `expired` reminder row, keyed by the old end date, makes the mail once-only.
 */
async function expireOne(deps: Deps, userId: string, side: PlanSide, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const plan = await lockSidePlan(tx, userId, side);
    if (!plan || plan.planName === 'Free' || !plan.planEndDate || plan.planEndDate > now) return false;
    if (await isStripeRenewalPending(tx, userId, side, plan.planEndDate, now)) return false;
    await endSandboxSubscriptions(tx, userId, side, now);
    await revertToFree(tx, userId, side, 'plan_expired', null, now);
    if (!(await claimReminder(tx, userId, side, 'expired', plan.planEndDate))) return true;
    const to = await findRecipient(tx, userId);
    if (to) await enqueueMembershipMail(tx, deps.env.appUrl, to, side, 'planExpired', { plan: mailPlanLabel(to.language, side, plan.planName) });
    return true;
  });
}

/** Step 2 of the job: every side whose plan or trial has ended goes back to Free. Returns how many did. */
export async function expireEndedPlans(deps: Deps, now: Date, errors: unknown[]): Promise<number> {
  let expired = 0;
  for (const due of await findEndedPlans(deps.db, now)) {
    try {
      if (await expireOne(deps, due.user_id, due.side, now)) expired += 1;
    } catch (error) {
      // One broken row must not hold back everyone else's expiry; the pass reports it at the end.
      errors.push(error);
    }
  }
  return expired;
}
