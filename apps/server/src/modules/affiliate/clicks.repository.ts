import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface ClickCount {
  code: string;
  day: string;
  country: string;
  visitor_key: string;
  clicks: number;
}

/**
 * Adds a batch of tallied clicks in one statement (one parameter: the batch as JSON). Codes that
 * name no link are dropped by the join; a repeat of a visitor on a day adds to its row.
 */
export async function insertClicks(db: Db, batch: ClickCount[]): Promise<void> {
  await db.execute(sql`
    INSERT INTO partner_clicks (link_id, day, country, visitor_key, clicks)
    SELECT l.id, v.day, v.country, v.visitor_key, v.clicks
    FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS v(code text, day date, country text, visitor_key text, clicks int)
    JOIN partner_links l ON l.code = v.code
    ON CONFLICT (link_id, day, visitor_key, country) DO UPDATE SET clicks = partner_clicks.clicks + excluded.clicks`);
}
