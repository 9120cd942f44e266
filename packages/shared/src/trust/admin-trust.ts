import { z } from 'zod';
import { idField, pageField } from '../validation/ids.ts';
import { optionalText } from '../validation/fields.ts';
import {
  HIDE_REASON_MAX,
  REPORT_REASONS,
  REPORT_STATES,
  REPORT_TARGET_TYPES,
  RESOLUTION_NOTE_MAX,
  REVIEW_FILTERS,
  type ReportReason,
} from './trust-constants.ts';

const page = pageField();
const targetType = z.enum(REPORT_TARGET_TYPES);
const targetId = z.string().trim().min(1).max(40);

/** `admin.reports`: reports grouped by what they are about; `open` shows targets with open reports. */
export const adminReportsRequest = z.object({
  state: z.enum(REPORT_STATES).default('open'),
  target_type: z.preprocess((v) => (v === '' ? undefined : v), targetType.optional()),
  page,
});

const reasonCounts = z.object(Object.fromEntries(REPORT_REASONS.map((r) => [r, z.number().int()])) as Record<ReportReason, z.ZodNumber>);

/**
 * One reported target. Counts and times cover the open reports in the open view and all reports in
 * the closed view; `owner_user_id` is the account behind the target (a post's owner, a review's
 * author), for account actions; null when the target no longer exists.
 */
export const reportGroup = z.object({
  target_type: targetType,
  target_id: z.string(),
  target_name: z.string(),
  target_url: z.string().nullable(),
  owner_user_id: z.string().nullable(),
  /** The owner account's company (or person) name, for the account actions. */
  owner_name: z.string().nullable(),
  owner_status: z.string().nullable(),
  open_count: z.number().int(),
  total_count: z.number().int(),
  reasons: reasonCounts,
  first_at: z.string(),
  last_at: z.string(),
});
export type ReportGroup = z.infer<typeof reportGroup>;

export const reportTargetRequest = z.object({ target_type: targetType, target_id: targetId });

export const reportEntry = z.object({
  id: z.number().int(),
  reporter: z.object({ user_id: z.string(), name: z.string(), email: z.string() }),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(['open', 'resolved', 'dismissed']),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution_note: z.string().nullable(),
});
export type ReportEntry = z.infer<typeof reportEntry>;

export const resolveReportsRequest = z.object({
  target_type: targetType,
  target_id: targetId,
  resolution: z.enum(['resolved', 'dismissed']),
  note: optionalText(RESOLUTION_NOTE_MAX),
});
export type ResolveReportsInput = z.output<typeof resolveReportsRequest>;

export const adminReviewsRequest = z.object({
  filter: z.enum(REVIEW_FILTERS).default('all'),
  keyword: z.string().trim().max(100, { error: 'too_long' }).default(''),
  page,
});

export const adminReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  author: z.object({ user_id: z.string(), name: z.string(), email: z.string() }),
  target: z.object({ type: z.enum(['supplier', 'buyer']), identity: z.string(), name: z.string() }),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
  hidden_by_email: z.string().nullable(),
  open_reports: z.number().int(),
});
export type AdminReview = z.infer<typeof adminReview>;

/** Hiding takes a reason (kept with the review and in the audit log); showing it again does not. */
export const hideReviewRequest = z
  .object({
    id: idField,
    hidden: z.boolean(),
    reason: optionalText(HIDE_REASON_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.hidden && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });
export type HideReviewInput = z.output<typeof hideReviewRequest>;
