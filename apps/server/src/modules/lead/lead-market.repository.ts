import { sql } from 'drizzle-orm';
import type { MarketSort } from '@tradelink/shared/lead/lead-filters';
import type { Tx } from '../../db/client.ts';
import { rows, type Row } from '../catalog/row-values.ts';
import { ARRIVED, CANDIDATE_COLUMNS, FROM, toCandidate, where, type Candidate, type LeadFilters } from './lead.repository.ts';

// The open RFQ market and one request in full: read-only SQL over rfqs (the rfq module writes them).

/**
 * Each order walks a partial index of approved requests (migration 0016) and stops after the page:
 * newest published first (rfqs_open_arrived_idx), or soonest closing first (rfqs_open_expiry_idx).
 * A keyword goes through the search vector's GIN index instead, and the page is sorted from its hits.
 */
const ORDER: Record<MarketSort, ReturnType<typeof sql>> = {
  newest: sql`${ARRIVED} DESC, r.id DESC`,
  expiring: sql`r.expiry_date ASC NULLS LAST, r.id ASC`,
};

/**
 * A page of the market and how many requests match, counted up to `countCap` (so a broad market
 * is never counted row by row beyond what its pages can show).
 */
export async function marketPage(
  db: Tx,
  f: LeadFilters,
  sort: MarketSort,
  limit: number,
  offset: number,
  countCap: number,
): Promise<{ total: number; capped: boolean; list: Candidate[] }> {
  const base = where(f, false);
  // The page's ids first, then what a card reads (the Buyer Premium subquery) for those rows only.
  const [items, count] = await Promise.all([
    db.execute(sql`
      WITH page AS (SELECT r.id ${FROM} WHERE ${base} ORDER BY ${ORDER[sort]} LIMIT ${limit} OFFSET ${offset})
      SELECT ${CANDIDATE_COLUMNS} FROM page JOIN rfqs r ON r.id = page.id JOIN buyers b ON b.id = r.buyer_id ORDER BY ${ORDER[sort]}`),
    db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 ${FROM} WHERE ${base} LIMIT ${countCap + 1}) AS hits`),
  ]);
  const n = Number(rows<Row>(count)[0]?.n ?? 0);
  return { total: Math.min(n, countCap), capped: n > countCap, list: rows<Row>(items).map(toCandidate) };
}

/**
 * One request as a supplier may read it in full: approved (open or past its expiry date), or any
 * request it has quoted on, or its own account's. Null otherwise: the caller answers 404, so
 * pending, rejected and others' closed requests cannot be told apart from missing ones.
 */
export async function findReadableRfq(db: Tx, supplierId: string, ownBuyerId: string | null, rfqId: number): Promise<Row | null> {
  const [row] = rows<Row>(
    await db.execute(sql`
      SELECT r.id, r.product_name, r.description, r.category_id, r.quantity, r.uom, r.target_price, r.currency, r.incoterm,
        r.payment_method, r.frequency, r.destination_country, r.expiry_date, r.attachment_ids,
        (r.status = 1 AND (r.expiry_date IS NULL OR r.expiry_date >= (now() AT TIME ZONE 'UTC')::date)) AS is_open
      FROM rfqs r
      WHERE r.id = ${rfqId}
        AND (r.status = 1
          OR r.buyer_id = ${ownBuyerId}::uuid
          OR EXISTS (SELECT 1 FROM quotations q WHERE q.rfq_id = r.id AND q.supplier_id = ${supplierId}))`),
  );
  return row ?? null;
}
