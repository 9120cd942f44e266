import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { countMenuBar, listNotifications, markRead } from './notification.service.ts';
import { UNSUBSCRIBE_RATE_LIMIT, unsubscribe } from './unsubscribe.service.ts';

/** Menu badge counts and the bell (logged in), and the unsubscribe link of notification mails (anyone holding it). */
export default async function notificationRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'notification.count_noti_menu_bar', 'user', ({ user }) => countMenuBar(deps, user!));
  defineCall(app, 'notification.list', 'user', ({ user, input }) => listNotifications(deps, user!, input));
  defineCall(app, 'notification.mark_read', 'user', ({ user, input }) => markRead(deps, user!, input));

  // Counted before the input is read, so malformed guesses count like well-formed ones.
  const unsubscribeLimit = (request: FastifyRequest) =>
    enforceRateLimit(deps.rateLimiter, `unsubscribe:${request.ip}`, UNSUBSCRIBE_RATE_LIMIT.max, UNSUBSCRIBE_RATE_LIMIT.windowMs);
  defineCall(app, 'unsubscribe', 'public', ({ input }) => unsubscribe(deps, input), { rateLimit: unsubscribeLimit });
}
