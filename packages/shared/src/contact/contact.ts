import { z } from 'zod';
import { pageField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { PAGE_SIZE } from '../constants/limits.ts';

export const CONTACT_PAGE_SIZE = PAGE_SIZE.listItems;
/** Unlocking a contact needs a verified supplier (work email, Level 2) — a product decision, see docs. */
export const CONTACT_UNLOCK_MIN_LEVEL = 2;

export const buyerIdentityRequest = z.object({
  buyer_identity: z
    .string()
    .trim()
    .regex(/^BUR[A-Z0-9]{3,20}$/, { error: 'invalid' }),
});

/** A buyer's contact as an unlocking supplier sees it. */
export const contactDetails = z.object({
  /** The buyer's identity (BUR...). */
  contact_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  company_name: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  is_verified: z.boolean(),
  last_active: z.string().nullable(),
  unlocked_at: z.string(),
});
export type ContactDetails = z.infer<typeof contactDetails>;

/**
 * `contact.preview`: what the unlock dialog shows before spending anything. Until the contact is
 * unlocked, the name is the first name and the last name's initial, and `details` is null: email
 * and phone are not sent.
 */
export const contactPreview = z.object({
  contact_id: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  country: z.string().nullable(),
  is_verified: z.boolean(),
  last_active: z.string().nullable(),
  unlocked: z.boolean(),
  contact_quota_left: z.number().int(),
  /** The supplier is below Level 2: unlocking is refused until it verifies its work email. */
  verification_required: z.boolean(),
  /** The supplier's plan lacks "full buyer profile unlock" (Free): unlocking is refused until it upgrades. */
  plan_required: z.boolean(),
  details: contactDetails.nullable(),
});
export type ContactPreview = z.infer<typeof contactPreview>;

/** `contact.unlock`: the full contact; `charged` is false when it was already unlocked (no cost). */
export const contactUnlocked = contactDetails.extend({ contact_quota_left: z.number().int(), charged: z.boolean() });
export type ContactUnlocked = z.infer<typeof contactUnlocked>;

export const contactListRequest = z.object({
  page: pageField(),
  keyword: z.string().trim().max(100, { error: 'too_long' }).default(''),
});
export type ContactListRequest = z.input<typeof contactListRequest>;

/** Buyer contacts a supplier unlocks with contact_quota. */
export const contactCalls = {
  'contact.preview': { method: 'GET', request: buyerIdentityRequest, response: contactPreview },
  'contact.unlock': { method: 'POST', request: buyerIdentityRequest, response: contactUnlocked },
  'contact.list': { method: 'GET', request: contactListRequest, response: contactDetails, list: true, extra: z.object({ contact_quota_left: z.number().int() }) },
} as const satisfies Record<string, CallDefinition>;
