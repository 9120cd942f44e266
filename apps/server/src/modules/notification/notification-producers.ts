import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { partyNameSql, rows, type Row } from '../catalog/row-values.ts';
import { notifyNewLeads } from './new-lead-notifications.ts';
import { notify, type PendingNotification } from './notify.ts';

// What each action tells the other party. Called inside the action's transaction; the caller
// publishes the returned notifications after its commit. Links are the web app's routes.

const one = async (tx: Tx, query: ReturnType<typeof sql>) => rows<Row>(await tx.execute(query))[0] ?? null;

/** `new_quotation`: the RFQ's buyer learns that a supplier quoted, and opens the quotation. */
export async function notifyNewQuotation(tx: Tx, quotationId: number): Promise<PendingNotification[]> {
  const q = await one(
    tx,
    sql`SELECT b.user_id AS buyer_user_id, ${partyNameSql('su', 's')} AS supplier_name, r.product_name
      FROM quotations q JOIN rfqs r ON r.id = q.rfq_id JOIN buyers b ON b.id = r.buyer_id
      JOIN suppliers s ON s.id = q.supplier_id JOIN users su ON su.id = s.user_id
      WHERE q.id = ${quotationId}`,
  );
  if (!q) return [];
  return [
    await notify(tx, {
      userId: String(q.buyer_user_id),
      type: 'new_quotation',
      side: 'buyer',
      params: { name: String(q.supplier_name), subject: String(q.product_name) },
      link: `/my-quotations/${quotationId}`,
    }),
  ];
}

/**
 * `new_inquiry`: the side an inquiry was sent to (a supplier for a buyer's inquiry, a buyer for a
 * supplier's outreach) learns who wrote and about what, and opens the thread in its inbox.
 */
export async function notifyNewInquiry(tx: Tx, inquiryId: number): Promise<PendingNotification[]> {
  const i = await one(
    tx,
    sql`SELECT i.direction, i.subject, bu.id AS buyer_user_id, s.user_id AS supplier_user_id,
        ${partyNameSql('bu')} AS buyer_name, ${partyNameSql('su', 's')} AS supplier_name
      FROM inquiries i JOIN buyers b ON b.id = i.buyer_id JOIN users bu ON bu.id = b.user_id
      JOIN suppliers s ON s.id = i.supplier_id JOIN users su ON su.id = s.user_id
      WHERE i.id = ${inquiryId}`,
  );
  if (!i) return [];
  const toSupplier = i.direction === 'buyer_to_supplier';
  return [
    await notify(tx, {
      userId: String(toSupplier ? i.supplier_user_id : i.buyer_user_id),
      type: 'new_inquiry',
      side: toSupplier ? 'supplier' : 'buyer',
      params: { name: String(toSupplier ? i.buyer_name : i.supplier_name), subject: String(i.subject) },
      link: toSupplier ? `/business/buyer-inquiries/${inquiryId}` : `/user/supplier-inquiries/${inquiryId}`,
    }),
  ];
}

/**
 * An operator decided an RFQ: its buyer gets `rfq_approved` or `rfq_rejected` (with the reason),
 * and an approval tells the matching suppliers about the new buying lead.
 */
export async function notifyRfqDecision(tx: Tx, rfqId: number, decision: { approved: boolean; reason: string | null }): Promise<PendingNotification[]> {
  const r = await one(tx, sql`SELECT r.product_name, b.user_id AS buyer_user_id FROM rfqs r JOIN buyers b ON b.id = r.buyer_id WHERE r.id = ${rfqId}`);
  if (!r) return [];
  const params: Record<string, string> = { subject: String(r.product_name) };
  if (!decision.approved) params.reason = decision.reason ?? '';
  const owner = await notify(tx, {
    userId: String(r.buyer_user_id),
    type: decision.approved ? 'rfq_approved' : 'rfq_rejected',
    side: 'buyer',
    params,
    link: `/user/request-quotation/detail/${rfqId}`,
  });
  return decision.approved ? [owner, ...(await notifyNewLeads(tx, rfqId))] : [owner];
}
