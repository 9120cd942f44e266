import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * "Was this helpful?" votes on help articles: one per visitor and article. The visitor is the
 * account when logged in, else the anonymous `tl_gid` cookie, else the client address.
 */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    id: serial('id').primaryKey(),
    article: text('article').notNull(),
    voterKey: text('voter_key').notNull(),
    helpful: boolean('helpful').notNull(),
    comment: text('comment'),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_feedback_voter_idx').on(t.article, t.voterKey), index('help_feedback_created_idx').on(t.createdAt.desc())],
);
