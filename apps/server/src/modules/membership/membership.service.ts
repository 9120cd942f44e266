import { TRIAL_DAYS, type PlanSide } from '@tradelink/shared/constants/plans';
import type { MembershipState } from '@tradelink/shared/membership/membership';
import { isPayingUser } from '@tradelink/shared/rules/plans';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { requireSupplier } from '../account/sides.ts';
import { applyPlan } from './plan-change.ts';
import { getMembershipState } from './membership-state.ts';
import { enqueueMembershipMail } from './membership-mail.ts';
import { mailDate } from '../mail/plan-labels.ts';
import { claimTrial, findRecipient } from './membership.repository.ts';
import { lockSidePlan } from './plan-change.ts';

const DAY_MS = 86_400_000;

/**
 * `membership.start_trial`: the supplier side's free trial, once per account, never on top of a paid
 * plan. The supplier row lock makes parallel starts take turns, and the conditional update of
 * `users.trial_used_at` lets only the first one through; a refusal rolls the whole start back.
 */
export async function startTrial(deps: Deps, user: SessionUser, side: PlanSide): Promise<MembershipState> {
  if (side !== 'supplier') throw new AppError('SUPPLIER_ONLY');
  await requireSupplier(deps.db, user.id);
  const now = new Date();
  const end = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);

  await deps.db.transaction(async (tx) => {
    const plan = await lockSidePlan(tx, user.id, 'supplier');
    if (!plan) throw new AppError('SUPPLIER_ONLY');
    if (!(await claimTrial(tx, user.id, now))) throw new AppError('TRIAL_USED');
    if (isPayingUser('supplier', { plan_name: plan.planName, end_date: plan.planEndDate }, now)) throw new AppError('TRIAL_NOT_AVAILABLE');
    await applyPlan(tx, { userId: user.id, side: 'supplier', planName: 'Trial', activeDate: now, endDate: end, reason: 'trial_started' }, now);
    const to = await findRecipient(tx, user.id);
    if (to) await enqueueMembershipMail(tx, deps.env.appUrl, to, 'supplier', 'trialStarted', { end: mailDate(to.language, end) });
  });
  deps.mail.kick();
  return getMembershipState(deps, user, 'supplier');
}
