import { sql, type SQL } from 'drizzle-orm';
import { daysOf, type ReportRange } from '@tradelink/shared/analytics/range';
import type { Db } from '../../db/client.ts';
import { dayList, eventsBetween } from './rollup-sql.ts';

// A report reads the rollups for the days the job has built and the raw events for the others
// (today, and any day not built yet), so its figures are fresh and cheap (decision 032).

export const rowsOf = async <T>(db: Db, statement: SQL) => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

export interface DaySplit {
  /** Days of the span read from raw events, oldest first. */
  raw: string[];
}

/**
 * Which days of the span must be read from raw events: those not built yet, from the day of the
 * oldest raw event on. An earlier day that is not built has no events at all (raw events are
 * deleted only once their day is built, and the job builds every day from the oldest event on),
 * so a long period reaching back before the first event reads no raw events for it.
 */
export async function splitDays(db: Db, span: ReportRange): Promise<DaySplit> {
  const [built, [oldest]] = await Promise.all([
    rowsOf<{ day: string }>(db, sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_rollup_days WHERE day BETWEEN ${span.srtdate}::date AND ${span.enddate}::date`),
    rowsOf<{ day: string | null }>(db, sql`SELECT to_char(min(occurred_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM analytics_events`),
  ]);
  const done = new Set(built.map((r) => r.day));
  const first = oldest?.day;
  return { raw: first ? daysOf(span).filter((day) => day >= first && !done.has(day)) : [] };
}

/** Rollup rows of the span's built days: `day BETWEEN … AND NOT (day = ANY(raw days))`. */
export const builtDaysOf = (span: ReportRange, split: DaySplit): SQL =>
  split.raw.length
    ? sql`day BETWEEN ${span.srtdate}::date AND ${span.enddate}::date AND NOT (day = ANY(${dayList(split.raw)}))`
    : sql`day BETWEEN ${span.srtdate}::date AND ${span.enddate}::date`;

/** Raw events of the span's days not built (null when every day is built: no raw read at all). */
export const rawDaysOf = (split: DaySplit): SQL | null =>
  split.raw.length
    ? sql`${eventsBetween(split.raw[0]!, split.raw[split.raw.length - 1]!)} AND (occurred_at AT TIME ZONE 'UTC')::date = ANY(${dayList(split.raw)})`
    : null;

/** Start of a UTC day, and of the day after a period: response figures' half-open [from, to). */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The part of a split inside a period (a report's span covers the previous period too). */
export const splitWithin = (split: DaySplit, range: ReportRange): DaySplit => ({ raw: split.raw.filter((d) => d >= range.srtdate && d <= range.enddate) });
