import type { PlanSide } from '@tradelink/shared/constants/plans';
import type { MembershipState } from '@tradelink/shared/membership/membership';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';

/** Stub: the caller's membership on one side (`membership.get_mine`); built by the membership work. */
export async function getMembershipState(_deps: Deps, _user: SessionUser, _side: PlanSide): Promise<MembershipState> {
  throw new Error('not built yet');
}
