import { z } from 'zod';
import { isoDateField } from '../validation/optional.ts';

// `affiliate.stats`: what a partner's links brought over a range of days (UTC), in total, per link
// and per day.

/** The longest range one request may ask for (a year and a day, for leap years). */
export const STATS_MAX_DAYS = 366;

const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const statsRequest = z
  .object({
    /** First day, YYYY-MM-DD (the spec's spelling). */
    srtdate: isoDateField,
    /** Last day, YYYY-MM-DD, included. */
    enddate: isoDateField,
    link_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid({ error: 'invalid' }).optional()),
  })
  .refine((r) => r.enddate >= r.srtdate, { error: 'invalid', path: ['enddate'] })
  .refine((r) => dayCount(r.srtdate, r.enddate) <= STATS_MAX_DAYS, { error: 'invalid', path: ['enddate'] });

export const statsFigures = z.object({
  clicks: z.number().int(),
  /** Unique visitors within each day, summed over the days. */
  visitors: z.number().int(),
  signups: z.number().int(),
  /** Referred accounts whose first commission-earning payment fell in the range. */
  conversions: z.number().int(),
  /** What referred accounts paid in the range, less refunds, in cents. */
  revenue_cents: z.number().int(),
  /** Commission earned in the range, less reversals, in cents. */
  commission_cents: z.number().int(),
});
export type StatsFigures = z.infer<typeof statsFigures>;

export const affiliateStats = z.object({
  srtdate: z.string(),
  enddate: z.string(),
  currency: z.string(),
  totals: statsFigures,
  links: z.array(statsFigures.extend({ link_id: z.string(), name: z.string(), code: z.string() })),
  /** Every day of the range, zeros included, oldest first. */
  daily: z.array(statsFigures.extend({ date: z.string() })),
});
export type AffiliateStats = z.infer<typeof affiliateStats>;
