// CSV export (the report tables, the admin overview). Excel opens UTF-8 only with a byte-order mark (Vietnamese and
// Chinese names would be garbled without it). Cells people wrote (product names, keywords) that
// start like a formula are prefixed with an apostrophe, so a spreadsheet shows them as text instead
// of running them (CSV injection).

export interface CsvColumn<T> {
  label: string;
  value: (row: T) => string | number | null;
}

const FORMULA = /^[=+\-@\t\r]/;

/** One cell: quoted when it holds a comma, quote or line break; a formula-like text defused. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): string {
  const lines = [columns.map((c) => csvCell(c.label)).join(','), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A file name from its parts: letters, digits and dashes only. */
export const csvFileName = (...parts: string[]) => `${parts.map((p) => p.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '')).filter(Boolean).join('_')}.csv`;

/** Hands the text to the browser as a download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
