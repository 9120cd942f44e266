import { z } from 'zod';
import { TITLES } from '../constants/lists.ts';
import { SERVER_ONBOARDING_STAGES } from '../rules/onboarding.ts';
import {
  countryCodeField,
  languageField,
  optionalText,
  phoneField,
  positionField,
  requiredText,
} from '../validation/fields.ts';

/** The contact person's title (spec section 9 list); optional, an empty choice means none. Kept here, not in
 * validation/fields.ts, which the light public pages load. */
const titleField = z
  .enum(TITLES, { error: 'invalid' })
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalPhone = phoneField.optional().or(z.literal('').transform(() => undefined));
const currencyField = z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, { error: 'invalid' });

/** The profile as `customer.get_profile` returns it (contact details are the owner's own). */
export const profileSchema = z.object({
  email: z.string(),
  /** The contact person's title (Madam, Master, Miss, Mr, Mrs, Ms), or null. */
  title: z.enum(TITLES).nullable(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  fd_country: z.string().nullable(),
  customer_phone: z.string().nullable(),
  position: z.string().nullable(),
  language: z.string(),
  currency: z.string(),
  business_type: z.string().nullable(),
  annual_revenue: z.string().nullable(),
  num_employees: z.string().nullable(),
  website: z.string().nullable(),
  sourcing_interests: z.string().nullable(),
  company_description: z.string().nullable(),
  year_established: z.number().int().nullable(),
  main_products: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const websiteField = z
  .string()
  .trim()
  .max(200, { error: 'too_long' })
  .regex(/^(https?:\/\/)?[\w.-]+\.[a-z]{2,}(\/\S*)?$/i, { error: 'invalid' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** `customer.update_profile`: the person and the buying company. */
export const updateCustomerProfileRequest = z.object({
  title: titleField,
  first_name: requiredText(80),
  last_name: optionalText(80),
  company_name: optionalText(140),
  fd_country: countryCodeField,
  customer_phone: optionalPhone,
  position: positionField,
  language: languageField.optional(),
  currency: currencyField.optional(),
  business_type: optionalText(60),
  website: websiteField,
  sourcing_interests: optionalText(500),
});
export type UpdateCustomerProfileRequest = z.input<typeof updateCustomerProfileRequest>;

/** `supplier.update_profile`: the selling company. */
export const updateSupplierProfileRequest = z.object({
  company_name: requiredText(140),
  fd_country: countryCodeField,
  customer_phone: optionalPhone,
  business_type: requiredText(60),
  annual_revenue: optionalText(60),
  num_employees: optionalText(60),
  year_established: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1900, { error: 'invalid' })
    .max(new Date().getFullYear(), { error: 'invalid' })
    .optional(),
  website: websiteField,
  company_description: optionalText(2000),
  main_products: optionalText(300),
  address: optionalText(200),
  city: optionalText(80),
});
export type UpdateSupplierProfileRequest = z.input<typeof updateSupplierProfileRequest>;

export const setOnboardStageRequest = z.object({ stage: z.enum(SERVER_ONBOARDING_STAGES, { error: 'invalid' }) });
