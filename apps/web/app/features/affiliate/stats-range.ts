import { STATS_MAX_DAYS, statsRequest } from '@tradelink/shared/affiliate/stats';

// The dashboard's range of days lives in the page URL as `srtdate` / `enddate` (YYYY-MM-DD, UTC, the
// API's spelling). A missing or invalid range falls back to the last 30 days.

export const DEFAULT_RANGE_DAYS = 30;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The last `days` days up to and including today (UTC). */
export function lastDays(days: number, now = new Date()): { srtdate: string; enddate: string } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  return { srtdate: day(start), enddate: day(end) };
}

/** The range the URL asks for when the API would accept it; otherwise the last 30 days (`fallback`). */
export function parseStatsRange(params: URLSearchParams, now = new Date()): { srtdate: string; enddate: string; fallback: boolean } {
  const srtdate = params.get('srtdate');
  const enddate = params.get('enddate');
  if (srtdate !== null && enddate !== null) {
    const parsed = statsRequest.safeParse({ srtdate, enddate });
    if (parsed.success) return { srtdate: parsed.data.srtdate, enddate: parsed.data.enddate, fallback: false };
  }
  return { ...lastDays(DEFAULT_RANGE_DAYS, now), fallback: true };
}

/** Whether a picked range may be asked for (ordered and not longer than the API allows). */
export function isValidRange(srtdate: string, enddate: string): boolean {
  return statsRequest.safeParse({ srtdate, enddate }).success;
}

export { STATS_MAX_DAYS };
