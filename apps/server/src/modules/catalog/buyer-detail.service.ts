import { sql } from 'drizzle-orm';
import { premiumSql } from '../../db/plan-sql.ts';
import type { Language } from '@tradelink/shared/constants/languages';
import type { BuyerPublic, RfqDetail } from '@tradelink/shared/catalog/detail';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { categoryIndex, localized } from '../reference/reference.service.ts';
import { listOptions } from '../reference/reference.repository.ts';
import { findBuyerReviewSummary } from './reviews.repository.ts';
import { type Row, rows, num, iso, day, partyNameSql } from './row-values.ts';
import { unitLabel } from '@tradelink/shared/reference/units';

const buyerColumns = sql`
  b.identity AS b_identity, ${partyNameSql('u')} AS b_name, u.fd_country AS b_country,
  b.is_biz_verified AS b_verified, ${premiumSql('b')} AS b_premium,
  b.created_at AS b_created, (SELECT count(*)::int FROM rfqs x WHERE x.buyer_id = b.id AND x.status = 1) AS b_rfq_count`;

function buyerSummary(r: Row) {
  return {
    identity: String(r.b_identity),
    name: String(r.b_name),
    country: (r.b_country as string | null) ?? null,
    is_verified: Boolean(r.b_verified),
    is_premium: Boolean(r.b_premium),
    member_since: iso(r.b_created)!,
    rfq_count: Number(r.b_rfq_count ?? 0),
  };
}

/** An approved RFQ of an active buyer; anything else is not found. */
export async function getRfq(db: Db, lang: Language, id: number): Promise<RfqDetail> {
  const [r] = rows<Row>(
    await db.execute(sql`
      SELECT r.*, ${buyerColumns}
      FROM rfqs r JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id
      WHERE r.id = ${id} AND r.status = 1 AND u.status = 'active'`),
  );
  if (!r) throw new AppError('NOT_FOUND');
  const index = await categoryIndex(db);
  const path: Array<{ id: number; name: string }> = [];
  for (let node = index.byId.get(Number(r.category_id)); node; node = node.parentId ? index.byId.get(node.parentId) : undefined) {
    path.unshift({ id: node.id, name: localized(node, lang) });
  }
  return {
    id: Number(r.id),
    product_name: String(r.product_name),
    description: (r.description as string | null) ?? null,
    quantity: Number(r.quantity),
    uom: String(r.uom),
    uom_label: unitLabel(String(r.uom), lang, String(r.quantity)),
    target_price: num(r.target_price),
    currency: String(r.currency),
    incoterm: (r.incoterm as string | null) ?? null,
    payment_method: (r.payment_method as string | null) ?? null,
    frequency: (r.frequency as string | null) ?? null,
    destination_country: (r.destination_country as string | null) ?? null,
    expiry_date: day(r.expiry_date),
    status: Number(r.status),
    category_path: path,
    buyer: buyerSummary(r),
    created_at: iso(r.created_at)!,
  };
}

/** A buyer's public profile: company, country, interests, approved RFQs and suppliers' reviews — no contact details. */
export async function getBuyer(db: Db, lang: Language, identity: string): Promise<BuyerPublic> {
  const [r] = rows<Row>(
    await db.execute(sql`
      SELECT b.id, u.business_type, u.sourcing_interests, ${buyerColumns}
      FROM buyers b JOIN users u ON u.id = b.user_id
      WHERE b.identity = ${identity} AND u.status = 'active'`),
  );
  if (!r) throw new AppError('NOT_FOUND');
  const [types, rfqs, reviews] = await Promise.all([
    listOptions(db, 'business_type'),
    db.execute(sql`SELECT id, product_name, quantity, uom, created_at FROM rfqs WHERE buyer_id = ${r.id} AND status = 1 ORDER BY created_at DESC LIMIT 10`),
    findBuyerReviewSummary(db, String(r.id)),
  ]);
  const type = types.find((t) => t.code === r.business_type);
  return {
    ...buyerSummary(r),
    business_type: type ? localized(type, lang) : ((r.business_type as string | null) ?? null),
    sourcing_interests: (r.sourcing_interests as string | null) ?? null,
    rfqs: rows<Row>(rfqs).map((x) => ({ id: Number(x.id), product_name: String(x.product_name), quantity: Number(x.quantity), uom: String(x.uom), uom_label: unitLabel(String(x.uom), lang, Number(x.quantity)), created_at: iso(x.created_at)! })),
    reviews,
  };
}
