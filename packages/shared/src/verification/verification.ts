import { z } from 'zod';
import { idField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { attachmentSchema } from '../attachment/attachment.ts';
import { emailField, optionalText, phoneField, requiredText } from '../validation/fields.ts';

/** Business documents a supplier (Level 3) or buyer (business verification) may submit. */
export const VERIFICATION_DOC_TYPES = ['business_registration', 'tax_certificate', 'export_license', 'quality_certificate', 'other'] as const;
export type VerificationDocType = (typeof VERIFICATION_DOC_TYPES)[number];
export const MAX_VERIFICATION_DOCUMENTS = 5;

/** The work-email code: 6 digits, valid 30 minutes, 5 tries; at most 5 codes mailed per hour. */
export const WORK_EMAIL_CODE_TTL_MINUTES = 30;
export const WORK_EMAIL_CODE_MAX_ATTEMPTS = 5;
export const WORK_EMAIL_CODES_PER_HOUR = 5;

export const VERIFICATION_KINDS = ['work_email', 'documents', 'smart_tracing', 'business'] as const;
export const VERIFICATION_STATUSES = ['code_sent', 'pending', 'scheduled', 'approved', 'rejected', 'cancelled', 'expired'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

const documentEntry = z.object({
  attachment_id: z.uuid({ error: 'attachment_invalid' }),
  doc_type: z.enum(VERIFICATION_DOC_TYPES, { error: 'required' }),
});

export const verificationDocumentsField = z
  .array(documentEntry, { error: 'required' })
  .min(1, { error: 'required' })
  .max(MAX_VERIFICATION_DOCUMENTS, { error: 'too_many_files' })
  .refine((docs) => new Set(docs.map((d) => d.attachment_id)).size === docs.length, { error: 'invalid' });

// The forms of the verification page; the server's requests are made of the same shapes.

/** Documents for Level 3 and for a buyer's business verification. */
export const verificationDocumentsForm = z.object({ documents: verificationDocumentsField, note: optionalText(1000) });
export type VerificationDocumentsFormInput = z.input<typeof verificationDocumentsForm>;

export const workEmailForm = z.object({ work_email: emailField });
export const workEmailCodeForm = z.object({
  code: z.string({ error: 'code_invalid' }).trim().regex(/^\d{6}$/, { error: 'code_invalid' }),
});

/** Booking a smart tracing session: a listed slot (checked by the server) and who to call. */
export const tracingBookingForm = z.object({
  scheduled_at: z.iso.datetime({ offset: true, error: 'slot_invalid' }),
  contact_name: requiredText(100),
  contact_phone: phoneField,
});
export type TracingBookingFormInput = z.input<typeof tracingBookingForm>;

/** `supplier.request_verification`: starts the step named by `kind`. */
export const supplierVerificationRequest = z.discriminatedUnion('kind', [
  workEmailForm.extend({ kind: z.literal('work_email') }),
  verificationDocumentsForm.extend({ kind: z.literal('documents') }),
  tracingBookingForm.extend({ kind: z.literal('smart_tracing') }),
]);
export type SupplierVerificationRequest = z.output<typeof supplierVerificationRequest>;

export const verificationIdRequest = z.object({ id: idField });

/** A submitted document: its file (downloadable by its owner) and what it is. */
export const verificationDocument = attachmentSchema.extend({ doc_type: z.enum(VERIFICATION_DOC_TYPES) });

/** One request as its owner sees it. `review_note` is the moderator's rejection reason or tracing result. */
export const verificationRequestView = z.object({
  id: z.number().int(),
  kind: z.enum(VERIFICATION_KINDS),
  status: z.enum(VERIFICATION_STATUSES),
  work_email: z.string().nullable(),
  code_expires_at: z.string().nullable(),
  documents: z.array(verificationDocument),
  note: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VerificationRequestView = z.infer<typeof verificationRequestView>;

/** What the supplier can do next on the ladder. */
export const SUPPLIER_NEXT_STEPS = ['work_email', 'confirm_code', 'documents', 'documents_review', 'smart_tracing', 'tracing_scheduled', 'done'] as const;
export type SupplierNextStep = (typeof SUPPLIER_NEXT_STEPS)[number];

export const supplierVerificationStatus = z.object({
  verification_level: z.number().int().min(1).max(4),
  last_verified_datetime: z.string().nullable(),
  is_verified_work_email: z.boolean(),
  /** The domain a work email must belong to (from the profile's website), when the profile has one. */
  website_domain: z.string().nullable(),
  next_step: z.enum(SUPPLIER_NEXT_STEPS),
  /** The latest request of each kind. */
  work_email: verificationRequestView.nullable(),
  documents: verificationRequestView.nullable(),
  smart_tracing: verificationRequestView.nullable(),
});
export type SupplierVerificationStatus = z.infer<typeof supplierVerificationStatus>;

export const BUYER_NEXT_STEPS = ['documents', 'in_review', 'done'] as const;
export const buyerVerificationStatus = z.object({
  is_biz_verified: z.boolean(),
  last_verified_datetime: z.string().nullable(),
  next_step: z.enum(BUYER_NEXT_STEPS),
  /** The latest business verification request. */
  request: verificationRequestView.nullable(),
});
export type BuyerVerificationStatus = z.infer<typeof buyerVerificationStatus>;

export const tracingSlots = z.object({
  time_zone: z.string(),
  slot_minutes: z.number().int(),
  /** Free slot starts (ISO, UTC), earliest first. */
  slots: z.array(z.string()),
});
export type TracingSlots = z.infer<typeof tracingSlots>;

const noInput = z.object({});

/** Verification levels (supplier) and business verification (buyer). */
export const verificationCalls = {
  'supplier.verification_status': { method: 'GET', request: noInput, response: supplierVerificationStatus },
  'supplier.request_verification': { method: 'POST', request: supplierVerificationRequest, response: supplierVerificationStatus },
  'supplier.confirm_work_email': { method: 'POST', request: workEmailCodeForm, response: supplierVerificationStatus },
  'supplier.tracing_slots': { method: 'GET', request: noInput, response: tracingSlots },
  'supplier.cancel_verification': { method: 'POST', request: verificationIdRequest, response: supplierVerificationStatus },
  'customer.verification_status': { method: 'GET', request: noInput, response: buyerVerificationStatus },
  'customer.request_verification': { method: 'POST', request: verificationDocumentsForm, response: buyerVerificationStatus },
} as const satisfies Record<string, CallDefinition>;
