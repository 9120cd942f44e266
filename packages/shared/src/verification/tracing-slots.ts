// Smart tracing (Level 4) sessions are held by the verification team in Vietnam: one-hour slots on
// weekdays, 09:00–17:00 Asia/Ho_Chi_Minh, bookable for the next 14 days. Pure functions, so the
// server (listing, checking a booking) and tests agree on the same slots.

export const TRACING_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** Vietnam keeps UTC+7 all year (no daylight saving time), so the offset is a constant. */
const TRACING_UTC_OFFSET_HOURS = 7;
export const TRACING_DAYS_AHEAD = 14;
export const TRACING_FIRST_HOUR = 9;
/** The last session ends at 17:00, so the last one starts at 16:00. */
export const TRACING_END_HOUR = 17;
export const TRACING_SLOT_MINUTES = 60;

const HOUR_MS = 3_600_000;

/**
 * Every slot start (ISO, UTC) from tomorrow to 14 days ahead, counted in Vietnam's calendar, on
 * weekdays only. Today is left out so the team always has at least one night's notice.
 */
export function tracingSlotStarts(now: Date = new Date()): string[] {
  const local = new Date(now.getTime() + TRACING_UTC_OFFSET_HOURS * HOUR_MS);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const out: string[] = [];
  for (let i = 1; i <= TRACING_DAYS_AHEAD; i++) {
    const midnight = Date.UTC(y, m, d + i);
    const weekday = new Date(midnight).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let hour = TRACING_FIRST_HOUR; hour < TRACING_END_HOUR; hour++) {
      out.push(new Date(midnight + (hour - TRACING_UTC_OFFSET_HOURS) * HOUR_MS).toISOString());
    }
  }
  return out;
}

/** The slot an ISO date-time names, normalized to the listing's form; null when it is not one. */
export function matchTracingSlot(value: string, now: Date = new Date()): string | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const normalized = new Date(time).toISOString();
  return tracingSlotStarts(now).includes(normalized) ? normalized : null;
}

/** The end of a session that starts at `start`. */
export const tracingSlotEnd = (start: string) => new Date(Date.parse(start) + TRACING_SLOT_MINUTES * 60_000).toISOString();
