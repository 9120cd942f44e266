import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import type { Db } from '../../db/client.ts';
import { buildDay, daysToBuild, sweepRawEvents } from './rollup.ts';
import { forgetOldSalts } from './visitor-key.ts';

/**
 * One pass: build every closed day not built yet, then delete raw events past the retention
 * (only days already built) and the visitor salts of days over. Safe in several processes at once (rollup.ts). Returns what it did.
 */
export async function runAnalyticsJobs(db: Db, now: Date = new Date()): Promise<{ built: string[]; swept: number }> {
  const built: string[] = [];
  for (const day of await daysToBuild(db, now)) if (await buildDay(db, day)) built.push(day);
  const swept = await sweepRawEvents(db, now);
  await forgetOldSalts(db, now);
  // The planner's row estimates for today's raw events and the new rollups (the embedded PGlite has
  // no autovacuum to refresh them; on PostgreSQL it is cheap): once a day, after the day is built.
  if (built.length) await db.execute(sql`ANALYZE analytics_events, analytics_supplier_days, analytics_product_days, analytics_supplier_countries, analytics_supplier_keywords, analytics_buyer_days, analytics_rfq_days`);
  return { built, swept };
}

/** Runs the analytics job every `intervalMs` (first pass some seconds after start, off its busy moments). */
export function startAnalyticsJobs(options: { db: Db; log: FastifyBaseLogger; intervalMs?: number; firstMs?: number }) {
  return startPeriodicJob({
    name: 'analytics job',
    run: () => runAnalyticsJobs(options.db),
    log: options.log,
    intervalMs: options.intervalMs ?? 10 * 60_000,
    firstMs: options.firstMs ?? 20_000,
  });
}
