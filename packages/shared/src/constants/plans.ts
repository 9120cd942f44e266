// Membership plans: names, prices, what each includes and the quotas each grants. One table for the
// pricing page, the checkout and the server's enforcement (spec sections 4, 6 and 9).

export const PLAN_NAMES = ['Free', 'Trial', 'Starter', 'Advance'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** The plans that can be bought (Trial is started, Free is what remains). */
export const PAID_PLANS = ['Starter', 'Advance'] as const satisfies readonly PlanName[];
export type PaidPlan = (typeof PAID_PLANS)[number];

/** Display names: Starter is shown as "Advance", Advance as "Superior". */
export const PLAN_DISPLAY_NAMES: Record<PlanName, string> = {
  Free: 'Free',
  Trial: 'Trial',
  Starter: 'Advance',
  Advance: 'Superior',
};

/** Tier labels (spec section 4): badges on profiles and listings. */
export const PLAN_TIERS: Record<PlanName, 'Free' | 'Bronze' | 'Silver' | 'Trial'> = {
  Free: 'Free',
  Trial: 'Trial',
  Starter: 'Bronze',
  Advance: 'Silver',
};

/** Billing periods in months: monthly, half-yearly, yearly. */
export const PLAN_PERIODS = [1, 6, 12] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** All money is USD, in whole cents, so sums never round. */
export const PLAN_CURRENCY = 'USD';

export interface PlanPrice {
  plan: PaidPlan;
  months: PlanPeriod;
  /** What the buyer pays, in cents. */
  amount_cents: number;
  /** The struck-through price, in cents (null for monthly). */
  old_amount_cents: number | null;
  /** Percent off the old price, as the spec shows it (null for monthly). */
  discount_percent: number | null;
  /** The per-month figure the spec shows, in whole dollars (null for monthly). */
  per_month: number | null;
  popular: boolean;
}

/** The spec's price table (section 9), exactly. */
export const PLAN_PRICES: readonly PlanPrice[] = [
  { plan: 'Starter', months: 1, amount_cents: 9900, old_amount_cents: null, discount_percent: null, per_month: null, popular: false },
  { plan: 'Starter', months: 6, amount_cents: 39900, old_amount_cents: 45400, discount_percent: 12, per_month: 67, popular: false },
  { plan: 'Starter', months: 12, amount_cents: 69900, old_amount_cents: 85400, discount_percent: 18, per_month: 59, popular: false },
  { plan: 'Advance', months: 1, amount_cents: 19900, old_amount_cents: null, discount_percent: null, per_month: null, popular: false },
  { plan: 'Advance', months: 6, amount_cents: 59900, old_amount_cents: 96400, discount_percent: 38, per_month: 99, popular: true },
  { plan: 'Advance', months: 12, amount_cents: 99900, old_amount_cents: 181400, discount_percent: 45, per_month: 83, popular: true },
];

/** Trial: free for 7 days, once per account (the spec's "7" read as days; see /trial-term). */
export const TRIAL_DAYS = 7;

/**
 * A product ad (one `farm_item_ads_quota`) puts the product first in product search's relevance
 * order for this many days; promoting again extends it from the current end, so no day is lost.
 */
export const PRODUCT_AD_DAYS = 7;

/**
 * Buyer Premium: the buyer side's paid membership (spec: "/buyer-premium-payment", buyers: business
 * verification / premium). The spec gives no buyer price; we sell the buyer side the Advance plan's
 * yearly price point, as one yearly product. Stored as plan Starter on the buyer side.
 */
export const BUYER_PREMIUM = { plan: 'Starter' as const, months: 12 as const, amount_cents: 69900 };

export interface PlanQuotas {
  contact_quota: number;
  conversation_quota: number;
  farm_item_post_quota: number;
  farm_item_ads_quota: number;
  quotations_per_month: number;
}

/** The quota fields kept in the supplier's Balance (quotations are counted from the quotations sent). */
export const BALANCE_QUOTAS = ['contact_quota', 'conversation_quota', 'farm_item_post_quota', 'farm_item_ads_quota'] as const;
export type BalanceQuota = (typeof BALANCE_QUOTAS)[number];

/**
 * What each plan grants every month (the Balance quotas are set to these at each monthly renewal;
 * unused units do not roll over). Trial grants the same as Advance, as the trial terms promise.
 * Free has no contact or conversation units: unlocking a buyer and starting a conversation are the
 * benefits Free lacks (decision 019), so units it could never spend would only mislead.
 */
export const PLAN_QUOTAS: Record<PlanName, PlanQuotas> = {
  Free: { contact_quota: 0, conversation_quota: 0, farm_item_post_quota: 10, farm_item_ads_quota: 0, quotations_per_month: 10 },
  Trial: { contact_quota: 30, conversation_quota: 60, farm_item_post_quota: 100, farm_item_ads_quota: 5, quotations_per_month: 60 },
  Starter: { contact_quota: 30, conversation_quota: 60, farm_item_post_quota: 100, farm_item_ads_quota: 5, quotations_per_month: 60 },
  Advance: { contact_quota: 100, conversation_quota: 200, farm_item_post_quota: 500, farm_item_ads_quota: 20, quotations_per_month: 200 },
};

/** What a new supplier on the Free plan starts with. */
export const FREE_PLAN_QUOTAS: PlanQuotas = PLAN_QUOTAS.Free;

/**
 * Quotations a supplier may send per calendar month (UTC), by plan. Checked by the server in the
 * same transaction as the insert.
 */
export const QUOTATIONS_PER_MONTH: Record<PlanName, number> = {
  Free: PLAN_QUOTAS.Free.quotations_per_month,
  Trial: PLAN_QUOTAS.Trial.quotations_per_month,
  Starter: PLAN_QUOTAS.Starter.quotations_per_month,
  Advance: PLAN_QUOTAS.Advance.quotations_per_month,
};

/**
 * The benefit rows of the pricing table (spec section 6): the three Free lacks, and the sixth only
 * Superior has. Enforced where each feature lives: answering RFQs by the monthly quotation limit,
 * priority placement in supplier search. The three connection benefits (decision 019), checked with
 * rules/plans.ts `hasBenefit`: connect_buyers = starting contact with a buyer (a conversation, an
 * inquiry to a buyer, seeing who is online); full_connection = following up before the buyer answers
 * (chat unlock); full_buyer_profile = unlocking a buyer's contact details. Answering a buyer who
 * made contact and quoting RFQs stay open to Free.
 */
export const PLAN_BENEFITS = [
  'company_profile',
  'answer_rfqs',
  'connect_buyers',
  'full_connection',
  'full_buyer_profile',
  'priority_listing',
] as const;
export type PlanBenefit = (typeof PLAN_BENEFITS)[number];

export const BENEFITS_BY_PLAN: Record<PlanName, readonly PlanBenefit[]> = {
  Free: ['company_profile', 'answer_rfqs'],
  Trial: ['company_profile', 'answer_rfqs', 'connect_buyers', 'full_connection', 'full_buyer_profile'],
  Starter: ['company_profile', 'answer_rfqs', 'connect_buyers', 'full_connection', 'full_buyer_profile'],
  Advance: ['company_profile', 'answer_rfqs', 'connect_buyers', 'full_connection', 'full_buyer_profile', 'priority_listing'],
};

/** Reminders: before a subscription renews, and before a trial ends. */
export const RENEWAL_REMINDER_DAYS = 3;
export const TRIAL_REMINDER_DAYS = 2;

/** Payment labels and subscription states (spec section 3 enumerations). */
export const PAYMENT_STATUSES = ['payment_pending', 'paid', 'unpaid', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The spec's states, plus Stripe's past_due: a renewal payment failed and Stripe is still retrying it. */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'cancelled', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Which side of an account a plan belongs to. */
export const PLAN_SIDES = ['supplier', 'buyer'] as const;
export type PlanSide = (typeof PLAN_SIDES)[number];

/**
 * The sandbox provider's test cards (used when no Stripe key is set), documented in the README:
 * one succeeds, one is declined, one fails once with a temporary error and succeeds when retried.
 */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  retry: '4000000000000119',
} as const;

/** Stripe's signature tolerance for webhooks, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
