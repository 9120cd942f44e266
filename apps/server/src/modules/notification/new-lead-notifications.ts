import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rows, type Row } from '../catalog/row-values.ts';
import { EMAIL_DUE_AFTER_REPEAT, NEXT_COUNT, UNREAD_GROUP_CONFLICT } from './notification.repository.ts';
import { fromSqlRow, presentNotification } from './notification.presenter.ts';
import type { PendingNotification } from './notify.ts';

/** Suppliers told about one new request at most: a request in a crowded category stays one bounded statement. */
export const NEW_LEAD_NOTIFY_CAP = 2000;

/** One unread "new buying leads" row per supplier and UTC day; repeats raise its count. */
export const newLeadGroupKey = (now: Date = new Date()) => `new_lead:${now.toISOString().slice(0, 10)}`;

/**
 * `new_lead` for the suppliers an approved request is a new buying lead of, in one INSERT ... SELECT
 * (no statement per supplier). It is the menu count's rule (lead.repository.ts `newLeadsCount`)
 * read the other way: a supplier's categories (its main category and its approved products'
 * categories) cover everything below them and their siblings, so the request's category matches a
 * supplier holding that category, one of its ancestors, or one of its siblings. The request must be
 * open and its buyer active; the buyer's own selling side is not told. Each supplier has one unread
 * row per day (the partial unique index), so a busy day raises a count instead of flooding the bell.
 */
export async function notifyNewLeads(tx: Tx, rfqId: number, now: Date = new Date()): Promise<PendingNotification[]> {
  const result = await tx.execute(sql`
    WITH RECURSIVE lead AS (
      SELECT r.id, r.product_name, r.category_id, b.user_id AS buyer_user_id
      FROM rfqs r JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id
      WHERE r.id = ${rfqId} AND r.status = 1 AND u.status = 'active'
        AND (r.expiry_date IS NULL OR r.expiry_date >= (now() AT TIME ZONE 'UTC')::date)
    ),
    up AS (
      SELECT c.id, c.parent_id FROM categories c WHERE c.id = (SELECT category_id FROM lead)
      UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
    ),
    cats AS (
      SELECT id FROM up
      UNION SELECT c.id FROM categories c WHERE c.parent_id = (SELECT x.parent_id FROM categories x WHERE x.id = (SELECT category_id FROM lead))
    ),
    holders AS (
      SELECT s.id FROM suppliers s WHERE s.main_category_id = ANY (ARRAY(SELECT id FROM cats))
      UNION SELECT p.supplier_id FROM products p WHERE p.category_id = ANY (ARRAY(SELECT id FROM cats)) AND p.status = 1
    ),
    matching AS (
      SELECT DISTINCT s.user_id FROM holders h JOIN suppliers s ON s.id = h.id JOIN users su ON su.id = s.user_id
      WHERE su.status = 'active' AND su.id <> (SELECT buyer_user_id FROM lead)
      LIMIT ${NEW_LEAD_NOTIFY_CAP}
    )
    INSERT INTO notifications (user_id, type, side, params, link, group_key)
    SELECT m.user_id, 'new_lead', 'supplier', jsonb_build_object('subject', lead.product_name, 'count', '1'), '/business/buying-leads', ${newLeadGroupKey(now)}
    FROM matching m CROSS JOIN lead
    ON CONFLICT ${UNREAD_GROUP_CONFLICT} DO UPDATE SET
      params = EXCLUDED.params || jsonb_build_object('count', ${NEXT_COUNT}),
      created_at = now(), updated_at = now(), email_due_at = ${EMAIL_DUE_AFTER_REPEAT}
    RETURNING *`);
  return rows<Row>(result).map((r) => {
    const row = fromSqlRow(r);
    return { userId: row.userId, item: presentNotification(row) };
  });
}
