import { sql } from 'drizzle-orm';
import type { MenuCounts } from '@tradelink/shared/notification/counts';
import type { Tx } from '../../db/client.ts';
import { rows } from '../catalog/row-values.ts';
import { unreadFor } from '../inquiry/inquiry.repository.ts';
import { newLeadsCount } from '../lead/lead.repository.ts';

/**
 * The menu badge counts in one round trip. A side the account lacks is passed as NULL and matches
 * nothing, so its counts are 0. Each count walks one side's index (inquiries by buyer or supplier,
 * RFQs by buyer, new buying leads by the supplier's categories), never the whole table.
 */
export async function menuCounts(db: Tx, userId: string, buyerId: string | null, supplierId: string | null): Promise<MenuCounts> {
  const buyer = sql`${buyerId}::uuid`;
  const supplier = sql`${supplierId}::uuid`;
  const [row] = rows<MenuCounts>(
    await db.execute(sql`
      SELECT
        ${newLeadsCount(supplier, buyer)} AS count_new_buying_leads,
        (SELECT count(*)::int FROM inquiries i
          WHERE i.buyer_id = ${buyer} AND i.direction = 'supplier_to_buyer' AND ${unreadFor('buyer')}) AS count_buyer_leads,
        (SELECT count(*)::int FROM inquiries i
          WHERE i.supplier_id = ${supplier} AND i.direction = 'buyer_to_supplier' AND ${unreadFor('supplier')}) AS count_unread_buyer_inquiries,
        (SELECT count(*)::int FROM quotations q JOIN rfqs r ON r.id = q.rfq_id
          WHERE r.buyer_id = ${buyer} AND q.status <> 'withdrawn' AND q.seen_at IS NULL) AS count_new_quotations,
        (SELECT count(*)::int FROM inquiries i
          WHERE i.buyer_id = ${buyer} AND i.direction = 'buyer_to_supplier' AND ${unreadFor('buyer')}) AS count_inquiry_replies,
        (SELECT count(*)::int FROM notifications n WHERE n.user_id = ${userId}::uuid AND n.read_at IS NULL) AS count_notifications,
        (SELECT count(*)::int FROM conversations c
          WHERE c.buyer_id = ${buyer} AND c.last_message_index > c.buyer_read_index) AS count_unread_chats_buyer,
        (SELECT count(*)::int FROM conversations c
          WHERE c.supplier_id = ${supplier} AND c.last_message_index > c.supplier_read_index) AS count_unread_chats_supplier`),
  );
  const newLeads = Number(row?.count_new_buying_leads ?? 0);
  const unreadInquiries = Number(row?.count_unread_buyer_inquiries ?? 0);
  return {
    count_buyer_leads: Number(row?.count_buyer_leads ?? 0),
    count_new_buying_leads: newLeads,
    count_unread_buyer_inquiries: unreadInquiries,
    // The supplier's sales leads: requests to answer and buyers waiting for an answer.
    count_supplier_leads: newLeads + unreadInquiries,
    count_new_quotations: Number(row?.count_new_quotations ?? 0),
    count_inquiry_replies: Number(row?.count_inquiry_replies ?? 0),
    count_notifications: Number(row?.count_notifications ?? 0),
    count_unread_chats_buyer: Number(row?.count_unread_chats_buyer ?? 0),
    count_unread_chats_supplier: Number(row?.count_unread_chats_supplier ?? 0),
  };
}
