import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { suppliers, users } from './accounts.ts';

// Membership billing: subscriptions, payments, the provider's webhook events, and the supplier's
// wallet ledger. Money is USD in whole cents. A plan changes only when a verified provider event is
// processed (never on the browser's return), and every quota change is a ledger row.

/** A paid plan's recurring agreement with the provider (Stripe or the built-in sandbox). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** supplier | buyer */
    side: text('side').notNull(),
    planName: text('plan_name').notNull(),
    months: integer('months').notNull(),
    /** sandbox | stripe */
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    /** active | trialing | past_due | cancelled | canceled (spec states; Stripe spells it "canceled"; past_due: a renewal is unpaid) */
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The provider time of the newest event applied: an older event never overwrites newer state. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_key').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId, t.side, t.createdAt.desc()),
    index('subscriptions_period_end_idx').on(t.status, t.currentPeriodEnd),
    check('subscriptions_side_check', sql`${t.side} in ('supplier','buyer')`),
    check('subscriptions_status_check', sql`${t.status} in ('active','trialing','past_due','cancelled','canceled')`),
  ],
);

/**
 * One payment: a checkout (an attempt until the provider confirms it), or a renewal of a
 * subscription. Once paid it is a receipt, with a number; until then it is only an attempt.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Receipt number (TL-<number padded to 6>), given only to a real charge: a trigger takes the next
     * one from `payments_number_seq` when the payment becomes paid or refunded (migration 0016).
     * Attempts (pending, declined, cancelled) have none: they are not receipts.
     */
    number: integer('number'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    planName: text('plan_name').notNull(),
    months: integer('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider').notNull(),
    /** checkout | renewal */
    kind: text('kind').notNull().default('checkout'),
    /** payment_pending | paid | unpaid | cancelled | refunded (the spec's payment labels) */
    status: text('status').notNull().default('payment_pending'),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    invoiceId: text('invoice_id'),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    billingEmail: text('billing_email').notNull(),
    billingName: text('billing_name'),
    billingCompany: text('billing_company'),
    billingCountry: text('billing_country'),
    /** Card brand and last four digits, for the receipt. */
    cardLabel: text('card_label'),
    /**
     * The card's fingerprint where the provider gives one (the same card gives the same value, the
     * number is not kept): the partner programme refuses a commission on the partner's own card.
     */
    cardFingerprint: text('card_fingerprint'),
    /** The last decline or error code (card_declined, processing_error ...), for the page and support. */
    failureCode: text('failure_code'),
    /** Sandbox card attempts (the "retry" test card fails once). */
    attempts: integer('attempts').notNull().default(0),
    refundReason: text('refund_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_number_key').on(t.number),
    uniqueIndex('payments_checkout_session_key').on(t.checkoutSessionId),
    uniqueIndex('payments_payment_intent_key').on(t.paymentIntentId),
    uniqueIndex('payments_invoice_key').on(t.invoiceId),
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
    check('payments_side_check', sql`${t.side} in ('supplier','buyer')`),
    check('payments_status_check', sql`${t.status} in ('payment_pending','paid','unpaid','cancelled','refunded')`),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * The webhook inbox. The endpoint verifies the signature, stores the event under its provider id
 * (a redelivery hits the primary key and is a no-op) and answers 200 at once; the payment worker
 * applies stored events and marks them processed.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    /** The provider's event time (Stripe's `created`): orders state changes. */
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** What processing concluded: applied | ignored_stale | ignored_unknown | failed */
    outcome: text('outcome'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('payment_events_due_idx').on(t.nextAttemptAt).where(sql`${t.processedAt} IS NULL`)],
);

/**
 * Every change to a supplier's Balance: money and the four quotas. A trigger adds each row's deltas
 * to `balances`, whose CHECK constraints refuse a negative result, so the Balance is always the
 * ledger's sum and concurrent spending can never take a quota below zero. Append-only.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    balanceDelta: numeric('balance_delta', { precision: 12, scale: 2 }).notNull().default('0'),
    contactQuotaDelta: integer('contact_quota_delta').notNull().default(0),
    conversationQuotaDelta: integer('conversation_quota_delta').notNull().default(0),
    farmItemPostQuotaDelta: integer('farm_item_post_quota_delta').notNull().default(0),
    farmItemAdsQuotaDelta: integer('farm_item_ads_quota_delta').notNull().default(0),
    /**
     * Why: opening_balance | signup_grant | plan_activated | plan_renewed | trial_started |
     * monthly_reset | plan_expired | plan_refunded | contact_unlock | product_post | chat_unlock |
     * operator_adjustment
     */
    reason: text('reason').notNull(),
    /** The payment behind a plan change. No foreign key: a cascade's SET NULL would be an update, and rows never change. */
    paymentId: uuid('payment_id'),
    /** What the change was for, e.g. `buyer:BUR000012`, `product:345`. */
    ref: text('ref'),
    actorUserId: uuid('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_ledger_supplier_idx').on(t.supplierId, t.id.desc())],
);

/** Reminder mails already sent (renewal, trial end), one per period: the job can run any number of times. */
export const planReminders = pgTable(
  'plan_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    /** renewal | trial_end | expired */
    kind: text('kind').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plan_reminders_key').on(t.userId, t.side, t.kind, t.periodEnd)],
);
