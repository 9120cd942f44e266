import { describe, expect, it } from 'vitest';
import { formatAmountWithUnit, formatDate, formatDateTime, formatDateWith, formatLongDate, formatRelative, formatShortDate, formatTime, intlLocale, languageName } from './format.ts';
import { formatQuantity, unitLabel } from '@tradelink/shared/reference/units';

const at = '2026-03-02T16:05:09Z';
// ICU versions differ on the space before AM/PM (plain or narrow no-break); the reader sees a space.
const show = (...args: Parameters<typeof formatDateTime>) => formatDateTime(...args).replace(/\s/g, ' ');

describe('formatDateTime', () => {
  it('shows the date and the hour in the page language', () => {
    expect(show(at, 'en', { timeZone: 'UTC' })).toBe('Mar 2, 2026, 4:05 PM');
    expect(show(at, 'zh', { timeZone: 'UTC' })).toBe('2026年3月2日 16:05');
    expect(show(at, 'vi', { timeZone: 'UTC' })).toContain('16:05');
  });

  it('adds the parts a caller asks for: the zone for appointments, seconds for the audit log', () => {
    expect(show(at, 'en', { timeZone: 'Asia/Ho_Chi_Minh', timeZoneName: 'short' })).toBe('Mar 2, 2026, 11:05 PM GMT+7');
    expect(show(at, 'en', { timeZone: 'UTC', second: '2-digit' })).toBe('Mar 2, 2026, 4:05:09 PM');
  });

  it('follows the viewer’s time zone, so the same moment reads differently across places', () => {
    expect(show(at, 'en', { timeZone: 'Asia/Shanghai' })).toBe('Mar 3, 2026, 12:05 AM');
  });
});

describe('languageName', () => {
  it('names a language in the page language and keeps a code Intl cannot read', () => {
    expect(languageName('vi', 'en')).toBe('Vietnamese');
    expect(languageName('zh', 'vi')).toBe('Tiếng Trung');
    expect(languageName('en', 'zh')).toBe('英语');
    expect(languageName('not a code', 'en')).toBe('not a code');
  });
});

describe('dates follow the interface language, never the browser', () => {
  // Noon UTC is the same day from UTC-11 to UTC+11, wherever the tests run.
  const noon = '2026-03-02T12:00:00Z';

  it('formats days, short days and hours in en, vi and zh', () => {
    expect(formatDate(noon, 'en')).toBe('Mar 2, 2026');
    expect(formatDate(noon, 'vi')).toBe('2 thg 3, 2026');
    expect(formatDate(noon, 'zh')).toBe('2026年3月2日');
    expect(formatShortDate(noon, 'zh')).toBe('3月2日');
    expect(formatTime(at, 'zh', { timeZone: 'UTC' })).toBe('16:05');
    expect(formatTime(at, 'vi', { timeZone: 'UTC' })).toBe('16:05');
    expect(formatTime(at, 'en', { timeZone: 'UTC' }).replace(/\s/g, ' ')).toBe('4:05 PM');
  });

  it('reads region tags as their language and anything unknown as English, not as the default locale', () => {
    expect(intlLocale('vi')).toBe('vi-VN');
    expect(intlLocale('zh-TW')).toBe('zh-CN');
    expect(intlLocale('')).toBe('en-US');
    expect(intlLocale(undefined)).toBe('en-US');
    expect(intlLocale('de')).toBe('en-US');
    expect(formatDate(noon, '')).toBe('Mar 2, 2026');
  });

  it('gives nothing for a value that is not a date, rather than "Invalid Date"', () => {
    expect(formatDate('soon', 'en')).toBe('');
    expect(formatDateTime('', 'vi')).toBe('');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-03-02T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says now or the minutes within the hour, never "this hour"', () => {
    expect(formatRelative(ago(10_000), 'en', now)).toBe('now');
    expect(formatRelative(ago(5 * 60_000), 'en', now)).toBe('5 minutes ago');
    expect(formatRelative(ago(5 * 60_000), 'vi', now)).toBe('5 phút trước');
    expect(formatRelative(ago(5 * 60_000), 'zh', now)).toBe('5分钟前');
  });

  it('counts hours within the day, then days, then months', () => {
    expect(formatRelative(ago(3 * 3_600_000), 'en', now)).toBe('3 hours ago');
    expect(formatRelative(ago(3 * 86_400_000), 'en', now)).toBe('3 days ago');
    expect(formatRelative(ago(90 * 86_400_000), 'en', now)).toBe('3 months ago');
  });
});

describe('a chosen date read back under a native date field', () => {
  it('spells out the month in the interface language', () => {
    expect(formatLongDate('2026-12-12', 'en')).toBe('December 12, 2026');
    expect(formatLongDate('2026-12-12', 'vi')).toBe('12 tháng 12, 2026');
    expect(formatLongDate('2026-12-12', 'zh')).toBe('2026年12月12日');
  });

  it('gives nothing while the field is empty', () => {
    expect(formatLongDate('', 'vi')).toBe('');
  });
});

describe('formatDateWith', () => {
  it('formats the parts a screen asks for in the interface language and the given zone', () => {
    const slot = '2026-03-02T02:30:00Z';
    const options = { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'long', day: 'numeric', month: 'long' } as const;
    expect(formatDateWith(slot, 'en', options)).toBe('Monday, March 2');
    expect(formatDateWith(slot, 'zh', options)).toBe('3月2日星期一');
    expect(formatDateWith(slot, 'vi', options)).toBe('Thứ Hai, 2 tháng 3');
    expect(formatDateWith(slot, 'vi', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit' })).toBe('09:30');
    // An unknown interface language reads English, not the machine's locale.
    expect(formatDateWith(slot, '', options)).toBe('Monday, March 2');
  });
});

describe('formatAmountWithUnit', () => {
  it('reads exactly as the shared formatQuantity, from the unit the server named', () => {
    for (const lang of ['en', 'vi', 'zh']) {
      for (const [n, code] of [[1, 'ton'], [1500, 'piece'], [2.5, 'kg'], [1000000, 'container-40hq']] as const) {
        expect(formatAmountWithUnit(n, unitLabel(code, lang, n), lang)).toBe(formatQuantity(n, code, lang));
      }
    }
    expect(formatAmountWithUnit(1500, 'Cái', 'vi')).toBe('1.500 Cái');
    expect(formatAmountWithUnit(12, null, 'en')).toBe('12');
  });
});
