import { describe, expect, it } from 'vitest';
import { isValidRange, lastDays, parseStatsRange } from './stats-range.ts';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('the partner dashboard range', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(lastDays(30, NOW)).toEqual({ srtdate: '2026-10-29', enddate: '2026-11-27' });
    expect(parseStatsRange(new URLSearchParams(), NOW)).toEqual({ srtdate: '2026-10-29', enddate: '2026-11-27', fallback: true });
  });

  it('keeps a valid range from the URL', () => {
    expect(parseStatsRange(new URLSearchParams('srtdate=2026-01-01&enddate=2026-01-31'), NOW)).toEqual({ srtdate: '2026-01-01', enddate: '2026-01-31', fallback: false });
  });

  it('falls back on an invalid, reversed, half or too long range', () => {
    for (const query of ['srtdate=2026-02-30&enddate=2026-03-01', 'srtdate=2026-03-01&enddate=2026-02-01', 'srtdate=2026-03-01', 'srtdate=2024-01-01&enddate=2026-01-01', 'srtdate=x&enddate=y']) {
      expect(parseStatsRange(new URLSearchParams(query), NOW).fallback).toBe(true);
    }
    expect(isValidRange('2026-01-01', '2026-12-31')).toBe(true);
    expect(isValidRange('2026-01-02', '2026-01-01')).toBe(false);
  });
});
