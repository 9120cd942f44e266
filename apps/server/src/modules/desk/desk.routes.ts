import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { deskStats } from './desk.service.ts';

/** The supplier overview: a logged-in account with a selling side (SUPPLIER_ONLY otherwise). */
export default async function deskRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'supplier.desk_stats', 'user', ({ user }) => deskStats(deps, user!));
}
