import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rfqs } from '../../db/schema/index.ts';
import { rows, type Row } from '../catalog/row-values.ts';
import { containsPattern, countsByStatus } from '../../db/post-status.ts';

export type RfqRow = typeof rfqs.$inferSelect;

export async function insertRfq(db: Tx, values: typeof rfqs.$inferInsert): Promise<RfqRow> {
  const [row] = await db.insert(rfqs).values(values).returning();
  return row!;
}

/** Updates an RFQ of this buyer; null when it is not theirs (or gone). */
export async function updateOwnedRfq(db: Tx, buyerId: string, id: number, values: Partial<typeof rfqs.$inferInsert>): Promise<RfqRow | null> {
  const [row] = await db
    .update(rfqs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(rfqs.id, id), eq(rfqs.buyerId, buyerId)))
    .returning();
  return row ?? null;
}

/** An RFQ of this buyer, locked for the rest of the transaction when `forUpdate`. */
export async function findOwnedRfq(db: Tx, buyerId: string, id: number, forUpdate = false): Promise<RfqRow | null> {
  const query = db
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, id), eq(rfqs.buyerId, buyerId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export interface QuotationCounts {
  total: number;
  unseen: number;
}

/** Quotations per RFQ (withdrawn ones do not count), and how many the buyer has not opened. */
export async function quotationCounts(db: Tx, rfqIds: number[]): Promise<Map<number, QuotationCounts>> {
  const out = new Map<number, QuotationCounts>();
  if (rfqIds.length === 0) return out;
  const result = rows<Row>(
    await db.execute(sql`
      SELECT rfq_id, count(*)::int AS total, count(*) FILTER (WHERE seen_at IS NULL)::int AS unseen
      FROM quotations WHERE rfq_id IN (${sql.join(rfqIds.map((id) => sql`${id}`), sql`, `)}) AND status <> 'withdrawn'
      GROUP BY rfq_id`),
  );
  for (const r of result) out.set(Number(r.rfq_id), { total: Number(r.total), unseen: Number(r.unseen) });
  return out;
}

const STATUS_CODE = { pending: 0, approved: 1, rejected: 2, closed: 3 } as const;

export async function listOwnedRfqs(
  db: Tx,
  buyerId: string,
  filter: { status: 'all' | keyof typeof STATUS_CODE; keyword?: string; page: number; pageSize: number },
): Promise<{ items: RfqRow[]; total: number }> {
  const conditions = [eq(rfqs.buyerId, buyerId)];
  if (filter.status !== 'all') conditions.push(eq(rfqs.status, STATUS_CODE[filter.status]));
  if (filter.keyword) conditions.push(sql`${rfqs.productName} ILIKE ${containsPattern(filter.keyword)}`);
  const where = and(...conditions);
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(rfqs)
      .where(where)
      .orderBy(sql`${rfqs.updatedAt} DESC, ${rfqs.id} DESC`)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(rfqs).where(where),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}

export async function countOwnedByStatus(db: Tx, buyerId: string) {
  const result = rows<{ status: unknown; n: unknown }>(
    await db.execute(sql`SELECT status, count(*)::int AS n FROM rfqs WHERE buyer_id = ${buyerId} GROUP BY status`),
  );
  return countsByStatus(result);
}
