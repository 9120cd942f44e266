import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AnalyticsEventKind } from '../../db/schema/analytics-events.ts';

/**
 * An event waiting in the buffer. Views name what they are about as the page knows it (a product
 * id, a supplier's or buyer's identity, a request id); the write resolves whose it is from the
 * database, so a page cannot attribute a view to anyone else. Actions arrive with their ids.
 */
export interface PendingEvent {
  /** ISO time the event happened (not when it was written). */
  at: string;
  kind: AnalyticsEventKind;
  supplier_id?: string | null;
  buyer_id?: string | null;
  product_id?: number | null;
  rfq_id?: number | null;
  supplier_identity?: string | null;
  buyer_identity?: string | null;
  country?: string;
  keyword?: string | null;
  visitor_key?: string;
  search_tab?: string | null;
  result_count?: number | null;
  /** The logged-in viewer: views of one's own products, pages and requests are not counted. */
  viewer?: string | null;
}

/**
 * Writes a batch in one statement (one parameter: the batch as JSON). Views of something that does
 * not exist, and a viewer's views of its own things, are dropped by the joins. Returns the rows
 * written.
 */
export async function insertEvents(db: Db, batch: PendingEvent[]): Promise<number> {
  const result = await db.execute(sql`
    WITH v AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS v(
        at timestamptz, kind text, supplier_id uuid, buyer_id uuid, product_id int, rfq_id int, supplier_identity text,
        buyer_identity text, country text, keyword text, visitor_key text, search_tab text, result_count int, viewer uuid)
    ), resolved AS (
      SELECT v.*, coalesce(v.supplier_id, p.supplier_id, s.id) AS sid, coalesce(v.buyer_id, b.id, r.buyer_id) AS bid
      FROM v
      LEFT JOIN products p ON v.supplier_id IS NULL AND v.kind IN ('impression', 'product_view') AND p.id = v.product_id
      LEFT JOIN suppliers s ON v.supplier_identity IS NOT NULL AND s.identity = v.supplier_identity
      LEFT JOIN buyers b ON v.buyer_identity IS NOT NULL AND b.identity = v.buyer_identity
      LEFT JOIN rfqs r ON v.buyer_id IS NULL AND v.kind = 'rfq_view' AND r.id = v.rfq_id
    )
    INSERT INTO analytics_events (occurred_at, kind, supplier_id, buyer_id, product_id, rfq_id, country, keyword, visitor_key, search_tab, result_count)
    SELECT x.at, x.kind, x.sid, x.bid, x.product_id, x.rfq_id, coalesce(x.country, ''), nullif(x.keyword, ''), coalesce(x.visitor_key, ''), x.search_tab, x.result_count
    FROM resolved x
    WHERE CASE x.kind
        WHEN 'search' THEN true
        WHEN 'impression' THEN x.sid IS NOT NULL
        WHEN 'product_view' THEN x.sid IS NOT NULL
        WHEN 'profile_view' THEN x.sid IS NOT NULL
        WHEN 'buyer_view' THEN x.bid IS NOT NULL
        WHEN 'rfq_view' THEN x.bid IS NOT NULL
        ELSE true END
      AND (x.viewer IS NULL OR (
        NOT EXISTS (SELECT 1 FROM suppliers own WHERE own.id = x.sid AND own.user_id = x.viewer)
        AND NOT EXISTS (SELECT 1 FROM buyers own WHERE own.id = x.bid AND own.user_id = x.viewer)))`);
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
}

/**
 * A batch holding events of days already rolled up (written late: a slow flush around midnight)
 * makes those days be built again by the next job pass.
 */
export async function reopenDays(db: Db, days: string[]): Promise<void> {
  if (!days.length) return;
  await db.execute(sql`DELETE FROM analytics_rollup_days WHERE day = ANY(${`{${days.join(',')}}`}::date[])`);
}
