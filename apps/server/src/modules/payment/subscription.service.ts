import type { PlanSide } from '@tradelink/shared/constants/plans';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { getMembershipState } from '../membership/membership-state.ts';
import { findLiveSubscription } from './payment.repository.ts';
import { providerFor } from './providers.ts';

/**
 * `membership.cancel` / `membership.resume`: the side's current subscription stops (or no longer
 * stops) at the end of its period. The provider is asked; its webhook event makes the change, and
 * it is applied before the new state is returned (Stripe's arrives when Stripe sends it).
 */
export async function setCancelAtPeriodEnd(deps: Deps, user: SessionUser, side: PlanSide, cancel: boolean) {
  const subscription = await findLiveSubscription(deps.db, user.id, side);
  if (!subscription) throw new AppError('NO_SUBSCRIPTION');
  if (subscription.cancelAtPeriodEnd !== cancel) {
    await providerFor(deps, subscription.provider).setCancelAtPeriodEnd(subscription, cancel, new Date());
    await deps.payments.flush();
  }
  return getMembershipState(deps, user, side);
}
