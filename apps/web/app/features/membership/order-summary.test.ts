import { describe, expect, it } from 'vitest';
import { buyerPremiumOrder, orderSummary } from './order-summary.ts';

const now = new Date('2026-03-10T12:00:00Z');

describe('orderSummary (checkout left column)', () => {
  it('reads the spec price table: struck price, savings, per month and renewal period', () => {
    const s = orderSummary('supplier', 'Starter', 6, null, now)!;
    expect(s.amountCents).toBe(39900);
    expect(s.oldAmountCents).toBe(45400);
    expect(s.savingsCents).toBe(5500);
    expect(s.discountPercent).toBe(12);
    // The pricing table's figure ($67), not 399 / 6 = $66.50.
    expect(s.perMonthCents).toBe(6700);
    expect(s.months).toBe(6);
    expect(s.quotas?.contact_quota).toBe(30);
  });

  it('shows the per-month figures the pricing table shows for every period', () => {
    const perMonth = (plan: 'Starter' | 'Advance', months: 6 | 12) => orderSummary('supplier', plan, months, null, now)!.perMonthCents;
    expect([perMonth('Starter', 6), perMonth('Starter', 12), perMonth('Advance', 6), perMonth('Advance', 12)]).toEqual([6700, 5900, 9900, 8300]);
  });

  it('a monthly plan has no struck price and no savings; its per-month figure is its price', () => {
    const s = orderSummary('supplier', 'Advance', 1, null, now)!;
    expect(s).toMatchObject({ amountCents: 19900, oldAmountCents: null, savingsCents: 0, perMonthCents: 19900 });
  });

  it('a new plan starts today and ends after the bought months', () => {
    const s = orderSummary('supplier', 'Advance', 12, { plan_name: 'Free', is_active: false, end_date: null }, now)!;
    expect(s.start).toBe('today');
    expect(s.endDate.toISOString()).toBe('2027-03-10T12:00:00.000Z');
  });

  it('buying the plan already running extends it from its end date', () => {
    const current = { plan_name: 'Starter', is_active: true, end_date: '2026-04-01T00:00:00.000Z' };
    const s = orderSummary('supplier', 'Starter', 1, current, now)!;
    expect(s.start).toBe('extends');
    expect(s.endDate.toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });

  it('another running plan, a trial or an expired plan does not extend: it starts today', () => {
    expect(orderSummary('supplier', 'Advance', 1, { plan_name: 'Starter', is_active: true, end_date: '2026-04-01T00:00:00Z' }, now)!.start).toBe('today');
    expect(orderSummary('supplier', 'Starter', 1, { plan_name: 'Trial', is_active: true, end_date: '2026-03-12T00:00:00Z' }, now)!.start).toBe('today');
    expect(orderSummary('supplier', 'Starter', 1, { plan_name: 'Starter', is_active: false, end_date: '2026-03-01T00:00:00Z' }, now)!.start).toBe('today');
  });

  it('buyers can only buy Buyer Premium (yearly), without quotas', () => {
    expect(orderSummary('buyer', 'Advance', 12, null, now)).toBeNull();
    expect(orderSummary('buyer', 'Starter', 6, null, now)).toBeNull();
    const s = buyerPremiumOrder(null, now)!;
    expect(s).toMatchObject({ side: 'buyer', plan: 'Starter', months: 12, amountCents: 69900, oldAmountCents: null, savingsCents: 0, perMonthCents: null, quotas: null });
  });
});
