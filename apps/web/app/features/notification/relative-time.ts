import { intlLocale } from '~/lib/format.ts';

// Notifications are read minutes after they happen and their age grows into weeks and years, so
// this counts every unit; the shared `formatRelative` (lib/format.ts) stops at months for listings.
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "now", "5 minutes ago", "yesterday" … in the page language; a clock ahead of ours reads as now. */
export function timeAgo(value: string, lang: string, now = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.min(0, Math.round((time - now) / 1000));
  const rtf = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' });
  if (seconds > -45) return rtf.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (-seconds >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(-1, 'minute');
}
