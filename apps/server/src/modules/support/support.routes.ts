import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTACT_US_RATE_LIMIT } from '@tradelink/shared/support/support';
import { defineCall } from '../../lib/define-call.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { actorOf } from '../audit/audit.repository.ts';
import * as admin from './support-admin.service.ts';
import * as support from './support.service.ts';

export default async function supportRoutes(app: FastifyInstance) {
  const { deps } = app;
  // Counted before the input is read: a flood of malformed posts is refused like valid ones.
  const contactLimit = (request: FastifyRequest) =>
    enforceRateLimit(deps.rateLimiter, `contact_us:${request.ip}`, CONTACT_US_RATE_LIMIT.max, CONTACT_US_RATE_LIMIT.windowMs);

  defineCall(app, 'support.contact_us', 'public', async ({ input, request, user }) => support.contactUs(deps, input, user, request.lang), {
    rateLimit: contactLimit,
  });
  defineCall(app, 'support.create', 'user', async ({ input, user }) => support.createRequest(deps, user!, input));
  defineCall(app, 'support.list_mine', 'user', async ({ input, user }) => support.listMine(deps, user!, input));
  defineCall(app, 'support.get_mine', 'user', async ({ input, user }) => support.getMine(deps, user!, input.id));
  defineCall(app, 'support.reply_mine', 'user', async ({ input, user }) => support.replyMine(deps, user!, input));

  defineCall(app, 'admin.support_requests', 'operator', async ({ input }) => admin.listRequests(deps, input));
  defineCall(app, 'admin.support_request', 'operator', async ({ input }) => admin.getRequest(deps, input.id));
  defineCall(app, 'admin.answer_support_request', 'operator', async ({ input, user }) => admin.answerRequest(deps, actorOf(user!), input));
}
