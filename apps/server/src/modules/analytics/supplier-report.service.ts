import type { z } from 'zod';
import { supplierMayReport } from '@tradelink/shared/analytics/access';
import { previousRange, type ReportRange } from '@tradelink/shared/analytics/range';
import { SUPPLIER_TOTALS, type SupplierProductReport, type SupplierReport, type supplierProductRequest, type supplierReportRequest } from '@tradelink/shared/analytics/supplier-report';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { requireSupplier } from '../account/sides.ts';
import type { SupplierRow } from '../account/account.repository.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { dayAfter, dayStart, splitDays, splitWithin } from './report-days.ts';
import { fillSeries, sumOver, withPrevious } from './report-figures.ts';
import { categoryResponseMedian, supplierResponseStats } from './response-stats.ts';
import { builtCountries, builtKeywords, builtProducts, builtSupplierDays, categoryName, findOwnProduct, productDays, productNames, rawSupplierFigures } from './supplier-report.repository.ts';
import { mergeCountries, mergeKeywords, mergeProducts } from './supplier-figures.ts';

const SERIES_KEYS = ['impressions', 'product_views', 'profile_views', 'unique_visitors', 'inquiries', 'chats_started', 'quotations_sent', 'quotations_preferred'] as const;
const PRODUCT_KEYS = ['impressions', 'views', 'unique_visitors', 'inquiries'] as const;
const TOP_PRODUCTS = 100;
const TOP_KEYWORDS = 50;

/** The caller's supplier side on a plan that includes the reports (403 ANALYTICS_PLAN_REQUIRED otherwise). */
async function reportingSupplier(deps: Deps, user: SessionUser): Promise<SupplierRow> {
  const supplier = await requireSupplier(deps.db, user.id);
  if (!supplierMayReport({ plan_name: supplier.planName, end_date: supplier.planEndDate })) throw new AppError('ANALYTICS_PLAN_REQUIRED');
  return supplier;
}

const period = (range: ReportRange, previous: ReportRange) => ({
  srtdate: range.srtdate,
  enddate: range.enddate,
  previous_srtdate: previous.srtdate,
  previous_enddate: previous.enddate,
});

async function responseFigures(deps: Deps, supplier: SupplierRow, range: ReportRange, previous: ReportRange, lang: string): Promise<SupplierReport['response']> {
  const [now, before] = await Promise.all([
    supplierResponseStats(deps.db, supplier.id, dayStart(range.srtdate), dayAfter(range.enddate)),
    supplierResponseStats(deps.db, supplier.id, dayStart(previous.srtdate), dayAfter(previous.enddate)),
  ]);
  let category: SupplierReport['response']['category'] = null;
  if (supplier.mainCategoryId) {
    const [median, name] = await Promise.all([
      categoryResponseMedian(deps.db, supplier.mainCategoryId, dayStart(range.srtdate), dayAfter(range.enddate)),
      categoryName(deps.db, supplier.mainCategoryId, lang),
    ]);
    if (name !== null) category = { category_id: supplier.mainCategoryId, name, ...median };
  }
  return {
    received: now.received,
    answered: now.answered,
    response_rate: { value: now.response_rate, previous: before.response_rate },
    avg_first_response_minutes: { value: now.avg_first_response_minutes, previous: before.avg_first_response_minutes },
    category,
  };
}

/** `analytics.supplier_report`: the caller's own figures only (the supplier is the caller's). */
export async function getSupplierReport(deps: Deps, user: SessionUser, input: z.output<typeof supplierReportRequest>, lang: string): Promise<SupplierReport> {
  const supplier = await reportingSupplier(deps, user);
  const range = { srtdate: input.srtdate, enddate: input.enddate };
  const previous = previousRange(range);
  const span = { srtdate: previous.srtdate, enddate: range.enddate };
  const split = await splitDays(deps.db, span);
  const current = splitWithin(split, range);
  const [builtDays, raw, products, countries, keywords, response] = await Promise.all([
    builtSupplierDays(deps.db, supplier.id, span, split),
    rawSupplierFigures(deps.db, supplier.id, split),
    builtProducts(deps.db, supplier.id, range, current),
    builtCountries(deps.db, supplier.id, range, current),
    builtKeywords(deps.db, supplier.id, range, current),
    responseFigures(deps, supplier, range, previous, lang),
  ]);
  const days = [...builtDays, ...raw.days];
  const top = mergeProducts(products, raw.products, range, TOP_PRODUCTS);
  const names = await productNames(deps.db, supplier.id, top.map((p) => p.product_id));
  const now = sumOver(range, days, [...SUPPLIER_TOTALS, 'quotations_declined'] as const);
  const before = sumOver(previous, days, SUPPLIER_TOTALS);
  return {
    ...period(range, previous),
    totals: withPrevious(now, before, SUPPLIER_TOTALS),
    response,
    series: fillSeries(range, days, SERIES_KEYS),
    funnel: [
      { step: 'impressions', value: now.impressions },
      { step: 'views', value: now.product_views + now.profile_views },
      { step: 'contacts', value: now.inquiries + now.chats_started },
      { step: 'quotations', value: now.quotations_sent },
      { step: 'preferred', value: now.quotations_preferred },
    ],
    top_products: top.map((p) => ({
      product_id: p.product_id,
      name: names.get(p.product_id)?.name ?? `#${p.product_id}`,
      listed: names.get(p.product_id)?.status === POST_STATUS.approved,
      impressions: p.impressions,
      views: p.views,
      unique_visitors: p.unique_visitors,
      inquiries: p.inquiries,
    })),
    countries: mergeCountries(countries, raw.countries, range).map((c) => ({ country: c.country, views: c.views, unique_visitors: c.unique_visitors })),
    keywords: mergeKeywords(keywords, raw.keywords, range, TOP_KEYWORDS).map((k) => ({ keyword: k.keyword, impressions: k.impressions, views: k.views })),
  };
}

/** `analytics.supplier_product`: one of the caller's products (another's is not found, whoever owns it). */
export async function getSupplierProductReport(deps: Deps, user: SessionUser, input: z.output<typeof supplierProductRequest>): Promise<SupplierProductReport> {
  const supplier = await reportingSupplier(deps, user);
  const range = { srtdate: input.srtdate, enddate: input.enddate };
  const previous = previousRange(range);
  const span = { srtdate: previous.srtdate, enddate: range.enddate };
  const product = await ownProduct(deps, supplier.id, input.product_id);
  const split = await splitDays(deps.db, span);
  const days = await productDays(deps.db, supplier.id, input.product_id, span, split);
  return {
    ...period(range, previous),
    product,
    totals: withPrevious(sumOver(range, days, PRODUCT_KEYS), sumOver(previous, days, PRODUCT_KEYS), PRODUCT_KEYS),
    series: fillSeries(range, days, PRODUCT_KEYS),
  };
}

async function ownProduct(deps: Deps, supplierId: string, productId: number) {
  const row = await findOwnProduct(deps.db, supplierId, productId);
  if (!row) throw new AppError('NOT_FOUND', { field: 'product_id' });
  return { product_id: row.id, name: row.name, listed: row.status === POST_STATUS.approved };
}
