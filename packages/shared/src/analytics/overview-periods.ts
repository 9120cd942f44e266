// The operators' marketplace overview groups its days (UTC) into periods: days, ISO weeks (Monday
// first) or calendar months. Pure, no zod: the server buckets with it and the console labels with it.

export const OVERVIEW_GRANULARITIES = ['day', 'week', 'month'] as const;
export type OverviewGranularity = (typeof OVERVIEW_GRANULARITIES)[number];

/** The longest range one request may ask for (a year and a day, for leap years). */
export const OVERVIEW_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const parse = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number) => format(parse(iso) + days * DAY_MS);

/** Days from `from` to `to`, both included. */
export const dayCount = (from: string, to: string) => Math.round((parse(to) - parse(from)) / DAY_MS) + 1;

/** The first day of the period holding `day` (never before `floor`, the range's first day). */
export function periodStart(day: string, granularity: OverviewGranularity, floor: string): string {
  let start = day;
  if (granularity === 'week') {
    const weekday = (new Date(parse(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    start = addDays(day, -weekday);
  } else if (granularity === 'month') {
    start = `${day.slice(0, 7)}-01`;
  }
  return start < floor ? floor : start;
}

/** The periods of [from, to] in order: each one's first and last day inside the range. */
export function periodsOf(from: string, to: string, granularity: OverviewGranularity): Array<{ start: string; end: string }> {
  const out: Array<{ start: string; end: string }> = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = periodStart(day, granularity, from);
    const last = out[out.length - 1];
    if (last && last.start === start) last.end = day;
    else out.push({ start, end: day });
  }
  return out;
}

/** The range of the same length just before [from, to]. */
export function previousRange(from: string, to: string): { srtdate: string; enddate: string } {
  const days = dayCount(from, to);
  return { srtdate: addDays(from, -days), enddate: addDays(from, -1) };
}
