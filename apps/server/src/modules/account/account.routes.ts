import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import * as account from './account.service.ts';

export default async function accountRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'customer.me', 'user', async ({ user, request }) => account.getMe(deps, user!.id, request.sessionId));
  defineCall(app, 'supplier.me', 'user', async ({ user, request }) => account.getMe(deps, user!.id, request.sessionId));
  defineCall(app, 'customer.get_profile', 'user', async ({ user }) => account.getProfile(deps, user!.id));
  defineCall(app, 'supplier.get_profile', 'user', async ({ user }) => account.getProfile(deps, user!.id));
  defineCall(app, 'customer.update_profile', 'user', async ({ user, input }) =>
    account.updateCustomerProfile(deps, user!.id, input),
  );
  defineCall(app, 'supplier.update_profile', 'user', async ({ user, input }) =>
    account.updateSupplierProfile(deps, user!.id, input),
  );
  defineCall(app, 'customer.set_onboard_stage', 'user', async ({ user, input, request }) =>
    account.setOnboardStage(deps, user!.id, input.stage, request.sessionId),
  );
}
