import type { BuyerReport } from '@tradelink/shared/analytics/buyer-report';
import { daysOf, previousRange, type ReportRange } from '@tradelink/shared/analytics/range';
import type { SupplierReport } from '@tradelink/shared/analytics/supplier-report';

// What a Free account sees instead of its report: made-up figures of the same shape, shown under a
// "Sample" banner (ReportPreview), so the page says what the report would hold without pretending
// any number is theirs. Deterministic: the same for everyone, every time.

const wave = (i: number, base: number, swing: number) => Math.max(0, Math.round(base + swing * Math.sin(i / 2.3) + (i % 7 === 5 || i % 7 === 6 ? -swing / 2 : 0)));
const figure = (value: number, previous: number) => ({ value, previous });

export function sampleSupplierReport(range: ReportRange, names: { products: string[]; category: string; keywords: string[] }): SupplierReport {
  const prev = previousRange(range);
  const series = daysOf(range).map((date, i) => ({
    date,
    impressions: wave(i, 420, 90),
    product_views: wave(i, 96, 25),
    profile_views: wave(i, 18, 6),
    unique_visitors: wave(i, 71, 18),
    inquiries: wave(i, 3, 2),
    chats_started: wave(i + 3, 2, 1.5),
    quotations_sent: wave(i + 1, 2, 1.5),
    quotations_preferred: i % 6 === 0 ? 1 : 0,
  }));
  const sum = (k: keyof (typeof series)[number]) => series.reduce((a, d) => a + Number(d[k]), 0);
  const totals = {
    impressions: figure(sum('impressions'), Math.round(sum('impressions') * 0.86)),
    product_views: figure(sum('product_views'), Math.round(sum('product_views') * 0.8)),
    profile_views: figure(sum('profile_views'), Math.round(sum('profile_views') * 1.1)),
    unique_visitors: figure(sum('unique_visitors'), Math.round(sum('unique_visitors') * 0.82)),
    inquiries: figure(sum('inquiries'), Math.round(sum('inquiries') * 0.7)),
    chats_started: figure(sum('chats_started'), Math.round(sum('chats_started') * 0.9)),
    quotations_sent: figure(sum('quotations_sent'), Math.round(sum('quotations_sent') * 1.2)),
    quotations_preferred: figure(sum('quotations_preferred'), Math.max(0, sum('quotations_preferred') - 1)),
    contact_unlocks: figure(6, 4),
  };
  const products = names.products.slice(0, 5);
  return {
    srtdate: range.srtdate,
    enddate: range.enddate,
    previous_srtdate: prev.srtdate,
    previous_enddate: prev.enddate,
    totals,
    response: {
      received: 40,
      answered: 34,
      response_rate: figure(0.85, 0.78),
      avg_first_response_minutes: figure(135, 190),
      category: { category_id: 0, name: names.category, response_rate: 0.72, avg_first_response_minutes: 260, suppliers: 48 },
    },
    series,
    funnel: [
      { step: 'impressions', value: totals.impressions.value },
      { step: 'views', value: totals.product_views.value + totals.profile_views.value },
      { step: 'contacts', value: totals.inquiries.value + totals.chats_started.value },
      { step: 'quotations', value: totals.quotations_sent.value },
      { step: 'preferred', value: totals.quotations_preferred.value },
    ],
    top_products: products.map((name, i) => ({
      product_id: -1 - i,
      name,
      listed: true,
      impressions: Math.round(totals.impressions.value / (i + 2)),
      views: Math.round(totals.product_views.value / (i + 2 + i * 0.6)),
      unique_visitors: Math.round(totals.unique_visitors.value / (i + 2.4)),
      inquiries: Math.max(0, Math.round(totals.inquiries.value / (i + 2)) - i),
    })),
    countries: [
      { country: 'US', views: 412, unique_visitors: 318 },
      { country: 'DE', views: 236, unique_visitors: 190 },
      { country: 'JP', views: 171, unique_visitors: 122 },
      { country: 'AU', views: 98, unique_visitors: 80 },
      { country: '', views: 61, unique_visitors: 55 },
    ],
    keywords: names.keywords.map((keyword, i) => ({ keyword, impressions: Math.round(3_100 / (i + 1)), views: Math.round(640 / (i + 1.3)) })),
  };
}

export function sampleBuyerReport(range: ReportRange, names: { requests: string[]; suppliers: string[]; category: string }): BuyerReport {
  const prev = previousRange(range);
  const series = daysOf(range).map((date, i) => ({ date, rfq_views: wave(i, 34, 10), profile_views: wave(i, 6, 3), quotations_received: i % 3 === 0 ? 2 : i % 3 === 1 ? 1 : 0 }));
  const sum = (k: 'rfq_views' | 'profile_views' | 'quotations_received') => series.reduce((a, d) => a + d[k], 0);
  const posted = new Date(`${range.enddate}T08:00:00Z`).toISOString();
  return {
    srtdate: range.srtdate,
    enddate: range.enddate,
    previous_srtdate: prev.srtdate,
    previous_enddate: prev.enddate,
    totals: {
      rfqs_posted: figure(3, 2),
      rfq_views: figure(sum('rfq_views'), Math.round(sum('rfq_views') * 0.75)),
      profile_views: figure(sum('profile_views'), Math.round(sum('profile_views') * 1.05)),
      quotations_received: figure(sum('quotations_received'), Math.round(sum('quotations_received') * 0.8)),
      quotations_preferred: figure(2, 1),
      suppliers_contacted: figure(5, 3),
      contact_unlocks: figure(4, 2),
    },
    series,
    rfqs: names.requests.slice(0, 3).map((name, i) => ({
      rfq_id: -1 - i,
      product_name: name,
      posted_at: posted,
      status: 1,
      views: 180 - i * 40,
      unique_visitors: 120 - i * 30,
      quotations: 9 - i * 3,
      first_quotation_hours: 3.5 + i * 5,
      currency: 'USD',
      price_min: 12.4 + i,
      price_median: 14.9 + i,
      price_max: 19.5 + i,
      other_currency_quotations: i === 0 ? 1 : 0,
    })),
    suppliers: names.suppliers.slice(0, 4).map((company, i) => ({
      supplier_identity: `SAMPLE${i}`,
      company_name: company,
      channel: i % 2 ? 'chat' : 'inquiry',
      contacted_at: posted,
      first_response_minutes: i === 3 ? null : 40 + i * 95,
    })),
    median_response_minutes: 135,
    preferred_value: [{ month: range.enddate.slice(0, 7), category_id: 0, category_name: names.category, currency: 'USD', value: 18_600, quotations: 2 }],
  };
}
