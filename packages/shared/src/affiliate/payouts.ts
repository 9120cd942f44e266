import { z } from 'zod';
import { requiredText } from '../validation/fields.ts';
import { pageField } from '../validation/ids.ts';
import { blankToUndefined } from '../validation/optional.ts';

// Payouts: a partner asks for every approved commission; an operator pays it (with a reference)
// or refuses it (with a reason, and the money is approved again).

export const PAYOUT_STATES = ['requested', 'paid', 'refused'] as const;
export const PAYOUT_METHODS = ['bank_transfer', 'paypal', 'other'] as const;

/** The amount is never sent: it is every approved commission not yet in a payout. */
export const payoutRequest = z.object({
  method: z.enum(PAYOUT_METHODS, { error: 'invalid' }),
  /** Where to pay (account holder, bank, IBAN / PayPal address), for the operator. */
  details: requiredText(500),
});

export const payoutItem = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  state: z.enum(PAYOUT_STATES),
  method: z.enum(PAYOUT_METHODS),
  details: z.string().nullable(),
  reference: z.string().nullable(),
  refused_reason: z.string().nullable(),
  commissions: z.number().int(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
});

/** The operators' queue adds who asked. */
export const adminPayoutItem = payoutItem.extend({ partner_user_id: z.string(), partner_email: z.string(), partner_name: z.string() });

export const adminPayoutsRequest = z.object({ page: pageField(), state: blankToUndefined(z.enum(PAYOUT_STATES, { error: 'invalid' })) });

const payoutIdField = z.uuid({ error: 'invalid' });
export const payoutMarkPaidRequest = z.object({ payout_id: payoutIdField, reference: requiredText(200) });
export const payoutRefuseRequest = z.object({ payout_id: payoutIdField, reason: requiredText(1000) });
