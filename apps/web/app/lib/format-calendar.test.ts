import { afterAll, describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

// A visitor west of Greenwich: "2026-03-02" read as a local time is 1 March in the evening.
const zone = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';
afterAll(() => {
  process.env.TZ = zone;
});

describe('a calendar date', () => {
  it('is the same day in every time zone', () => {
    expect(new Date('2026-03-02').getDate()).toBe(1);
    expect(formatDate('2026-03-02', 'en')).toBe('Mar 2, 2026');
    expect(formatDate('2026-03-02', 'vi')).toBe('2 thg 3, 2026');
  });
});
