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
