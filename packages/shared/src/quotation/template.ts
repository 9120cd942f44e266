import { z } from 'zod';
import { idField, optionalIdField } from '../validation/ids.ts';
import { requiredText } from '../validation/fields.ts';
import { addDaysIso, amountField, blankToUndefined, currencyField, todayIso } from '../validation/optional.ts';
import { incotermField, leadTimeField, MAX_VALIDITY_DAYS, paymentTermsField, quotationMessageField } from './quotation.ts';

/** A supplier keeps at most this many templates (a short list to pick from, not an archive). */
export const MAX_TEMPLATES = 20;
export const TEMPLATE_NAME_MAX = 80;

/**
 * A quotation template: a name and any of the quotation's reusable terms, each checked as the
 * quotation form checks it. Quantity and attachments belong to one RFQ, so they are not kept;
 * validity is a number of days, turned into a date when the template is applied.
 */
export const templateShape = {
  name: requiredText(TEMPLATE_NAME_MAX),
  unit_price: blankToUndefined(amountField()),
  currency: blankToUndefined(currencyField),
  uom: blankToUndefined(requiredText(40)),
  incoterm: incotermField,
  payment_terms: paymentTermsField,
  lead_time_days: leadTimeField,
  validity_days: blankToUndefined(
    z.coerce
      .number({ error: 'integer_invalid' })
      .int({ error: 'integer_invalid' })
      .min(1, { error: 'integer_invalid' })
      .max(MAX_VALIDITY_DAYS, { error: 'number_too_large' }),
  ),
  message: quotationMessageField,
};

export const templateForm = z.object(templateShape);
export type TemplateFormInput = z.input<typeof templateForm>;
export type TemplateForm = z.output<typeof templateForm>;

/** `quotation_template.save`: without an id it creates one, with an id it replaces that one's terms. */
export const templateSaveRequest = z.object({ id: optionalIdField, ...templateShape });
export const templateIdRequest = z.object({ id: idField });

export const quotationTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  unit_price: z.string().nullable(),
  currency: z.string().nullable(),
  uom: z.string().nullable(),
  incoterm: z.string().nullable(),
  payment_terms: z.string().nullable(),
  lead_time_days: z.number().int().nullable(),
  validity_days: z.number().int().nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuotationTemplate = z.infer<typeof quotationTemplate>;

/** The quotation form's fields a template fills in. */
export interface AppliedTerms {
  unit_price?: string;
  currency?: string;
  uom?: string;
  incoterm?: string;
  payment_terms?: string;
  lead_time_days?: number;
  valid_until?: string;
  message?: string;
}

/**
 * What applying a template puts into the quotation form: only the terms it holds (the form keeps
 * its other values), with validity turned into a date counted from today.
 */
export function appliedTerms(template: QuotationTemplate, today = todayIso()): AppliedTerms {
  const out: AppliedTerms = {};
  if (template.unit_price !== null) out.unit_price = template.unit_price;
  if (template.currency !== null) out.currency = template.currency;
  if (template.uom !== null) out.uom = template.uom;
  if (template.incoterm !== null) out.incoterm = template.incoterm;
  if (template.payment_terms !== null) out.payment_terms = template.payment_terms;
  if (template.lead_time_days !== null) out.lead_time_days = template.lead_time_days;
  if (template.validity_days !== null) out.valid_until = addDaysIso(today, template.validity_days);
  if (template.message !== null) out.message = template.message;
  return out;
}

/** The reverse: a template's fields from a quotation being written ("Save as template"). */
export function termsToTemplate(values: Partial<Record<keyof AppliedTerms, unknown>>, today = todayIso()): Partial<TemplateFormInput> {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const out: Partial<TemplateFormInput> = {
    unit_price: text(values.unit_price),
    currency: text(values.currency),
    uom: text(values.uom),
    incoterm: text(values.incoterm) as TemplateFormInput['incoterm'],
    payment_terms: text(values.payment_terms) as TemplateFormInput['payment_terms'],
    lead_time_days: values.lead_time_days === '' || values.lead_time_days == null ? undefined : (values.lead_time_days as number),
    message: text(values.message),
  };
  const until = text(values.valid_until);
  if (until && /^\d{4}-\d{2}-\d{2}$/.test(until)) {
    const days = Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
    if (days >= 1 && days <= MAX_VALIDITY_DAYS) out.validity_days = days;
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Partial<TemplateFormInput>;
}

/** A saved template as the template form's values (absent terms as empty inputs). */
export function templateFormValues(template: QuotationTemplate): Partial<TemplateFormInput> {
  return {
    name: template.name,
    unit_price: template.unit_price ?? '',
    currency: template.currency ?? undefined,
    uom: template.uom ?? undefined,
    incoterm: (template.incoterm ?? undefined) as TemplateFormInput['incoterm'],
    payment_terms: (template.payment_terms ?? undefined) as TemplateFormInput['payment_terms'],
    lead_time_days: template.lead_time_days ?? '',
    validity_days: template.validity_days ?? '',
    message: template.message ?? '',
  };
}
