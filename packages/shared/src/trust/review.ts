import { z } from 'zod';
import { PARTY_IDENTITY_PATTERN, REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_ELIGIBILITY_REASONS } from './trust-constants.ts';

const targetIdentity = z.string({ error: 'required' }).trim().toUpperCase().regex(PARTY_IDENTITY_PATTERN, { error: 'invalid' });

export const reviewEligibilityRequest = z.object({ target_identity: targetIdentity });

/** A review as its author sees it. */
export const ownReview = z.object({ rating: z.number().int().min(1).max(5), body: z.string(), created_at: z.string() });

/**
 * Whether the caller may review a party, and why not: `own` (their own company), `no_side` (a
 * supplier is reviewed from a buying side, a buyer from a selling side), `exists` (once per
 * relationship; `existing` holds it), `no_interaction` (no inquiry, quotation or conversation yet).
 */
export const reviewEligibility = z.object({
  can_review: z.boolean(),
  reason: z.enum(REVIEW_ELIGIBILITY_REASONS),
  existing: ownReview.nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibility>;

export const reviewCreateRequest = z.object({
  target_identity: targetIdentity,
  rating: z.number({ error: 'required' }).int({ error: 'invalid' }).min(1, { error: 'required' }).max(5, { error: 'invalid' }),
  body: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(REVIEW_BODY_MIN, { error: 'review_too_short' })
    .max(REVIEW_BODY_MAX, { error: 'too_long' }),
});
export type ReviewCreateInput = z.output<typeof reviewCreateRequest>;

export const createdReview = ownReview.extend({ id: z.number().int() });
