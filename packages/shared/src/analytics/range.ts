import { z } from 'zod';
import { addDaysIso, todayIso } from '../validation/optional.ts';

// The reports' period: `srtdate` and `enddate` (YYYY-MM-DD, UTC days, both included), the spec's
// parameter names, also the pages' URL parameters. Without them: the last 30 days, today included.
// Pure functions (no zod) are what the pages import, so they do not download the schemas.

/** The longest period one report covers (a year and a day, for leap years). */
export const REPORT_MAX_DAYS = 366;
export const REPORT_DEFAULT_DAYS = 30;
/** The presets the pages offer; anything else is a custom period. */
export const REPORT_PRESETS = [7, 30, 90] as const;
/** The earliest day a report may start on (before the marketplace existed, nothing to show). */
export const REPORT_EARLIEST = '2020-01-01';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD. */
export const isIsoDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Days from `from` to `to`, both included (1 for a single day). */
export const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export interface ReportRange {
  srtdate: string;
  enddate: string;
}

/** The last `days` days ending today (UTC). */
export const presetRange = (days: number, now = new Date()): ReportRange => {
  const enddate = todayIso(now);
  return { srtdate: addDaysIso(enddate, -(days - 1)), enddate };
};

/** The period just before, of the same length: the figures' "previous" values. */
export function previousRange(range: ReportRange): ReportRange {
  const days = dayCount(range.srtdate, range.enddate);
  return { srtdate: addDaysIso(range.srtdate, -days), enddate: addDaysIso(range.srtdate, -1) };
}

/** Every day of the period, oldest first. */
export function daysOf(range: ReportRange): string[] {
  const out: string[] = [];
  for (let day = range.srtdate; day <= range.enddate; day = addDaysIso(day, 1)) out.push(day);
  return out;
}

export type RangeProblem = 'date_invalid' | 'range_reversed' | 'range_too_long' | 'date_in_future';

/**
 * What is wrong with a period, or null: both days real, the end not before the start, at most
 * REPORT_MAX_DAYS long, not starting before REPORT_EARLIEST, not ending after tomorrow (a visitor
 * east of UTC is already on tomorrow's date; the report stops at today's UTC date).
 */
export function rangeProblem(range: ReportRange, now = new Date()): { field: 'srtdate' | 'enddate'; problem: RangeProblem } | null {
  if (!isIsoDay(range.srtdate) || range.srtdate < REPORT_EARLIEST) return { field: 'srtdate', problem: 'date_invalid' };
  if (!isIsoDay(range.enddate)) return { field: 'enddate', problem: 'date_invalid' };
  if (range.enddate > addDaysIso(todayIso(now), 1)) return { field: 'enddate', problem: 'date_in_future' };
  if (range.enddate < range.srtdate) return { field: 'enddate', problem: 'range_reversed' };
  if (dayCount(range.srtdate, range.enddate) > REPORT_MAX_DAYS) return { field: 'srtdate', problem: 'range_too_long' };
  return null;
}

/**
 * The period a page's URL names: both parameters valid, or the default (last 30 days) when either
 * is missing or wrong; an end after today (UTC) is read as today.
 */
export function rangeFromParams(srtdate: string | null | undefined, enddate: string | null | undefined, now = new Date()): ReportRange & { preset: number | null } {
  const today = todayIso(now);
  if (srtdate && enddate && !rangeProblem({ srtdate, enddate }, now)) {
    const end = enddate > today ? today : enddate;
    const range = { srtdate: srtdate > end ? end : srtdate, enddate: end };
    const days = dayCount(range.srtdate, range.enddate);
    return { ...range, preset: end === today && (REPORT_PRESETS as readonly number[]).includes(days) ? days : null };
  }
  return { ...presetRange(REPORT_DEFAULT_DAYS, now), preset: REPORT_DEFAULT_DAYS };
}

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `srtdate`/`enddate` of a report call: both optional (the last 30 days), validated together. */
export const reportRangeFields = {
  srtdate: z.preprocess(blank, z.string().trim().optional()),
  enddate: z.preprocess(blank, z.string().trim().optional()),
};

/** Fills in the default period and checks it; the output always has both days, the end at most today. */
export const withReportRange = <T extends { srtdate?: string; enddate?: string }>(input: T, ctx: z.RefinementCtx) => {
  const now = new Date();
  const enddate = input.enddate ?? todayIso(now);
  const srtdate = input.srtdate ?? addDaysIso(enddate, -(REPORT_DEFAULT_DAYS - 1));
  const issue = rangeProblem({ srtdate, enddate }, now);
  if (issue) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.problem });
    return z.NEVER;
  }
  const today = todayIso(now);
  const end = enddate > today ? today : enddate;
  return { ...input, srtdate: srtdate > end ? end : srtdate, enddate: end };
};
