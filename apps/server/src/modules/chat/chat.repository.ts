import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { chatMessages, conversations, type MessageAttributes } from '../../db/schema/index.ts';
import { rows, type Row } from '../catalog/row-values.ts';

// Conversations and their messages. A message takes the next index while its conversation row is
// locked, so indexes are gapless and in commit order (see chat.service / message.service).

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type Side = 'buyer' | 'supplier';

/** The side-specific columns, by name (never from input). */
const COLUMNS = {
  buyer: { identity: 'buyer_identity', read: 'buyer_read_index', delivered: 'buyer_delivered_index', owner: 'buyer_id' },
  supplier: { identity: 'supplier_identity', read: 'supplier_read_index', delivered: 'supplier_delivered_index', owner: 'supplier_id' },
} as const;
const col = (side: Side, name: keyof (typeof COLUMNS)['buyer']) => sql.raw(`c.${COLUMNS[side][name]}`);

/** Not hidden from the identity in `who` (an SQL expression). */
const visibleTo = (who: ReturnType<typeof sql>) => sql`NOT (m.attributes->'hidden' @> jsonb_build_array(${who}))`;

export async function findConversation(db: Tx, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row ?? null;
}

export async function findByUniqueName(db: Tx, uniqueName: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.uniqueName, uniqueName)).limit(1);
  return row ?? null;
}

/** The conversation row, locked until the transaction ends: senders take turns for the next index. */
export async function lockConversation(tx: Tx, id: string): Promise<ConversationRow> {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update').limit(1);
  if (!row) throw new Error(`conversation ${id} vanished`);
  return row;
}

/** Inserts the conversation; null when its unique name is already taken (a concurrent create won). */
export async function insertConversation(tx: Tx, values: typeof conversations.$inferInsert): Promise<ConversationRow | null> {
  const [row] = await tx.insert(conversations).values(values).onConflictDoNothing({ target: conversations.uniqueName }).returning();
  return row ?? null;
}

/** Locks the buyer row so one buyer's parallel creates are counted one after another. */
export async function lockBuyer(tx: Tx, buyerId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM buyers WHERE id = ${buyerId} FOR UPDATE`);
}

/** Conversations a buyer started within the window: how many, and when the oldest of them began. */
export async function buyerStartsSince(tx: Tx, buyerId: string, buyerIdentity: string, since: Date) {
  const [row] = rows<Row>(
    await tx.execute(sql`
      SELECT count(*)::int AS n, min(created_at) AS oldest FROM conversations
      WHERE buyer_id = ${buyerId} AND created_by = ${buyerIdentity} AND created_at > ${since.toISOString()}`),
  );
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest as string) : null };
}

export async function findMessageByClientId(db: Tx, conversationId: string, author: string, clientId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.author, author), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

export async function findMessageAt(db: Tx, conversationId: string, index: number): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.index, index)))
    .limit(1);
  return row ?? null;
}

export async function insertMessage(
  tx: Tx,
  values: { conversationId: string; index: number; author: string; kind: 'text' | 'accept' | 'reject'; body: string; attributes: MessageAttributes; clientId: string | null },
): Promise<MessageRow> {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  return row!;
}

export interface GateChange {
  blockMarker?: 'first-message' | 'accepted' | 'rejected';
  blockTimestamp?: Date;
  firstSender?: string;
  unlockedAt?: Date;
}

/**
 * After a message at `index`: the conversation's newest index and last activity move, and the
 * author has (of course) received and read up to its own message.
 */
export async function advanceConversation(tx: Tx, id: string, side: Side, index: number, gate: GateChange): Promise<void> {
  const own = side === 'buyer' ? { buyerReadIndex: index, buyerDeliveredIndex: index } : { supplierReadIndex: index, supplierDeliveredIndex: index };
  await tx
    .update(conversations)
    .set({ lastMessageIndex: index, updatedAt: new Date(), ...own, ...gate })
    .where(eq(conversations.id, id));
}

export async function updateGate(tx: Tx, id: string, gate: GateChange): Promise<void> {
  await tx.update(conversations).set(gate).where(eq(conversations.id, id));
}

/**
 * Moves a receipt forward (never back) up to `index`, capped at the newest message. When nothing
 * visible to the reader lies beyond, it jumps to the newest index: messages hidden from the reader
 * must not keep a conversation unread. Reading implies receiving.
 */
export async function moveReceipt(db: Tx, id: string, side: Side, kind: 'read' | 'delivered', index: number) {
  const me = col(side, 'identity');
  const target = sql`(SELECT CASE
      WHEN NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = c.id AND m."index" > LEAST(${index}::int, c.last_message_index) AND ${visibleTo(me)})
      THEN c.last_message_index ELSE LEAST(${index}::int, c.last_message_index) END
    FROM conversations c WHERE c.id = ${id})`;
  const read = sql.raw(COLUMNS[side].read);
  const delivered = sql.raw(COLUMNS[side].delivered);
  const assignments =
    kind === 'read'
      ? sql`${read} = GREATEST(${read}, ${target}), ${delivered} = GREATEST(${delivered}, ${target})`
      : sql`${delivered} = GREATEST(${delivered}, ${target})`;
  const [row] = rows<Row>(
    await db.execute(sql`
      UPDATE conversations SET ${assignments} WHERE id = ${id}
      RETURNING ${read} AS read_index, ${delivered} AS delivered_index, last_message_index`),
  );
  return { read: Number(row!.read_index), delivered: Number(row!.delivered_index), last: Number(row!.last_message_index) };
}

/**
 * The menu badge: how many of one side's conversations hold a message above that side's read index
 * that the side can see (one hidden from it does not make a chat unread). An SQL expression for the
 * menu counts query: the side's conversations come from their owner index, and each is checked
 * with one probe of the (conversation, index) index.
 */
export function unreadChatsCount(side: Side, ownerId: SQL): SQL {
  const read = col(side, 'read');
  return sql`(SELECT count(*)::int FROM conversations c
    WHERE ${col(side, 'owner')} = ${ownerId} AND c.last_message_index > ${read}
      AND EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = c.id AND m."index" > ${read} AND ${visibleTo(col(side, 'identity'))}))`;
}

/** Messages above the reader's read index that the reader can see. */
export async function countUnreadVisible(db: Tx, id: string, side: Side): Promise<number> {
  const [row] = rows<Row>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM conversations c JOIN chat_messages m ON m.conversation_id = c.id
      WHERE c.id = ${id} AND m."index" > ${col(side, 'read')} AND ${visibleTo(col(side, 'identity'))}`),
  );
  return Number(row?.n ?? 0);
}

