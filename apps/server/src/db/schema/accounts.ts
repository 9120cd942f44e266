import { sql } from 'drizzle-orm';
import { GIN_OPTIONS, searchColumns } from './search-columns.ts';
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MarketingParams } from '@tradelink/shared/marketing/params';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public sequential number: the user's `name` is CUS-<seq>. */
    seq: serial('seq').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    /** The contact person's title (spec section 9 list: Madam, Master, Miss, Mr, Mrs, Ms); null when not given. */
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    companyName: text('company_name'),
    fdCountry: text('fd_country'),
    customerPhone: text('customer_phone'),
    position: text('position'),
    language: text('language').notNull().default('en'),
    currency: text('currency').notNull().default('USD'),
    userImage: text('user_image'),
    companyLogo: text('company_logo'),
    accountType: text('account_type').notNull(),
    /** pending_activation | active | suspended */
    status: text('status').notNull().default('pending_activation'),
    isFreeMail: boolean('is_free_mail').notNull().default(false),
    isVerifiedWorkEmail: boolean('is_verified_work_email').notNull().default(false),
    isVerifiedPhone: boolean('is_verified_phone').notNull().default(false),
    onboardStage: text('onboard_stage').notNull(),
    roles: text('roles').array().notNull().default(sql`ARRAY['Customer']::text[]`),
    businessType: text('business_type'),
    website: text('website'),
    sourcingInterests: text('sourcing_interests'),
    /** The marketing parameters (utm_*, referral) the visitor carried when the account was created; null when untagged. */
    marketing: jsonb('marketing').$type<MarketingParams>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** When the account started its free trial (once per account). */
    trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    // The chat's online lists read users active within the last minutes (created in migration 0012).
    index('users_last_active_idx').on(t.lastActiveAt),
    // The few suspended accounts, whose buyers' contacts the response figures leave out (migration 0027).
    index('users_suspended_idx').on(t.id).where(sql`${t.status} = 'suspended'`),
  ],
);

/** The buying side of an account (identity BUR...). */
export const buyers = pgTable(
  'buyers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: serial('seq').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    identity: text('identity').notNull(),
    planName: text('plan_name').notNull().default('Free'),
    planActiveDate: timestamp('plan_active_date', { withTimezone: true }),
    planEndDate: timestamp('plan_end_date', { withTimezone: true }),
    isBizVerified: boolean('is_biz_verified').notNull().default(false),
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
    ...searchColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyers_user_key').on(t.userId),
    uniqueIndex('buyers_identity_key').on(t.identity),
    index('buyers_search_vector_idx').using('gin', t.searchVector).with(GIN_OPTIONS),
    index('buyers_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`).with(GIN_OPTIONS),
  ],
);

/** The selling side of an account (identity SUP...), with its company profile. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: serial('seq').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    identity: text('identity').notNull(),
    companyName: text('company_name').notNull(),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    businessType: text('business_type'),
    annualRevenue: text('annual_revenue'),
    numEmployees: text('num_employees'),
    yearEstablished: integer('year_established'),
    website: text('website'),
    description: text('description'),
    mainProducts: text('main_products'),
    mainCategoryId: integer('main_category_id'),
    verificationLevel: integer('verification_level').notNull().default(1),
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
    isFeatured: boolean('is_featured').notNull().default(false),
    planName: text('plan_name').notNull().default('Free'),
    planActiveDate: timestamp('plan_active_date', { withTimezone: true }),
    planEndDate: timestamp('plan_end_date', { withTimezone: true }),
    ...searchColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('suppliers_search_vector_idx').using('gin', t.searchVector).with(GIN_OPTIONS),
    index('suppliers_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`).with(GIN_OPTIONS),
    uniqueIndex('suppliers_user_key').on(t.userId),
    uniqueIndex('suppliers_identity_key').on(t.identity),
    index('suppliers_country_idx').on(t.country),
    // New buying leads (the menu count and the new-lead notifications) find suppliers by category.
    index('suppliers_main_category_idx').on(t.mainCategoryId),
  ],
);

/**
 * Quotas and money balance of a supplier (spec Balance entity): the running sum of `wallet_ledger`,
 * kept by a trigger. Direct changes to the amounts are refused (see migration 0009); write a ledger row.
 */
export const balances = pgTable(
  'balances',
  {
    supplierId: uuid('supplier_id')
      .primaryKey()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    balance: numeric('balance', { precision: 12, scale: 2 }).notNull().default('0'),
    contactQuota: integer('contact_quota').notNull().default(0),
    conversationQuota: integer('conversation_quota').notNull().default(0),
    farmItemAdsQuota: integer('farm_item_ads_quota').notNull().default(0),
    farmItemPostQuota: integer('farm_item_post_quota').notNull().default(0),
    /** When the monthly quotas are next set back to the plan's allowance. */
    quotaRenewsAt: timestamp('quota_renews_at', { withTimezone: true }),
  },
  (t) => [
    check('balances_balance_check', sql`${t.balance} >= 0`),
    check('balances_contact_quota_check', sql`${t.contactQuota} >= 0`),
    check('balances_conversation_quota_check', sql`${t.conversationQuota} >= 0`),
    check('balances_farm_item_ads_quota_check', sql`${t.farmItemAdsQuota} >= 0`),
    check('balances_farm_item_post_quota_check', sql`${t.farmItemPostQuota} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time keys for activation and password reset (stored hashed). */
export const authKeys = pgTable(
  'auth_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_keys_hash_key').on(t.keyHash), index('auth_keys_user_idx').on(t.userId, t.purpose)],
);

/**
 * Wrong passwords per login address (the e-mail, hashed: unknown addresses are counted too, so a
 * lock says nothing about whether an account exists). Decides when logins slow down and lock
 * (modules/auth/login-throttle.ts); a successful login or a password reset clears the row.
 */
export const loginThrottles = pgTable('login_throttles', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
