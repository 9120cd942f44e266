import { sql } from 'drizzle-orm';
import type { ReportRange } from '@tradelink/shared/analytics/range';
import type { Db } from '../../db/client.ts';
import { builtDaysOf, dayAfter, dayStart, rawDaysOf, rowsOf, type DaySplit } from './report-days.ts';
import { BUYER_DAY_COLUMNS, BUYER_DAY_FIGURES, eventDay } from './rollup-sql.ts';

// The buyer report's reads. Views and counts come from the events (rollups for built days, raw
// events for the rest); prices, first quotations and first answers from the quotations, inquiries
// and chats themselves.

export interface BuyerDayRow {
  day: string;
  profile_views: number;
  rfq_views: number;
  unique_visitors: number;
  rfqs_posted: number;
  inquiries_sent: number;
  chats_started: number;
  quotations_received: number;
  quotations_preferred: number;
  contact_unlocks: number;
}

export function buyerDays(db: Db, buyerId: string, span: ReportRange, split: DaySplit): Promise<BuyerDayRow[]> {
  const raw = rawDaysOf(split);
  return rowsOf<BuyerDayRow>(
    db,
    sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, ${BUYER_DAY_COLUMNS} FROM (
      SELECT day, ${BUYER_DAY_COLUMNS} FROM analytics_buyer_days
      WHERE buyer_id = ${buyerId} AND ${builtDaysOf(span, split)}
      ${raw ? sql`UNION ALL SELECT ${eventDay} AS day, ${BUYER_DAY_FIGURES} FROM analytics_events WHERE buyer_id = ${buyerId} AND ${raw} GROUP BY 1` : sql``}
    ) x`,
  );
}

export interface RfqFigures {
  rfq_id: number;
  product_name: string;
  posted_at: string;
  status: number;
  currency: string;
  views: number;
  unique_visitors: number;
  quotations: number;
  first_quotation_hours: number | null;
  price_min: string | null;
  price_median: number | null;
  price_max: string | null;
  other_currency_quotations: number;
}

/**
 * The buyer's requests posted in the period, newest first, each with its views since posting
 * (rollups of built days, raw events of the others) and the quotations it received (withdrawn ones
 * left out). The price spread covers the quotations in the request's own currency.
 */
export function rfqFigures(db: Db, buyerId: string, range: ReportRange, limit: number): Promise<RfqFigures[]> {
  return rowsOf<RfqFigures>(
    db,
    sql`
    WITH mine AS (
      SELECT id, product_name, created_at, status, currency FROM rfqs
      WHERE buyer_id = ${buyerId} AND created_at >= ${dayStart(range.srtdate).toISOString()}::timestamptz AND created_at < ${dayAfter(range.enddate).toISOString()}::timestamptz
      ORDER BY created_at DESC, id DESC LIMIT ${limit}
    ), viewed AS (
      SELECT rfq_id, sum(views)::int AS views, sum(unique_visitors)::int AS unique_visitors FROM (
        SELECT d.rfq_id, d.views, d.unique_visitors FROM analytics_rfq_days d
        JOIN analytics_rollup_days r ON r.day = d.day
        WHERE d.buyer_id = ${buyerId} AND d.rfq_id IN (SELECT id FROM mine)
        UNION ALL
        SELECT e.rfq_id, count(*)::int, count(DISTINCT e.visitor_key COLLATE "C")::int FROM analytics_events e
        WHERE e.buyer_id = ${buyerId} AND e.kind = 'rfq_view' AND e.rfq_id IN (SELECT id FROM mine)
          AND e.occurred_at >= (SELECT min(created_at) FROM mine) - interval '1 day'
          AND NOT EXISTS (SELECT 1 FROM analytics_rollup_days r WHERE r.day = (e.occurred_at AT TIME ZONE 'UTC')::date)
        GROUP BY e.rfq_id, (e.occurred_at AT TIME ZONE 'UTC')::date
      ) v GROUP BY rfq_id
    ), quoted AS (
      SELECT q.rfq_id, count(*)::int AS quotations, min(q.created_at) AS first_at,
        min(q.unit_price) FILTER (WHERE q.currency = m.currency) AS price_min,
        (percentile_cont(0.5) WITHIN GROUP (ORDER BY q.unit_price) FILTER (WHERE q.currency = m.currency))::float8 AS price_median,
        max(q.unit_price) FILTER (WHERE q.currency = m.currency) AS price_max,
        count(*) FILTER (WHERE q.currency <> m.currency)::int AS other_currency_quotations
      FROM quotations q JOIN mine m ON m.id = q.rfq_id
      WHERE q.status <> 'withdrawn'
      GROUP BY q.rfq_id
    )
    SELECT m.id AS rfq_id, m.product_name, m.created_at AS posted_at, m.status, m.currency,
      coalesce(v.views, 0) AS views, coalesce(v.unique_visitors, 0) AS unique_visitors,
      coalesce(q.quotations, 0) AS quotations,
      (extract(epoch FROM q.first_at - m.created_at) / 3600)::float8 AS first_quotation_hours,
      q.price_min, q.price_median, q.price_max, coalesce(q.other_currency_quotations, 0) AS other_currency_quotations
    FROM mine m LEFT JOIN viewed v ON v.rfq_id = m.id LEFT JOIN quoted q ON q.rfq_id = m.id
    ORDER BY m.created_at DESC, m.id DESC`,
  );
}

export interface ContactedRow {
  supplier_identity: string;
  company_name: string;
  channel: 'inquiry' | 'chat';
  contacted_at: string;
  first_response_minutes: number | null;
}

/**
 * The buyer reaching suppliers, with each first answer: the contacts the suppliers' response figures
 * count (decision 033: an inquiry, or a chat the buyer wrote first in; an answer the buyer can see),
 * so the buyer's "how fast each answered" and the supplier's own rate agree.
 */
const contactsOf = (buyerId: string, from: Date, to: Date) => sql`
  SELECT rc.supplier_id, rc.source AS channel, rc.received_at AS asked_at, rc.answered_at
  FROM response_contacts rc
  WHERE rc.buyer_id = ${buyerId} AND rc.received_at >= ${from.toISOString()}::timestamptz AND rc.received_at < ${to.toISOString()}::timestamptz`;

/** Each supplier the buyer first contacted in the period, with how long its first answer took; newest first. */
export function contactedSuppliers(db: Db, buyerId: string, range: ReportRange, limit: number): Promise<ContactedRow[]> {
  return rowsOf<ContactedRow>(
    db,
    sql`
    WITH contacts AS (${contactsOf(buyerId, dayStart(range.srtdate), dayAfter(range.enddate))}),
    firsts AS (SELECT DISTINCT ON (supplier_id) * FROM contacts ORDER BY supplier_id, asked_at)
    SELECT s.identity AS supplier_identity, s.company_name, f.channel, f.asked_at AS contacted_at,
      (extract(epoch FROM f.answered_at - f.asked_at) / 60)::float8 AS first_response_minutes
    FROM firsts f JOIN suppliers s ON s.id = f.supplier_id
    ORDER BY f.asked_at DESC LIMIT ${limit}`,
  );
}

/** How many suppliers the buyer contacted in a period. */
export async function countContacted(db: Db, buyerId: string, range: ReportRange): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(DISTINCT supplier_id)::int AS n FROM (${contactsOf(buyerId, dayStart(range.srtdate), dayAfter(range.enddate))}) c`);
  return Number(row?.n ?? 0);
}

