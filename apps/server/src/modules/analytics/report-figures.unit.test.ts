import { describe, expect, it } from 'vitest';
import { dayCount, previousRange, rangeFromParams, rangeProblem } from '@tradelink/shared/analytics/range';
import { supplierReportRequest } from '@tradelink/shared/analytics/supplier-report';
import { fillSeries, median, sumOver, withPrevious } from './report-figures.ts';

const now = new Date('2026-03-15T10:00:00Z');

describe('report periods', () => {
  it('the previous period is as long and ends the day before', () => {
    expect(previousRange({ srtdate: '2026-03-09', enddate: '2026-03-15' })).toEqual({ srtdate: '2026-03-02', enddate: '2026-03-08' });
    expect(previousRange({ srtdate: '2026-03-01', enddate: '2026-03-01' })).toEqual({ srtdate: '2026-02-28', enddate: '2026-02-28' });
    // 29 days of March 2028 follow the whole of its leap February.
    expect(previousRange({ srtdate: '2028-03-01', enddate: '2028-03-29' })).toEqual({ srtdate: '2028-02-01', enddate: '2028-02-29' });
    expect(dayCount('2028-02-01', '2028-02-29')).toBe(29);
  });

  it('periods are real days, in order, at most 366 of them, not after tomorrow', () => {
    expect(rangeProblem({ srtdate: '2025-03-15', enddate: '2026-03-15' }, now)).toBeNull();
    expect(rangeProblem({ srtdate: '2025-03-14', enddate: '2026-03-15' }, now)).toEqual({ field: 'srtdate', problem: 'range_too_long' });
    expect(rangeProblem({ srtdate: '2026-03-10', enddate: '2026-03-09' }, now)).toEqual({ field: 'enddate', problem: 'range_reversed' });
    expect(rangeProblem({ srtdate: '2026-02-29', enddate: '2026-03-09' }, now)).toEqual({ field: 'srtdate', problem: 'date_invalid' });
    expect(rangeProblem({ srtdate: '2026-03-10', enddate: '2026-03-17' }, now)).toEqual({ field: 'enddate', problem: 'date_in_future' });
    // A visitor east of UTC may already be on tomorrow's date.
    expect(rangeProblem({ srtdate: '2026-03-10', enddate: '2026-03-16' }, now)).toBeNull();
  });

  it('the page reads its URL: a valid period (clamped to today) or the last 30 days', () => {
    expect(rangeFromParams('2026-03-09', '2026-03-15', now)).toEqual({ srtdate: '2026-03-09', enddate: '2026-03-15', preset: 7 });
    expect(rangeFromParams('2026-01-01', '2026-01-31', now)).toEqual({ srtdate: '2026-01-01', enddate: '2026-01-31', preset: null });
    expect(rangeFromParams('2026-03-16', '2026-03-16', now)).toEqual({ srtdate: '2026-03-15', enddate: '2026-03-15', preset: null });
    for (const [s, e] of [[null, null], ['x', '2026-03-01'], ['2026-03-10', '2026-03-01'], ['2020-01-01', '2026-03-01']] as const) {
      expect(rangeFromParams(s, e, now)).toEqual({ srtdate: '2026-02-14', enddate: '2026-03-15', preset: 30 });
    }
  });

  it('the call fills in the default period', () => {
    const parsed = supplierReportRequest.parse({});
    expect(dayCount(parsed.srtdate, parsed.enddate)).toBe(30);
    expect(supplierReportRequest.safeParse({ srtdate: '2026-01-10', enddate: '2026-01-01' }).success).toBe(false);
  });
});

describe('report figures', () => {
  const range = { srtdate: '2026-03-13', enddate: '2026-03-15' };
  const rows = [
    { day: '2026-03-10', views: 5 },
    { day: '2026-03-13', views: 2 },
    { day: '2026-03-15', views: 1 },
    // Rollups of a day and its raw events never both arrive; two rows of one day would add up.
    { day: '2026-03-15', views: 4 },
  ];

  it('a series has every day of the period, zeros included', () => {
    expect(fillSeries(range, rows, ['views'] as const)).toEqual([
      { date: '2026-03-13', views: 2 },
      { date: '2026-03-14', views: 0 },
      { date: '2026-03-15', views: 5 },
    ]);
  });

  it('sums keep to their period, and figures carry the previous one', () => {
    const current = sumOver(range, rows, ['views'] as const);
    const previous = sumOver({ srtdate: '2026-03-10', enddate: '2026-03-12' }, rows, ['views'] as const);
    expect(withPrevious(current, previous, ['views'] as const)).toEqual({ views: { value: 7, previous: 5 } });
  });

  it('median', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
