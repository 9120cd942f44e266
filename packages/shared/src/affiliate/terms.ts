import { z } from 'zod';

// The programme's terms (issue 23): operators set them; partners read them. Rates are basis points
// (2000 = 20%) so a commission is exact integer arithmetic on cents.

export const AFFILIATE_CURRENCY = 'USD';

export const DEFAULT_AFFILIATE_TERMS = {
  rate_bp: 2000,
  duration_months: 12,
  hold_days: 30,
  payout_threshold_cents: 5000,
} as const;

export const affiliateTerms = z.object({
  /** Commission rate in basis points of each payment (2000 = 20%). */
  rate_bp: z.number().int().min(0).max(10_000),
  /** Payments made within this many months of the sign-up earn commission. */
  duration_months: z.number().int().min(1).max(120),
  /** Days a commission stays pending (the refund window) before it is approved. */
  hold_days: z.number().int().min(0).max(365),
  /** Approved commission needed before a payout can be requested, in cents. */
  payout_threshold_cents: z.number().int().min(0).max(100_000_000),
  currency: z.literal(AFFILIATE_CURRENCY),
});
export type AffiliateTerms = z.infer<typeof affiliateTerms>;

/** `admin.affiliate_terms_set`: the operator's new terms (apply to commissions earned from now on). */
export const affiliateTermsRequest = z.object({
  rate_bp: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).max(10_000, { error: 'invalid' }),
  duration_months: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(120, { error: 'invalid' }),
  hold_days: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).max(365, { error: 'invalid' }),
  payout_threshold_cents: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).max(100_000_000, { error: 'invalid' }),
});

/**
 * A commission on a payment: floor(amount × rate / 10000) cents — rounded down, so the programme
 * never pays more than its rate.
 */
export const commissionCents = (amountCents: number, rateBp: number) => Math.floor((amountCents * rateBp) / 10_000);

/**
 * What of a commission a refund takes back: the refunded share of the payment, rounded down, and the
 * whole commission once the whole payment is refunded (cumulative: the n-th partial refund reverses
 * up to this figure minus what earlier ones reversed).
 */
export const reversedCents = (commission: number, paymentCents: number, refundedCents: number) =>
  refundedCents >= paymentCents ? commission : Math.floor((commission * Math.max(0, refundedCents)) / paymentCents);
