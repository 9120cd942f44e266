import { describe, expect, it } from 'vitest';
import { dayKey, relativeDay, startsDay } from './message-days.ts';

describe('day separators', () => {
  const now = new Date(2026, 2, 2, 15, 0);
  it('the first message and a change of local day start a new day', () => {
    expect(startsDay(undefined, new Date(2026, 2, 2, 9).toISOString())).toBe(true);
    expect(startsDay(new Date(2026, 2, 2, 9).toISOString(), new Date(2026, 2, 2, 23, 59).toISOString())).toBe(false);
    expect(startsDay(new Date(2026, 2, 1, 23, 59).toISOString(), new Date(2026, 2, 2, 0, 1).toISOString())).toBe(true);
  });

  it('names today and yesterday, and dates before that', () => {
    expect(relativeDay(new Date(2026, 2, 2, 8).toISOString(), now)).toBe('today');
    expect(relativeDay(new Date(2026, 2, 1, 23).toISOString(), now)).toBe('yesterday');
    expect(relativeDay(new Date(2026, 1, 27, 12).toISOString(), now)).toBeNull();
  });

  it('counts yesterday across a month boundary', () => {
    expect(relativeDay(new Date(2026, 1, 28, 12).toISOString(), new Date(2026, 2, 1, 9))).toBe('yesterday');
    expect(dayKey(new Date(2026, 0, 5, 1))).toBe('2026-01-05');
  });
});
