import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface ClickCount {
  code: string;
  day: string;
  country: string;
  visitor_key: string;
  clicks: number;
  /** The logged-in visitor, if any (never stored: only compared with the link's partner). */
  viewer: string | null;
}

/**
 * Adds a batch of tallied clicks in one statement (one parameter: the batch as JSON). Codes that
 * name no link, and a partner's own visits, are dropped by the join; a repeat of a visitor on a day
 * adds to its row. The batch is summed by row key first (one statement may not update a row twice,
 * and the tally also keys on the viewer).
 */
export async function insertClicks(db: Db, batch: ClickCount[]): Promise<void> {
  await db.execute(sql`
    INSERT INTO partner_clicks (link_id, day, country, visitor_key, clicks)
    SELECT l.id, v.day, v.country, v.visitor_key, sum(v.clicks)::int
    FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS v(code text, day date, country text, visitor_key text, clicks int, viewer uuid)
    JOIN partner_links l ON l.code = v.code AND l.partner_user_id IS DISTINCT FROM v.viewer
    GROUP BY l.id, v.day, v.country, v.visitor_key
    ON CONFLICT (link_id, day, visitor_key, country) DO UPDATE SET clicks = partner_clicks.clicks + excluded.clicks`);
}
