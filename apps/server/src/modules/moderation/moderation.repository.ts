import { eq, sql, type SQL } from 'drizzle-orm';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import { AUTO_APPROVE_SETTING, type PostKind, type QueueKind } from '@tradelink/shared/moderation/admin-moderation';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/post-status.ts';
import { products, rfqs } from '../../db/schema/index.ts';
import { partyNameSql, rows, type Row } from '../catalog/row-values.ts';

const PENDING = POST_STATUS.pending;

/**
 * Pending products and RFQs in one shape (each part names its columns: either may stand alone),
 * with their owners' trust signals. The two tables share ids, so the order breaks ties on the kind too.
 */
function pendingPosts(kind: QueueKind, keyword: string): SQL {
  const productTitle = keyword ? sql`AND p.name ILIKE ${containsPattern(keyword)}` : sql``;
  const rfqTitle = keyword ? sql`AND r.product_name ILIKE ${containsPattern(keyword)}` : sql``;
  const productPart = sql`
    SELECT 'product' AS kind, p.id, p.name AS title, left(p.description, 300) AS description, p.images, p.category_id,
           p.price_min::text AS price_min, p.price_max::text AS price_max, p.moq::text AS moq,
           NULL::text AS quantity, NULL::text AS target_price, NULL::text AS destination_country, p.currency, p.uom,
           p.updated_at AS submitted_at, p.created_at,
           u.id AS user_id, ${partyNameSql('u', 's')} AS owner_name, s.identity, s.verification_level, NULL::boolean AS is_biz_verified, s.country
    FROM products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id
    WHERE p.status = ${PENDING} ${productTitle}`;
  const rfqPart = sql`
    SELECT 'rfq' AS kind, r.id, r.product_name AS title, left(r.description, 300) AS description, '[]'::jsonb AS images, r.category_id,
           NULL::text AS price_min, NULL::text AS price_max, NULL::text AS moq,
           r.quantity::text AS quantity, r.target_price::text AS target_price, r.destination_country, r.currency, r.uom,
           r.updated_at AS submitted_at, r.created_at,
           u.id AS user_id, ${partyNameSql('u')} AS owner_name, b.identity,
           NULL::int AS verification_level, b.is_biz_verified, u.fd_country AS country
    FROM rfqs r JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id
    WHERE r.status = ${PENDING} ${rfqTitle}`;
  if (kind === 'product') return productPart;
  if (kind === 'rfq') return rfqPart;
  return sql`${productPart} UNION ALL ${rfqPart}`;
}

/**
 * The moderation queue: oldest waiting first (time it entered pending, then id). `total` counts
 * what the filters match; `waiting` the whole queue by kind, so the page can say "3 of 12".
 */
export async function listPendingPosts(db: Tx, filter: { kind: QueueKind; keyword: string; page: number; pageSize: number }) {
  const source = pendingPosts(filter.kind, filter.keyword);
  const [items, count, waiting] = await Promise.all([
    db.execute(sql`
      SELECT * FROM (${source}) q
      ORDER BY q.submitted_at, q.id, q.kind
      LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`),
    db.execute(sql`SELECT count(*)::int AS n FROM (${source}) q`),
    db.execute(sql`
      SELECT (SELECT count(*)::int FROM products WHERE status = ${PENDING}) AS product,
             (SELECT count(*)::int FROM rfqs WHERE status = ${PENDING}) AS rfq`),
  ]);
  const all = rows<{ product: unknown; rfq: unknown }>(waiting)[0];
  return {
    items: rows<Row>(items),
    total: Number(rows<{ n: unknown }>(count)[0]?.n ?? 0),
    waiting: { product: Number(all?.product ?? 0), rfq: Number(all?.rfq ?? 0) },
  };
}

/** A post locked for a decision, with what the owner's notice needs. */
export interface PostForDecision {
  id: number;
  title: string;
  status: number;
  rejectReason: string | null;
  owner: { userId: string; email: string; firstName: string; language: string };
}

export async function lockPost(tx: Tx, kind: PostKind, id: number): Promise<PostForDecision | null> {
  const source =
    kind === 'product'
      ? sql`SELECT p.id, p.name AS title, p.status, p.reject_reason, s.user_id FROM products p JOIN suppliers s ON s.id = p.supplier_id WHERE p.id = ${id} FOR UPDATE OF p`
      : sql`SELECT r.id, r.product_name AS title, r.status, r.reject_reason, b.user_id FROM rfqs r JOIN buyers b ON b.id = r.buyer_id WHERE r.id = ${id} FOR UPDATE OF r`;
  const [post] = rows<Row>(await tx.execute(source));
  if (!post) return null;
  const [owner] = rows<Row>(await tx.execute(sql`SELECT id, email, first_name, language FROM users WHERE id = ${post.user_id}`));
  return {
    id: Number(post.id),
    title: String(post.title),
    status: Number(post.status),
    rejectReason: (post.reject_reason as string | null) ?? null,
    owner: { userId: String(owner!.id), email: String(owner!.email), firstName: String(owner!.first_name), language: String(owner!.language) },
  };
}

export async function setPostDecision(tx: Tx, kind: PostKind, id: number, status: number, rejectReason: string | null) {
  const table = kind === 'product' ? products : rfqs;
  const now = new Date();
  const [row] = await tx
    .update(table)
    .set({ status, rejectReason, reviewedAt: now, updatedAt: now })
    .where(eq(table.id, id))
    .returning({ id: table.id, status: table.status, rejectReason: table.rejectReason });
  return row!;
}

/**
 * Every queue's size and its longest wait in one round trip: pending posts (since they entered
 * pending), verification requests, open reports (counted per target: ten reports about one
 * supplier are one thing to look at) and open complaint-centre requests; plus the auto-approve
 * switch, which the dashboard shows beside them.
 */
export async function queueSizes(db: Tx) {
  return rows<{ key: string; n: unknown; oldest: unknown; auto_approve: unknown }>(
    await db.execute(sql`
      WITH q(key, n, oldest) AS (
        SELECT 'products', count(*)::int, min(updated_at) FROM products WHERE status = ${PENDING}
        UNION ALL SELECT 'rfqs', count(*)::int, min(updated_at) FROM rfqs WHERE status = ${PENDING}
        UNION ALL SELECT 'documents', count(*)::int, min(created_at) FROM verification_requests WHERE kind = 'documents' AND status = 'pending'
        UNION ALL SELECT 'tracing', count(*)::int, min(scheduled_at) FROM verification_requests WHERE kind = 'smart_tracing' AND status = 'scheduled'
        UNION ALL SELECT 'business', count(*)::int, min(created_at) FROM verification_requests WHERE kind = 'business' AND status = 'pending'
        UNION ALL SELECT 'reports', count(DISTINCT target_type || ':' || target_id)::int, min(created_at) FROM reports WHERE status = 'open'
        UNION ALL SELECT 'support', count(*)::int, min(created_at) FROM support_requests WHERE status IN ('open', 'in_progress')
        UNION ALL SELECT 'partner_applications', count(*)::int, min(created_at) FROM partner_applications WHERE status = 'pending'
        UNION ALL SELECT 'payouts', count(*)::int, min(requested_at) FROM partner_payouts WHERE state = 'requested'
      )
      SELECT q.key, q.n, q.oldest,
             coalesce((SELECT value = 'true'::jsonb FROM moderation_settings WHERE key = ${AUTO_APPROVE_SETTING}), false) AS auto_approve
      FROM q`),
  );
}
