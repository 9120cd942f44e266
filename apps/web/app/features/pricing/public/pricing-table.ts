import type { User } from '@tradelink/shared/account/user';
import { PAID_PLANS, type PaidPlan, type PlanName, type PlanPeriod, type PlanQuotas } from '@tradelink/shared/constants/plans';
import { checkoutSlug, effectivePlan, isActivePlan, isPlanPeriod, nextEndDate, priceFor, savingsCents, type PlanState } from '@tradelink/shared/rules/plans';
import type { TrialStatus } from '@tradelink/shared/membership/trial';
import { withDirectUrl } from '~/lib/direct-url.ts';

// What the pricing table and the payment dialog show, decided without React so it can be tested:
// the figures come from the shared price table only, and the buttons from the caller's plan.

/** The period the switcher opens on: the half-yearly price is the one the spec features. */
export const DEFAULT_PERIOD: PlanPeriod = 6;

/** The quota rows of each card, in the order a supplier weighs them. */
export const QUOTA_ROWS = ['quotations_per_month', 'contact_quota', 'conversation_quota', 'farm_item_post_quota', 'farm_item_ads_quota'] as const satisfies ReadonlyArray<keyof PlanQuotas>;

/** The supplier side's plan that applies now (expired counts as Free); null for guests and buyer-only accounts. */
export function supplierPlan(me: User | null, now: Date = new Date()): PlanName | null {
  return me?.supplier ? effectivePlan(me.supplier.plan, now) : null;
}

export interface PriceView {
  amountCents: number;
  /** The struck-through price, or null (monthly has none). */
  oldCents: number | null;
  discountPercent: number | null;
  /** The spec's per-month figure for the period; the monthly price itself on monthly. */
  perMonthCents: number;
  savingsCents: number;
  popular: boolean;
}

/** The figures of one paid card for one period, straight from the price table. */
export function priceView(plan: PaidPlan, months: PlanPeriod): PriceView {
  const price = priceFor(plan, months);
  if (!price) throw new Error(`No price for ${plan} ${months}m`);
  return {
    amountCents: price.amount_cents,
    oldCents: price.old_amount_cents,
    discountPercent: price.discount_percent,
    // The table's per-month figures are whole-dollar marketing roundings, shown as given (decision 010).
    perMonthCents: price.per_month === null ? price.amount_cents : price.per_month * 100,
    savingsCents: savingsCents(price),
    popular: price.popular,
  };
}

/**
 * The trial card's button: guests log in first, buyer-only accounts learn trials are for suppliers,
 * a running trial is the current plan, a trial the account really started is used, and a paid plan
 * has no use for one (that is not "used": the account may never have taken its trial). The server's
 * trial status decides once known; until then the account's plan does, and the trial is offered
 * (the server refuses a second one).
 */
export type TrialAction = 'login' | 'buyerOnly' | 'current' | 'used' | 'paidPlan' | 'start';

export function trialAction(me: User | null, trial: { status: TrialStatus } | undefined, now: Date = new Date()): TrialAction {
  if (!me) return 'login';
  if (!me.supplier) return 'buyerOnly';
  const current = effectivePlan(me.supplier.plan, now);
  const status = trial?.status;
  if (status === 'running' || (!status && current === 'Trial')) return 'current';
  if (status === 'used') return 'used';
  if (status === 'paid_plan' || (!status && current !== 'Free')) return 'paidPlan';
  return 'start';
}

/** A paid card's button: buying the plan you are on extends it; any other plan is chosen afresh. */
export const paidAction = (plan: PaidPlan, current: PlanName | null): 'extend' | 'choose' => (current === plan ? 'extend' : 'choose');

/** The payment dialog's plan and period, or null when its props name nothing the table sells. */
export function paymentChoice(planName: string, month: number): { plan: PaidPlan; months: PlanPeriod } | null {
  const plan = PAID_PLANS.find((p) => p === planName);
  if (!plan || !isPlanPeriod(month) || !priceFor(plan, month)) return null;
  return { plan, months: month };
}

export type PlanChange =
  | { kind: 'new'; end: Date }
  | { kind: 'extend'; end: Date }
  | { kind: 'replace'; replaces: PlanName; end: Date };

const FREE: PlanState = { plan_name: 'Free', end_date: null };

/**
 * What buying `plan` for `months` does to the supplier's current plan, as the server will apply it:
 * the same plan still running is extended from its end; another running plan (a trial included)
 * is replaced from today, without proration; otherwise the plan simply starts today.
 */
export function planChange(current: PlanState | null, plan: PaidPlan, months: PlanPeriod, now: Date = new Date()): PlanChange {
  const state = current ?? FREE;
  const end = nextEndDate(state, plan, months, now);
  if (!isActivePlan(state, now)) return { kind: 'new', end };
  if (state.plan_name === plan) return { kind: 'extend', end };
  return { kind: 'replace', replaces: state.plan_name as PlanName, end };
}

/** The checkout page for a plan and period, told (as base64 `direct-url`) where to send the user back. */
export const checkoutPath = (plan: PaidPlan, months: PlanPeriod, returnTo: string) =>
  withDirectUrl(`/supplier-premium-payment/${checkoutSlug(plan, months)}`, returnTo);
