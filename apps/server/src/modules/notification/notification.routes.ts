import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { countMenuBar } from './notification.service.ts';

/** Menu badge counts; the client asks only while logged in (spec section 6). */
export default async function notificationRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'notification.count_noti_menu_bar', 'user', ({ user }) => countMenuBar(deps, user!));
}
