import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export type PartnerApplicationStatus = 'pending' | 'approved' | 'declined';

/**
 * Applications to the Partner programme: what the applicant told us and what an operator decided.
 * Rows are kept after a decision, so a declined applicant who applies again leaves a history.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company or person name as the applicant gave it (not read from the account, which may change). */
    applicantName: text('applicant_name').notNull(),
    websiteUrl: text('website_url'),
    audience: text('audience').notNull(),
    promotionPlan: text('promotion_plan').notNull(),
    expectedMonthlyReferrals: integer('expected_monthly_referrals'),
    status: text('status').$type<PartnerApplicationStatus>().notNull().default('pending'),
    /** The operator's reason, shown to the applicant; set when declined. */
    declineReason: text('decline_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('partner_applications_status_check', sql`${t.status} in ('pending','approved','declined')`),
    check('partner_applications_declined_reason_check', sql`${t.status} <> 'declined' or ${t.declineReason} is not null`),
    // One application waiting per user: a double submit cannot queue two (the service's check can race).
    uniqueIndex('partner_applications_one_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('partner_applications_user_idx').on(t.userId, t.createdAt.desc()),
    index('partner_applications_queue_idx').on(t.status, t.createdAt),
  ],
);
