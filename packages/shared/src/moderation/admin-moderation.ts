import { z } from 'zod';
import { idField, pageField } from '../validation/ids.ts';
import { auditEntry, type AuditEntry } from '../audit/audit-entry.ts';
import type { CallDefinition } from '../api/calls.ts';
import { optionalText, requiredText } from '../validation/fields.ts';

// The operators' console: moderation queue, bulk decisions, the auto-approve rule, the audit log
// and the dashboard. Every call here is registered with 'operator' access.

export const MODERATION_QUEUE_PAGE_SIZE = 20;
export const AUDIT_LOG_PAGE_SIZE = 50;
/** How many posts one bulk decision may carry (a page of the queue fits with room to spare). */
export const MAX_BULK_POSTS = 50;

export const POST_KINDS = ['product', 'rfq'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const QUEUE_KINDS = ['all', ...POST_KINDS] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

/** The dashboard's queues, in the order the dashboard shows them. */
export const DASHBOARD_QUEUES = ['products', 'rfqs', 'documents', 'tracing', 'business', 'reports', 'support', 'partner_applications', 'payouts'] as const;
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];

/** The setting (moderation_settings key) of the auto-approve rule. */
export const AUTO_APPROVE_SETTING = 'auto_approve_trusted';

/** Audit actions the console writes (the filter offers these; the log may hold others later). */
export const AUDIT_ACTIONS = [
  'post.approve',
  'post.reject',
  'post.auto_approve',
  'settings.update',
  'verification.approve',
  'verification.reject',
  'tracing.pass',
  'tracing.fail',
  'review.hide',
  'review.unhide',
  'reports.resolve',
  'reports.dismiss',
  'user.warn',
  'user.suspend',
  'user.reinstate',
  'user.grant_role',
  'user.revoke_role',
  'support.answer',
  'support.status',
] as const;
export const AUDIT_TARGET_TYPES = ['product', 'rfq', 'verification_request', 'review', 'report', 'user', 'support_request', 'setting'] as const;

export const dashboardQueue = z.object({
  key: z.enum(DASHBOARD_QUEUES),
  count: z.number().int(),
  /** When the item that has waited longest entered the queue; null for an empty queue. */
  oldest_at: z.string().nullable(),
});
export const dashboardResponse = z.object({
  queues: z.array(dashboardQueue),
  auto_approve_trusted: z.boolean(),
});
export type DashboardData = z.infer<typeof dashboardResponse>;

const keywordField = z.string().trim().max(100, { error: 'too_long' }).default('');

export const moderationQueueRequest = z.object({
  kind: z.enum(QUEUE_KINDS).default('all'),
  keyword: keywordField,
  page: pageField(),
});
export type ModerationQueueInput = z.output<typeof moderationQueueRequest>;

/** What an operator needs to judge a post and its poster at a glance. */
export const moderationQueueItem = z.object({
  kind: z.enum(POST_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** The first ~300 characters. */
  description: z.string().nullable(),
  /** The cover photo (products; RFQs have none). */
  image_url: z.string().nullable(),
  image_detail_url: z.string().nullable(),
  /** Every photo of a product, the cover first: the operator judges them all. */
  images: z.array(z.object({ thumb_url: z.string(), detail_url: z.string() })),
  category_name: z.string().nullable(),
  /** Products: the price range and MOQ. */
  price_min: z.string().nullable(),
  price_max: z.string().nullable(),
  moq: z.string().nullable(),
  /** RFQs: quantity, target price and where the goods go. */
  quantity: z.string().nullable(),
  target_price: z.string().nullable(),
  destination_country: z.string().nullable(),
  currency: z.string(),
  uom: z.string().nullable(),
  /** When it entered the queue (created, edited or reopened). */
  submitted_at: z.string(),
  created_at: z.string(),
  owner: z.object({
    user_id: z.string(),
    name: z.string(),
    identity: z.string(),
    /** Suppliers only. */
    verification_level: z.number().int().nullable(),
    /** Buyers only. */
    is_biz_verified: z.boolean().nullable(),
    country: z.string().nullable(),
  }),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItem>;

/** How many posts wait in the whole queue, whatever the kind and keyword filters show. */
export const queueWaiting = z.object({ product: z.number().int(), rfq: z.number().int() });
export type QueueWaiting = z.infer<typeof queueWaiting>;

export const postRef = z.object({ kind: z.enum(POST_KINDS), id: idField });

/** One decision on many posts; rejecting needs the reason the owners read. */
export const moderatePostsRequest = z
  .object({
    items: z
      .array(postRef)
      .min(1, { error: 'required' })
      .max(MAX_BULK_POSTS, { error: 'too_long' })
      .refine((items) => new Set(items.map((i) => `${i.kind}:${i.id}`)).size === items.length, { error: 'invalid' }),
    decision: z.enum(['approve', 'reject']),
    reason: optionalText(1000),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });
export type ModeratePostsInput = z.output<typeof moderatePostsRequest>;

/** The reject dialog's form (the same limits as the call). */
export const rejectReasonForm = z.object({ reason: requiredText(1000) });

export const moderatePostsResponse = z.object({
  results: z.array(
    z.object({
      kind: z.enum(POST_KINDS),
      id: z.number().int(),
      ok: z.boolean(),
      /** The post's status after the decision; null when it failed. */
      status: z.number().int().nullable(),
      /** An error code (NOT_FOUND, CONFLICT ...) when it failed. */
      error: z.string().nullable(),
    }),
  ),
});

export const moderationSettingsResponse = z.object({
  auto_approve_trusted: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by_email: z.string().nullable(),
});
export type ModerationSettings = z.infer<typeof moderationSettingsResponse>;
export const updateModerationSettingsRequest = z.object({ auto_approve_trusted: z.boolean() });

export const auditLogRequest = z.object({
  action: z.string().trim().max(60).optional(),
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(100).optional(),
  /** Part of the actor's e-mail. */
  actor: z.string().trim().max(200).optional(),
  page: pageField(),
});
export type AuditLogInput = z.output<typeof auditLogRequest>;

export const auditLogEntry = auditEntry;
export type AuditLogEntry = AuditEntry;

export const adminModerationCalls = {
  'admin.dashboard': { method: 'GET', response: dashboardResponse },
  'admin.moderation_queue': { method: 'GET', request: moderationQueueRequest, response: moderationQueueItem, list: true, extra: z.object({ waiting: queueWaiting }) },
  'admin.moderate_posts': { method: 'POST', request: moderatePostsRequest, response: moderatePostsResponse },
  'admin.moderation_settings': { method: 'GET', response: moderationSettingsResponse },
  'admin.update_moderation_settings': { method: 'POST', request: updateModerationSettingsRequest, response: moderationSettingsResponse },
  'admin.audit_log': { method: 'GET', request: auditLogRequest, response: auditLogEntry, list: true },
} as const satisfies Record<string, CallDefinition>;
