import { z } from 'zod';
import { idField, pageField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { PAGE_SIZE } from '../constants/limits.ts';
import { QUOTATION_STATUSES } from '../quotation/quotation.ts';
import { leadFilterShape, MARKET_SORTS, QUANTITY_RANGE_CHECK, quantityRangeOk } from './lead-filters.ts';
import { leadBrief, leadBriefRequest } from './lead-brief.ts';

export const LEAD_PAGE_SIZE = PAGE_SIZE.listItems;
/** Leads are paged over a bounded candidate set, so deep pages are not offered. */
export const LEAD_MAX_PAGE = 50;
export const LEAD_SHOW = ['active', 'hidden'] as const;
export type LeadShow = (typeof LEAD_SHOW)[number];

export const buyingLeadsRequest = z
  .object({ page: pageField(LEAD_MAX_PAGE), ...leadFilterShape, show: z.enum(LEAD_SHOW).default('active') })
  .refine(quantityRangeOk, QUANTITY_RANGE_CHECK);
export type BuyingLeadsRequest = z.input<typeof buyingLeadsRequest>;

/**
 * `supplier.rfq_market`: every approved, unexpired request of other accounts (the open RFQ market),
 * searched and filtered like the leads, newest or soonest-closing first. The recommended leads are
 * the same market ranked by the supplier's categories, words and products.
 */
export const rfqMarketRequest = z
  .object({ page: pageField(LEAD_MAX_PAGE), ...leadFilterShape, sort: z.enum(MARKET_SORTS, { error: 'invalid' }).default('newest') })
  .refine(quantityRangeOk, QUANTITY_RANGE_CHECK);
export type RfqMarketRequest = z.input<typeof rfqMarketRequest>;
/** The market counts at most the requests its pages can show; beyond that the page says "1,000+". */
export const MARKET_COUNT_CAP = LEAD_MAX_PAGE * LEAD_PAGE_SIZE;

/**
 * Why a lead is recommended; the page words each reason in the reader's language.
 * - category: the request's category is one of the supplier's (`related: false`: the same category
 *   or one below it) or a sibling under the same parent (`related: true`); `category_name` is the
 *   supplier's own category, or the shared parent for a sibling.
 * - keywords: words the request's product name shares with the supplier's main products and product
 *   names (two at least, or the only word of a one-word name; one is enough beside a matching category).
 * - catalogue: one of the supplier's approved products is much like the request.
 * - new: the supplier has nothing to match on yet (no category, products or main products): the newest requests.
 */
export const leadReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), category_id: z.number().int(), category_name: z.string(), related: z.boolean() }),
  z.object({ kind: z.literal('keywords'), words: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('catalogue'), product_id: z.number().int(), product_name: z.string() }),
  z.object({ kind: z.literal('new') }),
]);
export type LeadReason = z.infer<typeof leadReason>;

/** One buying lead: an approved, open RFQ of another account, with what the supplier needs to act on it. */
export const buyingLead = z.object({
  rfq_id: z.number().int(),
  product_name: z.string(),
  category_id: z.number().int(),
  category_name: z.string().nullable(),
  quantity: z.string(),
  uom: z.string(),
  uom_label: z.string().nullable(),
  target_price: z.string().nullable(),
  currency: z.string(),
  destination_country: z.string().nullable(),
  expiry_date: z.string().nullable(),
  /** Files the buyer attached (specifications, drawings); `supplier.get_lead` lists them. */
  attachment_count: z.number().int(),
  /** When it became visible to suppliers (approval, or posting for older requests). */
  arrived_at: z.string(),
  /** Arrived since the supplier's previous visit to the list (or within a week for a first visit). */
  is_new: z.boolean(),
  is_hidden: z.boolean(),
  /** The buyer's public identity; email and phone are only in `contact.unlock`. */
  buyer: z.object({
    identity: z.string(),
    name: z.string(),
    country: z.string().nullable(),
    is_verified: z.boolean(),
    /** An active Buyer Premium plan: the card says so, and its requests come first among equally relevant leads. */
    is_premium: z.boolean(),
    last_active: z.string().nullable(),
  }),
  contact_unlocked: z.boolean(),
  /** Standing quotations from all suppliers (withdrawn ones left out). */
  quotation_count: z.number().int(),
  /** This supplier's own quotation on it, if any. */
  my_quotation: z.object({ id: z.number().int(), status: z.enum(QUOTATION_STATUSES) }).nullable(),
  reasons: z.array(leadReason),
});
export type BuyingLead = z.infer<typeof buyingLead>;

/**
 * `matched`: ranked by the supplier's categories, words and products. `newest`: the supplier has
 * nothing to match on yet, so the newest requests are shown instead (the page says so).
 */
export const leadBasis = z.enum(['matched', 'newest']);
export type LeadBasis = z.infer<typeof leadBasis>;

export const hideLeadRequest = z.object({ rfq_id: idField, hidden: z.boolean() });
export const hideLeadResponse = z.object({ rfq_id: z.number().int(), hidden: z.boolean() });

/** Buying leads: approved RFQs recommended to a supplier, the open RFQ market, and one request in full. */
export const leadCalls = {
  'supplier.buying_leads': { method: 'GET', request: buyingLeadsRequest, response: buyingLead, list: true, extra: z.object({ basis: leadBasis }) },
  'supplier.hide_lead': { method: 'POST', request: hideLeadRequest, response: hideLeadResponse },
  'supplier.rfq_market': { method: 'GET', request: rfqMarketRequest, response: buyingLead, list: true, extra: z.object({ total_capped: z.boolean() }) },
  'supplier.get_lead': { method: 'GET', request: leadBriefRequest, response: leadBrief },
} as const satisfies Record<string, CallDefinition>;
