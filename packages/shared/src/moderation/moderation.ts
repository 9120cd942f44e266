import { z } from 'zod';
import { idField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { optionalText } from '../validation/fields.ts';

/** A moderator's decision on a pending (or any) post; rejecting needs a reason the owner reads. */
export const reviewPostRequest = z
  .object({
    kind: z.enum(['product', 'rfq']),
    id: idField,
    decision: z.enum(['approve', 'reject']),
    reason: optionalText(1000),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });
export type ReviewPostInput = z.output<typeof reviewPostRequest>;

export const reviewedPost = z.object({
  kind: z.enum(['product', 'rfq']),
  id: z.number().int(),
  status: z.number().int(),
  reject_reason: z.string().nullable(),
});

export const moderationCalls = {
  'moderation.review_post': { method: 'POST', request: reviewPostRequest, response: reviewedPost },
} as const satisfies Record<string, CallDefinition>;
