import type { PlanSide } from '@tradelink/shared/constants/plans';
import type { Tx } from '../../db/client.ts';
import { lockSidePlan, type SidePlan } from '../membership/plan-change.ts';
import * as repo from './payment.repository.ts';

// The one lock order of every event handler: the side's plan first (lockSidePlan, as the trial,
// the expiry job and the plan changes take it), then the subscription or payment. Rows are found
// unlocked, their side locked, then the row locked and read again: two handlers can never each hold
// what the other waits for.

export interface LockedPayment {
  payment: repo.PaymentRow;
  /** The side's plan, locked; null when the account no longer has that side. */
  plan: SidePlan | null;
}

export async function lockPaymentAndSide(tx: Tx, ref: repo.PaymentRef): Promise<LockedPayment | null> {
  const found = await repo.findPaymentBy(tx, ref);
  if (!found) return null;
  const plan = await lockSidePlan(tx, found.userId, found.side as PlanSide);
  const payment = await repo.lockPayment(tx, found.id);
  return payment ? { payment, plan } : null;
}

export interface LockedSubscription {
  subscription: repo.SubscriptionRow;
  plan: SidePlan | null;
}

export async function lockSubscriptionAndSide(tx: Tx, provider: string, providerSubscriptionId: string): Promise<LockedSubscription | null> {
  const found = await repo.findSubscriptionBy(tx, provider, providerSubscriptionId);
  if (!found) return null;
  const plan = await lockSidePlan(tx, found.userId, found.side as PlanSide);
  const subscription = await repo.lockSubscription(tx, found.id);
  return subscription ? { subscription, plan } : null;
}
