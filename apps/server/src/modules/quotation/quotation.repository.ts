import { sql, type SQL } from 'drizzle-orm';
import { premiumSql } from '../../db/plan-sql.ts';
import type { Tx } from '../../db/client.ts';
import { rows, type Row } from '../catalog/row-values.ts';
import { containsPattern } from '../../db/post-status.ts';

/**
 * A quotation with what every view needs: its RFQ (and the RFQ's buyer user), and the quoting
 * supplier's public card.
 */
const SELECT = sql`
  SELECT q.*, r.product_name AS r_product_name, r.quantity AS r_quantity, r.uom AS r_uom, r.status AS r_status,
    r.destination_country AS r_destination_country,
    r.buyer_id AS r_buyer_id, b.identity AS b_identity, bu.id AS buyer_user_id, s.user_id AS supplier_user_id,
    s.identity AS s_identity, s.company_name AS s_company_name, s.country AS s_country,
    s.verification_level AS s_level, su.company_logo AS s_logo, su.first_name AS s_first_name, su.last_name AS s_last_name,
    ${premiumSql('s')} AS s_premium,
    coalesce(nullif(bu.company_name, ''), NULL) AS b_company_name, bu.first_name AS b_first_name, bu.last_name AS b_last_name
  FROM quotations q
  JOIN rfqs r ON r.id = q.rfq_id
  JOIN buyers b ON b.id = r.buyer_id JOIN users bu ON bu.id = b.user_id
  JOIN suppliers s ON s.id = q.supplier_id JOIN users su ON su.id = s.user_id`;

export async function findQuotation(db: Tx, id: number): Promise<Row | null> {
  const [row] = rows<Row>(await db.execute(sql`${SELECT} WHERE q.id = ${id}`));
  return row ?? null;
}

const ORDER: Record<string, SQL> = {
  unit_price: sql`q.unit_price`,
  total: sql`(q.unit_price * q.quantity)`,
  lead_time: sql`q.lead_time_days`,
  validity: sql`q.valid_until`,
  created: sql`q.created_at`,
};

/** The quotations on one RFQ (withdrawn ones left out), in the order asked; ties by id. */
export async function listForRfq(db: Tx, rfqId: number, sort: string, mode: 'asc' | 'desc'): Promise<Row[]> {
  const direction = mode === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  return rows<Row>(
    await db.execute(sql`${SELECT} WHERE q.rfq_id = ${rfqId} AND q.status <> 'withdrawn' ORDER BY ${ORDER[sort] ?? ORDER.created!} ${direction}, q.id ASC`),
  );
}

/** Every quotation on the buyer's RFQs, newest first. Withdrawn ones are gone for the buyer, whatever the filter. */
export async function listForBuyer(db: Tx, buyerId: string, status: string, page: number, pageSize: number) {
  const filter = status === 'all' ? sql`q.status <> 'withdrawn'` : sql`q.status = ${status} AND q.status <> 'withdrawn'`;
  const [items, count] = await Promise.all([
    db.execute(sql`${SELECT} WHERE r.buyer_id = ${buyerId} AND ${filter} ORDER BY q.created_at DESC, q.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.execute(sql`SELECT count(*)::int AS n FROM quotations q JOIN rfqs r ON r.id = q.rfq_id WHERE r.buyer_id = ${buyerId} AND ${filter}`),
  ]);
  return { items: rows<Row>(items), total: Number(rows<Row>(count)[0]?.n ?? 0) };
}

export async function markSeen(db: Tx, id: number): Promise<void> {
  await db.execute(sql`UPDATE quotations SET seen_at = now() WHERE id = ${id} AND seen_at IS NULL`);
}

/** Locks the supplier row: quota checks of one supplier run one at a time. */
export async function lockSupplier(db: Tx, supplierId: string): Promise<void> {
  await db.execute(sql`SELECT id FROM suppliers WHERE id = ${supplierId} FOR UPDATE`);
}

export async function countSentSince(db: Tx, supplierId: string, since: Date): Promise<number> {
  const [row] = rows<Row>(
    await db.execute(sql`SELECT count(*)::int AS n FROM quotations WHERE supplier_id = ${supplierId} AND created_at >= ${since.toISOString()}`),
  );
  return Number(row?.n ?? 0);
}


/** The supplier's own quotations (withdrawn ones included: they are its history), newest first; keyword matches the RFQ name. */
export async function listForSupplier(db: Tx, supplierId: string, filter: { status: string; keyword: string; rfq_id?: number; page: number; pageSize: number }) {
  const conditions = [sql`q.supplier_id = ${supplierId}`];
  if (filter.rfq_id !== undefined) conditions.push(sql`q.rfq_id = ${filter.rfq_id}`);
  if (filter.status !== 'all') conditions.push(sql`q.status = ${filter.status}`);
  if (filter.keyword) conditions.push(sql`r.product_name ILIKE ${containsPattern(filter.keyword)}`);
  const where = sql.join(conditions, sql` AND `);
  const [items, count] = await Promise.all([
    db.execute(sql`${SELECT} WHERE ${where} ORDER BY q.created_at DESC, q.id DESC LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`),
    db.execute(sql`SELECT count(*)::int AS n FROM quotations q JOIN rfqs r ON r.id = q.rfq_id WHERE ${where}`),
  ]);
  return { items: rows<Row>(items), total: Number(rows<Row>(count)[0]?.n ?? 0) };
}

/** How many of the supplier's quotations are in each status. */
export async function countForSupplier(db: Tx, supplierId: string) {
  const result = rows<Row>(await db.execute(sql`SELECT status, count(*)::int AS n FROM quotations WHERE supplier_id = ${supplierId} GROUP BY status`));
  const counts = { all: 0, sent: 0, preferred: 0, declined: 0, withdrawn: 0 };
  for (const r of result) {
    const status = String(r.status) as keyof typeof counts;
    if (status in counts && status !== 'all') counts[status] = Number(r.n);
    counts.all += Number(r.n);
  }
  return counts;
}

/** The supplier's quotation on one RFQ, if it sent one. */
export async function findOwnOnRfq(db: Tx, supplierId: string, rfqId: number): Promise<{ id: number; status: string } | null> {
  const [row] = rows<Row>(await db.execute(sql`SELECT id, status FROM quotations WHERE supplier_id = ${supplierId} AND rfq_id = ${rfqId} LIMIT 1`));
  return row ? { id: Number(row.id), status: String(row.status) } : null;
}

/** Withdraws a quotation the buyer has not decided on; false when it was not 'sent' any more. */
export async function withdraw(db: Tx, id: number): Promise<boolean> {
  const result = rows<Row>(await db.execute(sql`UPDATE quotations SET status = 'withdrawn', updated_at = now() WHERE id = ${id} AND status = 'sent' RETURNING id`));
  return result.length > 0;
}
