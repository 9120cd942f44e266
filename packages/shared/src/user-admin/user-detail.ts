import { z } from 'zod';
import { auditEntry, type AuditEntry } from '../audit/audit-entry.ts';
import { PLAN_NAMES, SUBSCRIPTION_STATUSES } from '../constants/plans.ts';
import { paymentListItem } from '../membership/membership.ts';

// What the operators' console shows about an account: a row of the users list, and the detail page.

export const USER_STATUSES = ['active', 'pending_activation', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const userListItem = z.object({
  user_id: z.string(),
  /** The public name, CUS-<seq>. */
  name: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  /** The supplier's company, else the company the user gave at sign-up. */
  company_name: z.string().nullable(),
  account_type: z.string(),
  status: z.enum(USER_STATUSES),
  roles: z.array(z.string()),
  buyer_identity: z.string().nullable(),
  supplier_identity: z.string().nullable(),
  verification_level: z.number().int().nullable(),
  /** The supplier plan when the account sells, else the buyer plan. */
  plan_name: z.string().nullable(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type UserListItem = z.infer<typeof userListItem>;

export const userProfile = userListItem.extend({
  phone: z.string().nullable(),
  country: z.string().nullable(),
  language: z.string(),
  position: z.string().nullable(),
  website: z.string().nullable(),
  activated_at: z.string().nullable(),
});

const planFields = {
  identity: z.string(),
  plan_name: z.string(),
  plan_active_date: z.string().nullable(),
  plan_end_date: z.string().nullable(),
};

export const buyerSide = z.object({ ...planFields, is_biz_verified: z.boolean(), last_verified_at: z.string().nullable() });

export const supplierBalances = z.object({
  contact_quota: z.number().int(),
  conversation_quota: z.number().int(),
  farm_item_post_quota: z.number().int(),
  farm_item_ads_quota: z.number().int(),
  balance: z.number(),
});

export const supplierSide = z.object({
  ...planFields,
  company_name: z.string(),
  verification_level: z.number().int(),
  last_verified_at: z.string().nullable(),
  balances: supplierBalances.nullable(),
});

export const postCounts = z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int(), closed: z.number().int() });
export type PostCounts = z.infer<typeof postCounts>;

export const recentPost = z.object({
  kind: z.enum(['product', 'rfq']),
  id: z.number().int(),
  title: z.string(),
  /** 0 pending, 1 approved, 2 rejected, 3 closed */
  status: z.number().int(),
  created_at: z.string(),
});
export type RecentPost = z.infer<typeof recentPost>;

export const verificationEntry = z.object({
  id: z.number().int(),
  side: z.enum(['buyer', 'supplier']),
  kind: z.string(),
  status: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  review_note: z.string().nullable(),
});

export const SANCTION_KINDS = ['warning', 'suspension', 'reinstatement'] as const;
export const accountSanction = z.object({
  id: z.number().int(),
  kind: z.enum(SANCTION_KINDS),
  reason: z.string(),
  created_at: z.string(),
  /** The operator who acted (null once their account is gone). */
  by_email: z.string().nullable(),
});
export type AccountSanction = z.infer<typeof accountSanction>;

/** The payments the detail page lists (newest first): operators find a receipt to refund from here. */
export const USER_DETAIL_PAYMENTS = 20;

/** The subscription a side's membership page shows: one that still runs, or was cancelled with paid time left. */
export const subscriptionSummary = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan_name: z.enum(PLAN_NAMES),
  months: z.number().int(),
  provider: z.enum(['sandbox', 'stripe']),
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

/** A user's history: audit entries about the account. */
export const historyEntry = auditEntry;
export type HistoryEntry = AuditEntry;

export const userDetail = z.object({
  profile: userProfile,
  buyer: buyerSide.nullable(),
  supplier: supplierSide.nullable(),
  posts: z.object({ products: postCounts, rfqs: postCounts, recent: z.array(recentPost) }),
  activity: z.object({ quotations_sent: z.number().int(), inquiries_sent: z.number().int(), inquiries_received: z.number().int() }),
  verification: z.array(verificationEntry),
  sanctions: z.array(accountSanction),
  /** Open reports about the account's identities or its posts. */
  reports_against: z.number().int(),
  /** Audit entries about the account, newest first (at most 50). */
  history: z.array(historyEntry),
  /** The account's payments on both sides, newest first (at most USER_DETAIL_PAYMENTS). */
  payments: z.array(paymentListItem),
  /** The current subscription of each side, null when there is none. */
  subscriptions: z.object({ buyer: subscriptionSummary.nullable(), supplier: subscriptionSummary.nullable() }),
});
export type UserDetail = z.infer<typeof userDetail>;
