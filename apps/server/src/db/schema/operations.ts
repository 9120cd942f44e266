import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * What operators (and the auto-approve rule) did: who, what, when, and the target's state before
 * and after. Rows are written, never changed: a trigger in the migration refuses UPDATE, DELETE
 * and TRUNCATE, and the actor is a plain id plus an e-mail snapshot (no foreign key, so deleting an
 * account cannot rewrite history through a cascade).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null when the system acted (the auto-approve rule). */
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email'),
    /** e.g. post.approve, post.reject, post.auto_approve, verification.approve, user.suspend ... */
    action: text('action').notNull(),
    /** product | rfq | verification_request | review | report | user | support_request | setting */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt.desc()),
  ],
);

/** Operator-controlled switches (key -> JSON value), e.g. `auto_approve_trusted`. */
export const moderationSettings = pgTable('moderation_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ReportTargetType = 'supplier' | 'buyer' | 'product' | 'rfq' | 'review';
export type ReportStatus = 'open' | 'resolved' | 'dismissed';

/** A user's report about a party or a post (reasons: spec section 9's list). */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    /** The target's public id: identity (SUP.../BUR...) for parties, the numeric id for posts and reviews. */
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reports_target_type_check', sql`${t.targetType} in ('supplier','buyer','product','rfq','review')`),
    check('reports_status_check', sql`${t.status} in ('open','resolved','dismissed')`),
    // One open report per reporter and target: reporting twice does not inflate the count.
    uniqueIndex('reports_open_reporter_target_key').on(t.reporterUserId, t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    index('reports_target_idx').on(t.targetType, t.targetId, t.status),
    index('reports_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type SanctionKind = 'warning' | 'suspension' | 'reinstatement';

/** Warnings, suspensions and reinstatements of an account, each with the operator's reason. */
export const accountSanctions = pgTable(
  'account_sanctions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SanctionKind>().notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('account_sanctions_kind_check', sql`${t.kind} in ('warning','suspension','reinstatement')`),
    index('account_sanctions_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type SupportKind = 'complaint' | 'contact' | 'removal' | 'claim_business' | 'refund';
export type SupportStatus = 'open' | 'in_progress' | 'resolved' | 'closed';

/**
 * The complaint centre's inbox: complaints, contact-us messages (also from guests), removal
 * requests, business claims and refund requests. Kind-specific fields live in `details`.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    /** Null for a guest's contact-us message. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<SupportKind>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<SupportStatus>().notNull().default('open'),
    language: text('language').notNull().default('en'),
    /** Set when an operator answered and the requester has not read it yet. */
    unreadByUser: boolean('unread_by_user').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_requests_kind_check', sql`${t.kind} in ('complaint','contact','removal','claim_business','refund')`),
    check('support_requests_status_check', sql`${t.status} in ('open','in_progress','resolved','closed')`),
    index('support_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('support_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** The conversation on a support request: the requester's follow-ups and the operators' answers. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').$type<'user' | 'operator'>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_messages_author_role_check', sql`${t.authorRole} in ('user','operator')`),
    index('support_messages_request_idx').on(t.requestId, t.createdAt),
  ],
);
