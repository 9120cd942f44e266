import { z } from 'zod';
import type { CallDefinition } from '../api/calls.ts';
import { createdReview, reviewCreateRequest, reviewEligibility, reviewEligibilityRequest } from './review.ts';
import { createdReport, reportCreateRequest } from './report.ts';
import {
  adminReportsRequest,
  adminReview,
  adminReviewsRequest,
  hideReviewRequest,
  reportEntry,
  reportGroup,
  reportTargetRequest,
  resolveReportsRequest,
} from './admin-trust.ts';

/** Reviews and reports: users rate and report counterparties; operators see reports by target and hide reviews. */
export const trustCalls = {
  'review.eligibility': { method: 'GET', request: reviewEligibilityRequest, response: reviewEligibility },
  'review.create': { method: 'POST', request: reviewCreateRequest, response: createdReview },
  'report.create': { method: 'POST', request: reportCreateRequest, response: createdReport },
  'admin.reports': { method: 'GET', request: adminReportsRequest, response: reportGroup, list: true },
  'admin.report_target': { method: 'GET', request: reportTargetRequest, response: z.array(reportEntry) },
  'admin.resolve_reports': { method: 'POST', request: resolveReportsRequest, response: z.object({ updated: z.number().int() }) },
  'admin.reviews': { method: 'GET', request: adminReviewsRequest, response: adminReview, list: true },
  'admin.hide_review': { method: 'POST', request: hideReviewRequest, response: adminReview },
} as const satisfies Record<string, CallDefinition>;