export interface PreferredRow {
  month: string;
  category_id: number;
  name_en: string | null;
  name_vi: string | null;
  name_zh: string | null;
  currency: string;
  value: string;
  quotations: number;
}

/** The value (unit price × quantity) of the quotations the buyer preferred in the period, by month, category and currency. */
export function preferredValue(db: Db, buyerId: string, range: ReportRange): Promise<PreferredRow[]> {
  return rowsOf<PreferredRow>(
    db,
    sql`
    SELECT to_char(q.decided_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, r.category_id, c.name_en, c.name_vi, c.name_zh, q.currency,
      sum(q.unit_price * q.quantity)::text AS value, count(*)::int AS quotations
    FROM quotations q JOIN rfqs r ON r.id = q.rfq_id LEFT JOIN categories c ON c.id = r.category_id
    WHERE r.buyer_id = ${buyerId} AND q.status = 'preferred'
      AND q.decided_at >= ${dayStart(range.srtdate).toISOString()}::timestamptz AND q.decided_at < ${dayAfter(range.enddate).toISOString()}::timestamptz
    GROUP BY 1, r.category_id, c.name_en, c.name_vi, c.name_zh, q.currency
    ORDER BY 1 DESC, sum(q.unit_price * q.quantity) DESC`,
  );
}
