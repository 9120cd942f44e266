import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS, type Db } from '../../db/client.ts';
import { addDaysIso } from '@tradelink/shared/validation/optional';
import {
  BUYER_DAY_COLUMNS,
  BUYER_DAY_FIGURES,
  COUNTRY_DAY_FIGURES,
  eventsBetween,
  KEYWORD_DAY_FIGURES,
  KEYWORD_KINDS,
  PRODUCT_DAY_FIGURES,
  PRODUCT_KINDS,
  RFQ_DAY_FIGURES,
  SUPPLIER_DAY_COLUMNS,
  SUPPLIER_DAY_FIGURES,
  VIEW_KINDS,
} from './rollup-sql.ts';

// The daily rollups (decision 032). A closed UTC day is built once: in one transaction its rows are
// replaced from the raw events and the day is marked built. Several processes may run the job at
// once: each day is taken under a transaction-level advisory lock (another process holding it means
// that day is being built: skipped), and a day found marked is skipped, so the result is the same
// whoever builds it. Raw events are kept 90 days, and only for days already built.

/** Raw events older than this are deleted (their days' rollups stay). */
export const RAW_RETENTION_DAYS = 90;
/** A day is built once it has been over this long: events still in a process's buffer get written first. */
export const CLOSE_GRACE_MS = 15 * 60_000;
/** pg_try_advisory_xact_lock(ROLLUP_LOCK, day number): ours, next to client.ts's session locks. */
export const ROLLUP_LOCK = ADVISORY_LOCKS.analyticsRollup;
const MAX_DAYS_PER_PASS = 400;
const DELETE_BATCH = 5_000;

const rows = async <T>(db: Db, statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

/** The last day that may be built at `now`: yesterday, once the grace after midnight has passed. */
export const lastClosedDay = (now: Date) => addDaysIso(new Date(now.getTime() - CLOSE_GRACE_MS).toISOString().slice(0, 10), -1);

/** Closed days with events (or after the first event) that are not built yet, oldest first. */
export async function daysToBuild(db: Db, now: Date): Promise<string[]> {
  const found = await rows<{ day: string }>(
    db,
    sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS day
    FROM generate_series((SELECT (min(occurred_at) AT TIME ZONE 'UTC')::date FROM analytics_events), ${lastClosedDay(now)}::date, interval '1 day') d
    WHERE NOT EXISTS (SELECT 1 FROM analytics_rollup_days r WHERE r.day = d::date)
    ORDER BY 1 LIMIT ${MAX_DAYS_PER_PASS}`,
  );
  return found.map((r) => r.day);
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** Builds one day's rollups; false when another process holds the day or it was built already. */
export async function buildDay(db: Db, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await rows<{ ok: boolean }>(tx as unknown as Db, sql`SELECT pg_try_advisory_xact_lock(${ROLLUP_LOCK}::int, ${dayNumber(day)}::int) AS ok`);
    if (!lock?.ok) return false;
    const [done] = await rows<{ day: string }>(tx as unknown as Db, sql`SELECT day FROM analytics_rollup_days WHERE day = ${day}::date`);
    if (done) return false;
    const within = eventsBetween(day, day);
    for (const table of ['analytics_supplier_days', 'analytics_product_days', 'analytics_supplier_countries', 'analytics_supplier_keywords', 'analytics_buyer_days', 'analytics_rfq_days']) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE day = ${day}::date`);
    }
    await tx.execute(sql`
      INSERT INTO analytics_supplier_days (supplier_id, day, ${SUPPLIER_DAY_COLUMNS})
      SELECT supplier_id, ${day}::date, ${SUPPLIER_DAY_FIGURES}
      FROM analytics_events WHERE supplier_id IS NOT NULL AND ${within} GROUP BY supplier_id`);
    await tx.execute(sql`
      INSERT INTO analytics_product_days (product_id, day, supplier_id, impressions, views, unique_visitors, inquiries)
      SELECT product_id, ${day}::date, supplier_id, ${PRODUCT_DAY_FIGURES}
      FROM analytics_events WHERE product_id IS NOT NULL AND supplier_id IS NOT NULL AND kind IN ${PRODUCT_KINDS} AND ${within}
      GROUP BY product_id, supplier_id
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO analytics_supplier_countries (supplier_id, day, country, views, unique_visitors)
      SELECT supplier_id, ${day}::date, country, ${COUNTRY_DAY_FIGURES}
      FROM analytics_events WHERE supplier_id IS NOT NULL AND kind IN ${VIEW_KINDS} AND ${within} GROUP BY supplier_id, country`);
    await tx.execute(sql`
      INSERT INTO analytics_supplier_keywords (supplier_id, day, keyword, impressions, views)
      SELECT supplier_id, ${day}::date, keyword, ${KEYWORD_DAY_FIGURES}
      FROM analytics_events WHERE supplier_id IS NOT NULL AND keyword IS NOT NULL AND kind IN ${KEYWORD_KINDS} AND ${within} GROUP BY supplier_id, keyword`);
    await tx.execute(sql`
      INSERT INTO analytics_buyer_days (buyer_id, day, ${BUYER_DAY_COLUMNS})
      SELECT buyer_id, ${day}::date, ${BUYER_DAY_FIGURES}
      FROM analytics_events WHERE buyer_id IS NOT NULL AND ${within} GROUP BY buyer_id`);
    await tx.execute(sql`
      INSERT INTO analytics_rfq_days (rfq_id, day, buyer_id, views, unique_visitors)
      SELECT rfq_id, ${day}::date, buyer_id, ${RFQ_DAY_FIGURES}
      FROM analytics_events WHERE rfq_id IS NOT NULL AND buyer_id IS NOT NULL AND kind = 'rfq_view' AND ${within}
      GROUP BY rfq_id, buyer_id
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO analytics_rollup_days (day) VALUES (${day}::date) ON CONFLICT DO NOTHING`);
    return true;
  });
}

/** Deletes raw events past the retention whose day is built, a batch at a time; returns how many. */
export async function sweepRawEvents(db: Db, now: Date): Promise<number> {
  const cutoff = addDaysIso(now.toISOString().slice(0, 10), -RAW_RETENTION_DAYS);
  let total = 0;
  for (;;) {
    const deleted = await rows<{ id: number }>(
      db,
      sql`
      DELETE FROM analytics_events WHERE id IN (
        SELECT e.id FROM analytics_events e
        WHERE e.occurred_at < ((${cutoff}::date)::timestamp AT TIME ZONE 'UTC')
          AND EXISTS (SELECT 1 FROM analytics_rollup_days r WHERE r.day = (e.occurred_at AT TIME ZONE 'UTC')::date)
        LIMIT ${DELETE_BATCH})
      RETURNING id`,
    );
    total += deleted.length;
    if (deleted.length < DELETE_BATCH) return total;
  }
}

