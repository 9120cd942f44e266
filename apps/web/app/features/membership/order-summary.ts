import { BUYER_PREMIUM, PLAN_QUOTAS, type PaidPlan, type PlanPeriod, type PlanQuotas, type PlanSide } from '@tradelink/shared/constants/plans';
import { checkoutAmountCents, nextEndDate } from '@tradelink/shared/rules/plans';
import { priceView } from '~/features/pricing/public/pricing-table.ts';

// What the checkout's left column says about an order, from the same price table the server
// charges from: the page never invents a price, it reads the one the server will take.

/** The caller's current plan on the side being bought (from `membership.get_mine`). */
export interface CurrentPlan {
  plan_name: string;
  is_active: boolean;
  end_date: string | null;
}

export interface OrderSummary {
  side: PlanSide;
  plan: PaidPlan;
  months: PlanPeriod;
  amountCents: number;
  /** The struck-through price, when the period is discounted. */
  oldAmountCents: number | null;
  savingsCents: number;
  discountPercent: number | null;
  /**
   * The price table's per-month figure (whole dollars, as the pricing page shows them; the monthly
   * price itself on monthly). Null for Buyer Premium, which the table does not list.
   */
  perMonthCents: number | null;
  /** A running plan of the same name is extended from its end; anything else starts today. */
  start: 'today' | 'extends';
  /** When the bought period ends (as of `now`). */
  endDate: Date;
  /** What the plan grants each month (supplier side only). */
  quotas: PlanQuotas | null;
}

/** The order for a side, plan and period, or null when the table does not sell it to that side. */
export function orderSummary(side: PlanSide, plan: PaidPlan, months: PlanPeriod, current: CurrentPlan | null, now: Date = new Date()): OrderSummary | null {
  const amountCents = checkoutAmountCents(side, plan, months);
  if (amountCents === undefined) return null;
  // Buyer Premium is one yearly product with no struck price; suppliers see the figures the pricing
  // table showed them (the per-month ones are the spec's roundings: 399/6 is shown as 67, not 66.50).
  const price = side === 'supplier' ? priceView(plan, months) : null;
  const state = current ? { plan_name: current.plan_name, is_valid: current.is_active, end_date: current.end_date } : { plan_name: 'Free', end_date: null };
  const endDate = nextEndDate(state, plan, months, now);
  const extendsCurrent = current !== null && current.is_active && current.plan_name === plan && current.end_date !== null && new Date(current.end_date) > now;
  return {
    side,
    plan,
    months,
    amountCents,
    oldAmountCents: price?.oldCents ?? null,
    savingsCents: price?.savingsCents ?? 0,
    discountPercent: price?.discountPercent ?? null,
    perMonthCents: price?.perMonthCents ?? null,
    start: extendsCurrent ? 'extends' : 'today',
    endDate,
    quotas: side === 'supplier' ? PLAN_QUOTAS[plan] : null,
  };
}

/** The buyer side's only product. */
export const buyerPremiumOrder = (current: CurrentPlan | null, now?: Date) => orderSummary('buyer', BUYER_PREMIUM.plan, BUYER_PREMIUM.months, current, now);
