import { isActivePlan } from '@tradelink/shared/rules/plans';
import type { PlanSide } from '@tradelink/shared/constants/plans';
import type { EventContext, EventHandler } from './event-context.ts';
import { EventNotReady } from './event-errors.ts';
import { lockSubscriptionAndSide } from './event-locks.ts';
import { carriesOurMetadata, fromSeconds, isCancelling, metadataOf, subscriptionPeriodEnd, text, type StripeObject } from './event-shapes.ts';
import { enqueueCancelled } from './payment-mail.ts';
import * as repo from './payment.repository.ts';
import { isFinal, isLive, storedStatus } from './subscription-status.ts';

// Subscription changes the provider reports: cancelling at period end (or not), status, the end.

/** The subscription an object is about, with its side's plan (locked in that order). Ours but missing: retried. */
async function lockObjectSubscription(ctx: EventContext, object: StripeObject) {
  const id = text(object.id);
  const locked = id ? await lockSubscriptionAndSide(ctx.tx, ctx.provider, id) : null;
  // Stripe reports the subscription as Checkout creates it, before the session's own event is applied.
  if (!locked && carriesOurMetadata(metadataOf(object))) throw new EventNotReady(`subscription ${id} is not stored (yet)`);
  return locked;
}

/**
 * `customer.subscription.updated`: applied only when it is not older than the newest event already
 * applied to this subscription (Stripe does not deliver in order). Turning on cancel-at-period-end
 * mails the customer when the plan stops. Statuses in which Stripe is not being paid (past due,
 * unpaid …) stop the plan renewing (subscription-status.ts).
 */
export const onSubscriptionUpdated: EventHandler = async (ctx, object) => {
  const { tx, at } = ctx;
  const locked = await lockObjectSubscription(ctx, object);
  if (!locked) return 'ignored_unknown';
  const { subscription, plan } = locked;
  if (at < subscription.lastEventAt) return 'ignored_stale';
  const { status, canceledAt } = storedStatus(subscription, text(object.status), at);
  const live = isLive({ status });
  const cancelling = live ? isCancelling(object) : subscription.cancelAtPeriodEnd;
  await repo.updateSubscription(tx, subscription.id, {
    status,
    cancelAtPeriodEnd: cancelling,
    currentPeriodEnd: subscriptionPeriodEnd(object) ?? subscription.currentPeriodEnd,
    canceledAt,
    lastEventAt: at,
  });
  if (cancelling && !subscription.cancelAtPeriodEnd && live) {
    const side = subscription.side as PlanSide;
    // The plan runs to its own end, which an extension may have put after the billing period's.
    const planRuns = plan && plan.planName === subscription.planName && isActivePlan({ plan_name: plan.planName, end_date: plan.planEndDate }, at);
    const end = planRuns && plan.planEndDate ? plan.planEndDate : (subscriptionPeriodEnd(object) ?? subscription.currentPeriodEnd);
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
  const locked = await lockObjectSubscription(ctx, object);
  if (!locked) return 'ignored_unknown';
  const { subscription } = locked;
  if (isFinal(subscription)) return 'ignored_stale';
  await repo.updateSubscription(ctx.tx, subscription.id, {
    status: 'canceled',
    canceledAt: fromSeconds(object.ended_at) ?? fromSeconds(object.canceled_at) ?? ctx.at,
    lastEventAt: ctx.at > subscription.lastEventAt ? ctx.at : subscription.lastEventAt,
  });
  return 'applied';
};
