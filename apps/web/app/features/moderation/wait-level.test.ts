import { describe, expect, it } from 'vitest';
import { waitLevel } from './wait-level.ts';

describe('waitLevel', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

  it('is calm for an empty queue or a short wait', () => {
    expect(waitLevel(null, now)).toBe('ok');
    expect(waitLevel(hoursAgo(2), now)).toBe('ok');
    expect(waitLevel(hoursAgo(24), now)).toBe('ok');
  });

  it('warns after a day and alarms after three', () => {
    expect(waitLevel(hoursAgo(25), now)).toBe('warn');
    expect(waitLevel(hoursAgo(72), now)).toBe('warn');
    expect(waitLevel(hoursAgo(73), now)).toBe('late');
  });
});
