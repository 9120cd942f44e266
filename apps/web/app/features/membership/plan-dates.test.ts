import { describe, expect, it } from 'vitest';
import { laterDate, planEndDate } from './plan-dates.ts';

describe('the end date the membership page shows', () => {
  it('an extended plan ends (and renews) on its own end date, after the subscription period', () => {
    const plan = { end_date: '2026-10-01T00:00:00.000Z' };
    const sub = { current_period_end: '2026-04-01T00:00:00.000Z' };
    expect(planEndDate(plan, sub)).toBe('2026-10-01T00:00:00.000Z');
  });

  it('a subscription period that runs past the plan end wins', () => {
    expect(planEndDate({ end_date: '2026-04-01T00:00:00Z' }, { current_period_end: '2026-05-01T00:00:00Z' })).toBe('2026-05-01T00:00:00Z');
  });

  it('falls back to whichever date there is', () => {
    expect(planEndDate({ end_date: '2026-04-01T00:00:00Z' }, null)).toBe('2026-04-01T00:00:00Z');
    expect(planEndDate({ end_date: null }, { current_period_end: '2026-05-01T00:00:00Z' })).toBe('2026-05-01T00:00:00Z');
    expect(laterDate(null, undefined)).toBeNull();
  });

  it('compares instants, not strings', () => {
    // 09:00 in Vietnam is 02:00 UTC: earlier than 03:00 UTC, though it sorts later as text.
    expect(laterDate('2026-04-01T09:00:00+07:00', '2026-04-01T03:00:00Z')).toBe('2026-04-01T03:00:00Z');
  });
});
