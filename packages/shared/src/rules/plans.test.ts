import { describe, expect, it } from 'vitest';
import { BENEFITS_BY_PLAN, PLAN_PRICES, PLAN_QUOTAS } from '../constants/plans.ts';
import {
  addMonths,
  checkoutAmountCents,
  effectivePlan,
  hasBenefit,
  isActivePlan,
  isPayingUser,
  isPremium,
  nextEndDate,
  paymentConfig,
  perMonthCents,
  priceFor,
  quotasFor,
  savingsCents,
  tierLabel,
} from './plans.ts';

const now = new Date('2026-11-21T12:00:00Z');
const future = '2026-12-21T12:00:00Z';
const past = '2026-11-20T12:00:00Z';

describe('plan rules (spec section 4)', () => {
  it('is active only when valid, not Free and ending in the future', () => {
    expect(isActivePlan({ plan_name: 'Starter', is_valid: 1, end_date: future }, now)).toBe(true);
    expect(isActivePlan({ plan_name: 'Starter', is_valid: 0, end_date: future }, now)).toBe(false);
    expect(isActivePlan({ plan_name: 'Starter', is_valid: 1, end_date: past }, now)).toBe(false);
    expect(isActivePlan({ plan_name: 'Free', is_valid: 1, end_date: future }, now)).toBe(false);
    expect(isActivePlan({ plan_name: 'Gold', is_valid: 1, end_date: future }, now)).toBe(false);
    expect(isActivePlan({ plan_name: 'Trial', end_date: null }, now)).toBe(false);
  });

  it('counts Advance, Starter and Trial as premium, an expired plan as Free', () => {
    for (const plan of ['Advance', 'Starter', 'Trial']) expect(isPremium({ plan_name: plan, end_date: future }, now)).toBe(true);
    expect(isPremium({ plan_name: 'Advance', end_date: past }, now)).toBe(false);
    expect(effectivePlan({ plan_name: 'Advance', end_date: past }, now)).toBe('Free');
    expect(effectivePlan({ plan_name: 'Advance', end_date: future }, now)).toBe('Advance');
  });

  it('calls a business-verified buyer or a supplier on Starter or Advance a paying user, not a trial', () => {
    expect(isPayingUser('buyer', { plan_name: 'Free', end_date: null, is_biz_verified: 1 }, now)).toBe(true);
    expect(isPayingUser('buyer', { plan_name: 'Advance', end_date: future, is_biz_verified: 0 }, now)).toBe(false);
    expect(isPayingUser('supplier', { plan_name: 'Starter', end_date: future }, now)).toBe(true);
    expect(isPayingUser('supplier', { plan_name: 'Trial', end_date: future }, now)).toBe(false);
    expect(isPayingUser('supplier', { plan_name: 'Advance', end_date: past }, now)).toBe(false);
  });

  it('labels the tiers Free, Bronze, Silver and Trial', () => {
    expect([tierLabel('Free'), tierLabel('Starter'), tierLabel('Advance'), tierLabel('Trial')]).toEqual(['Free', 'Bronze', 'Silver', 'Trial']);
  });
});

