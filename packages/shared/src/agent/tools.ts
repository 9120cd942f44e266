import { z } from 'zod';
import { productCard, supplierCard } from '../catalog/search.ts';
import { supplierSummary } from '../catalog/detail.ts';
import { FREQUENCIES, INCOTERMS, PAYMENT_METHODS } from '../constants/lists.ts';
import { AGENT_PLAN_MAX_LINES, AGENT_TOOL_LIMIT } from '../constants/agent.ts';
import { leadReason } from '../lead/lead.ts';
import { QUOTATION_STATUSES, quotationDetail, quotationSendRequest, quotationSupplier } from '../quotation/quotation.ts';
import { RFQ_LIST_STATUSES, rfqForm, rfqListItem } from '../rfq/rfq.ts';

// The agent's tools (issue 22, decision 034): each one's input (what the model, or the built-in
// assistant, asks for) and OUTPUT (what the server found, as the calling user may see it). The web
// renders outputs as the marketplace's own cards from the `tool-<name>` parts of the stream, never
// from the model's text. Outputs never carry e-mail addresses, phone numbers or websites: those
// stay behind the contact unlock.
//
// Inputs are plain JSON-schema-friendly objects (no transforms): the provider receives them as the
// tools' parameters. A malformed call (wrong types, unknown tool) is refused by the SDK before the
// tool runs and shows as a `tool-<name>` part in state `output-error`.

export const AGENT_TOOL_NAMES = [
  'search_products',
  'search_suppliers',
  'get_product',
  'get_supplier',
  'list_my_rfqs',
  'compare_quotations',
  'draft_rfq',
  'find_buying_leads',
  'draft_quotation',
  'sourcing_plan',
] as const;
export type AgentToolName = (typeof AGENT_TOOL_NAMES)[number];

/** Which side of an account may use a tool; a conversation only offers its own side's tools. */
export const AGENT_TOOL_SIDES: Record<AgentToolName, 'both' | 'buyer' | 'supplier'> = {
  search_products: 'both',
  search_suppliers: 'both',
  get_product: 'both',
  get_supplier: 'both',
  list_my_rfqs: 'buyer',
  compare_quotations: 'buyer',
  draft_rfq: 'buyer',
  sourcing_plan: 'buyer',
  find_buying_leads: 'supplier',
  draft_quotation: 'supplier',
};

const limit = z.number().int().min(1).max(AGENT_TOOL_LIMIT.max).optional().describe(`How many results (default ${AGENT_TOOL_LIMIT.default}).`);
const countries = z
  .array(z.string().regex(/^[A-Za-z]{2}$/))
  .max(20)
  .optional()
  .describe('ISO 3166-1 alpha-2 country codes of the supplier, e.g. ["VN", "CN"].');
const verificationLevel = z
  .number()
  .int()
  .min(1)
  .max(4)
  .optional()
  .describe('Lowest supplier verification level: 2 verified work e-mail, 3 verified business documents, 4 online smart tracing.');
const money = z.number().positive().max(1_000_000_000);
const keyword = z.string().trim().min(1).max(100).describe('What is sought, in a few words (product name or kind).');

// ---------------------------------------------------------------------------------------------
// Common pieces of outputs

/** Where a search runs in the marketplace, so the card list can link to "see all". */
const searchLink = z.object({ search_url: z.string().describe('A local path, e.g. /search?tab=products&keyword=coffee') });

/** A price range computed from real listings: lowest price_min and highest price_max, one currency. */
export const agentPriceRange = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: z.string(),
  /** The unit the prices are per, when the listings agree on one. */
  uom: z.string().nullable(),
  uom_label: z.string().nullable(),
  /** How many listings the range was computed from. */
  listings: z.number().int(),
});
export type AgentPriceRange = z.infer<typeof agentPriceRange>;

// ---------------------------------------------------------------------------------------------
// search_products

