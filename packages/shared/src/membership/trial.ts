import type { PlanSide } from '../constants/plans.ts';
import { effectivePlan, isPayingUser, type PlanState } from '../rules/plans.ts';

/**
 * Where an account stands with its one free trial (suppliers only), as the server reports it and
 * the pages word it. "Used" means the account really started its trial: a supplier on a paid plan
 * who never took one cannot start it now, but has not used it either.
 */
export type TrialStatus = 'available' | 'running' | 'used' | 'paid_plan' | 'not_supplier';
export const TRIAL_STATUSES = ['available', 'running', 'used', 'paid_plan', 'not_supplier'] as const satisfies readonly TrialStatus[];

export interface TrialFacts {
  side: PlanSide;
  /** When the account started its trial (`users.trial_used_at`), or null. */
  usedAt: string | Date | null;
  plan: PlanState;
}

export function trialStatus({ side, usedAt, plan }: TrialFacts, now: Date = new Date()): TrialStatus {
  if (side !== 'supplier') return 'not_supplier';
  if (effectivePlan(plan, now) === 'Trial') return 'running';
  if (usedAt) return 'used';
  // Trials are for trying a paid plan: one running already has everything a trial would give.
  if (isPayingUser('supplier', plan, now)) return 'paid_plan';
  return 'available';
}
