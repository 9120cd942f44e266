import { z } from 'zod';
import { pageField } from '../validation/ids.ts';
import { blankToUndefined } from '../validation/optional.ts';

// The partner's referred accounts and the commissions their payments earned.

export const AFFILIATE_PAGE_SIZE = 20;

export const REFERRAL_FLAGS = ['self_referral_same_account', 'same_email_domain', 'same_card'] as const;
export const COMMISSION_STATES = ['pending', 'approved', 'paid', 'reversed'] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number];

export const pageRequest = z.object({ page: pageField() });

/** A referred account as its partner sees it: company and date only, never who or how to reach them. */
export const referralItem = z.object({
  id: z.string(),
  /** Null when the account gave none or no longer exists. */
  company_name: z.string().nullable(),
  referred_at: z.string(),
  link_name: z.string().nullable(),
  /** Flagged sign-ups (self-referral) earn nothing. */
  flag: z.enum(REFERRAL_FLAGS).nullable(),
  converted: z.boolean(),
});

export const commissionsRequest = z.object({ page: pageField(), state: blankToUndefined(z.enum(COMMISSION_STATES, { error: 'invalid' })) });

export const commissionItem = z.object({
  id: z.string(),
  state: z.enum(COMMISSION_STATES),
  company_name: z.string().nullable(),
  /** The payment it was earned on, and how much of that was refunded. */
  base_amount_cents: z.number().int(),
  base_refunded_cents: z.number().int(),
  rate_bp: z.number().int(),
  amount_cents: z.number().int(),
  reversed_cents: z.number().int(),
  currency: z.string(),
  /** When a pending commission is approved (the end of its hold). */
  approve_after: z.string(),
  payout_id: z.string().nullable(),
  created_at: z.string(),
});

/** The partner's sums, from `partner_balances`. */
export const commissionBalance = z.object({
  pending_cents: z.number().int(),
  approved_cents: z.number().int(),
  in_payout_cents: z.number().int(),
  paid_cents: z.number().int(),
  currency: z.string(),
});

/** `admin.affiliate_referrals`: operators review attributions, flagged ones first when asked. */
export const adminReferralsRequest = z.object({
  page: pageField(),
  flagged: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v === '' || v === null ? undefined : v), z.boolean({ error: 'invalid' }).optional()),
});

/** Operators see who referred whom (the referred account's e-mail included: it is their console). */
export const adminReferralItem = z.object({
  id: z.string(),
  partner_user_id: z.string(),
  partner_email: z.string(),
  referred_user_id: z.string().nullable(),
  referred_email: z.string().nullable(),
  company_name: z.string().nullable(),
  link_code: z.string().nullable(),
  referred_at: z.string(),
  flag: z.enum(REFERRAL_FLAGS).nullable(),
  flagged_at: z.string().nullable(),
});
