import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { marketplaceOverview } from './marketplace-overview.service.ts';

/** The operators' marketplace overview (decision 033): operators only, like every `admin.*` call. */
export default async function marketplaceOverviewRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  defineCall(app, 'admin.analytics_overview', 'operator', ({ input }) => marketplaceOverview(db, input));
}
