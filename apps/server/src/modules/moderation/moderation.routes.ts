import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { actorOf } from '../audit/audit.repository.ts';
import { auditLogPage, dashboard, moderationQueue, moderationSettings, updateModerationSettings } from './console.service.ts';
import { moderatePosts, reviewPost } from './moderation.service.ts';

/** Post moderation and the console's dashboard, settings and audit log: operators only. */
export default async function moderationRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'moderation.review_post', 'operator', ({ input, user }) => reviewPost(deps, actorOf(user!), input));
  defineCall(app, 'admin.dashboard', 'operator', () => dashboard(deps));
  defineCall(app, 'admin.moderation_queue', 'operator', ({ input, request }) => moderationQueue(deps, request.lang, input));
  defineCall(app, 'admin.moderate_posts', 'operator', ({ input, user, request }) => moderatePosts(deps, actorOf(user!), input, request.log));
  defineCall(app, 'admin.moderation_settings', 'operator', () => moderationSettings(deps));
  defineCall(app, 'admin.update_moderation_settings', 'operator', ({ input, user }) => updateModerationSettings(deps, actorOf(user!), input));
  defineCall(app, 'admin.audit_log', 'operator', ({ input }) => auditLogPage(deps, input));
}
