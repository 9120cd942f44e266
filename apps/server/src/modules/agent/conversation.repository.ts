import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { agentConversations, agentMessages } from '../../db/schema/index.ts';

// The agent's conversations and messages. Every read and write names the owner: another user's
// conversation is simply not found.

export type ConversationRow = typeof agentConversations.$inferSelect;
export type MessageRow = typeof agentMessages.$inferSelect;

/** How long a turn may hold its conversation before another message is let in (a crashed process). */
export const LEASE_MS = 5 * 60_000;

export async function findOwnConversation(db: Tx, userId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(agentConversations)
    .where(and(eq(agentConversations.id, id), eq(agentConversations.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function listOwnConversations(db: Db, userId: string, side: string | undefined, limit: number, offset: number) {
  const where = side ? and(eq(agentConversations.userId, userId), eq(agentConversations.side, side)) : eq(agentConversations.userId, userId);
  const [items, [total]] = await Promise.all([
    db.select().from(agentConversations).where(where).orderBy(desc(agentConversations.updatedAt), desc(agentConversations.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(agentConversations).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

interface NewMessage {
  id: string;
  role: 'user' | 'assistant';
  parts: unknown;
  metadata: unknown;
  status?: 'completed' | 'stopped';
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * A new conversation with its first message, held by the turn that starts it: one statement, as a
 * turn's first queries wait in line behind other turns' searches on the embedded database.
 */
export async function createConversation(db: Tx, values: { userId: string; side: string; title: string; first: NewMessage }): Promise<ConversationRow> {
  const now = new Date();
  const busyUntil = new Date(now.getTime() + LEASE_MS);
  const result = (await db.execute(sql`
    WITH c AS (
      INSERT INTO agent_conversations (user_id, side, title, message_count, busy_until, created_at, updated_at)
      VALUES (${values.userId}, ${values.side}, ${values.title}, 1, ${busyUntil.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      RETURNING id),
    m AS (
      INSERT INTO agent_messages (id, conversation_id, role, parts, metadata)
      SELECT ${values.first.id}, c.id, ${values.first.role}, ${json(values.first.parts)}::jsonb, ${json(values.first.metadata)}::jsonb FROM c)
    SELECT id FROM c`)) as unknown as { rows: Array<{ id: string }> };
  return {
    id: result.rows[0]!.id,
    userId: values.userId,
    side: values.side,
    title: values.title,
    messageCount: 1,
    inputTokens: 0,
    outputTokens: 0,
    busyUntil,
    createdAt: now,
    updatedAt: now,
  };
}

/** Takes the conversation for one turn; false when another turn holds it. */
export async function leaseConversation(db: Tx, id: string): Promise<boolean> {
  const now = new Date();
  const taken = await db
    .update(agentConversations)
    .set({ busyUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(agentConversations.id, id), or(isNull(agentConversations.busyUntil), lt(agentConversations.busyUntil, now))))
    .returning({ id: agentConversations.id });
  return taken.length > 0;
}

export async function releaseConversation(db: Tx, id: string): Promise<void> {
  await db.update(agentConversations).set({ busyUntil: null }).where(eq(agentConversations.id, id));
}

export async function renameConversation(db: Db, userId: string, id: string, title: string): Promise<ConversationRow | null> {
  const [row] = await db
    .update(agentConversations)
    .set({ title })
    .where(and(eq(agentConversations.id, id), eq(agentConversations.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(agentConversations)
    .where(and(eq(agentConversations.id, id), eq(agentConversations.userId, userId)))
    .returning({ id: agentConversations.id });
  return gone.length > 0;
}

export async function listMessages(db: Tx, conversationId: string): Promise<MessageRow[]> {
  return db.select().from(agentMessages).where(eq(agentMessages.conversationId, conversationId)).orderBy(asc(agentMessages.seq));
}

/** Adds a message and counts it on its conversation, in one statement. */
export async function insertMessage(db: Tx, conversationId: string, message: NewMessage): Promise<void> {
  await db.execute(sql`
    WITH m AS (
      INSERT INTO agent_messages (id, conversation_id, role, parts, metadata, status)
      VALUES (${message.id}, ${conversationId}, ${message.role}, ${json(message.parts)}::jsonb, ${json(message.metadata)}::jsonb, ${message.status ?? null})
      RETURNING 1)
    UPDATE agent_conversations SET message_count = message_count + (SELECT count(*) FROM m), updated_at = now() WHERE id = ${conversationId}`);
}

/** Removes the assistant answers stored after one message (a retry replaces them). */
export async function deleteAnswersAfter(db: Tx, conversationId: string, seq: number): Promise<void> {
  const gone = await db
    .delete(agentMessages)
    .where(and(eq(agentMessages.conversationId, conversationId), gt(agentMessages.seq, seq), eq(agentMessages.role, 'assistant')))
    .returning({ id: agentMessages.id });
  if (gone.length) {
    await db
      .update(agentConversations)
      .set({ messageCount: sql`GREATEST(${agentConversations.messageCount} - ${gone.length}, 0)` })
      .where(eq(agentConversations.id, conversationId));
  }
}

export async function addTokens(db: Tx, id: string, inputTokens: number, outputTokens: number): Promise<void> {
  await db
    .update(agentConversations)
    .set({
      inputTokens: sql`${agentConversations.inputTokens} + ${inputTokens}`,
      outputTokens: sql`${agentConversations.outputTokens} + ${outputTokens}`,
      updatedAt: new Date(),
    })
    .where(eq(agentConversations.id, id));
}
