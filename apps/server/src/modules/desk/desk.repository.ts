import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rows, type Row } from '../catalog/row-values.ts';

export interface DeskCounts {
  products: { pending: number; approved: number; rejected: number; closed: number };
  quotations: { sent_total: number; sent_this_month: number; preferred: number; declined: number; awaiting: number };
  open_inquiries: number;
  quotas: { contact_quota: number; farm_item_post_quota: number; conversation_quota: number };
}

/**
 * A supplier's products by status, its quotations by outcome, the buyer inquiries still open and
 * its balance, in one round trip. Each part walks the supplier's own index; a supplier without a
 * balance row has no quota left.
 */
export async function deskCounts(db: Tx, supplierId: string, monthStart: Date): Promise<DeskCounts> {
  const [r] = rows<Row>(
    await db.execute(sql`
      SELECT p.*, q.*, i.open_inquiries,
        coalesce(b.contact_quota, 0) AS contact_quota,
        coalesce(b.farm_item_post_quota, 0) AS farm_item_post_quota,
        coalesce(b.conversation_quota, 0) AS conversation_quota
      FROM
        (SELECT count(*) FILTER (WHERE status = 0)::int AS pending, count(*) FILTER (WHERE status = 1)::int AS approved,
                count(*) FILTER (WHERE status = 2)::int AS rejected, count(*) FILTER (WHERE status = 3)::int AS closed
           FROM products WHERE supplier_id = ${supplierId}) p,
        (SELECT count(*) FILTER (WHERE status <> 'withdrawn')::int AS sent_total,
                count(*) FILTER (WHERE created_at >= ${monthStart.toISOString()})::int AS sent_this_month,
                count(*) FILTER (WHERE status = 'preferred')::int AS preferred,
                count(*) FILTER (WHERE status = 'declined')::int AS declined,
                count(*) FILTER (WHERE status = 'sent')::int AS awaiting
           FROM quotations WHERE supplier_id = ${supplierId}) q,
        (SELECT count(*)::int AS open_inquiries FROM inquiries
           WHERE supplier_id = ${supplierId} AND direction = 'buyer_to_supplier' AND status = 'open') i
        LEFT JOIN balances b ON b.supplier_id = ${supplierId}`),
  );
  const n = (key: string) => Number(r?.[key] ?? 0);
  return {
    products: { pending: n('pending'), approved: n('approved'), rejected: n('rejected'), closed: n('closed') },
    quotations: { sent_total: n('sent_total'), sent_this_month: n('sent_this_month'), preferred: n('preferred'), declined: n('declined'), awaiting: n('awaiting') },
    open_inquiries: n('open_inquiries'),
    quotas: { contact_quota: n('contact_quota'), farm_item_post_quota: n('farm_item_post_quota'), conversation_quota: n('conversation_quota') },
  };
}
