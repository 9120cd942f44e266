import { z } from 'zod';
import { idField, pageField, wholeNumber } from '../validation/ids.ts';
import { DATE_FILTERS, SEARCH_SORTS, SEARCH_TABS } from './search-options.ts';
import { amountProblem, priceRangeProblem } from './filters.ts';
import { RESPONSE_RATE_FILTERS, RESPONSE_TIME_FILTERS } from '../analytics/response-rules.ts';

export { DATE_FILTERS, SEARCH_SORTS, SEARCH_TABS, type SearchTab } from './search-options.ts';

const flag = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** A number filter from the URL: blank is absent; otherwise an amount above 0 (filters.ts). */
const filterAmount = z
  .string()
  .optional()
  .superRefine((value, ctx) => {
    const problem = amountProblem(value ?? '');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => (value?.trim() ? Number(value) : undefined))
  .optional();

/** Query of `catalog.search` (and the /search page URL): every filter lives in the URL. */
export const searchRequest = z
  .object({
  tab: z.enum(SEARCH_TABS, { error: 'invalid' }).default('products'),
  keyword: z.string().trim().max(100, { error: 'too_long' }).default(''),
  category_id: idField.optional(),
  /** Comma-separated country codes, or the parameter repeated. */
  countries: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : (v ?? '').split(','))
        .map((c) => c.trim().toUpperCase())
        .filter((c) => /^[A-Z]{2}$/.test(c))
        .slice(0, 20),
    ),
  is_verified: flag,
  premium: flag,
  /** Products flagged with a hot price only. */
  hot_price: flag,
  date: z.enum(DATE_FILTERS, { error: 'invalid' }).optional(),
  sort: z.enum(SEARCH_SORTS, { error: 'invalid' }).optional(),
  sort_mode: z.enum(['asc', 'desc'], { error: 'invalid' }).optional(),
  /** Products whose price range reaches into this one (US dollars, filters.ts). */
  price_min: filterAmount,
  price_max: filterAmount,
  /** Products whose minimum order is at most this quantity (in the product's own unit). */
  moq: filterAmount,
  /** Suppliers answering at least this share of buyers (percent, last 30 days; decision 033). */
  response_rate: z.enum(RESPONSE_RATE_FILTERS, { error: 'invalid' }).optional(),
  /** Suppliers typically replying within this many hours (their average first answer, last 30 days). */
  response_time: z.enum(RESPONSE_TIME_FILTERS, { error: 'invalid' }).optional(),
  /** The keyword's words exactly as typed: no near spellings (the "search instead for" link). */
  exact: flag,
  page: pageField(),
  page_size: wholeNumber(1, 50).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.price_min !== undefined && v.price_max !== undefined && priceRangeProblem(String(v.price_min), String(v.price_max))) {
      ctx.addIssue({ code: 'custom', path: ['price_max'], message: 'price_range_invalid' });
    }
  });
export type SearchRequest = z.input<typeof searchRequest>;

const categoryRef = z.object({ id: z.number().int(), name: z.string() }).nullable();
const supplierRef = z.object({
  identity: z.string(),
  company_name: z.string(),
  country: z.string().nullable(),
  verification_level: z.number().int(),
  is_premium: z.boolean(),
});

export const productCard = z.object({
  kind: z.literal('product'),
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  currency: z.string(),
  moq: z.number().nullable(),
  uom: z.string().nullable(),
  /** The unit in the caller's language, in the form the MOQ takes ("Metric Tons"): light pages name units without the units table. */
  uom_label: z.string().nullable(),
  is_hot_price: z.boolean(),
  /** A product ad runs now (`product.promote`): the card is labelled as sponsored. */
  is_promoted: z.boolean(),
  category: categoryRef,
  supplier: supplierRef,
  created_at: z.string(),
});
export const supplierCard = z.object({
  kind: z.literal('supplier'),
  identity: z.string(),
  company_name: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  verification_level: z.number().int(),
  is_premium: z.boolean(),
  business_type: z.string().nullable(),
  main_products: z.string().nullable(),
  year_established: z.number().int().nullable(),
  product_count: z.number().int(),
  category: categoryRef,
  last_active: z.string().nullable(),
});
export const buyerCard = z.object({
  kind: z.literal('buyer'),
  identity: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  sourcing_interests: z.string().nullable(),
  is_verified: z.boolean(),
  is_premium: z.boolean(),
  rfq_count: z.number().int(),
  created_at: z.string(),
});
export const rfqCard = z.object({
  kind: z.literal('rfq'),
  id: z.number().int(),
  product_name: z.string(),
  quantity: z.number(),
  uom: z.string(),
  /** The unit in the caller's language, in the form the quantity takes. */
  uom_label: z.string(),
  target_price: z.number().nullable(),
  currency: z.string(),
  destination_country: z.string().nullable(),
  expiry_date: z.string().nullable(),
  category: categoryRef,
  /** `is_premium`: the buyer holds an active Buyer Premium plan (its requests are highlighted to suppliers). */
  buyer: z.object({ identity: z.string(), country: z.string().nullable(), is_verified: z.boolean(), is_premium: z.boolean() }),
  created_at: z.string(),
});
export const searchItem = z.discriminatedUnion('kind', [productCard, supplierCard, buyerCard, rfqCard]);
export type SearchItem = z.infer<typeof searchItem>;
export type ProductCard = z.infer<typeof productCard>;
export type SupplierCard = z.infer<typeof supplierCard>;
export type BuyerCard = z.infer<typeof buyerCard>;
export type RfqCard = z.infer<typeof rfqCard>;

const facetCount = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const searchFacets = z.object({
  categories: z.array(facetCount),
  countries: z.array(facetCount),
  verified: z.number().int(),
  premium: z.number().int(),
});
export type SearchFacets = z.infer<typeof searchFacets>;

/**
 * What a search page says besides its cards: facet counts; the keyword a near spelling matched
 * when the words as typed found nothing ("Showing results for …"); the chosen category's name
 * (its filter chip needs it even when no result is left to name it).
 */
export const searchExtra = z.object({
  facets: searchFacets,
  corrected: z.string().nullable(),
  category: categoryRef,
});
export type SearchExtra = z.infer<typeof searchExtra>;

/** `catalog.suggest`: completions of what is being typed in a search box, for one tab. */
export const suggestRequest = z.object({
  keyword: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
  tab: z.enum(SEARCH_TABS, { error: 'invalid' }).default('products'),
});
export const suggestResponse = z.object({ suggestions: z.array(z.string()) });
export type SuggestResponse = z.infer<typeof suggestResponse>;
