import { z } from 'zod';
import type { CallDefinition } from '../api/calls.ts';
import { isoDateField } from '../validation/optional.ts';
import { dayCount, OVERVIEW_GRANULARITIES, OVERVIEW_MAX_DAYS } from './overview-periods.ts';

// `admin.analytics_overview`: the operators' marketplace overview (issue 21, decision 033) over a
// range of UTC days, with the range just before it and a series per day, week or month.

export const overviewRequest = z
  .object({
    /** First day, YYYY-MM-DD (the spec's spelling). */
    srtdate: isoDateField,
    /** Last day, YYYY-MM-DD, included. */
    enddate: isoDateField,
    granularity: z.enum(OVERVIEW_GRANULARITIES, { error: 'invalid' }).default('day'),
  })
  // Dates PostgreSQL keeps as given (year 0 would be refused by the database: a 5xx).
  .refine((r) => r.srtdate >= '2000-01-01', { error: 'date_invalid', path: ['srtdate'] })
  .refine((r) => r.enddate <= '2999-12-31', { error: 'date_invalid', path: ['enddate'] })
  .refine((r) => r.enddate >= r.srtdate, { error: 'date_range_invalid', path: ['enddate'] })
  .refine((r) => dayCount(r.srtdate, r.enddate) <= OVERVIEW_MAX_DAYS, { error: 'date_range_too_long', path: ['enddate'] });

const count = z.number().int().nonnegative();

/** What happened in a period; `paying_*` are counted at its end (or now, for a period not over). */
export const overviewFigures = z.object({
  signups_buyers: count,
  signups_suppliers: count,
  /** RFQs created in the period, those moderation rejected left out. */
  rfqs_posted: count,
  /** Of those, the ones that have received at least one quotation (up to now). */
  rfqs_quoted: count,
  quotations_sent: count,
  /** Of the quotations sent in the period, the ones the buyer has marked preferred. */
  quotations_preferred: count,
  /** Accounts whose paid plan (a payment not refunded) covers the period's end, per side. */
  paying_suppliers: count,
  paying_buyers: count,
  /** Payments received in the period less refunds made in it, in cents of `currency`. */
  revenue_cents: z.number().int(),
  refunds_cents: count,
});
export type OverviewFigures = z.infer<typeof overviewFigures>;

const rate = z.number().min(0).max(1).nullable();
export const overviewTotals = overviewFigures.extend({
  /** rfqs_quoted / rfqs_posted; null without RFQs. */
  rfq_conversion: rate,
  /** quotations_preferred / quotations_sent; null without quotations. */
  preferred_rate: rate,
});
export type OverviewTotals = z.infer<typeof overviewTotals>;

export const marketplaceOverview = z.object({
  srtdate: z.string(),
  enddate: z.string(),
  granularity: z.enum(OVERVIEW_GRANULARITIES),
  currency: z.string(),
  previous: z.object({ srtdate: z.string(), enddate: z.string() }),
  totals: overviewTotals,
  previous_totals: overviewTotals,
  /** Every period of the range, empty ones included, oldest first; `period` is its first day in the range. */
  series: z.array(overviewFigures.extend({ period: z.string(), period_end: z.string() })),
});
export type MarketplaceOverview = z.infer<typeof marketplaceOverview>;

export const marketplaceOverviewCalls = {
  'admin.analytics_overview': { method: 'GET', request: overviewRequest, response: marketplaceOverview },
} as const satisfies Record<string, CallDefinition>;
