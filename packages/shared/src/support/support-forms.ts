import { z } from 'zod';
import { idField } from '../validation/ids.ts';
import { CONTACT_PURPOSES } from '../constants/lists.ts';
import { emailField, phoneField, requiredText } from '../validation/fields.ts';
import { blankToUndefined } from '../validation/optional.ts';

// The forms that put a request in the complaint centre's inbox: contact-us (also for guests) and the
// logged-in user's complaint, removal, business-claim and refund requests. Client and server parse
// with the same schemas.

export const SUPPORT_KINDS = ['complaint', 'contact', 'removal', 'claim_business', 'refund'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];
export const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export type ContactPurpose = (typeof CONTACT_PURPOSES)[number];
export const COMPLAINT_CATEGORIES = ['order', 'user', 'payment', 'listing', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export const REMOVAL_TYPES = ['product', 'account', 'content', 'other'] as const;
export type RemovalType = (typeof REMOVAL_TYPES)[number];

/** Minimum lengths, shown as hints beside the fields. */
export const SUPPORT_TEXT_MIN = { subject: 5, body: 20, contactMessage: 10 } as const;
export const SUPPORT_TEXT_MAX = 5000;

/** A trimmed text of min..max characters (`text_too_short` when shorter; the forms show the minimum as a hint). */
const textBetween = (min: number, max: number) => requiredText(max).refine((v) => v.length >= min, { error: 'text_too_short' });
const optionalLine = (max: number) => blankToUndefined(requiredText(max));
const descriptionField = textBetween(SUPPORT_TEXT_MIN.body, SUPPORT_TEXT_MAX);

export const contactUsForm = z.object({
  name: requiredText(120),
  email: emailField,
  company: optionalLine(200),
  phone: blankToUndefined(phoneField),
  purpose: z.enum(CONTACT_PURPOSES, { error: 'required' }),
  message: textBetween(SUPPORT_TEXT_MIN.contactMessage, SUPPORT_TEXT_MAX),
});
export type ContactUsForm = z.output<typeof contactUsForm>;
export type ContactUsFormInput = z.input<typeof contactUsForm>;

export const complaintForm = z.object({
  kind: z.literal('complaint'),
  category: z.enum(COMPLAINT_CATEGORIES, { error: 'required' }),
  subject: textBetween(SUPPORT_TEXT_MIN.subject, 200),
  /** Who or what it is about: an identity (SUP…/BUR…), a page address or a name. */
  about: optionalLine(300),
  body: descriptionField,
});

export const removalForm = z.object({
  kind: z.literal('removal'),
  removal_type: z.enum(REMOVAL_TYPES, { error: 'required' }),
  item_name: requiredText(300),
  /** Optional: someone reporting content from the footer may only know its name or address. */
  item_id: optionalLine(100),
  body: descriptionField,
});

export const claimBusinessForm = z.object({
  kind: z.literal('claim_business'),
  supplier_identity: blankToUndefined(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^SUP[A-Z0-9]{3,20}$/, { error: 'invalid' }),
  ),
  company_name: requiredText(200),
  position: optionalLine(100),
  phone: blankToUndefined(phoneField),
  body: descriptionField,
});

export const refundForm = z.object({
  kind: z.literal('refund'),
  /** Free text until payments arrive in a later issue (an invoice or transfer reference). */
  payment_reference: requiredText(100),
  plan_name: optionalLine(60),
  body: descriptionField,
});

/** `support.create`: the logged-in user's request, its fields by kind. */
export const supportCreateForm = z.discriminatedUnion('kind', [complaintForm, removalForm, claimBusinessForm, refundForm]);
export type SupportCreateForm = z.output<typeof supportCreateForm>;
export type SupportCreateInput = z.input<typeof supportCreateForm>;

export const supportReplyForm = z.object({
  id: idField,
  body: requiredText(SUPPORT_TEXT_MAX),
});

/** `admin.answer_support_request`: an answer, a new status, or both (the service refuses neither). */
export const supportAnswerForm = z.object({
  id: idField,
  body: blankToUndefined(requiredText(SUPPORT_TEXT_MAX)),
  status: z.enum(SUPPORT_STATUSES, { error: 'required' }),
});
export type SupportAnswerInput = z.input<typeof supportAnswerForm>;
