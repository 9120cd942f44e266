import { z } from 'zod';
import { idField } from '../validation/ids.ts';
import { reportRangeFields, withReportRange } from './range.ts';

// `analytics.supplier_report` (the business dashboard's Reports tab) and
// `analytics.supplier_product` (one product's drill-down). Every count traces to recorded events
// (decision 032); response figures come from the inquiries and first chats themselves.

export const supplierReportRequest = z.object(reportRangeFields).transform(withReportRange);
export const supplierProductRequest = z.object({ ...reportRangeFields, product_id: idField }).transform(withReportRange);

/** A count over the period and over the period just before, of the same length. */
export const figure = z.object({ value: z.number().int(), previous: z.number().int() });
/** A ratio or duration that has no value when nothing happened (no inquiry received: no rate). */
export const optionalFigure = z.object({ value: z.number().nullable(), previous: z.number().nullable() });
export type Figure = z.infer<typeof figure>;
export type OptionalFigure = z.infer<typeof optionalFigure>;

export const SUPPLIER_TOTALS = [
  'impressions',
  'product_views',
  'profile_views',
  'unique_visitors',
  'inquiries',
  'chats_started',
  'quotations_sent',
  'quotations_preferred',
  'contact_unlocks',
] as const;
export type SupplierTotal = (typeof SUPPLIER_TOTALS)[number];

export const reportPeriod = {
  srtdate: z.string(),
  enddate: z.string(),
  /** The period the `previous` values cover. */
  previous_srtdate: z.string(),
  previous_enddate: z.string(),
};

const supplierDay = z.object({
  date: z.string(),
  impressions: z.number().int(),
  product_views: z.number().int(),
  profile_views: z.number().int(),
  unique_visitors: z.number().int(),
  inquiries: z.number().int(),
  chats_started: z.number().int(),
  quotations_sent: z.number().int(),
  quotations_preferred: z.number().int(),
});
export type SupplierDay = z.infer<typeof supplierDay>;

export const FUNNEL_STEPS = ['impressions', 'views', 'contacts', 'quotations', 'preferred'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const productRow = z.object({
  product_id: z.number().int(),
  name: z.string(),
  /** Still listed (approved): a closed or deleted product keeps its figures. */
  listed: z.boolean(),
  impressions: z.number().int(),
  views: z.number().int(),
  unique_visitors: z.number().int(),
  inquiries: z.number().int(),
});
export type ProductRow = z.infer<typeof productRow>;

export const responseFigures = z.object({
  /** Inquiries and first chats from buyers in the period, and how many the supplier answered. */
  received: z.number().int(),
  answered: z.number().int(),
  /** answered / received, 0..1. */
  response_rate: optionalFigure,
  avg_first_response_minutes: optionalFigure,
  /** The median of the suppliers of the same main category over the same period; null without a main category. */
  category: z
    .object({
      category_id: z.number().int(),
      name: z.string(),
      response_rate: z.number().nullable(),
      avg_first_response_minutes: z.number().nullable(),
      suppliers: z.number().int(),
    })
    .nullable(),
});

export const supplierReport = z.object({
  ...reportPeriod,
  totals: z.object(Object.fromEntries(SUPPLIER_TOTALS.map((k) => [k, figure])) as Record<SupplierTotal, typeof figure>),
  response: responseFigures,
  /** Every day of the period, zeros included, oldest first. */
  series: z.array(supplierDay),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), value: z.number().int() })),
  /** The products seen or asked about in the period, most viewed first (at most 100). */
  top_products: z.array(productRow),
  /** Viewers' countries ('' when unknown), most views first. */
  countries: z.array(z.object({ country: z.string(), views: z.number().int(), unique_visitors: z.number().int() })),
  /** Search words that showed the products or brought viewers, most first (at most 50). */
  keywords: z.array(z.object({ keyword: z.string(), impressions: z.number().int(), views: z.number().int() })),
});
export type SupplierReport = z.infer<typeof supplierReport>;

export const supplierProductReport = z.object({
  ...reportPeriod,
  product: z.object({ product_id: z.number().int(), name: z.string(), listed: z.boolean() }),
  totals: z.object({ impressions: figure, views: figure, unique_visitors: figure, inquiries: figure }),
  series: z.array(z.object({ date: z.string(), impressions: z.number().int(), views: z.number().int(), unique_visitors: z.number().int(), inquiries: z.number().int() })),
});
export type SupplierProductReport = z.infer<typeof supplierProductReport>;
