import { z } from 'zod';
import { categoryIdField, idField, pageField } from '../validation/ids.ts';
import { FREQUENCIES, INCOTERMS, PAYMENT_METHODS } from '../constants/lists.ts';
import { countryCodeField, optionalText, requiredText } from '../validation/fields.ts';
import { addDaysIso, amountField, blankToUndefined, currencyField, isoDateField, todayIso } from '../validation/optional.ts';
import { quantityField } from '../validation/fields.ts';
import { attachmentIdsField, attachmentSchema } from '../attachment/attachment.ts';

/** An RFQ runs at most this long; the form proposes DEFAULT_EXPIRY_DAYS. */
export const MAX_EXPIRY_DAYS = 365;
export const DEFAULT_EXPIRY_DAYS = 30;
export const RFQ_CLOSE_REASONS = ['fulfilled', 'not_needed', 'other'] as const;
/** The longest product name and details an RFQ takes: longer input is refused, never cut. */
export const RFQ_NAME_MAX = 200;
export const RFQ_DESCRIPTION_MAX = 4000;

const expiryField = isoDateField
  .refine((v) => v > todayIso(), { error: 'date_in_past' })
  .refine((v) => v <= addDaysIso(todayIso(), MAX_EXPIRY_DAYS), { error: 'date_too_far' });

/**
 * The RFQ form (`/user/request-quotation`, `/quick-rfq`), the same on client and server. Quantity
 * follows the spec's rule (digits with one optional decimal point).
 */
export const rfqFormShape = {
  product_name: requiredText(RFQ_NAME_MAX).refine((v) => v.length >= 3, { error: 'too_short' }),
  category_id: categoryIdField,
  description: optionalText(RFQ_DESCRIPTION_MAX),
  quantity: quantityField.refine((v) => Number(v) <= 1_000_000_000, { error: 'number_too_large' }),
  uom: requiredText(40),
  target_price: blankToUndefined(amountField()),
  currency: currencyField.default('USD'),
  incoterm: blankToUndefined(z.enum(INCOTERMS, { error: 'invalid' })),
  payment_method: blankToUndefined(z.enum(PAYMENT_METHODS, { error: 'invalid' })),
  frequency: blankToUndefined(z.enum(FREQUENCIES, { error: 'invalid' })),
  destination_country: countryCodeField,
  expiry_date: expiryField,
  attachment_ids: attachmentIdsField,
};
export const rfqForm = z.object(rfqFormShape);
export type RfqFormInput = z.input<typeof rfqForm>;
export type RfqForm = z.output<typeof rfqForm>;

export const rfqUpdateRequest = z.object({ id: idField, ...rfqFormShape });
export const rfqIdRequest = z.object({ id: idField });
export const rfqCloseRequest = z.object({
  id: idField,
  reason: z.enum(RFQ_CLOSE_REASONS, { error: 'required' }),
});
export const rfqEmailActionRequest = z.object({
  id: idField,
  key: z.string({ error: 'required' }).trim().min(1, { error: 'required' }),
  action: z.enum(['verified_rfq', 'decline_rfq']),
});

/** The buyer's own view of an RFQ: everything, including what moderators said. */
export const rfqOwned = z.object({
  id: z.number().int(),
  product_name: z.string(),
  category_id: z.number().int(),
  category_name: z.string().nullable(),
  description: z.string().nullable(),
  quantity: z.string(),
  uom: z.string(),
  target_price: z.string().nullable(),
  currency: z.string(),
  incoterm: z.string().nullable(),
  payment_method: z.string().nullable(),
  frequency: z.string().nullable(),
  destination_country: z.string().nullable(),
  expiry_date: z.string().nullable(),
  /** 0 pending, 1 approved, 2 rejected, 3 closed */
  status: z.number().int(),
  reject_reason: z.string().nullable(),
  close_reason: z.string().nullable(),
  confirmed: z.boolean(),
  attachments: z.array(attachmentSchema),
  quotation_count: z.number().int(),
  new_quotation_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RfqOwned = z.infer<typeof rfqOwned>;

export const RFQ_LIST_STATUSES = ['all', 'pending', 'approved', 'rejected', 'closed'] as const;
export const rfqListRequest = z.object({
  status: z.enum(RFQ_LIST_STATUSES).default('all'),
  keyword: z.string().trim().max(100).optional(),
  page: pageField(),
});
export const rfqListItem = rfqOwned.omit({ description: true, attachments: true, payment_method: true, frequency: true });
export type RfqListItem = z.infer<typeof rfqListItem>;
export const rfqStatusCounts = z.object({ all: z.number(), pending: z.number(), approved: z.number(), rejected: z.number(), closed: z.number() });
