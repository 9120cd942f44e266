import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { actorOf } from '../audit/audit.repository.ts';
import { createReview, reviewEligibility } from './review.service.ts';
import { createReport } from './report.service.ts';
import { listReportGroups, listTargetReports, resolveReports } from './admin-reports.service.ts';
import { listReviews, setReviewHidden } from './admin-reviews.service.ts';

export default async function trustRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'review.eligibility', 'user', async ({ input, user }) => reviewEligibility(deps, user!, input.target_identity));
  defineCall(app, 'review.create', 'user', async ({ input, user }) => createReview(deps, user!, input));
  defineCall(app, 'report.create', 'user', async ({ input, user }) => createReport(deps, user!, input));

  defineCall(app, 'admin.reports', 'operator', async ({ input }) => listReportGroups(deps, input));
  defineCall(app, 'admin.report_target', 'operator', async ({ input }) => listTargetReports(deps, input));
  defineCall(app, 'admin.resolve_reports', 'operator', async ({ input, user }) => resolveReports(deps, actorOf(user!), input));
  defineCall(app, 'admin.reviews', 'operator', async ({ input }) => listReviews(deps, input));
  defineCall(app, 'admin.hide_review', 'operator', async ({ input, user }) => setReviewHidden(deps, actorOf(user!), input));
}
