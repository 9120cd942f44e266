import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Guests' views of limited pages (buyer and RFQ details), per page type and three-hour window. */
export const guestPageViews = pgTable(
  'guest_page_views',
  {
    guestId: text('guest_id').notNull(),
    pageType: text('page_type').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    blockedAttempt: boolean('blocked_attempt').notNull().default(false),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The pages (RFQ ids, buyer identities) counted in this window: opening one again is free. */
    seenPages: text('seen_pages').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.pageType] })],
);
