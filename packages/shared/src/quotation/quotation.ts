import { z } from 'zod';
import { idField, pageField } from '../validation/ids.ts';
import { INCOTERMS, PAYMENT_METHODS } from '../constants/lists.ts';
import { optionalText, requiredText } from '../validation/fields.ts';
import { amountField, blankToUndefined, currencyField, isoDateField, todayIso } from '../validation/optional.ts';
import { attachmentIdsField, attachmentSchema } from '../attachment/attachment.ts';

export const QUOTATION_STATUSES = ['sent', 'preferred', 'declined', 'withdrawn'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
/** A quotation is binding for at most this many days. */
export const MAX_VALIDITY_DAYS = 365;
export const MAX_LEAD_TIME_DAYS = 730;

/** Optional trade terms, shared with quotation templates so both forms check them alike. */
export const incotermField = blankToUndefined(z.enum(INCOTERMS, { error: 'invalid' }));
export const paymentTermsField = blankToUndefined(z.enum(PAYMENT_METHODS, { error: 'invalid' }));
export const leadTimeField = blankToUndefined(
  z.coerce.number({ error: 'integer_invalid' }).int({ error: 'integer_invalid' }).min(1, { error: 'integer_invalid' }).max(MAX_LEAD_TIME_DAYS, { error: 'number_too_large' }),
);
export const quotationMessageField = optionalText(4000);

const shape = {
  unit_price: amountField(),
  currency: currencyField,
  quantity: amountField(),
  uom: requiredText(40),
  incoterm: incotermField,
  payment_terms: paymentTermsField,
  lead_time_days: leadTimeField,
  valid_until: isoDateField.refine((v) => v >= todayIso(), { error: 'date_in_past' }),
  message: quotationMessageField,
  attachment_ids: attachmentIdsField,
};

/** `quotation.send`: a supplier answers an approved RFQ. */
export const quotationSendRequest = z.object({ rfq_id: idField, ...shape });
export type QuotationSendInput = z.input<typeof quotationSendRequest>;
/** `quotation.update`: the supplier edits it until the buyer decides. */
export const quotationUpdateRequest = z.object({ quotation_id: idField, ...shape });
export const quotationIdRequest = z.object({ quotation_id: idField });

/** `quotation.decide`: the RFQ's buyer prefers one, declines one (with a reason) or takes a mark back. */
export const quotationDecideRequest = z
  .object({
    quotation_id: idField,
    decision: z.enum(['preferred', 'declined', 'sent']),
    reason: optionalText(500),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'declined' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });

export const quotationSupplier = z.object({
  identity: z.string(),
  company_name: z.string(),
  country: z.string().nullable(),
  verification_level: z.number().int(),
  is_premium: z.boolean(),
  logo_url: z.string().nullable(),
});

export const quotationDetail = z.object({
  id: z.number().int(),
  rfq: z.object({
    id: z.number().int(),
    product_name: z.string(),
    quantity: z.string(),
    uom: z.string(),
    status: z.number().int(),
    /** The RFQ's buyer (BUR...): the quotation's supplier chats with it from the quotation. */
    buyer_identity: z.string(),
  }),
  supplier: quotationSupplier,
  unit_price: z.string(),
  currency: z.string(),
  quantity: z.string(),
  uom: z.string(),
  /** unit_price × quantity, exact to the cent. */
  total: z.string(),
  incoterm: z.string().nullable(),
  payment_terms: z.string().nullable(),
  lead_time_days: z.number().int().nullable(),
  valid_until: z.string().nullable(),
  message: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  status: z.enum(QUOTATION_STATUSES),
  decline_reason: z.string().nullable(),
  is_new: z.boolean(),
  /** The viewer's side: the RFQ's buyer or the quoting supplier. */
  viewer: z.enum(['buyer', 'supplier']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuotationDetail = z.infer<typeof quotationDetail>;

export const QUOTATION_SORTS = ['unit_price', 'total', 'lead_time', 'validity', 'created'] as const;
export type QuotationSort = (typeof QUOTATION_SORTS)[number];
export const rfqQuotationsRequest = z.object({
  rfq_id: idField,
  sort: z.enum(QUOTATION_SORTS).default('created'),
  sort_mode: z.enum(['asc', 'desc']).default('asc'),
});
export const receivedQuotationsRequest = z.object({
  page: pageField(),
  status: z.enum(['all', ...QUOTATION_STATUSES]).default('all'),
});

/** Exact decimal product of two 2-decimal strings, as a 2-decimal string (no float rounding). */
export function multiplyAmounts(a: string, b: string): string {
  const cents = (v: string) => {
    const [whole, frac = ''] = v.split('.');
    return BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  };
  const product = cents(a) * cents(b); // scale 10^4
  const rounded = (product + 50n) / 100n; // to cents, half up (inputs are positive)
  const whole = rounded / 100n;
  const frac = (rounded % 100n).toString().padStart(2, '0');
  return `${whole}.${frac}`;
}
