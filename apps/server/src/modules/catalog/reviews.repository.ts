import { sql, type SQL } from 'drizzle-orm';
import type { ReviewSummary } from '@tradelink/shared/catalog/detail';
import type { Db } from '../../db/client.ts';
import { type Row, rows, iso } from './row-values.ts';

// What the public sees: reviews not hidden by an operator, by accounts that are still active.
const visible = sql`r.hidden_at IS NULL AND u.status = 'active'`;

/** A supplier's review summary (written by buyers): average, count, count per star and the three newest. */
export function findReviewSummary(db: Db, supplierId: string): Promise<ReviewSummary> {
  return summaryOf(db, sql`r.supplier_id = ${supplierId}`);
}

/** A buyer's review summary (written by suppliers), shown on the public buyer page. */
export function findBuyerReviewSummary(db: Db, buyerId: string): Promise<ReviewSummary> {
  return summaryOf(db, sql`r.buyer_id = ${buyerId}`);
}

async function summaryOf(db: Db, target: SQL): Promise<ReviewSummary> {
  const [totals, latest] = await Promise.all([
    db.execute(sql`
      SELECT count(*)::int AS count, round(avg(r.rating), 1) AS average,
        count(*) FILTER (WHERE r.rating = 1)::int AS r1, count(*) FILTER (WHERE r.rating = 2)::int AS r2,
        count(*) FILTER (WHERE r.rating = 3)::int AS r3, count(*) FILTER (WHERE r.rating = 4)::int AS r4,
        count(*) FILTER (WHERE r.rating = 5)::int AS r5
      FROM reviews r JOIN users u ON u.id = r.author_user_id
      WHERE ${target} AND ${visible}`),
    // A supplier author is named as its company profile; anyone else as on public buyer profiles.
    db.execute(sql`
      SELECT r.id, r.rating, r.body, r.author_role, r.created_at,
        coalesce(nullif(sa.company_name, ''), nullif(u.company_name, ''), u.first_name) AS author_name,
        coalesce(sa.country, u.fd_country) AS author_country
      FROM reviews r JOIN users u ON u.id = r.author_user_id
        LEFT JOIN suppliers sa ON r.author_role = 'supplier' AND sa.user_id = r.author_user_id
      WHERE ${target} AND ${visible}
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT 3`),
  ]);
  const t = rows<Row>(totals)[0]!;
  return {
    average: t.average === null ? null : Number(t.average),
    count: Number(t.count),
    distribution: [Number(t.r1), Number(t.r2), Number(t.r3), Number(t.r4), Number(t.r5)],
    latest: rows<Row>(latest).map((x) => ({
      id: Number(x.id),
      rating: Number(x.rating),
      body: String(x.body),
      author_name: String(x.author_name),
      author_country: (x.author_country as string | null) ?? null,
      author_role: x.author_role === 'supplier' ? 'supplier' : 'buyer',
      created_at: iso(x.created_at)!,
    })),
  };
}
