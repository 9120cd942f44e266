import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// The AI sourcing agent (decision 034): a user's conversations on one account side, their messages
// as the UI messages that were streamed, and per-user daily usage for the allowance and operators.

export const agentConversations = pgTable(
  'agent_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    title: text('title').notNull(),
    messageCount: integer('message_count').notNull().default(0),
    /** Provider-reported tokens (the built-in assistant counts its own), against the conversation's budget. */
    inputTokens: bigint('input_tokens', { mode: 'number' }).notNull().default(0),
    outputTokens: bigint('output_tokens', { mode: 'number' }).notNull().default(0),
    /**
     * A turn holds the conversation until it ends (or this time passes, after a crash): a second
     * message meanwhile is refused with AGENT_CONVERSATION_BUSY instead of interleaving two answers.
     */
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_conversations_user_idx').on(t.userId, t.updatedAt),
    check('agent_conversations_side_check', sql`${t.side} IN ('buyer', 'supplier')`),
  ],
);

/**
 * One message: the user's text, or the assistant's answer as the UI message the client received
 * (text, tool parts with their outputs, data parts). An assistant message is written once, when its
 * turn ends (completed or stopped by the user); a failed turn writes none.
 */
export const agentMessages = pgTable(
  'agent_messages',
  {
    id: uuid('id').primaryKey(),
    /** Insertion order within the conversation (created_at can tie). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => agentConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    parts: jsonb('parts').notNull(),
    metadata: jsonb('metadata'),
    /** Assistant messages: completed, or stopped by the user (what was shown is kept). */
    status: text('status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_messages_conversation_idx').on(t.conversationId, t.seq),
    check('agent_messages_role_check', sql`${t.role} IN ('user', 'assistant')`),
    check('agent_messages_status_check', sql`${t.status} IS NULL OR ${t.status} IN ('completed', 'stopped')`),
  ],
);

/** Per user and UTC day: the allowance's count and what operators see (kept when conversations are deleted). */
export const agentUsageDaily = pgTable(
  'agent_usage_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    messages: integer('messages').notNull().default(0),
    toolCalls: integer('tool_calls').notNull().default(0),
    inputTokens: bigint('input_tokens', { mode: 'number' }).notNull().default(0),
    outputTokens: bigint('output_tokens', { mode: 'number' }).notNull().default(0),
    failed: integer('failed').notNull().default(0),
    stopped: integer('stopped').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('agent_usage_daily_day_idx').on(t.day)],
);
