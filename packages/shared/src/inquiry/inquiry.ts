import { z } from 'zod';
import { idField, optionalIdField, pageField } from '../validation/ids.ts';
import { optionalText, requiredText } from '../validation/fields.ts';
import { amountField, blankToUndefined } from '../validation/optional.ts';
import { attachmentIdsField, attachmentSchema } from '../attachment/attachment.ts';

/** Server-enforced inquiry rate per account and direction: a buyer's sends, a supplier's outreach (blockSpamInquiry beyond it). */
export const INQUIRY_RATE = { perHour: 10, perDay: 30 } as const;

/** `inquiry.send`: a buyer asks a supplier, about one of its products or in general. */
export const inquirySendRequest = z
  .object({
    supplier_identity: blankToUndefined(z.string().trim().regex(/^SUP[A-Z0-9]{3,20}$/, { error: 'invalid' })),
    product_id: optionalIdField,
    quantity: blankToUndefined(amountField()),
    uom: optionalText(40),
    message: requiredText(4000).refine((v) => v.length >= 20, { error: 'message_too_short' }),
    attachment_ids: attachmentIdsField,
  })
  .superRefine((value, ctx) => {
    if (!value.supplier_identity && !value.product_id) ctx.addIssue({ code: 'custom', path: ['product_id'], message: 'required' });
  });
export type InquirySendInput = z.input<typeof inquirySendRequest>;

/**
 * `inquiry.send_to_buyer`: a supplier reaches out to a buyer, in general or about one of the
 * buyer's requests (RFQ). Same fields and rate as a buyer's inquiry; needs a plan with "connect
 * with buyers" (decision 019).
 */
export const inquirySendToBuyerRequest = z.object({
  buyer_identity: z.string().trim().regex(/^BUR[A-Z0-9]{3,20}$/, { error: 'invalid' }),
  rfq_id: optionalIdField,
  quantity: blankToUndefined(amountField()),
  uom: optionalText(40),
  message: requiredText(4000).refine((v) => v.length >= 20, { error: 'message_too_short' }),
  attachment_ids: attachmentIdsField,
});
export type InquirySendToBuyerInput = z.input<typeof inquirySendToBuyerRequest>;

export const inquiryIdRequest = z.object({ inquiry_id: idField });
export const inquiryReplyRequest = z.object({
  inquiry_id: idField,
  body: requiredText(4000),
  attachment_ids: attachmentIdsField,
});
export const INQUIRY_STATUS_FILTERS = ['all', 'open', 'handled'] as const;
export type InquiryStatusFilter = (typeof INQUIRY_STATUS_FILTERS)[number];

/** A yes/no filter in a query string ('1', 'true'), or a boolean from a form. */
const queryFlag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true');

export const inquiryListRequest = z.object({
  /** Whose inbox: the caller's buying side (the default, as before) or its selling side. */
  side: z.enum(['buyer', 'supplier']).default('buyer'),
  /**
   * sent: what this side started; received: what the other side started. Without it a buyer sees
   * its sent inquiries and a supplier the inquiries buyers sent it (each side's main box).
   */
  box: z.enum(['sent', 'received']).optional(),
  status: z.enum(INQUIRY_STATUS_FILTERS).default('all'),
  /** Only threads with a message this side has not read. */
  unread_only: queryFlag,
  page: pageField(),
});

/** `inquiry.set_status`: the side an inquiry was sent to marks it dealt with, or opens it again. */
export const inquirySetStatusRequest = z.object({
  inquiry_id: idField,
  status: z.enum(['open', 'handled']),
});

export const inquiryParty = z.object({
  identity: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  country: z.string().nullable(),
});

export const inquiryListItem = z.object({
  id: z.number().int(),
  subject: z.string(),
  direction: z.enum(['buyer_to_supplier', 'supplier_to_buyer']),
  counterpart: inquiryParty,
  product: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }).nullable(),
  last_message: z.string(),
  status: z.enum(['open', 'handled']),
  unread: z.boolean(),
  reply_count: z.number().int(),
  last_message_at: z.string(),
  created_at: z.string(),
});
export type InquiryListItem = z.infer<typeof inquiryListItem>;

export const inquiryMessage = z.object({
  id: z.number().int(),
  side: z.enum(['buyer', 'supplier']),
  author_name: z.string(),
  body: z.string(),
  attachments: z.array(attachmentSchema),
  created_at: z.string(),
});

export const inquiryThread = inquiryListItem.extend({
  quantity: z.string().nullable(),
  uom: z.string().nullable(),
  viewer: z.enum(['buyer', 'supplier']),
  messages: z.array(inquiryMessage),
});
export type InquiryThread = z.infer<typeof inquiryThread>;

