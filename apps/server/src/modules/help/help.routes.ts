import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HELP_FEEDBACK_RATE_LIMIT } from '@tradelink/shared/help/help';
import { defineCall } from '../../lib/define-call.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { addressKey } from '../catalog/guest-limit.service.ts';
import { feedbackSummary, sendFeedback } from './help.service.ts';

export default async function helpRoutes(app: FastifyInstance) {
  const { deps } = app;
  // Counted before the input is read: a flood of malformed votes is refused like valid ones.
  const feedbackLimit = (request: FastifyRequest) =>
    enforceRateLimit(deps.rateLimiter, `help_feedback:${addressKey(request.ip)}`, HELP_FEEDBACK_RATE_LIMIT.max, HELP_FEEDBACK_RATE_LIMIT.windowMs);

  defineCall(app, 'help.send_feedback', 'public', async ({ input, request }) => sendFeedback(deps.db, request, input), { rateLimit: feedbackLimit });
  defineCall(app, 'admin.help_feedback', 'operator', async () => feedbackSummary(deps.db));
}
