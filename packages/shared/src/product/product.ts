import { z } from 'zod';
import { categoryIdField, idField, optionalIdField, pageField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { optionalText, quantityField, requiredText } from '../validation/fields.ts';
import { amountField, blankToUndefined, currencyField } from '../validation/optional.ts';
import { isImageKey } from '../media/images.ts';

/** A product shows at most this many images; the first is its cover. */
export const MAX_PRODUCT_IMAGES = 10;
export const PRODUCT_PAGE_SIZE = 20;
/** Text limits of the product form: longer input is refused with a message, never cut. */
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const ATTRIBUTE_VALUE_MAX = 200;
export const PRODUCT_STATUS_FILTERS = ['all', 'pending', 'approved', 'rejected', 'closed'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];

const imagesField = z
  .array(z.string().refine(isImageKey, { error: 'invalid' }), { error: 'image_required' })
  .min(1, { error: 'image_required' })
  .max(MAX_PRODUCT_IMAGES, { error: 'too_many_images' })
  .refine((keys) => new Set(keys).size === keys.length, { error: 'invalid' });

/** Attribute values by field name; which names and values are allowed depends on the category (checked by the server). */
const attributesField = z
  .record(z.string().max(60), z.string().trim().max(ATTRIBUTE_VALUE_MAX, { error: 'too_long' }))
  .default({})
  .transform((values) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')));

/**
 * The product form's fields. The quick posting flow asks for the first group only; the full form
 * (`/business/post/{id}`) adds the description, attributes and hot-price flag. Prices and MOQ are
 * optional (many suppliers quote on request), but a range must not run backwards and an MOQ needs a unit.
 */
export const quickProductShape = {
  name: requiredText(PRODUCT_NAME_MAX).refine((v) => v.length >= 3, { error: 'too_short' }),
  category_id: categoryIdField,
  images: imagesField,
  price_min: blankToUndefined(amountField()),
  price_max: blankToUndefined(amountField()),
  currency: currencyField.default('USD'),
  moq: blankToUndefined(quantityField.refine((v) => Number(v) > 0 && Number(v) <= 1_000_000_000, { error: 'number_too_large' })),
  uom: blankToUndefined(requiredText(40)),
};
export const productShape = {
  ...quickProductShape,
  description: optionalText(PRODUCT_DESCRIPTION_MAX),
  attributes: attributesField,
  is_hot_price: z.boolean().default(false),
};

type RangeFields = { price_min?: string; price_max?: string; moq?: string; uom?: string };
function checkRanges(value: RangeFields, ctx: z.RefinementCtx) {
  if (value.price_min && value.price_max && Number(value.price_max) < Number(value.price_min)) {
    ctx.addIssue({ code: 'custom', path: ['price_max'], message: 'price_range_invalid' });
  }
  if (value.moq && !value.uom) ctx.addIssue({ code: 'custom', path: ['uom'], message: 'required' });
}

export const productForm = z.object(productShape).superRefine(checkRanges);
export const quickProductForm = z.object(quickProductShape).superRefine(checkRanges);
export type ProductFormInput = z.input<typeof productForm>;
export type ProductForm = z.output<typeof productForm>;
export type QuickProductFormInput = z.input<typeof quickProductForm>;

export const productUpdateRequest = z.object({ id: idField, ...productShape }).superRefine(checkRanges);
export const ownProductIdRequest = z.object({ id: idField });
export const productStatusRequest = z.object({ id: idField, action: z.enum(['close', 'reopen']) });
export const promoteProductRequest = z.object({ product_id: idField });
/** After `product.promote`: when the ad ends and how many ads the plan has left this month. */
export const promoteProductResponse = z.object({
  product_id: z.number().int(),
  promoted_until: z.string(),
  farm_item_ads_quota: z.number().int(),
});
export type PromoteProductResponse = z.infer<typeof promoteProductResponse>;
export const productListRequest = z.object({
  status: z.enum(PRODUCT_STATUS_FILTERS).default('all'),
  keyword: z.string().trim().max(100, { error: 'too_long' }).default(''),
  category_id: optionalIdField,
  page: pageField(),
});

export const productImage = z.object({ key: z.string(), url_thumb: z.string(), url_detail: z.string() });

/** The supplier's own view of a product: everything, including what moderators said. */
export const productOwned = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  category_name: z.string().nullable(),
  description: z.string().nullable(),
  images: z.array(productImage),
  price_min: z.string().nullable(),
  price_max: z.string().nullable(),
  currency: z.string(),
  moq: z.string().nullable(),
  uom: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
  is_hot_price: z.boolean(),
  /** 0 pending, 1 approved, 2 rejected, 3 closed */
  status: z.number().int(),
  reject_reason: z.string().nullable(),
  /** Description and attributes still empty: the quick flow's "finish later". */
  is_incomplete: z.boolean(),
  /** The product ad's end (ISO), while it runs or after; null if never promoted. Running ads end in the future. */
  promoted_until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductOwned = z.infer<typeof productOwned>;

export const productStatusCounts = z.object({ all: z.number().int(), pending: z.number().int(), approved: z.number().int(), rejected: z.number().int(), closed: z.number().int() });
export type ProductStatusCounts = z.infer<typeof productStatusCounts>;

export const productCalls = {
  'product.create': { method: 'POST', request: productForm, response: productOwned },
  'product.quick_create': { method: 'POST', request: quickProductForm, response: productOwned },
  'product.update': { method: 'POST', request: productUpdateRequest, response: productOwned },
  'product.set_status': { method: 'POST', request: productStatusRequest, response: productOwned },
  'product.get_mine': { method: 'GET', request: ownProductIdRequest, response: productOwned },
  'product.promote': { method: 'POST', request: promoteProductRequest, response: promoteProductResponse },
  'product.list_mine': {
    method: 'GET',
    request: productListRequest,
    response: productOwned,
    list: true,
    extra: z.object({ counts: productStatusCounts, farm_item_post_quota: z.number().int(), farm_item_ads_quota: z.number().int() }),
  },
} as const satisfies Record<string, CallDefinition>;
