import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// The figures of `affiliate.stats`, grouped by link and UTC day, each from its own source: clicks
// from partner_clicks, sign-ups from partner_referrals (unflagged: flagged ones earn nothing),
// conversions, revenue and commission from partner_commissions (net of refunds and reversals).

export interface StatsRange {
  partnerUserId: string;
  from: string;
  to: string;
  linkId?: string;
}

export interface DayRow {
  link_id: string | null;
  day: string;
  clicks: number;
  visitors: number;
  signups: number;
  conversions: number;
  revenue_cents: number;
  commission_cents: number;
}

const rows = async <T>(db: Db, statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

export async function statsRows(db: Db, range: StatsRange): Promise<DayRow[]> {
  const { partnerUserId, from, to, linkId } = range;
  const start = sql`((${from}::date)::timestamp AT TIME ZONE 'UTC')`;
  const end = sql`(((${to}::date) + 1)::timestamp AT TIME ZONE 'UTC')`;
  const linkFilter = (column: ReturnType<typeof sql>) => (linkId ? sql`AND ${column} = ${linkId}::uuid` : sql``);
  const utcDay = (column: ReturnType<typeof sql>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  return rows<DayRow>(
    db,
    sql`
    WITH clicks AS (
      SELECT c.link_id, to_char(c.day, 'YYYY-MM-DD') AS day, sum(c.clicks)::int AS clicks, count(*)::int AS visitors
      FROM partner_clicks c JOIN partner_links l ON l.id = c.link_id
      WHERE l.partner_user_id = ${partnerUserId} AND c.day BETWEEN ${from}::date AND ${to}::date ${linkFilter(sql`c.link_id`)}
      GROUP BY 1, 2
    ), signups AS (
      SELECT r.link_id, ${utcDay(sql`r.referred_at`)} AS day, count(*)::int AS signups
      FROM partner_referrals r
      WHERE r.partner_user_id = ${partnerUserId} AND r.flag IS NULL AND r.referred_at >= ${start} AND r.referred_at < ${end} ${linkFilter(sql`r.link_id`)}
      GROUP BY 1, 2
    ), money AS (
      SELECT r.link_id, ${utcDay(sql`c.created_at`)} AS day,
        sum(c.base_amount_cents - c.base_refunded_cents)::int AS revenue_cents, sum(c.amount_cents - c.reversed_cents)::int AS commission_cents
      FROM partner_commissions c JOIN partner_referrals r ON r.id = c.referral_id
      WHERE c.partner_user_id = ${partnerUserId} AND c.created_at >= ${start} AND c.created_at < ${end} ${linkFilter(sql`r.link_id`)}
      GROUP BY 1, 2
    ), firsts AS (
      SELECT r.link_id, ${utcDay(sql`f.first_at`)} AS day, count(*)::int AS conversions
      FROM (SELECT referral_id, min(created_at) AS first_at FROM partner_commissions WHERE partner_user_id = ${partnerUserId} GROUP BY referral_id) f
      JOIN partner_referrals r ON r.id = f.referral_id
      WHERE f.first_at >= ${start} AND f.first_at < ${end} ${linkFilter(sql`r.link_id`)}
      GROUP BY 1, 2
    ), keys AS (
      SELECT link_id, day FROM clicks UNION SELECT link_id, day FROM signups UNION SELECT link_id, day FROM money UNION SELECT link_id, day FROM firsts
    )
    SELECT k.link_id, k.day,
      coalesce(cl.clicks, 0) AS clicks, coalesce(cl.visitors, 0) AS visitors, coalesce(s.signups, 0) AS signups,
      coalesce(f.conversions, 0) AS conversions, coalesce(m.revenue_cents, 0) AS revenue_cents, coalesce(m.commission_cents, 0) AS commission_cents
    FROM keys k
    LEFT JOIN clicks cl ON cl.link_id IS NOT DISTINCT FROM k.link_id AND cl.day = k.day
    LEFT JOIN signups s ON s.link_id IS NOT DISTINCT FROM k.link_id AND s.day = k.day
    LEFT JOIN money m ON m.link_id IS NOT DISTINCT FROM k.link_id AND m.day = k.day
    LEFT JOIN firsts f ON f.link_id IS NOT DISTINCT FROM k.link_id AND f.day = k.day`,
  );
}
