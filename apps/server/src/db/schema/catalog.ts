import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { buyers, suppliers } from './accounts.ts';
import { GIN_OPTIONS, searchColumns } from './search-columns.ts';



export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    priceMin: numeric('price_min', { precision: 14, scale: 2 }),
    priceMax: numeric('price_max', { precision: 14, scale: 2 }),
    currency: text('currency').notNull().default('USD'),
    moq: numeric('moq', { precision: 14, scale: 2 }),
    uom: text('uom'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    isHotPrice: boolean('is_hot_price').notNull().default(false),
    /** 0 pending, 1 approved, 2 rejected, 3 closed */
    status: integer('status').notNull().default(0),
    rejectReason: text('reject_reason'),
    /** When a moderator last approved or rejected it (buying leads count as new after this). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...searchColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A product ad (one farm_item_ads_quota) places the product first in product search until then. */
    promotedUntil: timestamp('promoted_until', { withTimezone: true }),
  },
  (t) => [
    index('products_promoted_idx').on(t.promotedUntil).where(sql`${t.promotedUntil} IS NOT NULL`),
    // Only approved products are searched. Partial, the index also holds the status condition, so
    // no plan combines it with another index for `status = 1` (PostgreSQL 18 can skip-scan
    // products_category_idx for it, and did, reading most of that index on every search).
    index('products_search_vector_idx').using('gin', t.searchVector).where(sql`${t.status} = 1`).with(GIN_OPTIONS),
    index('products_supplier_idx').on(t.supplierId, t.status),
    index('products_category_idx').on(t.categoryId, t.status),
    // A product page's related products: a category's newest approved ones, read in order and
    // stopped after a few (catalog/detail.repository.ts findNewestInCategories).
    index('products_category_newest_idx').on(t.categoryId, t.createdAt, t.id).where(sql`${t.status} = 1`),
    index('products_status_created_idx').on(t.status, t.createdAt),
    // The search's price and order-quantity filters (catalog/search.repository.ts numberFilters):
    // approved products only, like the search's other indexes.
    index('products_price_idx').on(t.priceMin).where(sql`${t.status} = 1`),
    index('products_moq_idx').on(t.moq).where(sql`${t.status} = 1`),
  ],
);

export const rfqs = pgTable(
  'rfqs',
  {
    id: serial('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    productName: text('product_name').notNull(),
    description: text('description'),
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    uom: text('uom').notNull(),
    targetPrice: numeric('target_price', { precision: 14, scale: 2 }),
    currency: text('currency').notNull().default('USD'),
    incoterm: text('incoterm'),
    paymentMethod: text('payment_method'),
    frequency: text('frequency'),
    destinationCountry: text('destination_country'),
    expiryDate: date('expiry_date'),
    /** 0 pending, 1 approved, 2 rejected, 3 closed */
    status: integer('status').notNull().default(0),
    rejectReason: text('reject_reason'),
    /** When a moderator last approved or rejected it (buying leads count as new after this). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Why the buyer closed it: fulfilled | not_needed | other | declined_by_email. */
    closeReason: text('close_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the buyer confirmed the posting from the email link (action=verified_rfq). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...searchColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rfqs_search_vector_idx').using('gin', t.searchVector).with(GIN_OPTIONS),
    index('rfqs_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`).with(GIN_OPTIONS),
    index('rfqs_buyer_idx').on(t.buyerId, t.status),
    index('rfqs_category_idx').on(t.categoryId, t.status),
    index('rfqs_status_created_idx').on(t.status, t.createdAt),
    // The open RFQ market (modules/lead/lead-market.repository.ts): approved requests newest
    // published first, or soonest closing first, read a page at a time; and the request a
    // downloaded file belongs to (attachment.repository.ts).
    index('rfqs_open_arrived_idx').on(sql`coalesce(${t.reviewedAt}, ${t.createdAt})`, t.id).where(sql`${t.status} = 1`),
    index('rfqs_open_expiry_idx').on(t.expiryDate, t.id).where(sql`${t.status} = 1`),
    index('rfqs_attachment_ids_idx').using('gin', t.attachmentIds),
  ],
);
