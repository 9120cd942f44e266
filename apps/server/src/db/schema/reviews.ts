import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { suppliers, users } from './accounts.ts';

/**
 * Reviews of a supplier by an account that dealt with it, at most one per author and supplier
 * ("once per relationship"). Operators hide a review by setting `hidden_at`; a hidden review, or one
 * whose author is no longer active, is never counted or shown.
 *
 * Reviews of buyers (suppliers rating buyers) come later as a second target on the same table: a
 * nullable `buyer_id` beside a then nullable `supplier_id`, a CHECK that exactly one is set
 * (`num_nonnulls(supplier_id, buyer_id) = 1`) and a unique (buyer_id, author_user_id) of its own.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The side the author wrote as: 'buyer' | 'supplier'. */
    authorRole: text('author_role').$type<'buyer' | 'supplier'>().notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_author_role_check', sql`${t.authorRole} IN ('buyer', 'supplier')`),
    uniqueIndex('reviews_supplier_author_key').on(t.supplierId, t.authorUserId),
    index('reviews_supplier_created_idx').on(t.supplierId, t.createdAt.desc()),
    // Deleting an account cascades here; without it that would scan the table.
    index('reviews_author_idx').on(t.authorUserId),
  ],
);
