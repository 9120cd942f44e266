import type { Language } from '@tradelink/shared/constants/languages';

/**
 * Every figure and date follows the interface language, never the browser's: the Intl locale of
 * each interface language, and English for anything else (an empty or unknown tag would otherwise
 * make Intl fall back to the browser's own locale, e.g. US dates inside the Vietnamese interface).
 */
const LOCALES: Record<Language, string> = { en: 'en-US', vi: 'vi-VN', zh: 'zh-CN' };

export function intlLocale(lang: string | null | undefined): string {
  const base = (lang ?? '').toLowerCase().split(/[-_]/)[0] as Language;
  return LOCALES[base] ?? LOCALES.en;
}

// Intl formatters are costly to build (a card list builds hundreds while it renders and hydrates):
// each one is built once per language and options, and reused.
const formatters = new Map<string, unknown>();
function cached<T>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) formatters.set(key, (formatter = build()));
  return formatter;
}

/** Country name in the page language from an ISO code (Intl, identical on server and browser). */
export function countryName(code: string | null | undefined, lang: string): string {
  if (!code) return '';
  try {
    // The names too: ICU's lookup showed in the server's profile (country filters list hundreds).
    const locale = intlLocale(lang);
    return cached(`region|${locale}|${code}`, () => cached(`region|${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code) ?? code);
  } catch {
    return code;
  }
}

/** A language's name in the page language from its code ("vi" → "Vietnamese" on an English page). */
export function languageName(code: string | null | undefined, lang: string): string {
  if (!code) return '';
  try {
    return cached(`language|${intlLocale(lang)}`, () => new Intl.DisplayNames([intlLocale(lang)], { type: 'language' })).of(code) ?? code;
  } catch {
    return code;
  }
}

export function formatMoney(value: number, currency: string, lang: string): string {
  try {
    const digits = value < 100 ? 2 : 0;
    return cached(`money|${intlLocale(lang)}|${currency}|${digits}`, () => new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency, maximumFractionDigits: digits })).format(value);
  } catch {
    return `${value} ${currency}`;
  }
}

export function formatPriceRange(min: number | null, max: number | null, currency: string, lang: string): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && max > min) return `${formatMoney(min, currency, lang)} – ${formatMoney(max, currency, lang)}`;
  return formatMoney((min ?? max)!, currency, lang);
}

/**
 * "1,500 Pieces", "1.500 Cái", "1,500 件" from a unit already named by the server in the page's
 * language (`uom_label`): the same text as the shared `formatQuantity`, without bringing the units
 * table into light pages' first download.
 */
export function formatAmountWithUnit(quantity: number, unit: string | null | undefined, lang: string): string {
  const amount = Number.isFinite(quantity) ? cached(`amount|${intlLocale(lang)}`, () => new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 })).format(quantity) : String(quantity);
  return unit ? `${amount} ${unit}` : amount;
}

export function formatNumber(value: number, lang: string): string {
  return cached(`number|${intlLocale(lang)}`, () => new Intl.NumberFormat(intlLocale(lang))).format(value);
}

// A calendar date without a time ("2026-03-02": a plan's end, a quotation's validity) is that day
// everywhere: read as UTC midnight, it is formatted in UTC, or a browser west of Greenwich showed
// the day before.
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateFormat(lang: string, options: Intl.DateTimeFormatOptions, value: string | Date): string {
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value) && options.timeZone === undefined;
  const all = calendar ? { ...options, timeZone: 'UTC' } : options;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return cached(`date|${intlLocale(lang)}|${JSON.stringify(all)}`, () => new Intl.DateTimeFormat(intlLocale(lang), all)).format(date);
}

/**
 * A date with the parts a screen picks (a weekday and a day for a slot picker, a time zone), in the
 * interface language. A calendar date ("2026-12-12") is that day in every time zone.
 */
export function formatDateWith(value: string | Date, lang: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(lang, options, value);
}

/** The day with the month spelt out ("December 12, 2026", "12 tháng 12, 2026", "2026年12月12日"): a chosen date read back. */
export function formatLongDate(value: string | Date, lang: string): string {
  return dateFormat(lang, { year: 'numeric', month: 'long', day: 'numeric' }, value);
}

/** The day ("Mar 2, 2026", "2 thg 3, 2026", "2026年3月2日"). */
export function formatDate(value: string | Date, lang: string): string {
  return dateFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' }, value);
}

/** The day without the year, for recent things ("Mar 2", "2 thg 3", "3月2日"). */
export function formatShortDate(value: string | Date, lang: string): string {
  return dateFormat(lang, { month: 'short', day: 'numeric' }, value);
}

/** The hour ("4:05 PM", "16:05"). */
export function formatTime(value: string | Date, lang: string, options?: Intl.DateTimeFormatOptions): string {
  return dateFormat(lang, { hour: 'numeric', minute: '2-digit', ...options }, value);
}

const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/**
 * Date and hour ("Mar 2, 2026, 9:05 AM"), where the hour matters: received, reported, sanctioned.
 * `options` adds to or overrides the parts, e.g. `{ timeZoneName: 'short' }` for appointments read
 * across time zones or `{ second: '2-digit' }` for the audit log. Explicit parts rather than
 * `dateStyle`/`timeStyle`, which Intl refuses to mix with single parts.
 */
export function formatDateTime(value: string | Date, lang: string, options?: Intl.DateTimeFormatOptions): string {
  return dateFormat(lang, { ...DATE_TIME, ...options }, value);
}

/** "3 days ago" style, in the page language; under an hour in minutes ("5 minutes ago", "now"). */
export function formatRelative(value: string, lang: string, now = Date.now()): string {
  const diff = new Date(value).getTime() - now;
  if (Number.isNaN(diff)) return '';
  const days = Math.round(diff / 86_400_000);
  const rtf = cached(`relative|${intlLocale(lang)}`, () => new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' }));
  const minutes = Math.round(diff / 60_000);
  // "this hour" (what 0 hours reads as) says nothing: the minutes, or "now", do.
  if (Math.abs(minutes) < 1) return rtf.format(0, 'second');
  if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute');
  if (Math.abs(days) < 1) return rtf.format(Math.round(diff / 3_600_000), 'hour');
  if (Math.abs(days) < 30) return rtf.format(days, 'day');
  return rtf.format(Math.round(days / 30), 'month');
}
