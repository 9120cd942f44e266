import { z } from 'zod';
import { attachmentSchema } from '../attachment/attachment.ts';
import { idField } from '../validation/ids.ts';

export const leadBriefRequest = z.object({ rfq_id: idField });

/**
 * `supplier.get_lead`: a request in full for a supplier who may quote on it (or already did): every
 * term the buyer set and the files the buyer attached (specifications, drawings), which the public
 * page does not list. The quotation form starts from its incoterm and payment method.
 */
export const leadBrief = z.object({
  rfq_id: z.number().int(),
  product_name: z.string(),
  description: z.string().nullable(),
  category_name: z.string().nullable(),
  quantity: z.string(),
  uom: z.string(),
  uom_label: z.string().nullable(),
  target_price: z.string().nullable(),
  currency: z.string(),
  incoterm: z.string().nullable(),
  payment_method: z.string().nullable(),
  frequency: z.string().nullable(),
  destination_country: z.string().nullable(),
  expiry_date: z.string().nullable(),
  /** Approved and not past its expiry date: quotations are accepted. */
  is_open: z.boolean(),
  attachments: z.array(attachmentSchema),
});
export type LeadBrief = z.infer<typeof leadBrief>;
