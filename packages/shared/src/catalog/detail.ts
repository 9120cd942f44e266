import { z } from 'zod';
import { idField } from '../validation/ids.ts';
import { productCard } from './search.ts';

export const productIdRequest = z.object({ id: idField });
export const identityRequest = z.object({ id: z.string().trim().regex(/^(SUP|BUR)[A-Z0-9]{3,20}$/, { error: 'invalid' }) });

const categoryPath = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const supplierSummary = z.object({
  identity: z.string(),
  company_name: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  verification_level: z.number().int(),
  last_verified_datetime: z.string().nullable(),
  is_premium: z.boolean(),
  business_type: z.string().nullable(),
  year_established: z.number().int().nullable(),
  product_count: z.number().int(),
  last_active: z.string().nullable(),
});

/** `product.get`: one approved product with its supplier and related products. */
export const productDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  currency: z.string(),
  moq: z.number().nullable(),
  uom: z.string().nullable(),
  uom_label: z.string().nullable(),
  is_hot_price: z.boolean(),
  attributes: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
  category_path: categoryPath,
  supplier: supplierSummary,
  related: z.array(productCard),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/**
 * A party's reviews (a supplier's by buyers, a buyer's by suppliers) as the public sees them:
 * visible reviews by active accounts only. `average` has one decimal (null without reviews);
 * `distribution` counts 1★ to 5★ in that order; `latest` holds up to three, newest first (with
 * their ids, so a reader can report one).
 */
export const reviewSummary = z.object({
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().nonnegative(),
  distribution: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  latest: z
    .array(
      z.object({
        id: z.number().int(),
        rating: z.number().int().min(1).max(5),
        body: z.string(),
        /** The author's company name (a person's first name when no company is given), as on public buyer profiles. */
        author_name: z.string(),
        author_country: z.string().nullable(),
        author_role: z.enum(['buyer', 'supplier']),
        created_at: z.string(),
      }),
    )
    .max(3),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/**
 * How the supplier answered buyers over the last `window_days` (decision 033), from the stored
 * figure: the rate (0..1) and the average minutes to a first answer, both null unless enough
 * contacts were counted.
 */
export const publicResponseFigures = z.object({
  window_days: z.number().int(),
  enough_data: z.boolean(),
  response_rate: z.number().min(0).max(1).nullable(),
  avg_first_response_minutes: z.number().int().nonnegative().nullable(),
  /** The rate as the page words it: a whole percentage rounded down (analytics/response-rules `ratePercent`). */
  rate_percent: z.number().int().min(0).max(100).nullable(),
  /** "Typically replies within" this many hours (`replyWithinHours` of the average); null without answers. */
  reply_within_hours: z.number().int().positive().nullable(),
});
export type PublicResponseFigures = z.infer<typeof publicResponseFigures>;

/** `supplier.get_public`: the public company profile (no contact details). */
export const supplierPublic = supplierSummary.extend({
  description: z.string().nullable(),
  main_products: z.string().nullable(),
  annual_revenue: z.string().nullable(),
  num_employees: z.string().nullable(),
  website: z.string().nullable(),
  member_since: z.string(),
  main_category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  products: z.array(productCard),
  reviews: reviewSummary,
  response: publicResponseFigures,
});
export type SupplierPublic = z.infer<typeof supplierPublic>;

export const buyerSummary = z.object({
  identity: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  is_verified: z.boolean(),
  is_premium: z.boolean(),
  member_since: z.string(),
  rfq_count: z.number().int(),
});

/** `rfq.get`: an approved RFQ. The buyer's contact details are never part of it. */
export const rfqDetail = z.object({
  id: z.number().int(),
  product_name: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  uom: z.string(),
  uom_label: z.string().nullable(),
  target_price: z.number().nullable(),
  currency: z.string(),
  incoterm: z.string().nullable(),
  payment_method: z.string().nullable(),
  frequency: z.string().nullable(),
  destination_country: z.string().nullable(),
  expiry_date: z.string().nullable(),
  status: z.number().int(),
  category_path: categoryPath,
  buyer: buyerSummary,
  created_at: z.string(),
});
export type RfqDetail = z.infer<typeof rfqDetail>;

/** `buyer.get_public`: the public buyer profile (contact details are unlocked elsewhere). */
export const buyerPublic = buyerSummary.extend({
  business_type: z.string().nullable(),
  sourcing_interests: z.string().nullable(),
  rfqs: z.array(z.object({ id: z.number().int(), product_name: z.string(), quantity: z.number(), uom: z.string(), uom_label: z.string(), created_at: z.string() })),
  reviews: reviewSummary,
});
export type BuyerPublic = z.infer<typeof buyerPublic>;
