import { overviewRequest } from '@tradelink/shared/analytics/marketplace-overview';
import { addDays, type OverviewGranularity } from '@tradelink/shared/analytics/overview-periods';

// The overview's range and grouping live in the page URL: `srtdate` / `enddate` (YYYY-MM-DD, UTC,
// the spec's spelling) and `granularity`. A missing or refused range falls back to the last 30 days.

export const PRESET_DAYS = [7, 30, 90] as const;
export const DEFAULT_DAYS = 30;

export interface OverviewRange {
  srtdate: string;
  enddate: string;
  granularity: OverviewGranularity;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The last `days` days up to and including today (UTC). */
export function lastDays(days: number, now = new Date()): { srtdate: string; enddate: string } {
  const end = today(now);
  return { srtdate: addDays(end, -(days - 1)), enddate: end };
}

/** What the URL asks for when the API would accept it; otherwise the last 30 days, daily (or the valid grouping asked). */
export function parseOverviewRange(params: URLSearchParams, now = new Date()): OverviewRange {
  const asked = {
    srtdate: params.get('srtdate') ?? '',
    enddate: params.get('enddate') ?? '',
    granularity: params.get('granularity') ?? undefined,
  };
  const parsed = overviewRequest.safeParse(asked);
  if (parsed.success) return parsed.data;
  const grouping = overviewRequest.safeParse({ ...lastDays(DEFAULT_DAYS, now), granularity: asked.granularity });
  return grouping.success ? grouping.data : { ...lastDays(DEFAULT_DAYS, now), granularity: 'day' };
}

/** Whether a picked range may be asked for (ordered, at most 366 days). */
export function isValidRange(srtdate: string, enddate: string): boolean {
  return overviewRequest.safeParse({ srtdate, enddate }).success;
}
