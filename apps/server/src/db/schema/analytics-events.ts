import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Analytics (issue 21, decision 032): raw events as they happen, kept 90 days, and daily rollups per
// supplier, product, buyer and request, kept for good. Reports read the rollups for the days the
// background job has built (`analytics_rollup_days`) and the raw events for the others (today).
// No foreign keys: events are written in batches off the request path and must never fail on a row
// deleted meanwhile; a deleted account's figures simply become unreachable. Nothing personal is
// stored: the visitor key is a keyed hash whose key changes every day (analytics/visitor-key.ts).

export const ANALYTICS_EVENT_KINDS = [
  'impression',
  'product_view',
  'profile_view',
  'buyer_view',
  'rfq_view',
  'search',
  'inquiry',
  'chat_started',
  'quotation_sent',
  'quotation_preferred',
  'quotation_declined',
  'contact_unlock',
  'rfq_posted',
] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').$type<AnalyticsEventKind>().notNull(),
    /** The supplier the event concerns (its product, its page, the inquiry it received, the quotation it sent). */
    supplierId: uuid('supplier_id'),
    /** The buyer the event concerns (its page or request, the quotation it received, the RFQ it posted). */
    buyerId: uuid('buyer_id'),
    productId: integer('product_id'),
    rfqId: integer('rfq_id'),
    /** The viewer's or actor's ISO country; '' when unknown. */
    country: text('country').notNull().default(''),
    /** The search words that led here (impressions in results, views reached from a search). */
    keyword: text('keyword'),
    /** A daily-rotating keyed hash telling visitors apart within one UTC day; never an address. */
    visitorKey: text('visitor_key').notNull().default(''),
    /** Searches only: the tab searched (products, suppliers, buyers, requests) and how many results. */
    searchTab: text('search_tab'),
    resultCount: integer('result_count'),
  },
  (t) => [
    index('analytics_events_occurred_idx').on(t.occurredAt),
    index('analytics_events_supplier_idx').on(t.supplierId, t.occurredAt).where(sql`${t.supplierId} IS NOT NULL`),
    index('analytics_events_buyer_idx').on(t.buyerId, t.occurredAt).where(sql`${t.buyerId} IS NOT NULL`),
    check('analytics_events_kind_check', sql`${t.kind} IN (${sql.raw(ANALYTICS_EVENT_KINDS.map((k) => `'${k}'`).join(', '))})`),
  ],
);

/** UTC days whose rollups are built: reports read rollups for these and raw events for the rest. */
export const analyticsRollupDays = pgTable('analytics_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

const count = (name: string) => integer(name).notNull().default(0);

/** One supplier's day. Unique visitors are those of its product and profile pages within the day. */
export const analyticsSupplierDays = pgTable(
  'analytics_supplier_days',
  {
    supplierId: uuid('supplier_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: count('impressions'),
    productViews: count('product_views'),
    profileViews: count('profile_views'),
    uniqueVisitors: count('unique_visitors'),
    inquiries: count('inquiries'),
    chatsStarted: count('chats_started'),
    quotationsSent: count('quotations_sent'),
    quotationsPreferred: count('quotations_preferred'),
    quotationsDeclined: count('quotations_declined'),
    contactUnlocks: count('contact_unlocks'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day] }), index('analytics_supplier_days_day_idx').on(t.day)],
);

/** One product's day (the supplier is kept beside it, so a supplier's products are read together). */
export const analyticsProductDays = pgTable(
  'analytics_product_days',
  {
    productId: integer('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    supplierId: uuid('supplier_id').notNull(),
    impressions: count('impressions'),
    views: count('views'),
    uniqueVisitors: count('unique_visitors'),
    inquiries: count('inquiries'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('analytics_product_days_supplier_idx').on(t.supplierId, t.day)],
);

/** Where a supplier's page and product viewers came from, per day. */
export const analyticsSupplierCountries = pgTable(
  'analytics_supplier_countries',
  {
    supplierId: uuid('supplier_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    views: count('views'),
    uniqueVisitors: count('unique_visitors'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day, t.country] }), index('analytics_supplier_countries_day_idx').on(t.day)],
);

/** The search words that showed a supplier's products and brought viewers, per day. */
export const analyticsSupplierKeywords = pgTable(
  'analytics_supplier_keywords',
  {
    supplierId: uuid('supplier_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    keyword: text('keyword').notNull(),
    impressions: count('impressions'),
    views: count('views'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day, t.keyword] }), index('analytics_supplier_keywords_day_idx').on(t.day)],
);

/** One buyer's day: its page and requests viewed, and what it did and received. */
export const analyticsBuyerDays = pgTable(
  'analytics_buyer_days',
  {
    buyerId: uuid('buyer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    profileViews: count('profile_views'),
    rfqViews: count('rfq_views'),
    uniqueVisitors: count('unique_visitors'),
    rfqsPosted: count('rfqs_posted'),
    inquiriesSent: count('inquiries_sent'),
    chatsStarted: count('chats_started'),
    quotationsReceived: count('quotations_received'),
    quotationsPreferred: count('quotations_preferred'),
    contactUnlocks: count('contact_unlocks'),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.day] }), index('analytics_buyer_days_day_idx').on(t.day)],
);

/** One request's (RFQ's) views per day. */
export const analyticsRfqDays = pgTable(
  'analytics_rfq_days',
  {
    rfqId: integer('rfq_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    buyerId: uuid('buyer_id').notNull(),
    views: count('views'),
    uniqueVisitors: count('unique_visitors'),
  },
  (t) => [primaryKey({ columns: [t.rfqId, t.day] }), index('analytics_rfq_days_buyer_idx').on(t.buyerId, t.day)],
);

/**
 * Visitor keys' salt of each UTC day (decision 032): random, shared by every process through this
 * table, and deleted once the day is over (the analytics job keeps yesterday's for late writes).
 * After that nobody, not even someone holding the server's secret and the database, can recompute
 * whose a key was.
 */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
