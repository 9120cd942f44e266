import { describe, expect, it } from 'vitest';
import type { User } from '@tradelink/shared/account/user';
import { decodeDirectUrl } from '~/lib/direct-url.ts';
import { checkoutPath, paidAction, paymentChoice, planChange, priceView, supplierPlan, trialAction } from './pricing-table.ts';

const now = new Date('2026-03-10T12:00:00Z');
const future = '2026-05-01T00:00:00Z';
const past = '2026-02-01T00:00:00Z';

const plan = (plan_name: 'Free' | 'Trial' | 'Starter' | 'Advance', end_date: string | null = null) => ({
  plan_name,
  is_valid: 1 as const,
  active_date: null,
  end_date,
  verification_level: 1,
  last_verified_datetime: null,
  is_biz_verified: 0 as const,
  is_verified_work_email: 0 as const,
  is_verified_phone: 0 as const,
  is_verified_account_email: 0 as const,
});

// Only the fields these rules read; the rest of the User entity does not matter here.
const supplier = (p: ReturnType<typeof plan>) => ({ supplier: { plan: p }, plan: plan('Free') }) as unknown as User;
const buyerOnly = { supplier: null, plan: plan('Free') } as unknown as User;

describe('priceView', () => {
  it('shows the table figures: price, struck price, discount and per-month', () => {
    expect(priceView('Starter', 6)).toMatchObject({ amountCents: 39900, oldCents: 45400, discountPercent: 12, perMonthCents: 6700, savingsCents: 5500, popular: false });
    expect(priceView('Advance', 12)).toMatchObject({ amountCents: 99900, oldCents: 181400, discountPercent: 45, perMonthCents: 8300, popular: true });
  });

  it('shows the monthly price as its own per-month figure, with no old price', () => {
    expect(priceView('Advance', 1)).toMatchObject({ amountCents: 19900, oldCents: null, discountPercent: null, perMonthCents: 19900, savingsCents: 0 });
  });
});

describe('supplierPlan', () => {
  it('reads the supplier side and counts an expired plan as Free', () => {
    expect(supplierPlan(supplier(plan('Advance', future)), now)).toBe('Advance');
    expect(supplierPlan(supplier(plan('Starter', past)), now)).toBe('Free');
  });

  it('is null for guests and buyer-only accounts', () => {
    expect(supplierPlan(null, now)).toBeNull();
    expect(supplierPlan(buyerOnly, now)).toBeNull();
  });
});

describe('trialAction', () => {
  it('asks guests to log in and tells buyers trials are for suppliers', () => {
    expect(trialAction(null, undefined, now)).toBe('login');
    expect(trialAction(buyerOnly, undefined, now)).toBe('buyerOnly');
  });

  it('offers the trial to a Free supplier who has not used it', () => {
    expect(trialAction(supplier(plan('Free')), { status: 'available' }, now)).toBe('start');
    expect(trialAction(supplier(plan('Starter', past)), { status: 'available' }, now)).toBe('start');
    // Before the server has answered, a Free supplier is offered it (the server refuses a second one).
    expect(trialAction(supplier(plan('Free')), undefined, now)).toBe('start');
  });

  it('marks a running trial as current and one the account started as used', () => {
    expect(trialAction(supplier(plan('Trial', future)), { status: 'running' }, now)).toBe('current');
    expect(trialAction(supplier(plan('Trial', past)), { status: 'used' }, now)).toBe('used');
    expect(trialAction(supplier(plan('Starter', future)), { status: 'used' }, now)).toBe('used');
  });

  it('does not offer a trial on top of a paid plan, nor call it used when it never was', () => {
    expect(trialAction(supplier(plan('Advance', future)), { status: 'paid_plan' }, now)).toBe('paidPlan');
    expect(trialAction(supplier(plan('Starter', future)), { status: 'paid_plan' }, now)).toBe('paidPlan');
    expect(trialAction(supplier(plan('Starter', future)), undefined, now)).toBe('paidPlan');
  });
});

describe('paidAction', () => {
  it('extends the plan you are on and chooses any other', () => {
    expect(paidAction('Starter', 'Starter')).toBe('extend');
    expect(paidAction('Advance', 'Starter')).toBe('choose');
    expect(paidAction('Advance', null)).toBe('choose');
  });
});

describe('paymentChoice', () => {
  it('accepts what the table sells', () => {
    expect(paymentChoice('Starter', 12)).toEqual({ plan: 'Starter', months: 12 });
  });

  it.each([
    ['Trial', 6],
    ['Free', 1],
    ['Advance', 3],
    ['starter', 6],
  ])('refuses %s for %d months', (name, months) => {
    expect(paymentChoice(name, months)).toBeNull();
  });
});

describe('planChange', () => {
  it('starts a new plan today when nothing runs', () => {
    const change = planChange(plan('Free'), 'Starter', 6, now);
    expect(change).toEqual({ kind: 'new', end: new Date('2026-09-10T12:00:00Z') });
    expect(planChange(null, 'Starter', 1, now).kind).toBe('new');
  });

  it('extends the same running plan from its current end', () => {
    expect(planChange(plan('Starter', future), 'Starter', 1, now)).toEqual({ kind: 'extend', end: new Date('2026-06-01T00:00:00Z') });
  });

  it('replaces another running plan from today', () => {
    expect(planChange(plan('Starter', future), 'Advance', 12, now)).toEqual({ kind: 'replace', replaces: 'Starter', end: new Date('2027-03-10T12:00:00Z') });
    expect(planChange(plan('Trial', future), 'Starter', 1, now)).toMatchObject({ kind: 'replace', replaces: 'Trial' });
  });
});

describe('checkoutPath', () => {
  it('names the checkout page and carries the way back as base64', () => {
    const path = checkoutPath('Advance', 6, '/membership-pricing?ref=x');
    const [page, query] = path.split('?direct-url=');
    expect(page).toBe('/supplier-premium-payment/advance-6m');
    expect(decodeDirectUrl(decodeURIComponent(query!))).toBe('/membership-pricing?ref=x');
  });
});
