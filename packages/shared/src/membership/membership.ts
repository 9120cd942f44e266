import { z } from 'zod';
import { pageField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { PAGE_SIZE } from '../constants/limits.ts';
import { PAID_PLANS, PAYMENT_STATUSES, PLAN_NAMES, PLAN_PERIODS, PLAN_SIDES, SUBSCRIPTION_STATUSES } from '../constants/plans.ts';
import { countryCodeField } from '../validation/fields.ts';
import { isLocalPath } from '../validation/local-path.ts';
import { TRIAL_STATUSES } from './trial.ts';

// Membership calls: the caller's plan, trial, checkout (Stripe or the built-in sandbox), payments
// and receipts, cancelling at period end, and the operators' refund. Client and server parse with
// these schemas.

export const PAYMENTS_PAGE_SIZE = PAGE_SIZE.listItems;

const sideField = z.enum(PLAN_SIDES);
const planNameSchema = z.enum(PLAN_NAMES);
const paymentIdField = z.string().uuid({ error: 'invalid' });

export const sideRequest = z.object({ side: sideField });

/** The caller's membership on one side (supplier or buyer). */
export const membershipState = z.object({
  side: sideField,
  plan: z.object({
    plan_name: planNameSchema,
    /** Free, Bronze, Silver or Trial. */
    tier: z.enum(['Free', 'Bronze', 'Silver', 'Trial']),
    is_active: z.boolean(),
    active_date: z.string().nullable(),
    end_date: z.string().nullable(),
    /** Whole days until the end date (0 on the last day); null on Free. */
    days_left: z.number().int().nullable(),
  }),
  subscription: z
    .object({
      id: z.string(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      plan_name: planNameSchema,
      months: z.number().int(),
      provider: z.enum(['sandbox', 'stripe']),
      current_period_end: z.string(),
      cancel_at_period_end: z.boolean(),
    })
    .nullable(),
  trial: z.object({
    /** The account may still start its one trial (suppliers only): `status` is `available`. */
    available: z.boolean(),
    /** When the account started its trial; null if it never did (whatever plan it is on). */
    used_at: z.string().nullable(),
    /** Why the trial can or cannot be started (trial.ts). */
    status: z.enum(TRIAL_STATUSES),
  }),
  /** Supplier only: the Balance quotas left and when they are next set back to the plan's allowance. */
  quotas: z
    .object({
      contact_quota: z.number().int(),
      conversation_quota: z.number().int(),
      farm_item_post_quota: z.number().int(),
      farm_item_ads_quota: z.number().int(),
      renews_at: z.string().nullable(),
    })
    .nullable(),
  /** What the plan that applies now grants each month. */
  allowance: z.object({
    contact_quota: z.number().int(),
    conversation_quota: z.number().int(),
    farm_item_post_quota: z.number().int(),
    farm_item_ads_quota: z.number().int(),
    quotations_per_month: z.number().int(),
  }),
  /** Supplier only: quotations sent this calendar month (UTC) against the plan's limit. */
  quotations: z.object({ sent_this_month: z.number().int(), monthly_limit: z.number().int() }).nullable(),
  is_paying: z.boolean(),
  /** Buyer only: business verification (a paying buyer). */
  is_biz_verified: z.boolean(),
});
export type MembershipState = z.infer<typeof membershipState>;

/** `membership.checkout`: start paying for a plan. Billing fields are printed on the receipt. */
export const checkoutRequest = z.object({
  side: sideField,
  plan_name: z.enum(PAID_PLANS, { error: 'invalid' }),
  months: z.coerce
    .number()
    .int()
    .refine((m) => (PLAN_PERIODS as readonly number[]).includes(m), { error: 'invalid' }),
  billing_name: z.string().trim().min(1, { error: 'required' }).max(120, { error: 'too_long' }),
  billing_company: z.string().trim().max(200, { error: 'too_long' }).optional(),
  /** ISO 3166 alpha-2, stored uppercase (the form's country picker sends codes); '' means none given. */
  billing_country: countryCodeField.optional().or(z.literal('').transform(() => undefined)),
  /** Where to send the user back after paying: a path inside the site (the same rule as the web's `direct-url`). */
  return_to: z.string().max(500).refine(isLocalPath, { error: 'invalid' }).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;

export const checkoutResponse = z.object({
  payment_id: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe: the hosted checkout page to go to. Sandbox: null (the page shows the sandbox card form). */
  redirect_url: z.string().nullable(),
});

const digits = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);

/** `membership.sandbox_pay`: the sandbox provider's card form (only when no Stripe key is set). */
export const sandboxPayRequest = z.object({
  payment_id: paymentIdField,
  card_number: z.preprocess(digits, z.string().regex(/^\d{12,19}$/, { error: 'card_number_invalid' })),
  exp_month: z.coerce.number().int().min(1, { error: 'card_expiry_invalid' }).max(12, { error: 'card_expiry_invalid' }),
  exp_year: z.coerce.number().int().min(2000, { error: 'card_expiry_invalid' }).max(2100, { error: 'card_expiry_invalid' }),
  cvc: z.string().trim().regex(/^\d{3,4}$/, { error: 'card_cvc_invalid' }),
  cardholder: z.string().trim().min(1, { error: 'required' }).max(120, { error: 'too_long' }),
});
export type SandboxPayRequest = z.input<typeof sandboxPayRequest>;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const paymentListItem = z.object({
  id: z.string(),
  /**
   * The receipt number (TL-000123) of a real charge (paid, or paid and refunded); null for an
   * attempt that charged nothing (pending, declined, cancelled), which is not a receipt.
   */
  number: z.string().nullable(),
  side: sideField,
  plan_name: planNameSchema,
  months: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: paymentStatusSchema,
  /** checkout | renewal */
  kind: z.enum(['checkout', 'renewal']),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Why an attempt failed (card_declined, processing_error ...); null once paid. */
  failure_code: z.string().nullable(),
});
export type PaymentListItem = z.infer<typeof paymentListItem>;

/** The invoice / receipt. */
export const paymentDetail = paymentListItem.extend({
  provider: z.enum(['sandbox', 'stripe']),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  billing_email: z.string(),
  billing_name: z.string().nullable(),
  billing_company: z.string().nullable(),
  billing_country: z.string().nullable(),
  card_label: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_reason: z.string().nullable(),
  /** The owner may ask for a refund (paid, and not refunded). */
  can_request_refund: z.boolean(),
  /** The caller is an operator who may refund it now. */
  can_refund: z.boolean(),
  /** An attempt that failed or was left, seen by its owner: they may pay for the plan again. */
  can_try_again: z.boolean(),
});
export type PaymentDetail = z.infer<typeof paymentDetail>;

export const paymentIdRequest = z.object({ payment_id: paymentIdField });
export const paymentsRequest = z.object({
  side: sideField.optional(),
  page: pageField(),
});

export const refundRequest = z.object({
  payment_id: paymentIdField,
  reason: z.string().trim().min(3, { error: 'too_short' }).max(500, { error: 'too_long' }),
});

export const membershipCalls = {
  'membership.get_mine': { method: 'GET', request: sideRequest, response: membershipState },
  'membership.start_trial': { method: 'POST', request: sideRequest, response: membershipState },
  'membership.checkout': { method: 'POST', request: checkoutRequest, response: checkoutResponse },
  'membership.sandbox_pay': { method: 'POST', request: sandboxPayRequest, response: paymentDetail },
  'membership.payments': { method: 'GET', request: paymentsRequest, response: paymentListItem, list: true },
  'membership.payment': { method: 'GET', request: paymentIdRequest, response: paymentDetail },
  'membership.cancel': { method: 'POST', request: sideRequest, response: membershipState },
  'membership.resume': { method: 'POST', request: sideRequest, response: membershipState },
  'admin.refund_payment': { method: 'POST', request: refundRequest, response: paymentDetail },
} as const satisfies Record<string, CallDefinition>;
