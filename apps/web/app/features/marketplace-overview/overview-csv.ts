import type { MarketplaceOverview } from '@tradelink/shared/analytics/marketplace-overview';
import { toCsv } from '~/lib/csv.ts';

/** The series' columns, in the table's and the file's order. */
export const SERIES_COLUMNS = [
  'signups_buyers',
  'signups_suppliers',
  'rfqs_posted',
  'rfqs_quoted',
  'quotations_sent',
  'quotations_preferred',
  'paying_suppliers',
  'paying_buyers',
  'revenue_cents',
  'refunds_cents',
] as const;
export type SeriesColumn = (typeof SERIES_COLUMNS)[number];

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * The series as a CSV file (a byte-order mark first, so spreadsheets read accents): a header row of
 * the given labels, then one row per period (its first and last day), money in units of the currency
 * with two decimals. Lines end in CRLF (RFC 4180). Cells are written as the reports' CSV writes them.
 */
export function overviewCsv(data: MarketplaceOverview, labels: { periodStart: string; periodEnd: string; columns: Record<SeriesColumn, string> }): string {
  return toCsv(data.series, [
    { label: labels.periodStart, value: (p) => p.period },
    { label: labels.periodEnd, value: (p) => p.period_end },
    ...SERIES_COLUMNS.map((c) => ({ label: labels.columns[c], value: (p: MarketplaceOverview['series'][number]) => (c.endsWith('_cents') ? money(p[c]) : p[c]) })),
  ]);
}
