import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { actorOf } from '../audit/audit.repository.ts';
import { listVerificationQueue, reviewVerification } from './verification-review.service.ts';

/** The operators' console, verification review: the queue per kind and the decisions. Operators only. */
export default async function verificationReviewRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'admin.verification_queue', 'operator', ({ input }) => listVerificationQueue(deps, input));
  defineCall(app, 'admin.review_verification', 'operator', ({ user, input }) => reviewVerification(deps, actorOf(user!), input));
}
