import { checkoutAmountCents } from '@tradelink/shared/rules/plans';
import type { PlanSide } from '@tradelink/shared/constants/plans';
import type { Deps } from '../../lib/deps.ts';
import { findDueSandboxSubscriptions } from './payment.repository.ts';
import { emitRenewalInvoice, emitSubscriptionDeleted } from './sandbox.provider.ts';

/** Subscriptions handled per run at most; the job runs again in a few minutes. */
const RENEWALS_PER_RUN = 200;

/**
 * What Stripe does at a period's end, for the sandbox's subscriptions: charges the next period (a
 * signed `invoice.paid` renewal, at the table's price) or, for a subscription set to cancel, ends it
 * (`customer.subscription.deleted`). Both go through the webhook handler and are applied before this
 * returns. Called by the membership job before it expires plans. Returns how many were renewed.
 */
export async function renewDueSandboxSubscriptions(deps: Deps, now: Date = new Date()): Promise<number> {
  const due = await findDueSandboxSubscriptions(deps.db, now, RENEWALS_PER_RUN);
  let renewed = 0;
  for (const subscription of due) {
    // Where the sandbox is off (Stripe configured, or production without PAYMENTS_SANDBOX=1) its
    // subscriptions from before end at their period end instead of renewing for free.
    if (subscription.cancelAtPeriodEnd || !deps.env.paymentsSandbox) {
      await emitSubscriptionDeleted(deps, subscription, now);
      continue;
    }
    const amount = checkoutAmountCents(subscription.side as PlanSide, subscription.planName, subscription.months);
    // A plan or period no longer sold cannot be charged again: it ends like a cancelled one.
    if (amount === undefined) {
      await emitSubscriptionDeleted(deps, subscription, now);
      continue;
    }
    await emitRenewalInvoice(deps, subscription, amount, now);
    renewed++;
  }
  if (due.length > 0) await deps.payments.flush();
  return renewed;
}
