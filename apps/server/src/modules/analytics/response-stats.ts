import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// Placeholder (issue 21's core branch): the response-rate branch replaces this file at merge with the
// real implementation behind the same signatures. This one reads the inquiries and first chats
// buyers started, and the supplier's first answer to each.

export interface ResponseStats {
  received: number;                 // inquiries + first chats from buyers in the range
  answered: number;                 // of those, answered by the supplier
  response_rate: number | null;     // answered / received, 0..1; null when received = 0
  avg_first_response_minutes: number | null;
}
export interface CategoryResponseMedian { response_rate: number | null; avg_first_response_minutes: number | null; suppliers: number }

export async function supplierResponseStats(db: Db, supplierId: string, from: Date, to: Date): Promise<ResponseStats> {
  const result = await db.execute(sql`
    WITH contacts AS (
      SELECT i.created_at AS asked_at,
        (SELECT min(m.created_at) FROM inquiry_messages m WHERE m.inquiry_id = i.id AND m.author_side = 'supplier') AS answered_at
      FROM inquiries i
      WHERE i.supplier_id = ${supplierId} AND i.direction = 'buyer_to_supplier' AND i.created_at >= ${from.toISOString()}::timestamptz AND i.created_at < ${to.toISOString()}::timestamptz
      UNION ALL
      SELECT c.created_at,
        (SELECT min(m.created_at) FROM chat_messages m WHERE m.conversation_id = c.id AND m.author = c.supplier_identity AND m.kind <> 'reject')
      FROM conversations c
      WHERE c.supplier_id = ${supplierId} AND c.created_by = c.buyer_identity AND c.created_at >= ${from.toISOString()}::timestamptz AND c.created_at < ${to.toISOString()}::timestamptz
    )
    SELECT count(*)::int AS received, count(answered_at)::int AS answered,
      (avg(extract(epoch FROM answered_at - asked_at) / 60) FILTER (WHERE answered_at IS NOT NULL))::float8 AS minutes
    FROM contacts`);
  const row = (result as unknown as { rows: Array<{ received: number; answered: number; minutes: number | null }> }).rows[0]!;
  const received = Number(row.received);
  const answered = Number(row.answered);
  return {
    received,
    answered,
    response_rate: received ? answered / received : null,
    avg_first_response_minutes: row.minutes === null ? null : Math.round(Number(row.minutes)),
  };
}

export async function categoryResponseMedian(db: Db, categoryId: number, from: Date, to: Date): Promise<CategoryResponseMedian> {
  const result = await db.execute(sql`
    WITH contacts AS (
      SELECT i.supplier_id, i.created_at AS asked_at,
        (SELECT min(m.created_at) FROM inquiry_messages m WHERE m.inquiry_id = i.id AND m.author_side = 'supplier') AS answered_at
      FROM inquiries i JOIN suppliers s ON s.id = i.supplier_id AND s.main_category_id = ${categoryId}
      WHERE i.direction = 'buyer_to_supplier' AND i.created_at >= ${from.toISOString()}::timestamptz AND i.created_at < ${to.toISOString()}::timestamptz
      UNION ALL
      SELECT c.supplier_id, c.created_at,
        (SELECT min(m.created_at) FROM chat_messages m WHERE m.conversation_id = c.id AND m.author = c.supplier_identity AND m.kind <> 'reject')
      FROM conversations c JOIN suppliers s ON s.id = c.supplier_id AND s.main_category_id = ${categoryId}
      WHERE c.created_by = c.buyer_identity AND c.created_at >= ${from.toISOString()}::timestamptz AND c.created_at < ${to.toISOString()}::timestamptz
    ), per_supplier AS (
      SELECT supplier_id, count(answered_at)::float8 / count(*) AS rate,
        avg(extract(epoch FROM answered_at - asked_at) / 60) FILTER (WHERE answered_at IS NOT NULL) AS minutes
      FROM contacts GROUP BY supplier_id
    )
    SELECT count(*)::int AS suppliers,
      (percentile_cont(0.5) WITHIN GROUP (ORDER BY rate))::float8 AS rate,
      (percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes) FILTER (WHERE minutes IS NOT NULL))::float8 AS minutes
    FROM per_supplier`);
  const row = (result as unknown as { rows: Array<{ suppliers: number; rate: number | null; minutes: number | null }> }).rows[0]!;
  return {
    suppliers: Number(row.suppliers),
    response_rate: row.rate === null ? null : Number(row.rate),
    avg_first_response_minutes: row.minutes === null ? null : Math.round(Number(row.minutes)),
  };
}
