import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers, suppliers, users } from './accounts.ts';

/**
 * Reviews of a counterparty, a supplier (by a buyer) or a buyer (by a supplier), by an account that
 * dealt with it: at most one per author and party ("once per relationship"). Operators hide a
 * review by setting `hidden_at` (with who and why); a hidden review, or one whose author is no
 * longer active, is never counted or shown.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    /** Exactly one of supplier_id / buyer_id is set: the party being reviewed. */
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The side the author wrote as: 'buyer' | 'supplier'. */
    authorRole: text('author_role').$type<'buyer' | 'supplier'>().notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_author_role_check', sql`${t.authorRole} IN ('buyer', 'supplier')`),
    check('reviews_one_target_check', sql`num_nonnulls(${t.supplierId}, ${t.buyerId}) = 1`),
    uniqueIndex('reviews_supplier_author_key').on(t.supplierId, t.authorUserId),
    uniqueIndex('reviews_buyer_author_key').on(t.buyerId, t.authorUserId),
    index('reviews_buyer_created_idx').on(t.buyerId, t.createdAt.desc()),
    index('reviews_supplier_created_idx').on(t.supplierId, t.createdAt.desc()),
    // Deleting an account cascades here; without it that would scan the table.
    index('reviews_author_idx').on(t.authorUserId),
  ],
);
