import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import beaconRoutes from './beacon.routes.ts';
import { getBuyerReport } from './buyer-report.service.ts';
import { getSupplierProductReport, getSupplierReport } from './supplier-report.service.ts';

/**
 * The reports (decision 032): logged-in callers, each about their own side; the plan is checked by
 * the service (403 ANALYTICS_PLAN_REQUIRED on Free). And the page-view beacon, a plain route.
 */
export default async function analyticsRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'analytics.supplier_report', 'user', ({ user, input, request }) => getSupplierReport(deps, user!, input, request.lang));
  defineCall(app, 'analytics.supplier_product', 'user', ({ user, input }) => getSupplierProductReport(deps, user!, input));
  defineCall(app, 'analytics.buyer_report', 'user', ({ user, input, request }) => getBuyerReport(deps, user!, input, request.lang));
  await app.register(beaconRoutes);
}
