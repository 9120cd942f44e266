import { lockSidePlan } from '../membership/plan-change.ts';
import { isActivePlan } from '@tradelink/shared/rules/plans';
import type { PlanSide, SubscriptionStatus } from '@tradelink/shared/constants/plans';
import type { EventHandler } from './event-context.ts';
import { fromSeconds, isCancelling, subscriptionPeriodEnd, text } from './event-shapes.ts';
import { enqueueCancelled } from './payment-mail.ts';
import * as repo from './payment.repository.ts';

// Subscription changes the provider reports: cancelling at period end (or not), status, the end.

const isEnded = (status: string) => status === 'canceled' || status === 'cancelled';

/** Our status for Stripe's: only what we store; an ended subscription never becomes live again. */
function nextStatus(current: string, reported: string | null): SubscriptionStatus {
  if (isEnded(current)) return current as SubscriptionStatus;
  if (reported === 'active' || reported === 'trialing') return reported;
  if (reported === 'canceled' || reported === 'incomplete_expired') return 'canceled';
  // past_due, unpaid, paused …: still the subscription we have; its plan runs to its end date.
  return current as SubscriptionStatus;
}

/**
 * `customer.subscription.updated`: applied only when it is not older than the newest event already
 * applied to this subscription (Stripe does not deliver in order). Turning on cancel-at-period-end
 * mails the customer when the plan stops.
 */
export const onSubscriptionUpdated: EventHandler = async (ctx, object) => {
  const { tx, at } = ctx;
  const id = text(object.id);
  const subscription = id ? await repo.lockSubscriptionBy(tx, ctx.provider, id) : null;
  if (!subscription) return 'ignored_unknown';
  if (at < subscription.lastEventAt) return 'ignored_stale';
  const status = nextStatus(subscription.status, text(object.status));
  const cancelling = isEnded(status) ? subscription.cancelAtPeriodEnd : isCancelling(object);
  await repo.updateSubscription(tx, subscription.id, {
    status,
    cancelAtPeriodEnd: cancelling,
    currentPeriodEnd: subscriptionPeriodEnd(object) ?? subscription.currentPeriodEnd,
    canceledAt: isEnded(status) ? (subscription.canceledAt ?? at) : subscription.canceledAt,
    lastEventAt: at,
  });
  if (cancelling && !subscription.cancelAtPeriodEnd && !isEnded(status)) {
    const side = subscription.side as PlanSide;
    const plan = await lockSidePlan(tx, subscription.userId, side);
    // The plan runs to its own end, which an extension may have put after the billing period's.
    const planRuns = plan && plan.planName === subscription.planName && isActivePlan({ plan_name: plan.planName, end_date: plan.planEndDate }, at);
    const end = planRuns && plan.planEndDate ? plan.planEndDate : subscriptionPeriodEnd(object) ?? subscription.currentPeriodEnd;
    const account = await repo.findAccount(tx, subscription.userId);
    if (account) await enqueueCancelled(tx, ctx.deps.env.appUrl, account, side, subscription.planName, end);
  }
  return 'applied';
};

/**
 * `customer.subscription.deleted`: it will not bill again. The plan itself stays until its end
 * date, when the membership job moves the side back to Free.
 */
export const onSubscriptionDeleted: EventHandler = async (ctx, object) => {
  const id = text(object.id);
  const subscription = id ? await repo.lockSubscriptionBy(ctx.tx, ctx.provider, id) : null;
  if (!subscription) return 'ignored_unknown';
  if (isEnded(subscription.status)) return 'ignored_stale';
  await repo.updateSubscription(ctx.tx, subscription.id, {
    status: 'canceled',
    canceledAt: fromSeconds(object.ended_at) ?? fromSeconds(object.canceled_at) ?? ctx.at,
    lastEventAt: ctx.at > subscription.lastEventAt ? ctx.at : subscription.lastEventAt,
  });
  return 'applied';
};
