import type { FastifyInstance } from 'fastify';
import { OPERATOR_ROLE } from '@tradelink/shared/moderation/moderation';
import { defineCall } from '../../lib/define-call.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { reviewPost } from './moderation.service.ts';

/** Staff calls: every one refuses a caller without the Operator role (403). */
function requireOperator(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!user.roles.includes(OPERATOR_ROLE)) throw new AppError('FORBIDDEN');
  return user;
}

export default async function moderationRoutes(app: FastifyInstance) {
  defineCall(app, 'moderation.review_post', 'user', async ({ user, input }) => {
    requireOperator(user);
    return reviewPost(app.deps, input);
  });
}
