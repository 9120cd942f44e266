import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers, suppliers, users } from './accounts.ts';
import { rfqs } from './catalog.ts';

/**
 * A supplier's reusable quotation terms. Applying one prefills the quotation form; validity is kept
 * as a number of days so a template stays usable (the form turns it into a date from today).
 */
export const quotationTemplates = pgTable(
  'quotation_templates',
  {
    id: serial('id').primaryKey(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }),
    currency: text('currency'),
    uom: text('uom'),
    incoterm: text('incoterm'),
    paymentTerms: text('payment_terms'),
    leadTimeDays: integer('lead_time_days'),
    validityDays: integer('validity_days'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quotation_templates_supplier_name_key').on(t.supplierId, sql`lower(${t.name})`)],
);

/** Buyer contacts a supplier has unlocked (one contact_quota each; unlocking again is free). */
export const contactUnlocks = pgTable(
  'contact_unlocks',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.buyerId] }), index('contact_unlocks_supplier_idx').on(t.supplierId, t.createdAt)],
);

/** Buying leads a supplier chose not to see again (reversible). */
export const hiddenLeads = pgTable(
  'hidden_leads',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.rfqId] })],
);

/** When a supplier last opened its buying leads: leads approved after it count as new in the menu. */
export const leadViews = pgTable('lead_views', {
  supplierId: uuid('supplier_id')
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export type VerificationKind = 'work_email' | 'documents' | 'smart_tracing' | 'business';
export type VerificationStatus = 'code_sent' | 'pending' | 'scheduled' | 'approved' | 'rejected' | 'cancelled' | 'expired';

/**
 * One request to raise a verification level, and its outcome:
 * - work_email (supplier Level 2): a code mailed to a company-domain address (status code_sent, then approved).
 * - documents (supplier Level 3): business documents a moderator approves or rejects with a reason.
 * - smart_tracing (supplier Level 4): a booked live session (scheduled); the moderator records the result.
 * - business (buyer business verification): documents reviewed like Level 3.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').$type<'supplier' | 'buyer'>().notNull(),
    kind: text('kind').$type<VerificationKind>().notNull(),
    status: text('status').$type<VerificationStatus>().notNull(),
    workEmail: text('work_email'),
    /** SHA-256 of the mailed code; the code itself is never stored. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** [{ attachment_id, doc_type }] for documents and business requests. */
    documents: jsonb('documents').$type<Array<{ attachment_id: string; doc_type: string }>>().notNull().default([]),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    note: text('note'),
    /** The moderator's reason (rejection) or recorded result (tracing). */
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_requests_user_idx').on(t.userId, t.kind, t.createdAt),
    index('verification_requests_queue_idx').on(t.status, t.kind, t.createdAt),
    check('verification_requests_kind_check', sql`${t.kind} in ('work_email','documents','smart_tracing','business')`),
  ],
);
