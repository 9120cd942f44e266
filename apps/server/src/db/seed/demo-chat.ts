import { sql } from 'drizzle-orm';
import { CHAT_ACCEPT_TEXT } from '@tradelink/shared/rules/chat-gate';
import type { Db } from '../client.ts';
import { chatMessages, conversations } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

type Rows<T> = { rows: T[] };
interface Side {
  id: string;
  identity: string;
}

/**
 * Conversations so the demo's chat is not empty: the demo buyer (a UK importer) and the demo seller
 * (a bag maker) in an accepted conversation about tote bags (the seller's last answer unread), and
 * another buyer's first contact about backpacks waiting for the demo seller to accept or decline.
 */
export async function insertDemoChat(db: Db, at: (daysAgo: number) => Date) {
  const buyer = ((await db.execute(sql`
    SELECT b.id, b.identity FROM buyers b JOIN users u ON u.id = b.user_id WHERE u.email = ${DEMO_ACCOUNTS.buyer}`)) as unknown as Rows<Side>).rows[0];
  const seller = ((await db.execute(sql`
    SELECT s.id, s.identity FROM suppliers s JOIN users u ON u.id = s.user_id WHERE u.email = ${DEMO_ACCOUNTS.seller}`)) as unknown as Rows<Side>).rows[0];
  const other = ((await db.execute(sql`
    SELECT b.id, b.identity FROM buyers b JOIN users u ON u.id = b.user_id
    WHERE u.email NOT IN (${DEMO_ACCOUNTS.buyer}, ${DEMO_ACCOUNTS.both}) AND u.status = 'active' ORDER BY b.seq LIMIT 1 OFFSET 7`)) as unknown as Rows<Side>).rows[0];
  if (!buyer || !seller) return;

  const minutesAgo = (m: number) => new Date(at(0).getTime() - m * 60_000);
  const thread: Array<{ author: string; kind?: 'accept'; body: string; at: Date }> = [
    { author: buyer.identity, body: 'Hello, we are sourcing 2,000 canvas tote bags with a printed logo. Could you share your MOQ and lead time?', at: minutesAgo(26 * 60) },
    { author: seller.identity, kind: 'accept', body: CHAT_ACCEPT_TEXT, at: minutesAgo(25 * 60) },
    { author: seller.identity, body: 'Our MOQ is 500 pieces per design. Lead time is 25 days after the sample is approved.', at: minutesAgo(25 * 60 - 2) },
    { author: buyer.identity, body: 'Great. Can you send a sample to our office in London first?', at: minutesAgo(90) },
    { author: seller.identity, body: 'Yes, the sample is free; we only charge the courier (about USD 45 to London). I will send a quotation today.', at: minutesAgo(40) },
  ];
  const [accepted] = await db
    .insert(conversations)
    .values({
      uniqueName: `${buyer.identity}|${seller.identity}`,
      buyerId: buyer.id,
      supplierId: seller.id,
      buyerIdentity: buyer.identity,
      supplierIdentity: seller.identity,
      createdBy: buyer.identity,
      blockMarker: 'accepted',
      blockTimestamp: thread[1]!.at,
      firstSender: buyer.identity,
      lastMessageIndex: thread.length,
      buyerReadIndex: thread.length - 1,
      buyerDeliveredIndex: thread.length - 1,
      supplierReadIndex: thread.length,
      supplierDeliveredIndex: thread.length,
      createdAt: thread[0]!.at,
      updatedAt: thread[thread.length - 1]!.at,
    })
    .returning({ id: conversations.id });
  await db.insert(chatMessages).values(
    thread.map((m, i) => ({
      conversationId: accepted!.id,
      index: i + 1,
      author: m.author,
      kind: m.kind ?? 'text',
      body: m.body,
      attributes: { embed: null, hidden: [] },
      createdAt: m.at,
    })),
  );

  if (!other) return;
  const sent = minutesAgo(15);
  const [pending] = await db
    .insert(conversations)
    .values({
      uniqueName: `${other.identity}|${seller.identity}`,
      buyerId: other.id,
      supplierId: seller.id,
      buyerIdentity: other.identity,
      supplierIdentity: seller.identity,
      createdBy: other.identity,
      blockMarker: 'first-message',
      blockTimestamp: sent,
      firstSender: other.identity,
      lastMessageIndex: 1,
      buyerReadIndex: 1,
      buyerDeliveredIndex: 1,
      createdAt: sent,
      updatedAt: sent,
    })
    .returning({ id: conversations.id });
  await db.insert(chatMessages).values({
    conversationId: pending!.id,
    index: 1,
    author: other.identity,
    body: 'Hi, do you produce backpacks with a laptop compartment? We need 800 units for a school programme in September.',
    attributes: { embed: null, hidden: [] },
    createdAt: sent,
  });
}