export const searchProductsInput = z.object({
  keyword,
  quantity: money.optional().describe('Quantity wanted; products whose MOQ is above it are left out.'),
  unit: z.string().trim().max(40).optional().describe('Unit of the quantity, e.g. "pieces", "kg", "tons".'),
  price_min: money.optional().describe('Lowest unit price in US dollars.'),
  price_max: money.optional().describe('Highest unit price in US dollars.'),
  countries,
  min_verification_level: verificationLevel,
  category_id: z.number().int().positive().optional(),
  limit,
});
export const searchProductsOutput = searchLink.extend({
  /** The filters that were applied (the model's or the rules' reading of the request). */
  keyword: z.string(),
  total: z.number().int(),
  items: z.array(productCard),
  /** From the items shown: the range a buyer can expect, or null without prices. */
  price_range: agentPriceRange.nullable(),
});

// ---------------------------------------------------------------------------------------------
// search_suppliers

export const searchSuppliersInput = z.object({
  keyword,
  countries,
  min_verification_level: verificationLevel,
  premium_only: z.boolean().optional().describe('Only suppliers on a paid plan.'),
  category_id: z.number().int().positive().optional(),
  limit,
});
export const searchSuppliersOutput = searchLink.extend({
  keyword: z.string(),
  total: z.number().int(),
  items: z.array(supplierCard),
});

// ---------------------------------------------------------------------------------------------
// get_product / get_supplier

export const getProductInput = z.object({ product_id: z.number().int().positive().describe('A product id from search_products.') });
/** One approved product as its public page shows it (the description is the supplier's text: data, not instructions). */
export const getProductOutput = productCard.omit({ supplier: true }).extend({
  description: z.string().nullable(),
  images: z.array(z.string()),
  attributes: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
  supplier: supplierSummary,
  url: z.string(),
});

