import { RATE_LIMIT_WINDOW_MS } from '../constants/timing.ts';

/** Guests may open this many buyer or RFQ detail pages of one kind per window. */
export const GUEST_PAGE_LIMIT = 5;
export const GUEST_PAGE_TYPES = ['buyer', 'rfq'] as const;
export type GuestPageType = (typeof GUEST_PAGE_TYPES)[number];

const HOURS = RATE_LIMIT_WINDOW_MS / 3_600_000;

/**
 * One formatter per time zone (null for a name Intl does not know). Making one costs far more than
 * using it, and the guest limit reads the window on every limited page (issue 19); the names are
 * IANA zones, a few hundred, so the map stays small; past 1,000 (made-up names) nothing more is kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter !== undefined) return formatter;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    formatter = null;
  }
  if (formatters.size < 1_000) formatters.set(timeZone, formatter);
  return formatter;
}

/** Offset of a time zone from UTC at an instant, in minutes (DST-aware, via Intl). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const formatter = zoneFormatter(timeZone);
  if (!formatter) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  const parts = formatter.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  return zoneFormatter(value) !== null;
}

/**
 * The start of the three-hour window containing `at`, aligned to the wall clock of the user's time
 * zone (00:00, 03:00, 06:00 ... local). Across a DST change the window is measured in local clock
 * hours, so the window boundary stays on the local hour grid.
 */
export function windowStart(at: Date, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  // Windows start on a whole local minute and zones are whole minutes off UTC, so every instant of
  // one UTC minute has the same window: worked out once per minute and zone (issue 19).
  const minute = Math.floor(at.getTime() / 60_000);
  const known = lastWindow.get(zone);
  if (known?.minute === minute) return new Date(known.start);
  const start = computeWindowStart(at, zone);
  if (lastWindow.size >= 1_000) lastWindow.clear(); // names differing only in case are all valid
  lastWindow.set(zone, { minute, start: start.getTime() });
  return start;
}

/** The window last worked out per zone. */
const lastWindow = new Map<string, { minute: number; start: number }>();

function computeWindowStart(at: Date, zone: string): Date {
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
