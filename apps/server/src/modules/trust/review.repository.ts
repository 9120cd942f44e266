import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { rows } from '../catalog/row-values.ts';
import type { Party } from './party.repository.ts';

/**
 * Whether a buyer and a supplier have dealt with each other, which a review needs ("only after
 * they have interacted"): an inquiry between them (sent either way), or a quotation from the
 * supplier on one of the buyer's RFQs, or a chat conversation in which both sides wrote a message
 * of their own that the other could read. A first message nobody answered is not an interaction, nor
 * is the fixed accept or decline message a click writes, nor a conversation that was declined.
 * The same relation serves both directions of a review.
 */
export async function haveInteracted(db: Tx, pair: { buyerId: string; supplierId: string }): Promise<boolean> {
  const [row] = rows<{ met: boolean }>(
    await db.execute(sql`
      SELECT EXISTS (SELECT 1 FROM inquiries i WHERE i.buyer_id = ${pair.buyerId} AND i.supplier_id = ${pair.supplierId})
        OR EXISTS (
          SELECT 1 FROM quotations q JOIN rfqs r ON r.id = q.rfq_id
          WHERE r.buyer_id = ${pair.buyerId} AND q.supplier_id = ${pair.supplierId}
        )
        OR EXISTS (
          SELECT 1 FROM conversations c
          WHERE c.buyer_id = ${pair.buyerId} AND c.supplier_id = ${pair.supplierId}
            AND c.block_marker IS DISTINCT FROM 'rejected'
            AND EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = c.id AND m.author = c.buyer_identity
              AND m.kind = 'text' AND NOT (m.attributes->'hidden' @> jsonb_build_array(c.supplier_identity)))
            AND EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = c.id AND m.author = c.supplier_identity
              AND m.kind = 'text' AND NOT (m.attributes->'hidden' @> jsonb_build_array(c.buyer_identity)))
        ) AS met`),
  );
  return Boolean(row?.met);
}

const targetOf = (party: Party) => (party.kind === 'supplier' ? eq(reviews.supplierId, party.id) : eq(reviews.buyerId, party.id));

/** The caller's review of a party, if they wrote one (hidden or not: it still counts as their one review). */
export async function findAuthorReview(db: Tx, party: Party, authorUserId: string) {
  const [row] = await db
    .select({ id: reviews.id, rating: reviews.rating, body: reviews.body, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(targetOf(party), eq(reviews.authorUserId, authorUserId)))
    .limit(1);
  return row ?? null;
}

export async function insertReview(db: Tx, party: Party, values: { authorUserId: string; rating: number; body: string }) {
  const [row] = await db
    .insert(reviews)
    .values({
      supplierId: party.kind === 'supplier' ? party.id : null,
      buyerId: party.kind === 'buyer' ? party.id : null,
      // A supplier is reviewed by a buyer, a buyer by a supplier.
      authorRole: party.kind === 'supplier' ? 'buyer' : 'supplier',
      ...values,
    })
    .returning({ id: reviews.id, rating: reviews.rating, body: reviews.body, createdAt: reviews.createdAt });
  return row!;
}
