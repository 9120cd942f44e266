import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers, suppliers, users } from './accounts.ts';
import type { ChatEmbed } from '@tradelink/shared/chat/chat';

// Chat between one buyer identity and one supplier identity, and the notifications list.
// Messages are numbered per conversation (`index`): the conversation row is locked to take the next
// number, so indexes are gapless and in commit order, and a client catches up by index.

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `BUR...|SUP...`, buyer first. */
    uniqueName: text('unique_name').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    buyerIdentity: text('buyer_identity').notNull(),
    supplierIdentity: text('supplier_identity').notNull(),
    /** The identity that created the conversation. */
    createdBy: text('created_by').notNull(),
    /** The gate marker `chatBlockStatus`: first-message | accepted | rejected, or null. */
    blockMarker: text('block_marker'),
    blockTimestamp: timestamp('block_timestamp', { withTimezone: true }),
    /** The identity of the first message's author (the gate's sender). */
    firstSender: text('first_sender'),
    /** A supplier who started the conversation spent a conversation to follow up before an answer. */
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    /** The index of the newest message (0 before any). */
    lastMessageIndex: integer('last_message_index').notNull().default(0),
    buyerReadIndex: integer('buyer_read_index').notNull().default(0),
    supplierReadIndex: integer('supplier_read_index').notNull().default(0),
    buyerDeliveredIndex: integer('buyer_delivered_index').notNull().default(0),
    supplierDeliveredIndex: integer('supplier_delivered_index').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last activity: the newest message, or the gate's decision. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_unique_name_key').on(t.uniqueName),
    index('conversations_buyer_updated_idx').on(t.buyerId, t.updatedAt),
    index('conversations_supplier_updated_idx').on(t.supplierId, t.updatedAt),
    check('conversations_block_marker_check', sql`${t.blockMarker} IS NULL OR ${t.blockMarker} IN ('first-message', 'accepted', 'rejected')`),
  ],
);

export interface MessageAttributes {
  embed: ChatEmbed | null;
  hidden: string[];
}

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    author: text('author').notNull(),
    /** text | accept | reject */
    kind: text('kind').notNull().default('text'),
    body: text('body').notNull(),
    attributes: jsonb('attributes').$type<MessageAttributes>().notNull(),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_conversation_index_key').on(t.conversationId, t.index),
    // A resend with the same client id (after a dropped connection) finds the stored message.
    uniqueIndex('chat_messages_client_id_key').on(t.conversationId, t.author, t.clientId),
    check('chat_messages_kind_check', sql`${t.kind} IN ('text', 'accept', 'reject')`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** buyer | supplier, or null for the account. */
    side: text('side'),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    link: text('link').notNull(),
    /** Collapses repeats (one unread "messages while offline" per conversation). */
    groupKey: text('group_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when the user was offline: the mail batch goes out after this time unless it was read. */
    emailDueAt: timestamp('email_due_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_unread_group_key').on(t.userId, t.groupKey).where(sql`read_at IS NULL AND group_key IS NOT NULL`),
    index('notifications_email_due_idx').on(t.emailDueAt).where(sql`emailed_at IS NULL AND email_due_at IS NOT NULL`),
  ],
);

/** Users who turned off notification emails (the unsubscribe link). */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notificationsOffAt: timestamp('notifications_off_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
