import { sql } from 'drizzle-orm';
import { PLAN_CURRENCY } from '@tradelink/shared/constants/plans';
import type { Tx } from '../../db/client.ts';
import { rows } from '../catalog/row-values.ts';

// The marketplace overview's figures, read from the tables the product already keeps (users, rfqs,
// quotations, payments): nothing is recorded for it. Days are UTC.

export interface DayCounts {
  day: string;
  signups_buyers: number;
  signups_suppliers: number;
  rfqs_posted: number;
  rfqs_quoted: number;
  quotations_sent: number;
  quotations_preferred: number;
  paid_cents: number;
  refunds_cents: number;
}

const utcDay = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);

/**
 * Per UTC day of [from, to) (ISO instants at midnight), only days with something. RFQs moderation
 * rejected (status 2) are not demand; a quotation counts on the day it was sent whatever became of
 * it; money is the plans' currency, a payment counting on the day it was paid and, if refunded,
 * back out on the day of the refund.
 */
export async function dayCounts(db: Tx, from: string, to: string): Promise<DayCounts[]> {
  const result = rows<DayCounts>(
    await db.execute(sql`
      WITH signups AS (
        SELECT ${utcDay('created_at')} AS day,
          count(*) FILTER (WHERE account_type = 'Buyer')::int AS signups_buyers,
          count(*) FILTER (WHERE account_type = 'Seller')::int AS signups_suppliers
        FROM users WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1
      ), posted AS (
        SELECT ${utcDay('r.created_at')} AS day, count(*)::int AS rfqs_posted,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM quotations q WHERE q.rfq_id = r.id))::int AS rfqs_quoted
        FROM rfqs r WHERE r.created_at >= ${from} AND r.created_at < ${to} AND r.status <> 2 GROUP BY 1
      ), quoted AS (
        SELECT ${utcDay('created_at')} AS day, count(*)::int AS quotations_sent,
          count(*) FILTER (WHERE status = 'preferred')::int AS quotations_preferred
        FROM quotations WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1
      ), paid AS (
        SELECT ${utcDay('paid_at')} AS day, sum(amount_cents)::bigint AS paid_cents
        FROM payments WHERE paid_at >= ${from} AND paid_at < ${to} AND status IN ('paid', 'refunded') AND currency = ${PLAN_CURRENCY} GROUP BY 1
      ), refunded AS (
        SELECT ${utcDay('refunded_at')} AS day, sum(amount_cents)::bigint AS refunds_cents
        FROM payments WHERE refunded_at >= ${from} AND refunded_at < ${to} AND status = 'refunded' AND currency = ${PLAN_CURRENCY} GROUP BY 1
      ), days AS (
        SELECT day FROM signups UNION SELECT day FROM posted UNION SELECT day FROM quoted UNION SELECT day FROM paid UNION SELECT day FROM refunded
      )
      SELECT d.day,
        coalesce(s.signups_buyers, 0) AS signups_buyers, coalesce(s.signups_suppliers, 0) AS signups_suppliers,
        coalesce(p.rfqs_posted, 0) AS rfqs_posted, coalesce(p.rfqs_quoted, 0) AS rfqs_quoted,
        coalesce(q.quotations_sent, 0) AS quotations_sent, coalesce(q.quotations_preferred, 0) AS quotations_preferred,
        coalesce(m.paid_cents, 0) AS paid_cents, coalesce(x.refunds_cents, 0) AS refunds_cents
      FROM days d
      LEFT JOIN signups s ON s.day = d.day LEFT JOIN posted p ON p.day = d.day LEFT JOIN quoted q ON q.day = d.day
      LEFT JOIN paid m ON m.day = d.day LEFT JOIN refunded x ON x.day = d.day
      ORDER BY d.day`),
  );
  return result.map((r) => ({
    day: String(r.day),
    signups_buyers: Number(r.signups_buyers),
    signups_suppliers: Number(r.signups_suppliers),
    rfqs_posted: Number(r.rfqs_posted),
    rfqs_quoted: Number(r.rfqs_quoted),
    quotations_sent: Number(r.quotations_sent),
    quotations_preferred: Number(r.quotations_preferred),
    paid_cents: Number(r.paid_cents),
    refunds_cents: Number(r.refunds_cents),
  }));
}

/**
 * Paying accounts per side at each instant: a payment paid by then whose plan period covers it,
 * not refunded by then (a refund takes the plan time back). Trials are not paying.
 */
export async function payingAt(db: Tx, instants: Date[]): Promise<Map<string, { suppliers: number; buyers: number }>> {
  if (!instants.length) return new Map();
  const list = sql.join(
    instants.map((at) => sql`(${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = rows<{ at: unknown; suppliers: number; buyers: number }>(
    await db.execute(sql`
      SELECT t.at,
        count(DISTINCT p.user_id) FILTER (WHERE p.side = 'supplier')::int AS suppliers,
        count(DISTINCT p.user_id) FILTER (WHERE p.side = 'buyer')::int AS buyers
      FROM (VALUES ${list}) AS t(at)
      LEFT JOIN payments p ON p.paid_at <= t.at AND p.period_start <= t.at AND p.period_end > t.at
        AND (p.status = 'paid' OR (p.status = 'refunded' AND p.refunded_at > t.at))
      GROUP BY t.at`),
  );
  return new Map(result.map((r) => [new Date(r.at as string).toISOString(), { suppliers: Number(r.suppliers), buyers: Number(r.buyers) }]));
}
