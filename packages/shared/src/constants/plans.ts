// Plan names and what the Free plan grants. The paid plans' prices and quotas belong to the
// membership issue; they will join this file so there is one table for the server and the pricing page.

export const PLAN_NAMES = ['Free', 'Trial', 'Starter', 'Advance'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** Display names: Starter is shown as "Advance", Advance as "Superior". */
export const PLAN_DISPLAY_NAMES: Record<PlanName, string> = {
  Free: 'Free',
  Trial: 'Trial',
  Starter: 'Advance',
  Advance: 'Superior',
};

export interface PlanQuotas {
  contact_quota: number;
  conversation_quota: number;
  farm_item_post_quota: number;
  farm_item_ads_quota: number;
  quotations_per_month: number;
}

/** What a new supplier on the Free plan starts with. */
export const FREE_PLAN_QUOTAS: PlanQuotas = {
  contact_quota: 3,
  conversation_quota: 5,
  farm_item_post_quota: 10,
  farm_item_ads_quota: 0,
  quotations_per_month: 10,
};

/**
 * Quotations a supplier may send per calendar month (UTC), by plan. Free suppliers can answer a
 * few RFQs a month to try the marketplace; paying plans answer as many as a sales team realistically
 * writes. Checked by the server in the same transaction as the insert.
 */
export const QUOTATIONS_PER_MONTH: Record<PlanName, number> = {
  Free: FREE_PLAN_QUOTAS.quotations_per_month,
  Trial: 30,
  Starter: 60,
  Advance: 200,
};
