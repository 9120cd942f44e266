import {
  BENEFITS_BY_PLAN,
  BUYER_PREMIUM,
  PAID_PLANS,
  PLAN_DISPLAY_NAMES,
  PLAN_PERIODS,
  PLAN_PRICES,
  PLAN_QUOTAS,
  PLAN_TIERS,
  type PaidPlan,
  type PlanBenefit,
  type PlanName,
  type PlanPeriod,
  type PlanPrice,
  type PlanQuotas,
  type PlanSide,
} from '../constants/plans.ts';

// The spec's plan rules (section 4 and 6) as pure functions. The server decides with these, the
// pages display with these; both read the same table in constants/plans.ts.

/** The plan fields these rules read: from the Plan entity, or a database row mapped to it. */
export interface PlanState {
  plan_name: string;
  /** The plan record is valid (1/true) — the Plan entity's is_valid. */
  is_valid?: boolean | 0 | 1;
  end_date: string | Date | null;
}

const endTime = (end: string | Date | null) => (end === null ? null : new Date(end).getTime());

const isPlanName = (name: string): name is PlanName => name in PLAN_DISPLAY_NAMES;

/** Active: valid, not Free, and the end date is in the future. */
export function isActivePlan(plan: PlanState, now: Date = new Date()): boolean {
  const end = endTime(plan.end_date);
  return plan.is_valid !== false && plan.is_valid !== 0 && plan.plan_name !== 'Free' && isPlanName(plan.plan_name) && end !== null && end > now.getTime();
}

/** Premium: a valid (active) Advance, Starter or Trial plan. */
export function isPremium(plan: PlanState, now: Date = new Date()): boolean {
  return isActivePlan(plan, now) && ['Advance', 'Starter', 'Trial'].includes(plan.plan_name);
}

/** The plan that applies now: an expired or unknown plan counts as Free. */
export function effectivePlan(plan: PlanState, now: Date = new Date()): PlanName {
  return isActivePlan(plan, now) ? (plan.plan_name as PlanName) : 'Free';
}

/**
 * A paying user: a business-verified buyer, or a supplier on a Starter or Advance plan (a trial is
 * not paying).
 */
export function isPayingUser(side: PlanSide, plan: PlanState & { is_biz_verified?: boolean | 0 | 1 }, now: Date = new Date()): boolean {
  if (side === 'buyer') return plan.is_biz_verified === true || plan.is_biz_verified === 1;
  return isActivePlan(plan, now) && (PAID_PLANS as readonly string[]).includes(plan.plan_name);
}

export const tierLabel = (plan: PlanName) => PLAN_TIERS[plan];
export const displayName = (plan: PlanName) => PLAN_DISPLAY_NAMES[plan];

/** What the plan that applies now grants each month. */
export function quotasFor(plan: PlanState, now: Date = new Date()): PlanQuotas {
  return PLAN_QUOTAS[effectivePlan(plan, now)];
}

export function hasBenefit(plan: PlanState, benefit: PlanBenefit, now: Date = new Date()): boolean {
  return BENEFITS_BY_PLAN[effectivePlan(plan, now)].includes(benefit);
}

export function isPlanPeriod(months: number): months is PlanPeriod {
  return (PLAN_PERIODS as readonly number[]).includes(months);
}

/** The price of a paid plan for a period; undefined for anything the table does not sell. */
export function priceFor(plan: string, months: number): PlanPrice | undefined {
  return PLAN_PRICES.find((p) => p.plan === plan && p.months === months);
}

/** What a side may buy: suppliers any paid plan and period, buyers only Buyer Premium. */
export function checkoutAmountCents(side: PlanSide, plan: string, months: number): number | undefined {
  if (side === 'buyer') return plan === BUYER_PREMIUM.plan && months === BUYER_PREMIUM.months ? BUYER_PREMIUM.amount_cents : undefined;
  return priceFor(plan, months)?.amount_cents;
}

/** Whole-dollar figure for display, from cents (prices in the table are whole dollars). */
export const dollars = (cents: number) => cents / 100;

/** The exact average per month in cents (the table's per_month is this, rounded to whole dollars). */
export const perMonthCents = (price: Pick<PlanPrice, 'amount_cents' | 'months'>) => Math.round(price.amount_cents / price.months);

/** Dollars saved against the old price, or 0. */
export const savingsCents = (price: Pick<PlanPrice, 'amount_cents' | 'old_amount_cents'>) =>
  price.old_amount_cents === null ? 0 : price.old_amount_cents - price.amount_cents;

/** The spec's payment config for a plan and period: price_id, mode, planName, description. */
export function paymentConfig(side: PlanSide, plan: PaidPlan, months: PlanPeriod) {
  return {
    price_id: `${side}-${plan.toLowerCase()}-${months}m`,
    mode: 'subscription' as const,
    planName: plan,
    description: `Tradelink ${side === 'buyer' ? 'Buyer Premium' : PLAN_DISPLAY_NAMES[plan]} — ${months === 1 ? 'monthly' : months === 6 ? '6 months' : 'yearly'}`,
  };
}

/** Adds calendar months in UTC, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The end date after buying `months` of a plan: a renewal of the same plan still running extends
 * it from its current end; anything else (Free, Trial, another plan, expired) starts now.
 */
export function nextEndDate(current: PlanState, plan: PaidPlan, months: number, now: Date = new Date()): Date {
  const end = endTime(current.end_date);
  const extends_ = current.plan_name === plan && isActivePlan(current, now) && end !== null;
  return addMonths(extends_ ? new Date(end) : now, months);
}

/** The checkout page's id for a plan and period: `/supplier-premium-payment/starter-6m`. */
export const checkoutSlug = (plan: PaidPlan, months: PlanPeriod) => `${plan.toLowerCase()}-${months}m`;

/** Reads a checkout page id back; null when it names nothing the table sells. */
export function parseCheckoutSlug(slug: string): { plan: PaidPlan; months: PlanPeriod } | null {
  const match = /^(starter|advance)-(\d{1,2})m$/.exec(slug);
  if (!match) return null;
  const plan = (match[1] === 'starter' ? 'Starter' : 'Advance') as PaidPlan;
  const months = Number(match[2]);
  return isPlanPeriod(months) && priceFor(plan, months) ? { plan, months } : null;
}
