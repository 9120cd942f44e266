import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { actorOf } from '../audit/audit.repository.ts';
import { applyForPartnership, decideApplication, listApplications, myApplication } from './application.service.ts';

/**
 * Becoming a partner: any logged-in user applies and follows their application ('user'); the queue
 * and the decisions are the operators' console ('operator', 403 for anyone else).
 */
export default async function affiliateApplicationRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'affiliate.apply', 'user', ({ user, input }) => applyForPartnership(deps, user!, input));
  defineCall(app, 'affiliate.my_application', 'user', ({ user }) => myApplication(deps, user!));
  defineCall(app, 'admin.affiliate_applications', 'operator', ({ input }) => listApplications(deps, input));
  defineCall(app, 'admin.affiliate_decide', 'operator', ({ user, input }) => decideApplication(deps, actorOf(user!), input));
}
