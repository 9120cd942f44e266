import { z } from 'zod';
import { reportRangeFields, withReportRange } from './range.ts';
import { figure, reportPeriod } from './supplier-report.ts';

// `analytics.buyer_report` (/user/analytics): what the buyer's requests drew, what suppliers
// quoted, how fast the suppliers it contacted answered, and what it chose. Views come from recorded
// events; quotations, prices and answers from the quotations, inquiries and chats themselves.

export const buyerReportRequest = z.object(reportRangeFields).transform(withReportRange);

export const BUYER_TOTALS = ['rfqs_posted', 'rfq_views', 'profile_views', 'quotations_received', 'quotations_preferred', 'suppliers_contacted', 'contact_unlocks'] as const;
export type BuyerTotal = (typeof BUYER_TOTALS)[number];

export const buyerRfqRow = z.object({
  rfq_id: z.number().int(),
  product_name: z.string(),
  posted_at: z.string(),
  /** 0 pending, 1 approved, 2 rejected, 3 closed */
  status: z.number().int(),
  /** Since it was posted, up to now. */
  views: z.number().int(),
  unique_visitors: z.number().int(),
  quotations: z.number().int(),
  /** Hours from posting to the first quotation; null before any. */
  first_quotation_hours: z.number().nullable(),
  /** The request's own currency: the price spread covers the quotations in it. */
  currency: z.string(),
  price_min: z.number().nullable(),
  price_median: z.number().nullable(),
  price_max: z.number().nullable(),
  /** Quotations in another currency, left out of the spread (no exchange rates are kept). */
  other_currency_quotations: z.number().int(),
});
export type BuyerRfqRow = z.infer<typeof buyerRfqRow>;

export const contactedSupplierRow = z.object({
  supplier_identity: z.string(),
  company_name: z.string(),
  /** How the buyer first reached out in the period. */
  channel: z.enum(['inquiry', 'chat']),
  contacted_at: z.string(),
  /** Minutes to the supplier's first answer; null while unanswered. */
  first_response_minutes: z.number().nullable(),
});
export type ContactedSupplierRow = z.infer<typeof contactedSupplierRow>;

export const preferredValueRow = z.object({
  /** YYYY-MM (UTC) of the decision. */
  month: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  currency: z.string(),
  /** Unit price × quantity, summed, in `currency`. */
  value: z.number(),
  quotations: z.number().int(),
});
export type PreferredValueRow = z.infer<typeof preferredValueRow>;

export const buyerReport = z.object({
  ...reportPeriod,
  totals: z.object(Object.fromEntries(BUYER_TOTALS.map((k) => [k, figure])) as Record<BuyerTotal, typeof figure>),
  /** Every day of the period, zeros included, oldest first. */
  series: z.array(z.object({ date: z.string(), rfq_views: z.number().int(), profile_views: z.number().int(), quotations_received: z.number().int() })),
  /** Requests posted in the period, newest first (at most 100). */
  rfqs: z.array(buyerRfqRow),
  /** Suppliers first contacted in the period, newest first (at most 100). */
  suppliers: z.array(contactedSupplierRow),
  /** Median minutes to a first answer over `suppliers` (answered ones), null when none answered. */
  median_response_minutes: z.number().nullable(),
  preferred_value: z.array(preferredValueRow),
});
export type BuyerReport = z.infer<typeof buyerReport>;
