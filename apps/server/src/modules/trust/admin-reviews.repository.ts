import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminReview } from '@tradelink/shared/trust/admin-trust';
import type { ReviewFilter } from '@tradelink/shared/trust/trust-constants';
import type { Tx } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/post-status.ts';
import { type Row, rows, iso, partyNameSql } from '../catalog/row-values.ts';

/** The open reports on the row's review: counted for the rows of a page only. */
const openReports = sql`(SELECT count(*)::int FROM reports x WHERE x.target_type = 'review' AND x.target_id = r.id::text AND x.status = 'open')`;

/**
 * Reviews with an open report: the few open review reports (the status index) give the ids, rather
 * than a count per review. The regular expression keeps the cast to those that are numbers.
 */
const reported = sql`r.id IN (SELECT target_id::int FROM reports WHERE target_type = 'review' AND status = 'open' AND target_id ~ '^[0-9]{1,9}$')`;

const FILTERS: Record<ReviewFilter, SQL> = {
  all: sql`true`,
  visible: sql`r.hidden_at IS NULL`,
  hidden: sql`r.hidden_at IS NOT NULL`,
  reported,
};

const select = sql`
  SELECT r.id, r.rating, r.body, r.created_at, r.hidden_at, r.hidden_reason, hb.email AS hidden_by_email,
    a.id AS author_id, a.email AS author_email, concat_ws(' ', a.first_name, nullif(a.last_name, '')) AS author_name,
    coalesce(nullif(sa.company_name, ''), nullif(a.company_name, '')) AS author_company,
    coalesce(s.identity, b.identity) AS target_identity,
    ${partyNameSql('tu', 's')} AS target_name,
    ${openReports} AS open_reports
  FROM reviews r JOIN users a ON a.id = r.author_user_id
    LEFT JOIN suppliers sa ON r.author_role = 'supplier' AND sa.user_id = r.author_user_id
    LEFT JOIN suppliers s ON s.id = r.supplier_id
    LEFT JOIN buyers b ON b.id = r.buyer_id
    LEFT JOIN users tu ON tu.id = coalesce(s.user_id, b.user_id)
    LEFT JOIN users hb ON hb.id = r.hidden_by`;

function keywordMatch(keyword: string): SQL {
  if (!keyword) return sql`true`;
  const pattern = containsPattern(keyword);
  const id = /^#?(\d{1,9})$/.exec(keyword);
  return sql`(r.body ILIKE ${pattern} OR a.email ILIKE ${pattern} OR a.first_name ILIKE ${pattern} OR a.last_name ILIKE ${pattern}
    OR s.company_name ILIKE ${pattern} OR tu.company_name ILIKE ${pattern} OR s.identity ILIKE ${pattern} OR b.identity ILIKE ${pattern}
    ${id ? sql`OR r.id = ${Number(id[1])}` : sql``})`;
}

/** Reviews for the console, newest first; the keyword matches the text, author, target or id. */
export async function listReviews(db: Tx, filter: { filter: ReviewFilter; keyword: string; limit: number; offset: number }) {
  const where = sql`${FILTERS[filter.filter]} AND ${keywordMatch(filter.keyword)}`;
  const [counted, page] = await Promise.all([
    db.execute(sql`SELECT count(*)::int AS n FROM (${select} WHERE ${where}) c`),
    db.execute(sql`${select} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`),
  ]);
  return { total: Number(rows<Row>(counted)[0]!.n), rows: rows<Row>(page).map(presentReview) };
}

export async function findReview(db: Tx, id: number): Promise<AdminReview | null> {
  const [row] = rows<Row>(await db.execute(sql`${select} WHERE r.id = ${id}`));
  return row ? presentReview(row) : null;
}

function presentReview(r: Row): AdminReview {
  const identity = String(r.target_identity);
  return {
    id: Number(r.id),
    rating: Number(r.rating),
    body: String(r.body),
    created_at: iso(r.created_at)!,
    author: {
      user_id: String(r.author_id),
      name: [r.author_name, r.author_company].filter(Boolean).join(' · '),
      email: String(r.author_email),
    },
    target: { type: identity.startsWith('SUP') ? 'supplier' : 'buyer', identity, name: String(r.target_name) },
    hidden_at: iso(r.hidden_at),
    hidden_reason: (r.hidden_reason as string | null) ?? null,
    hidden_by_email: (r.hidden_by_email as string | null) ?? null,
    open_reports: Number(r.open_reports),
  };
}

export async function lockReview(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: reviews.id, hiddenAt: reviews.hiddenAt, hiddenReason: reviews.hiddenReason })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row ?? null;
}

export async function setHidden(tx: Tx, id: number, values: { hiddenAt: Date | null; hiddenBy: string | null; hiddenReason: string | null }) {
  await tx.update(reviews).set(values).where(eq(reviews.id, id));
}
