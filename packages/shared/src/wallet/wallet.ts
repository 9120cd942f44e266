import { z } from 'zod';
import { pageField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { balanceSchema } from '../account/user.ts';
import { PAGE_SIZE } from '../constants/limits.ts';
import { PLAN_NAMES } from '../constants/plans.ts';

// The supplier's wallet: the Balance (spec entity) and the ledger every change of it is written to.

export const LEDGER_PAGE_SIZE = PAGE_SIZE.listItems;

export const LEDGER_REASONS = [
  'opening_balance',
  'signup_grant',
  'plan_activated',
  'plan_renewed',
  'trial_started',
  'monthly_reset',
  'plan_expired',
  'plan_refunded',
  'contact_unlock',
  'product_post',
  'chat_unlock',
  'product_ad',
  'operator_adjustment',
] as const;

/** `wallet.get_farm_wallet`: the spec's Balance, plus when the monthly quotas renew. */
export const farmWallet = balanceSchema.extend({ quota_renews_at: z.string().nullable() });
export type FarmWallet = z.infer<typeof farmWallet>;

export const LEDGER_SUBJECT_KINDS = ['buyer', 'product', 'conversation'] as const;

/** What a ledger row was spent on, by name, with the page to open when the supplier may open it. */
export const ledgerSubject = z.object({
  kind: z.enum(LEDGER_SUBJECT_KINDS),
  name: z.string(),
  href: z.string().nullable(),
});
export type LedgerSubject = z.infer<typeof ledgerSubject>;

export const ledgerItem = z.object({
  id: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  balance_delta: z.number(),
  contact_quota_delta: z.number().int(),
  conversation_quota_delta: z.number().int(),
  farm_item_post_quota_delta: z.number().int(),
  farm_item_ads_quota_delta: z.number().int(),
  /** The plan a plan change (start, renewal, reset, end) was about. */
  plan_name: z.enum(PLAN_NAMES).nullable(),
  /** What else it was for, named for people (never the stored key): a buyer, a product, a conversation. */
  subject: ledgerSubject.nullable(),
  payment_id: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerItem = z.infer<typeof ledgerItem>;

export const walletCalls = {
  'wallet.get_farm_wallet': { method: 'GET', response: farmWallet },
  'wallet.ledger': { method: 'GET', request: z.object({ page: pageField() }), response: ledgerItem, list: true },
} as const satisfies Record<string, CallDefinition>;
