import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { OPERATOR_ROLE } from '@tradelink/shared/constants/roles';
import { attachments } from '../../db/schema/index.ts';

export type AttachmentRow = typeof attachments.$inferSelect;

/** The Content-Type each stored kind is served with (downloads, and the console's file list). */
export const ATTACHMENT_CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};

export async function insertAttachment(db: Tx, values: typeof attachments.$inferInsert): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(values).returning();
  return row!;
}

export async function findAttachment(db: Tx, id: string): Promise<AttachmentRow | null> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  return row ?? null;
}

export async function findAttachments(db: Tx, ids: readonly string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(attachments).where(inArray(attachments.id, [...ids]));
}

export async function findOwnedAttachments(db: Tx, ownerUserId: string, ids: readonly string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.ownerUserId, ownerUserId), inArray(attachments.id, [...ids])));
}

/**
 * Who may download an attachment (decision 016):
 * - its uploader;
 * - on an RFQ: the buyer who owns it; a logged-in supplier while the RFQ is approved (the suppliers
 *   who may quote on it, expired ones included: the public page still shows it) or, whatever its
 *   status, one that quoted on it; an operator. Guests and other buyers never: specifications and
 *   drawings are written for suppliers. The GIN index on `attachment_ids` finds the RFQ;
 * - the two parties of a quotation or an inquiry that carries it;
 * - an operator when it was submitted for verification (Level 3 or business documents they review).
 * Roles and sides are read from their tables here, so a revoked role stops downloads at once.
 */
export async function mayReadAttachment(db: Tx, id: string, userId: string | null): Promise<boolean> {
  const onRfq = sql`r.attachment_ids @> ARRAY[${id}::uuid]`;
  const operator = sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND ${OPERATOR_ROLE} = ANY (u.roles))`;
  const result = (await db.execute(sql`
    SELECT (
      EXISTS (SELECT 1 FROM attachments a WHERE a.id = ${id} AND a.owner_user_id = ${userId})
      OR (${userId}::uuid IS NOT NULL AND EXISTS (
        SELECT 1 FROM rfqs r JOIN buyers b ON b.id = r.buyer_id WHERE ${onRfq} AND b.user_id = ${userId}))
      OR (${userId}::uuid IS NOT NULL AND EXISTS (
        SELECT 1 FROM rfqs r JOIN suppliers s ON s.user_id = ${userId}
        WHERE ${onRfq} AND (r.status = 1 OR EXISTS (SELECT 1 FROM quotations q WHERE q.rfq_id = r.id AND q.supplier_id = s.id))))
      OR (${userId}::uuid IS NOT NULL AND ${operator} AND EXISTS (SELECT 1 FROM rfqs r WHERE ${onRfq}))
      OR (${userId}::uuid IS NOT NULL AND EXISTS (
        SELECT 1 FROM quotations q
          JOIN rfqs r ON r.id = q.rfq_id JOIN buyers b ON b.id = r.buyer_id JOIN suppliers s ON s.id = q.supplier_id
        WHERE ${id} = ANY (q.attachment_ids) AND (s.user_id = ${userId} OR (b.user_id = ${userId} AND q.status <> 'withdrawn'))))
      OR (${userId}::uuid IS NOT NULL AND EXISTS (
        SELECT 1 FROM inquiry_messages m
          JOIN inquiries i ON i.id = m.inquiry_id JOIN buyers b ON b.id = i.buyer_id JOIN suppliers s ON s.id = i.supplier_id
        WHERE ${id} = ANY (m.attachment_ids) AND (b.user_id = ${userId} OR s.user_id = ${userId})))
      OR (${userId}::uuid IS NOT NULL AND ${operator}
        AND EXISTS (
          SELECT 1 FROM verification_requests v
          WHERE v.kind IN ('documents', 'business') AND v.documents @> jsonb_build_array(jsonb_build_object('attachment_id', ${id}::text))))
    ) AS allowed`)) as unknown as { rows: Array<{ allowed: boolean }> };
  return Boolean(result.rows[0]?.allowed);
}
