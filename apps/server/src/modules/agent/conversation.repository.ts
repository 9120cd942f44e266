import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
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

/** The day's message taken from the allowance atomically, only while under the limit (see usage.repository.ts). */
const takeFromAllowance = (userId: string, day: string, limit: number) => sql`
  INSERT INTO agent_usage_daily (user_id, day, messages, last_used_at) VALUES (${userId}, ${day}, 1, now())
  ON CONFLICT (user_id, day) DO UPDATE SET messages = agent_usage_daily.messages + 1, last_used_at = now()
  WHERE agent_usage_daily.messages < ${limit}
  RETURNING messages`;

/**
 * Opens a turn on a new conversation in one statement (one commit: on the embedded database every
 * commit reaches the disk, and these are the writes a turn makes before its first words): the day's
 * message taken from the allowance, and only then the conversation, held by this turn, with its
 * first message. Null when the allowance is used up (nothing is written).
 */
export async function openNewConversation(
  db: Tx,
  values: { userId: string; side: string; title: string; first: NewMessage; limit: number; day: string },
): Promise<ConversationRow | null> {
  const now = new Date();
  const busyUntil = new Date(now.getTime() + LEASE_MS);
  const result = (await db.execute(sql`
    WITH take AS (${takeFromAllowance(values.userId, values.day, values.limit)}),
    c AS (
      INSERT INTO agent_conversations (user_id, side, title, message_count, busy_until, created_at, updated_at)
      SELECT ${values.userId}, ${values.side}, ${values.title}, 1, ${busyUntil.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      FROM take
      RETURNING id),
    m AS (
      INSERT INTO agent_messages (id, conversation_id, role, parts, metadata)
      SELECT ${values.first.id}, c.id, ${values.first.role}, ${json(values.first.parts)}::jsonb, ${json(values.first.metadata)}::jsonb FROM c)
    SELECT id FROM c`)) as unknown as { rows: Array<{ id: string }> };
  if (!result.rows[0]) return null;
  return {
    id: result.rows[0].id,
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

/**
 * Opens a turn on an existing conversation in one statement: the day's message taken, then the
 * conversation held by this turn (unless another turn holds it), then the user's message added
 * (none when a failed turn's message is answered again). `taken` false: the allowance is used up;
 * `held` false: another turn holds the conversation (the day's message must be given back).
 */
export async function openExistingConversation(
  db: Tx,
  values: { userId: string; conversationId: string; message: NewMessage | null; limit: number; day: string },
): Promise<{ taken: boolean; held: boolean }> {
  const busyUntil = new Date(Date.now() + LEASE_MS);
  const adds = values.message ? 1 : 0;
  const message = values.message
    ? sql`, m AS (
        INSERT INTO agent_messages (id, conversation_id, role, parts, metadata)
        SELECT ${values.message.id}, held.id, ${values.message.role}, ${json(values.message.parts)}::jsonb, ${json(values.message.metadata)}::jsonb FROM held)`
    : sql``;
  const result = (await db.execute(sql`
    WITH take AS (${takeFromAllowance(values.userId, values.day, values.limit)}),
    held AS (
      UPDATE agent_conversations SET busy_until = ${busyUntil.toISOString()}::timestamptz, message_count = message_count + ${adds}, updated_at = now()
      WHERE id = ${values.conversationId} AND (busy_until IS NULL OR busy_until < now()) AND EXISTS (SELECT 1 FROM take)
      RETURNING id)${message}
    SELECT (SELECT count(*) FROM take)::int AS taken, (SELECT count(*) FROM held)::int AS held`)) as unknown as { rows: Array<{ taken: number; held: number }> };
  return { taken: Number(result.rows[0]?.taken) > 0, held: Number(result.rows[0]?.held) > 0 };
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

/**
 * Deletes a conversation unless a turn holds it: that turn's end adds its tokens to the
 * conversation, and the usage would be lost with it. 'busy' then, 'missing' for none of the caller's.
 */
export async function deleteConversation(db: Db, userId: string, id: string): Promise<'deleted' | 'busy' | 'missing'> {
  const own = and(eq(agentConversations.id, id), eq(agentConversations.userId, userId));
  const gone = await db
    .delete(agentConversations)
    .where(and(own, sql`(${agentConversations.busyUntil} IS NULL OR ${agentConversations.busyUntil} < now())`))
    .returning({ id: agentConversations.id });
  if (gone.length > 0) return 'deleted';
  return (await findOwnConversation(db, userId, id)) ? 'busy' : 'missing';
}

export async function listMessages(db: Tx, conversationId: string): Promise<MessageRow[]> {
  return db.select().from(agentMessages).where(eq(agentMessages.conversationId, conversationId)).orderBy(asc(agentMessages.seq));
}

export interface TurnEnd {
  conversationId: string;
  userId: string;
  day: string;
  /** The assistant's answer to keep, if any (none for a failed turn or a stop before anything showed). */
  answer: NewMessage | null;
  /** A retry: the assistant answers after this message are replaced by `answer`. */
  replaceAfterSeq?: number;
  inputTokens: number;
  outputTokens: number;
  toolCalls: number;
  outcome: 'completed' | 'stopped' | 'failed';
  /** Give the day's message back (a failed turn that showed nothing). */
  refund: boolean;
}

/**
 * Ends a turn in one statement (atomic, one commit): the answer kept (a retry's previous answer
 * removed), the tokens added to the conversation and the conversation let go, the day's usage
 * recorded (a failed turn that showed nothing gives its message back). Returns the day's message count after it.
 */
export async function endTurn(db: Tx, end: TurnEnd): Promise<number> {
  const replace = end.answer && end.replaceAfterSeq !== undefined;
  const refund = end.refund ? 1 : 0;
  const result = (await db.execute(sql`
    WITH del AS (
      DELETE FROM agent_messages
      WHERE ${replace ? sql`conversation_id = ${end.conversationId} AND seq > ${end.replaceAfterSeq!} AND role = 'assistant'` : sql`false`}
      RETURNING 1),
    m AS (
      INSERT INTO agent_messages (id, conversation_id, role, parts, metadata, status)
      SELECT ${end.answer?.id ?? null}::uuid, ${end.conversationId}, 'assistant', ${json(end.answer?.parts)}::jsonb, ${json(end.answer?.metadata)}::jsonb, ${end.answer?.status ?? null}
      WHERE ${end.answer ? sql`true` : sql`false`}
      RETURNING 1),
    conv AS (
      UPDATE agent_conversations
      SET message_count = GREATEST(message_count - (SELECT count(*) FROM del) + (SELECT count(*) FROM m), 0),
          input_tokens = input_tokens + ${end.inputTokens}, output_tokens = output_tokens + ${end.outputTokens},
          busy_until = NULL, updated_at = now()
      WHERE id = ${end.conversationId}
      RETURNING 1)
    UPDATE agent_usage_daily
    SET messages = GREATEST(messages - ${refund}, 0), tool_calls = tool_calls + ${end.toolCalls},
        input_tokens = input_tokens + ${end.inputTokens}, output_tokens = output_tokens + ${end.outputTokens},
        failed = failed + ${end.outcome === 'failed' ? 1 : 0}, stopped = stopped + ${end.outcome === 'stopped' ? 1 : 0},
        last_used_at = now()
    WHERE user_id = ${end.userId} AND day = ${end.day} AND (SELECT count(*) FROM conv) >= 0
    RETURNING messages`)) as unknown as { rows: Array<{ messages: number }> };
  return Number(result.rows[0]?.messages ?? 0);
}
