import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// The partner programme (decision 030): links partners share, the clicks and sign-ups they bring,
// and the commissions those sign-ups' payments earn. Money is whole cents of the programme currency
// (USD). A commission's amounts never change; its state moves only along the transitions a trigger
// allows, and each move appends a `partner_ledger` row whose deltas a second trigger adds to
// `partner_balances`, where CHECK constraints refuse a negative figure (as the wallet does).

/** A referral link: `?referral=<code>` on a public page. One default link per partner, made on first use. */
export const partnerLinks = pgTable(
  'partner_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerUserId: uuid('partner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What travels in `?referral=`: lowercase letters and digits, made by the server. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** A public path of the site the link opens (`/`, `/pricing`, `/supplier/...`). */
    targetPath: text('target_path').notNull().default('/'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Hidden from the partner's list; the code keeps attributing (links already shared keep paying). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_links_code_key').on(t.code),
    uniqueIndex('partner_links_default_key').on(t.partnerUserId).where(sql`${t.isDefault}`),
    index('partner_links_partner_idx').on(t.partnerUserId, t.createdAt),
  ],
);

/**
 * Clicks per link, day, country and visitor. The visitor key is a hash of the address and browser
 * with a secret salt that changes every day: it counts unique visitors within a day and cannot be
 * turned back into anything personal, nor linked across days. No address or agent is stored.
 */
export const partnerClicks = pgTable(
  'partner_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => partnerLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** ISO country from the edge's header when there is one; '' when unknown (part of the key). */
    country: text('country').notNull().default(''),
    visitorKey: text('visitor_key').notNull(),
    clicks: integer('clicks').notNull().default(1),
  },
  (t) => [uniqueIndex('partner_clicks_key').on(t.linkId, t.day, t.visitorKey, t.country), index('partner_clicks_day_idx').on(t.linkId, t.day)],
);


/** An account a partner brought: the last partner link before its sign-up. Flagged ones earn nothing. */
export const partnerReferrals = pgTable(
  'partner_referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the referred account is deleted (its commissions stay, as money records). */
    referredUserId: uuid('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    partnerUserId: uuid('partner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id').references(() => partnerLinks.id, { onDelete: 'set null' }),
    referredAt: timestamp('referred_at', { withTimezone: true }).notNull().defaultNow(),
    flag: text('flag'),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('partner_referrals_referred_key').on(t.referredUserId),
    index('partner_referrals_partner_idx').on(t.partnerUserId, t.referredAt.desc()),
    check('partner_referrals_flag_check', sql`${t.flag} is null or ${t.flag} in ('self_referral_same_account','same_email_domain','same_card')`),
  ],
);


/**
 * One commission per paid payment of a referred account. Amounts are fixed at insert; `state`,
 * `reversed_cents`, `payout_id` and the dates move only along the transitions the migration's
 * trigger allows, and every move is written to `partner_ledger` by that trigger.
 */
export const partnerCommissions = pgTable(
  'partner_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerUserId: uuid('partner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => partnerReferrals.id, { onDelete: 'cascade' }),
    /** The payment that earned it. No foreign key: money records outlive the payment row. */
    paymentId: uuid('payment_id').notNull(),
    /** The provider event that confirmed the payment. */
    eventId: text('event_id').notNull(),
    baseAmountCents: integer('base_amount_cents').notNull(),
    /** Refunded part of the payment (cumulative), behind `reversed_cents`. */
    baseRefundedCents: integer('base_refunded_cents').notNull().default(0),
    rateBp: integer('rate_bp').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reversedCents: integer('reversed_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    state: text('state').notNull().default('pending'),
    /** The payout it is part of (requested or paid). No foreign key, as payment_id. */
    payoutId: uuid('payout_id'),
    approveAfter: timestamp('approve_after', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('partner_commissions_payment_key').on(t.paymentId),
    uniqueIndex('partner_commissions_event_key').on(t.eventId),
    index('partner_commissions_partner_idx').on(t.partnerUserId, t.createdAt.desc()),
    index('partner_commissions_due_idx').on(t.approveAfter).where(sql`${t.state} = 'pending'`),
    index('partner_commissions_payout_idx').on(t.payoutId),
    check('partner_commissions_state_check', sql`${t.state} in ('pending','approved','paid','reversed')`),
    check('partner_commissions_amount_check', sql`${t.amountCents} > 0 and ${t.baseAmountCents} > 0 and ${t.rateBp} between 0 and 10000`),
    check('partner_commissions_reversed_check', sql`${t.reversedCents} between 0 and ${t.amountCents} and ${t.baseRefundedCents} between 0 and ${t.baseAmountCents}`),
    check('partner_commissions_currency_check', sql`${t.currency} = 'USD'`),
  ],
);

/**
 * Every move of commission money, appended by the commissions trigger only (never by the app):
 * earned, approved, reversed, payout_requested, payout_refused, payout_paid. Append-only.
 */
export const partnerLedger = pgTable(
  'partner_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerUserId: uuid('partner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commissionId: uuid('commission_id').notNull(),
    entry: text('entry').notNull(),
    pendingDelta: bigint('pending_delta', { mode: 'number' }).notNull().default(0),
    approvedDelta: bigint('approved_delta', { mode: 'number' }).notNull().default(0),
    inPayoutDelta: bigint('in_payout_delta', { mode: 'number' }).notNull().default(0),
    paidDelta: bigint('paid_delta', { mode: 'number' }).notNull().default(0),
    payoutId: uuid('payout_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_ledger_partner_idx').on(t.partnerUserId, t.id.desc())],
);

/** A partner's running sums: the ledger's total, kept by trigger, never negative. */
export const partnerBalances = pgTable(
  'partner_balances',
  {
    partnerUserId: uuid('partner_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pendingCents: bigint('pending_cents', { mode: 'number' }).notNull().default(0),
    approvedCents: bigint('approved_cents', { mode: 'number' }).notNull().default(0),
    inPayoutCents: bigint('in_payout_cents', { mode: 'number' }).notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('partner_balances_pending_check', sql`${t.pendingCents} >= 0`),
    check('partner_balances_approved_check', sql`${t.approvedCents} >= 0`),
    check('partner_balances_in_payout_check', sql`${t.inPayoutCents} >= 0`),
    check('partner_balances_paid_check', sql`${t.paidCents} >= 0`),
  ],
);


/** A payout: every approved commission of the partner at the time of the request. */
export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerUserId: uuid('partner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    state: text('state').notNull().default('requested'),
    /** bank_transfer | paypal | other: how the partner asks to be paid (a provider later). */
    method: text('method').notNull(),
    /** The partner's payment details for the operator (account, name). */
    details: text('details'),
    reference: text('reference'),
    refusedReason: text('refused_reason'),
    operatorUserId: uuid('operator_user_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per partner: a second request while one waits is refused by the database.
    uniqueIndex('partner_payouts_open_key').on(t.partnerUserId).where(sql`${t.state} = 'requested'`),
    index('partner_payouts_partner_idx').on(t.partnerUserId, t.requestedAt.desc()),
    index('partner_payouts_state_idx').on(t.state, t.requestedAt),
    check('partner_payouts_state_check', sql`${t.state} in ('requested','paid','refused')`),
    check('partner_payouts_amount_check', sql`${t.amountCents} > 0`),
    check('partner_payouts_paid_check', sql`${t.state} <> 'paid' or ${t.reference} is not null`),
    check('partner_payouts_refused_check', sql`${t.state} <> 'refused' or ${t.refusedReason} is not null`),
  ],
);