export interface MessageWindow {
  after?: number;
  before?: number;
  limit: number;
}

/**
 * A page of the messages the viewer may see, oldest first. With `after`: the next ones after that
 * index (catching up); otherwise the newest ones below `before` (or overall). `hasMore` says whether
 * more lie in the direction read.
 */
export async function listMessages(db: Tx, conversationId: string, viewer: string, window: MessageWindow) {
  const bounds = [sql`m.conversation_id = ${conversationId}`, visibleTo(sql`${viewer}::text`)];
  if (window.after !== undefined) bounds.push(sql`m."index" > ${window.after}`);
  if (window.before !== undefined) bounds.push(sql`m."index" < ${window.before}`);
  const ascending = window.after !== undefined;
  const found = await db.execute(sql`
    SELECT m.* FROM chat_messages m WHERE ${sql.join(bounds, sql` AND `)}
    ORDER BY m."index" ${sql.raw(ascending ? 'ASC' : 'DESC')} LIMIT ${window.limit + 1}`);
  const list = rows<Row>(found);
  const hasMore = list.length > window.limit;
  const page = list.slice(0, window.limit);
  if (!ascending) page.reverse();
  return { messages: page.map(messageFromRow), hasMore };
}

export function messageFromRow(r: Row): MessageRow {
  return {
    id: String(r.id),
    conversationId: String(r.conversation_id),
    index: Number(r.index),
    author: String(r.author),
    kind: String(r.kind),
    body: String(r.body),
    attributes: r.attributes as MessageAttributes,
    clientId: (r.client_id as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
  };
}

/**
 * Conversations as one side sees them: the row, the gate's facts (the first sender, also for
 * conversations older than the column; the newest body for marker-less derivation), the newest
 * message the viewer may see and the viewer's unread count without messages hidden from them.
 */
function viewSelect(side: Side) {
  const me = col(side, 'identity');
  return sql`
    SELECT c.*,
      COALESCE(c.first_sender, (SELECT m.author FROM chat_messages m WHERE m.conversation_id = c.id AND m."index" = 1)) AS gate_sender,
      (SELECT m.body FROM chat_messages m WHERE m.conversation_id = c.id AND m."index" = c.last_message_index) AS last_body,
      (SELECT count(*)::int FROM chat_messages m
        WHERE m.conversation_id = c.id AND m."index" > ${col(side, 'read')} AND ${visibleTo(me)}) AS unread_visible,
      lm.id AS lm_id, lm."index" AS lm_index, lm.author AS lm_author, lm.kind AS lm_kind, lm.body AS lm_body,
      lm.attributes AS lm_attributes, lm.client_id AS lm_client_id, lm.created_at AS lm_created_at
    FROM conversations c
    LEFT JOIN LATERAL (
      SELECT m.* FROM chat_messages m WHERE m.conversation_id = c.id AND ${visibleTo(me)} ORDER BY m."index" DESC LIMIT 1
    ) lm ON true`;
}

export async function conversationView(db: Tx, id: string, side: Side): Promise<Row | null> {
  const [row] = rows<Row>(await db.execute(sql`${viewSelect(side)} WHERE c.id = ${id}`));
  return row ?? null;
}

/**
 * One side's conversations, most recent activity first. The counterpart sees a conversation once it
 * has a message; the one who opened it sees it at once.
 */
export async function listConversationViews(db: Tx, side: Side, ownerId: string, identity: string, limit: number, offset: number): Promise<Row[]> {
  return rows<Row>(
    await db.execute(sql`
      ${viewSelect(side)}
      WHERE ${col(side, 'owner')} = ${ownerId} AND (c.last_message_index > 0 OR c.created_by = ${identity})
      ORDER BY c.updated_at DESC, c.id LIMIT ${limit} OFFSET ${offset}`),
  );
}
