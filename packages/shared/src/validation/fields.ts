import { z } from 'zod';
import { ACCOUNT_TYPES, JOB_POSITIONS } from '../constants/lists.ts';
import { LANGUAGES } from '../constants/languages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits.ts';
import { isValidEmail, isValidInteger, isValidQuantity } from './patterns.ts';
import { hasNul } from './nul.ts';

// Field schemas whose messages are translation keys under `errors:validation.*`, so the client shows
// them in the user's language and the server answers with the same text.

/** Text a database column can hold: no NUL character (the server refuses any input with one, too). */
const storable = (value: string) => !hasNul(value);

export const requiredText = (max = 140) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'too_long' }).refine(storable, { error: 'invalid' });

export const optionalText = (max = 140) => z.string().trim().max(max, { error: 'too_long' }).refine(storable, { error: 'invalid' }).optional();

export const emailField = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .refine(isValidEmail, { error: 'email_invalid' });

export const passwordField = z
  .string({ error: 'required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'too_long' });

export const quantityField = z.string().trim().refine(isValidQuantity, { error: 'quantity_invalid' });
export const integerField = z.string().trim().refine(isValidInteger, { error: 'integer_invalid' });

export const phoneField = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'phone_invalid' });

export const countryCodeField = z
  .string({ error: 'required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'country_invalid' });

export const accountTypeField = z.enum(ACCOUNT_TYPES, { error: 'account_type_invalid' });
export const positionField = z.enum(JOB_POSITIONS, { error: 'position_invalid' });
export const languageField = z.enum(LANGUAGES, { error: 'language_invalid' });

/** Validation message keys the locales must translate. */
export const VALIDATION_KEYS = [
  'required',
  'too_long',
  'email_invalid',
  'password_too_short',
  'password_common',
  'passwords_differ',
  'quantity_invalid',
  'integer_invalid',
  'phone_invalid',
  'country_invalid',
  'account_type_invalid',
  'position_invalid',
  'language_invalid',
  'company_required',
  'amount_invalid',
  'number_too_large',
  'date_invalid',
  'date_in_past',
  'date_too_far',
  'currency_invalid',
  'category_required',
  'too_short',
  'message_too_short',
  'text_too_short',
  'review_too_short',
  'attachment_invalid',
  'too_many_files',
  'price_range_invalid',
  'image_required',
  'too_many_images',
  'code_invalid',
  'slot_invalid',
  'invalid',
  'url_invalid',
  'referrals_invalid',
] as const;
