import { z } from 'zod';
import { optionalIdField } from '../validation/ids.ts';
import { amountField, blankToUndefined } from '../validation/optional.ts';

/** "Posted within" choices, in days (the URL and the call carry the number as text). */
export const POSTED_WITHIN = ['1', '7', '30', '90'] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number];

/** How the open RFQ market is ordered: newest published first, or the soonest to close first. */
export const MARKET_SORTS = ['newest', 'expiring'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

/** A query-string switch: present as 1/true, absent or 0/false otherwise. */
const flag = z
  .union([z.boolean(), z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true');

/**
 * The filters every buying-lead view shares (the open market, the recommended leads, the hidden
 * ones), the same in the page's URL, its form and the call. Quantities compare the request's
 * quantity whatever its unit, as the market lists it.
 */
export const leadFilterShape = {
  keyword: z.string().trim().max(100, { error: 'too_long' }).default(''),
  category_id: optionalIdField,
  country: blankToUndefined(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'country_invalid' }),
  ),
  min_quantity: blankToUndefined(amountField()),
  max_quantity: blankToUndefined(amountField()),
  posted_within: blankToUndefined(z.enum(POSTED_WITHIN, { error: 'invalid' })),
  with_attachments: flag,
};

/** A quantity range must not run backwards; the upper end is the one refused. */
export const quantityRangeOk = (v: { min_quantity?: string; max_quantity?: string }) =>
  !(v.min_quantity && v.max_quantity && Number(v.max_quantity) < Number(v.min_quantity));
export const QUANTITY_RANGE_CHECK: { error: string; path: string[] } = { error: 'invalid', path: ['max_quantity'] };
