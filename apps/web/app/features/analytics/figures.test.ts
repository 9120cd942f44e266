import { describe, expect, it } from 'vitest';
import { change, durationParts, figureOr, formatPercent, ratioOf, totalsAsKpis } from './figures.ts';

describe('report figures', () => {
  it('change against the previous period', () => {
    expect(change(120, 100)).toEqual({ trend: 'up', percent: 20 });
    expect(change(50, 200)).toEqual({ trend: 'down', percent: -75 });
    expect(change(7, 7)).toEqual({ trend: 'same', percent: 0 });
    expect(change(5, 0)).toEqual({ trend: 'new', percent: null });
    expect(change(0, 0)).toEqual({ trend: 'same', percent: 0 });
    expect(change(null, 3)).toEqual({ trend: 'none', percent: null });
    expect(change(1, 3)).toEqual({ trend: 'down', percent: -66.7 });
  });

  it('rates in the page language', () => {
    expect(formatPercent(0.325, 'en')).toBe('32.5%');
    expect(formatPercent(0.325, 'vi')).toBe('32,5%');
    expect(ratioOf(1, 0)).toBeNull();
    expect(ratioOf(1, 4)).toBe(0.25);
  });

  it('durations', () => {
    expect(durationParts(45)).toEqual({ days: 0, hours: 0, minutes: 45 });
    expect(durationParts(185)).toEqual({ days: 0, hours: 3, minutes: 5 });
    expect(durationParts(3 * 1440 + 61)).toEqual({ days: 3, hours: 1, minutes: 1 });
  });

  it('totals as headline figures, and a missing figure as the none mark', () => {
    const totals = { views: { value: 3, previous: 1 }, inquiries: { value: 0, previous: 2 } };
    expect(totalsAsKpis(totals, ['inquiries', 'views'] as const, (k) => k.toUpperCase())).toEqual([
      { key: 'inquiries', label: 'INQUIRIES', value: 0, previous: 2 },
      { key: 'views', label: 'VIEWS', value: 3, previous: 1 },
    ]);
    expect(figureOr(null, (v: number) => `${v}%`, '—')).toBe('—');
    expect(figureOr(0, (v: number) => `${v}%`, '—')).toBe('0%');
  });
});
