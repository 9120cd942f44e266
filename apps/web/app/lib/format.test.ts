import { describe, expect, it } from 'vitest';
import { formatDateTime, languageName } from './format.ts';

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
