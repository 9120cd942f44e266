import { rfqForm } from '../rfq/rfq.ts';
import { z } from 'zod';
import {
  accountTypeField,
  countryCodeField,
  emailField,
  languageField,
  optionalText,
  passwordField,
  phoneField,
  positionField,
  requiredText,
} from '../validation/fields.ts';

/** `auth.signup_via_password`, `auth.signup`, `auth.create_account` — fields named as the User entity. */
export const signupRequest = z
  .object({
    email: emailField,
    password: passwordField,
    first_name: requiredText(80),
    last_name: optionalText(80),
    company_name: optionalText(140),
    fd_country: countryCodeField,
    customer_phone: phoneField.optional().or(z.literal('').transform(() => undefined)),
    position: positionField.optional(),
    account_type: accountTypeField,
    language: languageField.optional(),
    /** A quick RFQ a guest filled before registering (`/quick-rfq`): posted for the new buyer account. */
    quick_rfq: rfqForm.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.account_type === 'Seller' && !value.company_name) {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'company_required' });
    }
    // Only a buyer posts a request: a seller account with a quick RFQ would drop it without a word.
    if (value.account_type === 'Seller' && value.quick_rfq) {
      ctx.addIssue({ code: 'custom', path: ['account_type'], message: 'quick_rfq_buyer_only' });
    }
  });
export type SignupRequest = z.input<typeof signupRequest>;

export const signupResponse = z.object({
  email: z.string(),
  account_type: accountTypeField,
  /** Free-mail addresses are allowed but flagged: the work email stays unverified. */
  is_free_mail: z.boolean(),
  activation_required: z.literal(true),
  /** The quick RFQ posted with the account, pending review. */
  rfq_id: z.number().int().optional(),
});

/** Multipart `usr` and `pwd`. */
export const loginRequest = z.object({
  usr: emailField,
  pwd: z.string({ error: 'required' }).min(1, { error: 'required' }),
});

export const activateRequest = z.object({ key: z.string({ error: 'required' }).trim().min(1, { error: 'required' }) });
export const resetPasswordRequest = z.object({ email: emailField });
/** `auth.resend_activation`: a new activation link for an account still waiting for activation. */
export const resendActivationRequest = z.object({ email: emailField });
export const updatePasswordRequest = z.object({
  key: z.string({ error: 'required' }).trim().min(1, { error: 'required' }),
  new_password: passwordField,
});
export const googleLoginRequest = z.object({
  credential: z.string({ error: 'required' }).min(20, { error: 'invalid' }),
  account_type: accountTypeField.optional(),
});

export const okResponse = z.object({ ok: z.literal(true) });
