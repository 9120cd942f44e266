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

/** A new conversation, held by the turn that starts it. */
export async function createConversation(db: Tx, values: { userId: string; side: string; title: string }): Promise<ConversationRow> {
  const [row] = await db
    .insert(agentConversations)
    .values({ ...values, busyUntil: new Date(Date.now() + LEASE_MS) })
    .returning();
  return row!;
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

export async function insertMessage(
  db: Tx,
  values: { id: string; conversationId: string; role: 'user' | 'assistant'; parts: unknown; metadata: unknown; status?: 'completed' | 'stopped' },
): Promise<void> {
  await db.insert(agentMessages).values({ ...values, status: values.status ?? null });
  await db
    .update(agentConversations)
    .set({ messageCount: sql`${agentConversations.messageCount} + 1`, updatedAt: new Date() })
    .where(eq(agentConversations.id, values.conversationId));
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
