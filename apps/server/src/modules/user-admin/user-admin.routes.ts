import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { actorOf } from '../audit/audit.repository.ts';
import { reinstateUser, setPartner, suspendUser, warnUser } from './account-sanction.service.ts';
import { getUserDetail, searchUsers } from './user-admin.service.ts';

/** The operators' console: users. Every call is for operators only (403 for anyone else). */
export default async function userAdminRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'admin.users', 'operator', ({ input }) => searchUsers(deps, input));
  defineCall(app, 'admin.user_detail', 'operator', ({ input }) => getUserDetail(deps, input.user_id));
  defineCall(app, 'admin.set_partner', 'operator', ({ user, input }) => setPartner(deps, actorOf(user!), input.user_id, input.granted));
  defineCall(app, 'admin.warn_user', 'operator', ({ user, input }) => warnUser(deps, actorOf(user!), input.user_id, input.reason));
  defineCall(app, 'admin.suspend_user', 'operator', async ({ user, input }) => {
    const result = await suspendUser(deps, actorOf(user!), input.user_id, input.reason);
    // After the commit: end the account's open sockets too (chat and live counters), not only its cookies.
    deps.realtime.endUsers([input.user_id]);
    return result;
  });
  defineCall(app, 'admin.reinstate_user', 'operator', ({ user, input }) => reinstateUser(deps, actorOf(user!), input.user_id, input.reason));
}
