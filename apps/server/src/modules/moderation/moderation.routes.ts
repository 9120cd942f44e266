import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { reviewPost } from './moderation.service.ts';

export default async function moderationRoutes(app: FastifyInstance) {
  defineCall(app, 'moderation.review_post', 'operator', async ({ input }) => reviewPost(app.deps, input));
}
