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
    return cached(`region|${lang}`, () => new Intl.DisplayNames([lang], { type: 'region' })).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A language's name in the page language from its code ("vi" → "Vietnamese" on an English page). */
export function languageName(code: string | null | undefined, lang: string): string {
  if (!code) return '';
  try {
    return cached(`language|${lang}`, () => new Intl.DisplayNames([lang], { type: 'language' })).of(code) ?? code;
  } catch {
    return code;
  }
}

export function formatMoney(value: number, currency: string, lang: string): string {
  try {
    const digits = value < 100 ? 2 : 0;
    return cached(`money|${lang}|${currency}|${digits}`, () => new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: digits })).format(value);
  } catch {
    return `${value} ${currency}`;
  }
}

export function formatPriceRange(min: number | null, max: number | null, currency: string, lang: string): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && max > min) return `${formatMoney(min, currency, lang)} – ${formatMoney(max, currency, lang)}`;
  return formatMoney((min ?? max)!, currency, lang);
}

export function formatNumber(value: number, lang: string): string {
  return cached(`number|${lang}`, () => new Intl.NumberFormat(lang)).format(value);
}

export function formatDate(value: string, lang: string): string {
  return cached(`date|${lang}`, () => new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' })).format(new Date(value));
}

const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/**
 * Date and hour ("Mar 2, 2026, 9:05 AM"), where the hour matters: received, reported, sanctioned.
 * `options` adds to or overrides the parts, e.g. `{ timeZoneName: 'short' }` for appointments read
 * across time zones or `{ second: '2-digit' }` for the audit log. Explicit parts rather than
 * `dateStyle`/`timeStyle`, which Intl refuses to mix with single parts.
 */
export function formatDateTime(value: string | Date, lang: string, options?: Intl.DateTimeFormatOptions): string {
  return new Date(value).toLocaleString(lang, { ...DATE_TIME, ...options });
}

/** "3 days ago" style, in the page language. */
export function formatRelative(value: string, lang: string, now = Date.now()): string {
  const days = Math.round((new Date(value).getTime() - now) / 86_400_000);
  const rtf = cached(`relative|${lang}`, () => new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }));
  if (Math.abs(days) < 1) return rtf.format(Math.round((new Date(value).getTime() - now) / 3_600_000), 'hour');
  if (Math.abs(days) < 30) return rtf.format(days, 'day');
  return rtf.format(Math.round(days / 30), 'month');
}
