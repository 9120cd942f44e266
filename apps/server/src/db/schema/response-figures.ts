import { sql } from 'drizzle-orm';
import { bigserial, check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers, suppliers } from './accounts.ts';
import { conversations } from './chat.ts';
import { inquiries } from './sourcing.ts';

// How suppliers answer buyers (decision 033). `response_contacts` holds one row per contact a buyer
// started (an inquiry to the supplier, or the first message of a conversation) with when the
// supplier first answered it. Triggers on inquiries, inquiry_messages and chat_messages keep it
// (migration 0027), so every writer (the calls, the socket, the demo seed, tests) fills it alike.
// `supplier_response_figures` is the public 30-day figure per supplier, refreshed by a job, which
// the supplier page shows and the search filters on.

export const responseContacts = pgTable(
  'response_contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** inquiry | chat */
    source: text('source').$type<'inquiry' | 'chat'>().notNull(),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** The buyer's inquiry, or the buyer's first chat message. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The supplier's first reply (a chat's acceptance counts; a message hidden from the buyer does not). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The supplier declined the buyer's first chat contact: it will not be answered. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    // Covers every column the figures read: one supplier's range is an index-only scan.
    index('response_contacts_supplier_idx').on(t.supplierId, t.receivedAt, t.answeredAt, t.declinedAt, t.buyerId),
    // The job reads every supplier's last 30 days at once.
    index('response_contacts_received_idx').on(t.receivedAt),
    // The buyer's report: the suppliers it contacted and how fast each answered.
    index('response_contacts_buyer_idx').on(t.buyerId, t.receivedAt),
    uniqueIndex('response_contacts_inquiry_key').on(t.inquiryId),
    uniqueIndex('response_contacts_conversation_key').on(t.conversationId),
    check('response_contacts_source_check', sql`(${t.source} = 'inquiry' AND ${t.inquiryId} IS NOT NULL) OR (${t.source} = 'chat' AND ${t.conversationId} IS NOT NULL)`),
  ],
);

/** A supplier's response figures over the last 30 days, as of `updated_at` (the job's last change). */
export const supplierResponseFigures = pgTable(
  'supplier_response_figures',
  {
    supplierId: uuid('supplier_id')
      .primaryKey()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Contacts counted: answered ones, and unanswered ones past the grace period or declined. */
    received: integer('received').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    /** answered / received; null without contacts. */
    responseRate: doublePrecision('response_rate'),
    /** Mean minutes to the first answer, each capped (decision 033); null without answers. */
    avgFirstResponseMinutes: integer('avg_first_response_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The search's filters ("response rate ≥ 90%", "replies within 24 h").
    index('supplier_response_figures_rate_idx').on(t.responseRate),
    index('supplier_response_figures_minutes_idx').on(t.avgFirstResponseMinutes),
    check('supplier_response_figures_counts_check', sql`${t.answered} >= 0 AND ${t.answered} <= ${t.received}`),
  ],
);
