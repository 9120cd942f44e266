import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers, suppliers, users } from './accounts.ts';
import { products, rfqs } from './catalog.ts';

/**
 * Files attached to RFQs, quotations and inquiries. The bytes live once per SHA-256 under the data
 * folder; a row is one upload by one user (its name and who may read it follow from what it is
 * attached to). Unattached rows older than a day are fair game for cleanup.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bytes: the storage key. */
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    /** jpeg | png | pdf | doc | xls — checked by content. */
    kind: text('kind').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_owner_idx').on(t.ownerUserId, t.createdAt)],
);

/** One supplier's answer to one RFQ (at most one per supplier and RFQ). */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    uom: text('uom').notNull(),
    incoterm: text('incoterm'),
    paymentTerms: text('payment_terms'),
    leadTimeDays: integer('lead_time_days'),
    validUntil: text('valid_until'),
    message: text('message'),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** sent | preferred | declined | withdrawn */
    status: text('status').$type<'sent' | 'preferred' | 'declined' | 'withdrawn'>().notNull().default('sent'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the buyer first opened it; null means new to the buyer. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotations_rfq_supplier_key').on(t.rfqId, t.supplierId),
    index('quotations_supplier_idx').on(t.supplierId, t.createdAt),
    check('quotations_status_check', sql`${t.status} in ('sent','preferred','declined','withdrawn')`),
  ],
);

/**
 * An inquiry between a buyer and a supplier, about a product or the supplier in general. Most are
 * sent by buyers; suppliers reaching out about a buying lead send them the other way (`direction`).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    rfqId: integer('rfq_id').references(() => rfqs.id, { onDelete: 'set null' }),
    /** buyer_to_supplier | supplier_to_buyer */
    direction: text('direction').$type<'buyer_to_supplier' | 'supplier_to_buyer'>().notNull(),
    subject: text('subject').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 2 }),
    uom: text('uom'),
    /** open | handled */
    status: text('status').$type<'open' | 'handled'>().notNull().default('open'),
    /** Read marks per side: null = has something unread for that side. */
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    supplierReadAt: timestamp('supplier_read_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('inquiries_supplier_idx').on(t.supplierId, t.lastMessageAt),
    index('inquiries_buyer_created_idx').on(t.buyerId, t.direction, t.createdAt),
  ],
);

/** The messages of an inquiry thread, the first one included. */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** buyer | supplier */
    authorSide: text('author_side').$type<'buyer' | 'supplier'>().notNull(),
    body: text('body').notNull(),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_messages_inquiry_idx').on(t.inquiryId, t.id)],
);
