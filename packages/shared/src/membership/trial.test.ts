import { describe, expect, it } from 'vitest';
import { trialStatus } from './trial.ts';

const now = new Date('2026-05-10T12:00:00Z');
const future = '2026-08-01T00:00:00Z';
const past = '2026-01-01T00:00:00Z';
const free = { plan_name: 'Free', end_date: null };

describe('trialStatus', () => {
  it('offers the trial to a supplier who never took it and is not paying', () => {
    expect(trialStatus({ side: 'supplier', usedAt: null, plan: free }, now)).toBe('available');
    // A paid plan that has ended is Free again.
    expect(trialStatus({ side: 'supplier', usedAt: null, plan: { plan_name: 'Starter', end_date: past } }, now)).toBe('available');
  });

  it('does not call the trial used for a paying supplier who never took it', () => {
    expect(trialStatus({ side: 'supplier', usedAt: null, plan: { plan_name: 'Starter', end_date: future } }, now)).toBe('paid_plan');
    expect(trialStatus({ side: 'supplier', usedAt: null, plan: { plan_name: 'Advance', end_date: future } }, now)).toBe('paid_plan');
  });

  it('is used only once the account really started it, and running while it runs', () => {
    expect(trialStatus({ side: 'supplier', usedAt: '2026-05-08T00:00:00Z', plan: { plan_name: 'Trial', end_date: '2026-05-15T00:00:00Z' } }, now)).toBe('running');
    expect(trialStatus({ side: 'supplier', usedAt: '2026-03-01T00:00:00Z', plan: { plan_name: 'Trial', end_date: '2026-03-08T00:00:00Z' } }, now)).toBe('used');
    expect(trialStatus({ side: 'supplier', usedAt: '2026-03-01T00:00:00Z', plan: { plan_name: 'Starter', end_date: future } }, now)).toBe('used');
  });

  it('has no trial on the buying side', () => {
    expect(trialStatus({ side: 'buyer', usedAt: null, plan: free }, now)).toBe('not_supplier');
  });
});
