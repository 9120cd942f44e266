import { describe, expect, it } from 'vitest';
import type { MarketplaceOverview } from '@tradelink/shared/analytics/marketplace-overview';
import { overviewCsv, SERIES_COLUMNS } from './overview-csv.ts';
import { lastDays, parseOverviewRange } from './overview-range.ts';

const now = new Date('2026-05-20T10:00:00Z');

describe('overview range from the URL', () => {
  it('keeps a valid range and grouping', () => {
    expect(parseOverviewRange(new URLSearchParams('srtdate=2026-01-01&enddate=2026-03-31&granularity=month'), now)).toEqual({ srtdate: '2026-01-01', enddate: '2026-03-31', granularity: 'month' });
  });

  it('falls back to the last 30 days for a missing, reversed or too long range', () => {
    const fallback = { srtdate: '2026-04-21', enddate: '2026-05-20', granularity: 'day' };
    expect(lastDays(30, now)).toEqual({ srtdate: '2026-04-21', enddate: '2026-05-20' });
    expect(parseOverviewRange(new URLSearchParams(''), now)).toEqual(fallback);
    expect(parseOverviewRange(new URLSearchParams('srtdate=2026-05-01&enddate=2026-04-01'), now)).toEqual(fallback);
    expect(parseOverviewRange(new URLSearchParams('srtdate=2024-01-01&enddate=2026-04-01&granularity=week'), now)).toEqual({ ...fallback, granularity: 'week' });
    expect(parseOverviewRange(new URLSearchParams('granularity=hour'), now)).toEqual(fallback);
  });
});

describe('overview CSV', () => {
  it('writes a header and one row per period, money in dollars', () => {
    const point = { period: '2026-05-01', period_end: '2026-05-07', ...Object.fromEntries(SERIES_COLUMNS.map((c) => [c, 0])) } as MarketplaceOverview['series'][number];
    const data = { series: [{ ...point, signups_buyers: 3, revenue_cents: 12345, refunds_cents: 500 }] } as MarketplaceOverview;
    const labels = { periodStart: 'Start', periodEnd: 'End', columns: Object.fromEntries(SERIES_COLUMNS.map((c) => [c, c === 'revenue_cents' ? 'Revenue, net' : c])) as Record<(typeof SERIES_COLUMNS)[number], string> };
    const text = overviewCsv(data, labels);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, row, end] = text.slice(1).split('\r\n');
    expect(header).toBe('Start,End,signups_buyers,signups_suppliers,rfqs_posted,rfqs_quoted,quotations_sent,quotations_preferred,paying_suppliers,paying_buyers,"Revenue, net",refunds_cents');
    expect(row).toBe('2026-05-01,2026-05-07,3,0,0,0,0,0,0,0,123.45,5.00');
    expect(end).toBe('');
  });
});