describe('prices (spec section 9)', () => {
  it('holds the spec table exactly', () => {
    const row = (plan: string, months: number) => priceFor(plan, months)!;
    expect([row('Starter', 1).amount_cents, row('Starter', 6).amount_cents, row('Starter', 12).amount_cents]).toEqual([9900, 39900, 69900]);
    expect([row('Advance', 1).amount_cents, row('Advance', 6).amount_cents, row('Advance', 12).amount_cents]).toEqual([19900, 59900, 99900]);
    expect(row('Starter', 6)).toMatchObject({ old_amount_cents: 45400, discount_percent: 12, per_month: 67, popular: false });
    expect(row('Starter', 12)).toMatchObject({ old_amount_cents: 85400, discount_percent: 18, per_month: 59 });
    expect(row('Advance', 6)).toMatchObject({ old_amount_cents: 96400, discount_percent: 38, per_month: 99, popular: true });
    expect(row('Advance', 12)).toMatchObject({ old_amount_cents: 181400, discount_percent: 45, per_month: 83, popular: true });
    expect(priceFor('Trial', 1)).toBeUndefined();
    expect(priceFor('Starter', 3)).toBeUndefined();
  });

  // The spec's per-month figures are marketing roundings (699/12 = 58.25 is shown as 59, 599/6 = 99.83
  // as 99): they are shown as given, and each is within a dollar of the exact average.
  it('shows per-month figures within a dollar of the exact average', () => {
    for (const p of PLAN_PRICES.filter((x) => x.per_month !== null)) expect(Math.abs(perMonthCents(p) / 100 - p.per_month!)).toBeLessThan(1);
  });

  it('computes savings from the old price', () => {
    expect(savingsCents(priceFor('Advance', 12)!)).toBe(181400 - 99900);
    expect(savingsCents(priceFor('Advance', 1)!)).toBe(0);
  });

  it('sells suppliers the table and buyers only Buyer Premium', () => {
    expect(checkoutAmountCents('supplier', 'Starter', 6)).toBe(39900);
    expect(checkoutAmountCents('supplier', 'Trial', 1)).toBeUndefined();
    expect(checkoutAmountCents('buyer', 'Starter', 12)).toBe(69900);
    expect(checkoutAmountCents('buyer', 'Advance', 12)).toBeUndefined();
  });

  it('builds the payment config fields', () => {
    expect(paymentConfig('supplier', 'Starter', 6)).toMatchObject({ price_id: 'supplier-starter-6m', mode: 'subscription', planName: 'Starter' });
  });
});

describe('quotas and benefits', () => {
  it('grants Free quotas on an expired plan', () => {
    expect(quotasFor({ plan_name: 'Advance', end_date: past }, now)).toEqual(PLAN_QUOTAS.Free);
    expect(quotasFor({ plan_name: 'Advance', end_date: future }, now)).toEqual(PLAN_QUOTAS.Advance);
  });

  it('gives Free none of the three connection benefits and only Superior the sixth', () => {
    for (const b of ['connect_buyers', 'full_connection', 'full_buyer_profile'] as const) {
      expect(BENEFITS_BY_PLAN.Free).not.toContain(b);
      for (const plan of ['Trial', 'Starter', 'Advance'] as const) expect(BENEFITS_BY_PLAN[plan]).toContain(b);
    }
    expect(hasBenefit({ plan_name: 'Advance', end_date: future }, 'priority_listing', now)).toBe(true);
    expect(hasBenefit({ plan_name: 'Starter', end_date: future }, 'priority_listing', now)).toBe(false);
    expect(hasBenefit({ plan_name: 'Trial', end_date: future }, 'priority_listing', now)).toBe(false);
  });
});

describe('dates', () => {
  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-21T10:00:00Z'), 6).toISOString()).toBe('2027-05-21T10:00:00.000Z');
  });

  it('extends a running plan of the same kind and starts anything else now', () => {
    expect(nextEndDate({ plan_name: 'Starter', end_date: future }, 'Starter', 6, now).toISOString()).toBe('2027-06-21T12:00:00.000Z');
    expect(nextEndDate({ plan_name: 'Trial', end_date: future }, 'Starter', 6, now).toISOString()).toBe('2027-05-21T12:00:00.000Z');
    expect(nextEndDate({ plan_name: 'Starter', end_date: past }, 'Starter', 1, now).toISOString()).toBe('2026-12-21T12:00:00.000Z');
  });
});

describe('checkout page ids', () => {
  it('round-trips every price and refuses anything else', async () => {
    const { checkoutSlug, parseCheckoutSlug } = await import('./plans.ts');
    for (const p of PLAN_PRICES) expect(parseCheckoutSlug(checkoutSlug(p.plan, p.months))).toEqual({ plan: p.plan, months: p.months });
    expect(checkoutSlug('Starter', 6)).toBe('starter-6m');
    for (const bad of ['trial-1m', 'starter-3m', 'advance', 'STARTER-6m', 'starter-6m/../x']) expect(parseCheckoutSlug(bad)).toBeNull();
  });
});
