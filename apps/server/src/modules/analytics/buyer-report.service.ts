import type { z } from 'zod';
import { buyerMayReport } from '@tradelink/shared/analytics/access';
import { BUYER_TOTALS, type BuyerReport, type buyerReportRequest } from '@tradelink/shared/analytics/buyer-report';
import { previousRange } from '@tradelink/shared/analytics/range';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { requireBuyer } from '../account/sides.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { buyerDays, contactedSuppliers, countContacted, preferredValue, rfqFigures } from './buyer-report.repository.ts';
import { splitDays } from './report-days.ts';
import { fillSeries, median, sumOver } from './report-figures.ts';

const EVENT_TOTALS = ['rfqs_posted', 'rfq_views', 'profile_views', 'quotations_received', 'quotations_preferred', 'contact_unlocks'] as const;
const SERIES_KEYS = ['rfq_views', 'profile_views', 'quotations_received'] as const;
const MAX_ROWS = 100;

const amount = (value: string | number | null) => (value === null ? null : Number(value));
const rounded = (value: number | null, digits = 1) => (value === null ? null : Math.round(Number(value) * 10 ** digits) / 10 ** digits);

/** `analytics.buyer_report`: the caller's own buying side only, on a paid plan (403 ANALYTICS_PLAN_REQUIRED otherwise). */
export async function getBuyerReport(deps: Deps, user: SessionUser, input: z.output<typeof buyerReportRequest>, lang: string): Promise<BuyerReport> {
  const buyer = await requireBuyer(deps.db, user.id);
  if (!buyerMayReport({ plan_name: buyer.planName, end_date: buyer.planEndDate, is_biz_verified: buyer.isBizVerified })) throw new AppError('ANALYTICS_PLAN_REQUIRED');
  const range = { srtdate: input.srtdate, enddate: input.enddate };
  const previous = previousRange(range);
  const span = { srtdate: previous.srtdate, enddate: range.enddate };
  const split = await splitDays(deps.db, span);
  const [days, rfqs, suppliers, contactedNow, contactedBefore, preferred] = await Promise.all([
    buyerDays(deps.db, buyer.id, span, split),
    rfqFigures(deps.db, buyer.id, range, MAX_ROWS),
    contactedSuppliers(deps.db, buyer.id, range, MAX_ROWS),
    countContacted(deps.db, buyer.id, range),
    countContacted(deps.db, buyer.id, previous),
    preferredValue(deps.db, buyer.id, range),
  ]);
  const now = sumOver(range, days, EVENT_TOTALS);
  const before = sumOver(previous, days, EVENT_TOTALS);
  const totals = Object.fromEntries(
    BUYER_TOTALS.map((k) => [k, k === 'suppliers_contacted' ? { value: contactedNow, previous: contactedBefore } : { value: now[k], previous: before[k] }]),
  ) as BuyerReport['totals'];
  const contacted = suppliers.map((s) => ({
    supplier_identity: s.supplier_identity,
    company_name: s.company_name,
    channel: s.channel,
    contacted_at: new Date(s.contacted_at).toISOString(),
    first_response_minutes: s.first_response_minutes === null ? null : Math.round(Number(s.first_response_minutes)),
  }));
  return {
    srtdate: range.srtdate,
    enddate: range.enddate,
    previous_srtdate: previous.srtdate,
    previous_enddate: previous.enddate,
    totals,
    series: fillSeries(range, days, SERIES_KEYS),
    rfqs: rfqs.map((r) => ({
      rfq_id: Number(r.rfq_id),
      product_name: r.product_name,
      posted_at: new Date(r.posted_at).toISOString(),
      status: Number(r.status),
      views: Number(r.views),
      unique_visitors: Number(r.unique_visitors),
      quotations: Number(r.quotations),
      first_quotation_hours: rounded(r.first_quotation_hours),
      currency: r.currency,
      price_min: amount(r.price_min),
      price_median: rounded(amount(r.price_median), 2),
      price_max: amount(r.price_max),
      other_currency_quotations: Number(r.other_currency_quotations),
    })),
    suppliers: contacted,
    median_response_minutes: rounded(median(contacted.flatMap((s) => (s.first_response_minutes === null ? [] : [s.first_response_minutes]))), 0),
    preferred_value: preferred.map((p) => ({
      month: p.month,
      category_id: Number(p.category_id),
      category_name: (lang === 'vi' ? p.name_vi : lang === 'zh' ? p.name_zh : p.name_en) ?? `#${p.category_id}`,
      currency: p.currency,
      value: Math.round(Number(p.value) * 100) / 100,
      quotations: Number(p.quotations),
    })),
  };
}
