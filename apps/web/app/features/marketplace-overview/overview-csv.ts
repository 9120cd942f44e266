import type { MarketplaceOverview } from '@tradelink/shared/analytics/marketplace-overview';

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

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a text starting like a formula
 * (= + - @) is prefixed with an apostrophe so a spreadsheet shows it rather than runs it. Numbers
 * (a negative net revenue) are written as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * The series as a CSV file: a header row of the given labels, then one row per period (its first
 * and last day), money in units of the currency with two decimals. Lines end in CRLF (RFC 4180).
 */
export function overviewCsv(data: MarketplaceOverview, labels: { periodStart: string; periodEnd: string; columns: Record<SeriesColumn, string> }): string {
  const header = [labels.periodStart, labels.periodEnd, ...SERIES_COLUMNS.map((c) => labels.columns[c])];
  const lines = data.series.map((p) => [p.period, p.period_end, ...SERIES_COLUMNS.map((c) => (c.endsWith('_cents') ? money(p[c]) : p[c]))]);
  return [header, ...lines].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a download (a UTF-8 mark first, so spreadsheets read accents). */
export function downloadCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
