import { z } from 'zod';
import { idField, pageField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { VERIFICATION_DOC_TYPES, VERIFICATION_STATUSES } from './verification.ts';

// The operators' console: verification review (Level 3 documents, Level 4 tracing results, buyer
// business verification). Every call here is for operators only.

/** The kinds a person decides (a work-email code decides itself). */
export const VERIFICATION_REVIEW_KINDS = ['documents', 'smart_tracing', 'business'] as const;
export type VerificationReviewKind = (typeof VERIFICATION_REVIEW_KINDS)[number];

/** waiting: documents/business in review, tracing sessions booked; decided: approved or rejected. */
export const VERIFICATION_QUEUE_STATES = ['waiting', 'decided'] as const;
export type VerificationQueueState = (typeof VERIFICATION_QUEUE_STATES)[number];

export const VERIFICATION_QUEUE_PAGE_SIZE = 20;
export const VERIFICATION_REASON_MAX = 1000;

export const verificationQueueRequest = z.object({
  kind: z.enum(VERIFICATION_REVIEW_KINDS, { error: 'invalid' }),
  state: z.enum(VERIFICATION_QUEUE_STATES, { error: 'invalid' }).default('waiting'),
  /** Company name, identity or the requester's e-mail contains it. */
  keyword: z.string().trim().max(100, { error: 'too_long' }).default(''),
  page: pageField(),
});
export type VerificationQueueRequest = z.input<typeof verificationQueueRequest>;

const decisionShape = {
  decision: z.enum(['approve', 'reject'], { error: 'required' }),
  reason: z.string().trim().max(VERIFICATION_REASON_MAX, { error: 'too_long' }).optional(),
};

/** Rejecting (a failed tracing session too) needs the reason the requester will read; approving may carry a note (the tracing result). */
const reasonWhenRejecting = (value: { decision: 'approve' | 'reject'; reason?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.decision === 'reject' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
};

/** The console's decision modal; the request below is the same plus the request's id. */
export const verificationDecisionForm = z.object(decisionShape).superRefine(reasonWhenRejecting);
export type VerificationDecisionFormInput = z.input<typeof verificationDecisionForm>;

export const reviewVerificationRequest = z
  .object({ id: idField, ...decisionShape })
  .superRefine(reasonWhenRejecting);

/** A submitted file as an operator sees it; `url` downloads it (operators may read verification documents). */
export const verificationQueueDocument = z.object({
  attachment_id: z.string(),
  doc_type: z.enum(VERIFICATION_DOC_TYPES),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type VerificationQueueDocument = z.infer<typeof verificationQueueDocument>;

/** One request in the queue: who asked, for which company, what they sent and what was decided. */
export const verificationQueueItem = z.object({
  id: z.number().int(),
  kind: z.enum(VERIFICATION_REVIEW_KINDS),
  status: z.enum(VERIFICATION_STATUSES),
  side: z.enum(['supplier', 'buyer']),
  created_at: z.string(),
  requester: z.object({ user_id: z.string(), name: z.string(), email: z.string() }),
  company: z.object({
    name: z.string().nullable(),
    identity: z.string(),
    /** Suppliers only. */
    verification_level: z.number().int().nullable(),
    /** Buyers only. */
    is_biz_verified: z.boolean().nullable(),
    country: z.string().nullable(),
    website: z.string().nullable(),
  }),
  documents: z.array(verificationQueueDocument),
  scheduled_at: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  /** The requester's note to the team. */
  note: z.string().nullable(),
  /** The operator's rejection reason or recorded result, shown to the requester. */
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by_email: z.string().nullable(),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItem>;

export const verificationReviewCalls = {
  'admin.verification_queue': { method: 'GET', request: verificationQueueRequest, response: verificationQueueItem, list: true },
  'admin.review_verification': { method: 'POST', request: reviewVerificationRequest, response: verificationQueueItem },
} as const satisfies Record<string, CallDefinition>;
