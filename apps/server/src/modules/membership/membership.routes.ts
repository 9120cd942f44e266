import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { getMembershipState } from './membership-state.ts';
import { startTrial } from './membership.service.ts';

/** The caller's own membership on one side (the side's existence is checked by the service). */
export default async function membershipRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'membership.get_mine', 'user', ({ user, input }) => getMembershipState(deps, user!, input.side));
  defineCall(app, 'membership.start_trial', 'user', ({ user, input }) => startTrial(deps, user!, input.side));
}
