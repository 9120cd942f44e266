import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { auditLogPage, dashboard, moderationQueue, moderationSettings, updateModerationSettings } from './console.service.ts';
import { moderatePosts, reviewPost } from './moderation.service.ts';

/** The operator who acts, as the audit log records them (an e-mail snapshot beside the id). */
const actorOf = (user: SessionUser | null) => ({ id: user!.id, email: user!.email });

/** Post moderation and the console's dashboard, settings and audit log: operators only. */
export default async function moderationRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'moderation.review_post', 'operator', ({ input, user }) => reviewPost(deps, actorOf(user), input));
  defineCall(app, 'admin.dashboard', 'operator', () => dashboard(deps));
  defineCall(app, 'admin.moderation_queue', 'operator', ({ input, request }) => moderationQueue(deps, request.lang, input));
  defineCall(app, 'admin.moderate_posts', 'operator', ({ input, user }) => moderatePosts(deps, actorOf(user), input));
  defineCall(app, 'admin.moderation_settings', 'operator', () => moderationSettings(deps));
  defineCall(app, 'admin.update_moderation_settings', 'operator', ({ input, user }) => updateModerationSettings(deps, actorOf(user), input));
  defineCall(app, 'admin.audit_log', 'operator', ({ input }) => auditLogPage(deps, input));
}
