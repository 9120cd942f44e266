import type { ExportLang } from './quotation-export.types.ts';

// Per-language formatting shared by the PDF and the CSV: money, decimals, dates and country names.

/** Digits after the decimal point that `currency` normally shows (USD 2, VND 0, …); 2 if unknown. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function fractionLength(decimal: string): number {
  const dot = decimal.indexOf('.');
  return dot < 0 ? 0 : decimal.length - dot - 1;
}

/**
 * Formats a decimal string exactly (no float round trip: Intl parses the string itself) with at
 * least the currency's usual digits and never fewer digits than the value has.
 */
export function formatMoney(lang: ExportLang, amount: string, currency: string): string {
  const text = amount.trim();
  if (!DECIMAL_TEXT.test(text)) return amount;
  const digits = currencyDigits(currency);
  const maximumFractionDigits = Math.min(20, Math.max(digits, fractionLength(text)));
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: Math.min(digits, maximumFractionDigits), maximumFractionDigits }).format(
      text as `${number}`,
    );
  } catch {
    return `${formatDecimal(lang, text)} ${currency}`; // not an ISO currency code: show it after the number
  }
}

/** A decimal string with the language's grouping and decimal separators, all its digits kept. */
export function formatDecimal(lang: ExportLang, value: string): string {
  const text = value.trim();
  if (!DECIMAL_TEXT.test(text)) return value;
  return new Intl.NumberFormat(lang, { maximumFractionDigits: Math.min(20, fractionLength(text)) }).format(text as `${number}`);
}

/** A calendar date in the language's long style. Dates are shown in UTC so a date never shifts by a day. */
export function formatDate(lang: ExportLang, date: Date): string {
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Parses "2026-12-31" as that calendar day (UTC midnight); null when it is not such a date. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value.trim()) ? date : null; // rejects 2026-02-31
}

/** "VN" → "Vietnam" / "Việt Nam" / "越南"; anything that is not a two-letter code is shown as is. */
export function countryName(lang: ExportLang, country: string): string {
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return country;
  try {
    return new Intl.DisplayNames(lang, { type: 'region', fallback: 'code' }).of(code) ?? country;
  } catch {
    return country;
  }
}
