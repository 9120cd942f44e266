import type { z } from 'zod';
import { PLAN_CURRENCY } from '@tradelink/shared/constants/plans';
import type { MarketplaceOverview, OverviewFigures, OverviewTotals, overviewRequest } from '@tradelink/shared/analytics/marketplace-overview';
import { addDays, periodsOf, periodStart, previousRange } from '@tradelink/shared/analytics/overview-periods';
import { roundRate } from '@tradelink/shared/analytics/response-rules';
import type { Db } from '../../db/client.ts';
import { dayCounts, payingAt, type DayCounts } from './marketplace-overview.repository.ts';

type Input = z.output<typeof overviewRequest>;

const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

const zero = (): OverviewFigures => ({
  signups_buyers: 0,
  signups_suppliers: 0,
  rfqs_posted: 0,
  rfqs_quoted: 0,
  quotations_sent: 0,
  quotations_preferred: 0,
  paying_suppliers: 0,
  paying_buyers: 0,
  revenue_cents: 0,
  refunds_cents: 0,
});

function add(into: OverviewFigures, day: DayCounts) {
  into.signups_buyers += day.signups_buyers;
  into.signups_suppliers += day.signups_suppliers;
  into.rfqs_posted += day.rfqs_posted;
  into.rfqs_quoted += day.rfqs_quoted;
  into.quotations_sent += day.quotations_sent;
  into.quotations_preferred += day.quotations_preferred;
  into.revenue_cents += day.paid_cents - day.refunds_cents;
  into.refunds_cents += day.refunds_cents;
}

const share = (part: number, whole: number) => (whole ? roundRate(part / whole) : null);
const withRates = (f: OverviewFigures): OverviewTotals => ({ ...f, rfq_conversion: share(f.rfqs_quoted, f.rfqs_posted), preferred_rate: share(f.quotations_preferred, f.quotations_sent) });

/** The end of a period as counted for paying accounts: the midnight after its last day, or now if that is still to come. */
const endOf = (lastDay: string, now: Date) => {
  const end = midnight(addDays(lastDay, 1));
  return end > now ? now : end;
};

/**
 * `admin.analytics_overview`: sign-ups, RFQs, quotations, conversion, paying accounts and revenue
 * over [srtdate, enddate] (UTC days, both included), the same figures for the range of equal length
 * just before, and a series per day, week (Monday first) or month. Three queries: the days of both
 * ranges, and the paying accounts at every period's end.
 */
export async function marketplaceOverview(db: Db, input: Input, now: Date = new Date()): Promise<MarketplaceOverview> {
  const previous = previousRange(input.srtdate, input.enddate);
  const periods = periodsOf(input.srtdate, input.enddate, input.granularity);
  const ends = new Map(periods.map((p) => [p.start, endOf(p.end, now)]));
  const rangeEnd = endOf(input.enddate, now);
  const previousEnd = endOf(previous.enddate, now);
  const [days, before, paying] = await Promise.all([
    dayCounts(db, midnight(input.srtdate).toISOString(), midnight(addDays(input.enddate, 1)).toISOString()),
    dayCounts(db, midnight(previous.srtdate).toISOString(), midnight(input.srtdate).toISOString()),
    payingAt(db, [...ends.values(), rangeEnd, previousEnd]),
  ]);
  const payingOf = (at: Date) => paying.get(at.toISOString()) ?? { suppliers: 0, buyers: 0 };

  const series = new Map(periods.map((p) => [p.start, { ...zero(), period: p.start, period_end: p.end }]));
  const totals = zero();
  for (const day of days) {
    add(totals, day);
    const point = series.get(periodStart(day.day, input.granularity, input.srtdate));
    if (point) add(point, day);
  }
  for (const point of series.values()) {
    const counted = payingOf(ends.get(point.period)!);
    point.paying_suppliers = counted.suppliers;
    point.paying_buyers = counted.buyers;
  }
  const earlier = zero();
  for (const day of before) add(earlier, day);
  const setPaying = (f: OverviewFigures, at: Date) => Object.assign(f, { paying_suppliers: payingOf(at).suppliers, paying_buyers: payingOf(at).buyers });

  return {
    srtdate: input.srtdate,
    enddate: input.enddate,
    granularity: input.granularity,
    currency: PLAN_CURRENCY,
    previous,
    totals: withRates(setPaying(totals, rangeEnd)),
    previous_totals: withRates(setPaying(earlier, previousEnd)),
    series: [...series.values()],
  };
}
