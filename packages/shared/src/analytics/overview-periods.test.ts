import { describe, expect, it } from 'vitest';
import { dayCount, periodStart, periodsOf, previousRange } from './overview-periods.ts';
import { overviewRequest } from './marketplace-overview.ts';

describe('overview periods', () => {
  it('groups days into Monday weeks and calendar months, the first one starting at the range', () => {
    // 2026-03-04 is a Wednesday.
    expect(periodStart('2026-03-04', 'day', '2026-03-01')).toBe('2026-03-04');
    expect(periodStart('2026-03-04', 'week', '2026-02-01')).toBe('2026-03-02');
    expect(periodStart('2026-03-08', 'week', '2026-02-01')).toBe('2026-03-02'); // Sunday ends the week
    expect(periodStart('2026-03-04', 'week', '2026-03-03')).toBe('2026-03-03');
    expect(periodStart('2026-03-31', 'month', '2026-01-01')).toBe('2026-03-01');
    expect(periodStart('2026-03-31', 'month', '2026-03-15')).toBe('2026-03-15');
  });

  it('lists every period of a range with its first and last day', () => {
    expect(periodsOf('2026-02-26', '2026-03-10', 'week')).toEqual([
      { start: '2026-02-26', end: '2026-03-01' },
      { start: '2026-03-02', end: '2026-03-08' },
      { start: '2026-03-09', end: '2026-03-10' },
    ]);
    expect(periodsOf('2026-01-20', '2026-03-05', 'month')).toEqual([
      { start: '2026-01-20', end: '2026-01-31' },
      { start: '2026-02-01', end: '2026-02-28' },
      { start: '2026-03-01', end: '2026-03-05' },
    ]);
    expect(periodsOf('2026-03-01', '2026-03-03', 'day').map((p) => p.start)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('compares with the range of equal length just before', () => {
    expect(previousRange('2026-03-01', '2026-03-30')).toEqual({ srtdate: '2026-01-30', enddate: '2026-02-28' });
    expect(dayCount('2026-01-30', '2026-02-28')).toBe(30);
    expect(previousRange('2026-03-05', '2026-03-05')).toEqual({ srtdate: '2026-03-04', enddate: '2026-03-04' });
  });

  it('accepts ordered ranges of at most 366 days and a known grouping', () => {
    expect(overviewRequest.safeParse({ srtdate: '2026-01-01', enddate: '2026-01-31' }).data).toEqual({ srtdate: '2026-01-01', enddate: '2026-01-31', granularity: 'day' });
    expect(overviewRequest.safeParse({ srtdate: '2026-01-31', enddate: '2026-01-01' }).error?.issues[0]?.message).toBe('date_range_invalid');
    expect(overviewRequest.safeParse({ srtdate: '2025-01-01', enddate: '2026-01-02' }).error?.issues[0]?.message).toBe('date_range_too_long');
    expect(overviewRequest.safeParse({ srtdate: '2026-01-01', enddate: '2026-01-02', granularity: 'hour' }).success).toBe(false);
    expect(overviewRequest.safeParse({ srtdate: '2026-02-30', enddate: '2026-03-02' }).success).toBe(false);
  });
});
