import { RATE_LIMIT_WINDOW_MS } from '../constants/timing.ts';

/** Guests may open this many buyer or RFQ detail pages of one kind per window. */
export const GUEST_PAGE_LIMIT = 5;
export const GUEST_PAGE_TYPES = ['buyer', 'rfq'] as const;
export type GuestPageType = (typeof GUEST_PAGE_TYPES)[number];

const HOURS = RATE_LIMIT_WINDOW_MS / 3_600_000;

/** Offset of a time zone from UTC at an instant, in minutes (DST-aware, via Intl). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The start of the three-hour window containing `at`, aligned to the wall clock of the user's time
 * zone (00:00, 03:00, 06:00 ... local). Across a DST change the window is measured in local clock
 * hours, so the window boundary stays on the local hour grid.
 */
export function windowStart(at: Date, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const offset = zoneOffsetMinutes(zone, at);
  const local = new Date(at.getTime() + offset * 60_000);
  const startLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), Math.floor(local.getUTCHours() / HOURS) * HOURS);
  // Convert the local wall-clock start back to an instant with the offset in force at that moment.
  const guess = startLocal - offset * 60_000;
  const offsetAtStart = zoneOffsetMinutes(zone, new Date(guess));
  return new Date(startLocal - offsetAtStart * 60_000);
}

export interface PageCounter {
  count: number;
  windowStart: Date;
  blockedAttempt: boolean;
}

/**
 * One visit of a limited page: a new window resets the count and clears the blocked flag; past the
 * limit the visit is refused and the flag is set.
 */
export function countVisit(counter: PageCounter | null, at: Date, timeZone: string, limit = GUEST_PAGE_LIMIT): { allowed: boolean; next: PageCounter } {
  const start = windowStart(at, timeZone);
  const current = counter && counter.windowStart.getTime() === start.getTime() ? counter : { count: 0, windowStart: start, blockedAttempt: false };
  if (current.count >= limit) return { allowed: false, next: { ...current, blockedAttempt: true } };
  return { allowed: true, next: { ...current, count: current.count + 1 } };
}