export const getSupplierInput = z.object({
  supplier_id: z.string().trim().regex(/^SUP[A-Z0-9]{3,20}$/).describe('A supplier identity (SUP…) from a search result.'),
});
/** The public company profile, without website, e-mail or phone. */
export const getSupplierOutput = supplierSummary.extend({
  description: z.string().nullable(),
  main_products: z.string().nullable(),
  main_category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  member_since: z.string(),
  review_average: z.number().nullable(),
  review_count: z.number().int(),
  products: z.array(productCard),
  url: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Buyers: list_my_rfqs / compare_quotations

export const listMyRfqsInput = z.object({
  status: z.enum(RFQ_LIST_STATUSES).optional().describe('Which requests (default all).'),
  keyword: z.string().trim().max(100).optional(),
  limit,
});
export const listMyRfqsOutput = z.object({
  total: z.number().int(),
  items: z.array(rfqListItem),
});

export const compareQuotationsInput = z.object({ rfq_id: z.number().int().positive().describe("The id of one of the caller's own RFQs.") });
/** One quotation as a comparison row: the quotation's own fields, its supplier without the logo. */
export const quotationRow = quotationDetail
  .pick({
    unit_price: true,
    currency: true,
    quantity: true,
    uom: true,
    total: true,
    incoterm: true,
    payment_terms: true,
    lead_time_days: true,
    valid_until: true,
    status: true,
    is_new: true,
  })
  .extend({ quotation_id: z.number().int(), supplier: quotationSupplier.omit({ logo_url: true }) });
export type QuotationRow = z.infer<typeof quotationRow>;
export const compareQuotationsOutput = z.object({
  rfq: z.object({
    id: z.number().int(),
    product_name: z.string(),
    quantity: z.string(),
    uom: z.string(),
    target_price: z.string().nullable(),
    currency: z.string(),
    status: z.number().int(),
  }),
  /** Cheapest unit price first (withdrawn quotations are left out). */
  rows: z.array(quotationRow).max(AGENT_TOOL_LIMIT.quotations),
  /** The rows that stand out, by quotation id (null when no row qualifies). */
  lowest_price_id: z.number().int().nullable(),
  shortest_lead_time_id: z.number().int().nullable(),
  /** Different currencies among the rows: prices are not compared across them. */
  mixed_currencies: z.boolean(),
  url: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Buyers: draft_rfq

export const draftRfqInput = z.object({
  product_name: z.string().trim().min(3).max(200),
  quantity: money.optional(),
  uom: z.string().trim().max(40).optional().describe('Unit, e.g. "Pieces", "Kilograms", "Metric Tons".'),
  target_price: money.optional().describe('Target unit price.'),
  currency: z.string().regex(/^[A-Za-z]{3}$/).optional(),
  incoterm: z.enum(INCOTERMS).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  frequency: z.enum(FREQUENCIES).optional(),
  destination_country: z.string().regex(/^[A-Za-z]{2}$/).optional(),
  description: z.string().trim().max(4000).optional(),
  category_id: z.number().int().positive().optional(),
  reason: z.string().trim().max(300).optional().describe('Why this request is proposed, in one sentence.'),
});

/**
 * The RFQ posting form's fields (`rfqForm`, packages/shared/src/rfq/rfq.ts), each valid as the form
 * checks it, any of them absent: the web opens /user/request-quotation with these values and the
 * user completes, reviews and posts it. The agent never posts.
 */
export const rfqDraftForm = rfqForm
  .pick({
    product_name: true,
    category_id: true,
    description: true,
    quantity: true,
    uom: true,
    target_price: true,
    currency: true,
    incoterm: true,
    payment_method: true,
    frequency: true,
    destination_country: true,
    expiry_date: true,
  })
  .partial();
export type RfqDraftForm = z.output<typeof rfqDraftForm>;

export const draftRfqOutput = z.object({
  form: rfqDraftForm,
  /** The chosen category's name for display (the form's picker takes the id). */
  category_name: z.string().nullable(),
  /** Why it was proposed, in the interface language. */
  reason: z.string(),
  /** Required form fields the draft leaves empty (the form will ask for them). */
  missing: z.array(z.string()),
  /** The form to open: always /user/request-quotation (the web passes `form` to it). */
  form_url: z.string(),
});
export type DraftRfqOutput = z.infer<typeof draftRfqOutput>;

// ---------------------------------------------------------------------------------------------
// Buyers: sourcing_plan (a need with several parts)

export const sourcingPlanInput = z.object({
  need: z.string().trim().min(3).max(500).describe('The need in the user\'s words, e.g. "open a coffee shop in Hanoi".'),
  items: z
    .array(
      z.object({
        item: z.string().trim().min(2).max(100).describe('One thing to source, e.g. "espresso machine".'),
        keyword: z.string().trim().max(100).optional().describe('Search words for it, if different from the item.'),
        quantity: money.optional(),
        uom: z.string().trim().max(40).optional(),
      }),
    )
    .min(1)
    .max(AGENT_PLAN_MAX_LINES),
  destination_country: z.string().regex(/^[A-Za-z]{2}$/).optional(),
  countries,
  min_verification_level: verificationLevel,
});
export const sourcingPlanLine = z.object({
  item: z.string(),
  keyword: z.string(),
  quantity: z.number().nullable(),
  uom: z.string().nullable(),
  products: z.array(productCard).max(3),
  suppliers: z.array(supplierCard).max(3),
  /** From real listings matching the item; null when none has a price. */
  price_range: agentPriceRange.nullable(),
  draft_rfq: draftRfqOutput,
  search_url: z.string(),
});
export type SourcingPlanLine = z.infer<typeof sourcingPlanLine>;
export const sourcingPlanOutput = z.object({
  need: z.string(),
  destination_country: z.string().nullable(),
  lines: z.array(sourcingPlanLine).max(AGENT_PLAN_MAX_LINES),
});

// ---------------------------------------------------------------------------------------------
// Suppliers: find_buying_leads / draft_quotation

export const findBuyingLeadsInput = z.object({
  keyword: z.string().trim().max(100).optional().describe('Narrow the leads to these words; empty for the best matches of the supplier\'s catalogue.'),
  country: z.string().regex(/^[A-Za-z]{2}$/).optional().describe('Destination country of the request.'),
  limit,
});
export const agentLead = z.object({
  rfq_id: z.number().int(),
  product_name: z.string(),
  category_name: z.string().nullable(),
  quantity: z.string(),
  uom: z.string(),
  uom_label: z.string().nullable(),
  target_price: z.string().nullable(),
  currency: z.string(),
  destination_country: z.string().nullable(),
  expiry_date: z.string().nullable(),
  /** The buyer's public identity only (no e-mail or phone: those need the contact unlock). */
  buyer: z.object({
    identity: z.string(),
    name: z.string(),
    country: z.string().nullable(),
    is_verified: z.boolean(),
    is_premium: z.boolean(),
  }),
  quotation_count: z.number().int(),
  my_quotation: z.object({ id: z.number().int(), status: z.enum(QUOTATION_STATUSES) }).nullable(),
  reasons: z.array(leadReason),
  /** Why it fits, in the interface language, from `reasons` (e.g. "Same category as your Coffee beans; words in common: arabica, roasted"). */
  why: z.string(),
  url: z.string(),
});
export type AgentLead = z.infer<typeof agentLead>;
export const findBuyingLeadsOutput = z.object({
  /** matched: ranked by the supplier's catalogue; newest: nothing to match on yet. */
  basis: z.enum(['matched', 'newest']),
  total: z.number().int(),
  items: z.array(agentLead),
  url: z.string(),
});

export const draftQuotationInput = z.object({
  rfq_id: z.number().int().positive().describe('A buying lead\'s rfq_id.'),
  template_id: z.number().int().positive().optional().describe("One of the supplier's quotation templates; by default the best fitting one."),
  unit_price: money.optional(),
  lead_time_days: z.number().int().min(1).max(730).optional(),
  message: z.string().trim().max(4000).optional(),
});

/**
 * The quotation form's fields (`quotationSendRequest` without rfq_id and attachments, each valid as
 * the form checks it, any of them absent): the web opens the quotation form for `rfq_id` with them.
 * The agent never sends a quotation.
 */
export const quotationDraftForm = quotationSendRequest
  .pick({
    unit_price: true,
    currency: true,
    quantity: true,
    uom: true,
    incoterm: true,
    payment_terms: true,
    lead_time_days: true,
    valid_until: true,
    message: true,
  })
  .partial();
export type QuotationDraftForm = z.output<typeof quotationDraftForm>;

export const draftQuotationOutput = z.object({
  rfq_id: z.number().int(),
  rfq: z.object({
    id: z.number().int(),
    product_name: z.string(),
    quantity: z.string(),
    uom: z.string(),
    target_price: z.string().nullable(),
    currency: z.string(),
    destination_country: z.string().nullable(),
    expiry_date: z.string().nullable(),
  }),
  form: quotationDraftForm,
  /** The template the terms came from, if one was used. */
  template: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The supplier already quoted: the web offers to open that quotation instead. */
  existing_quotation: z.object({ id: z.number().int(), status: z.enum(QUOTATION_STATUSES) }).nullable(),
  reason: z.string(),
  missing: z.array(z.string()),
  /** The page holding the quotation form for this request. */
  form_url: z.string(),
});
export type DraftQuotationOutput = z.infer<typeof draftQuotationOutput>;

// ---------------------------------------------------------------------------------------------

/** Every tool's input and output schema, by name. */
export const agentTools = {
  search_products: { input: searchProductsInput, output: searchProductsOutput },
  search_suppliers: { input: searchSuppliersInput, output: searchSuppliersOutput },
  get_product: { input: getProductInput, output: getProductOutput },
  get_supplier: { input: getSupplierInput, output: getSupplierOutput },
  list_my_rfqs: { input: listMyRfqsInput, output: listMyRfqsOutput },
  compare_quotations: { input: compareQuotationsInput, output: compareQuotationsOutput },
  draft_rfq: { input: draftRfqInput, output: draftRfqOutput },
  sourcing_plan: { input: sourcingPlanInput, output: sourcingPlanOutput },
  find_buying_leads: { input: findBuyingLeadsInput, output: findBuyingLeadsOutput },
  draft_quotation: { input: draftQuotationInput, output: draftQuotationOutput },
} as const satisfies Record<AgentToolName, { input: z.ZodType; output: z.ZodType }>;

/**
 * The tools as the AI SDK's UI message types want them (`UIMessage<Metadata, DataParts, AgentUITools>`):
 * `input` and `output` of each. Kept here without importing `ai`, so this package stays zod-only.
 */
export type AgentUITools = {
  [N in AgentToolName]: { input: z.output<(typeof agentTools)[N]['input']>; output: z.output<(typeof agentTools)[N]['output']> };
};
export type AgentToolOutput<N extends AgentToolName> = z.output<(typeof agentTools)[N]['output']>;
export type AgentToolInput<N extends AgentToolName> = z.output<(typeof agentTools)[N]['input']>;
