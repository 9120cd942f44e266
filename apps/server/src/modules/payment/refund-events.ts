import { isActivePlan } from '@tradelink/shared/rules/plans';
import type { PlanSide } from '@tradelink/shared/constants/plans';
import { revertToFree, lockSidePlan } from '../membership/plan-change.ts';
import type { EventHandler } from './event-context.ts';
import { idOf, metadataOf } from './event-shapes.ts';
import { enqueueRefunded } from './payment-mail.ts';
import * as repo from './payment.repository.ts';
import { providerFor } from './provider.ts';

/**
 * `charge.refunded`: the money went back. A paid payment becomes refunded once; when it paid for
 * the plan the side is on, the side returns to Free and its subscription stops. A refund that
 * arrives before the payment's confirmation marks it refunded too, so the late confirmation finds
 * nothing to activate.
 */
export const onChargeRefunded: EventHandler = async (ctx, charge) => {
  const { tx, at } = ctx;
  // Partial refunds are not something we make; they leave the payment as it is.
  if (charge.refunded === false) return 'ignored_unknown';
  const payment = await repo.lockPaymentBy(tx, { intentId: idOf(charge.payment_intent), invoiceId: idOf(charge.invoice), paymentId: metadataOf(charge).payment_id });
  if (!payment) return 'ignored_unknown';
  const refunded = await repo.updatePaymentFrom(tx, payment.id, ['paid', 'payment_pending', 'unpaid', 'cancelled'], { status: 'refunded', refundedAt: at });
  if (!refunded) return 'ignored_stale';

  if (payment.status === 'paid') {
    const side = payment.side as PlanSide;
    const plan = await lockSidePlan(tx, payment.userId, side);
    if (plan && plan.planName === payment.planName && isActivePlan({ plan_name: plan.planName, end_date: plan.planEndDate }, at)) {
      await revertToFree(tx, payment.userId, side, 'plan_refunded', payment.id, at);
    }
    const subscription = payment.subscriptionId ? await repo.lockSubscription(tx, payment.subscriptionId) : null;
    if (subscription && (subscription.status === 'active' || subscription.status === 'trialing')) {
      // The refund took back the paid time too.
      await repo.updateSubscription(tx, subscription.id, { status: 'canceled', canceledAt: at, cancelAtPeriodEnd: false, currentPeriodEnd: at });
      // A refunded plan must not bill again.
      ctx.afterCommit.push(() => providerFor(ctx.deps, subscription.provider).endSubscription(subscription));
    }
  }
  const account = await repo.findAccount(tx, payment.userId);
  if (account) await enqueueRefunded(tx, ctx.deps.env.appUrl, account, refunded);
  return 'applied';
};
