import { PLAN_NAMES, type PlanName, type SubscriptionStatus } from '@tradelink/shared/constants/plans';
import type { AccountSanction, SubscriptionSummary, UserListItem, UserStatus } from '@tradelink/shared/user-admin/user-detail';
import type { accountSanctions, subscriptions } from '../../db/schema/index.ts';
import type { AccountRows } from '../account/account.repository.ts';
import type { UserListRow } from './user-admin.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The public name of an account (as customer.me calls it). */
export const publicName = (seq: number) => `CUS-${String(seq).padStart(6, '0')}`;

export function presentListItem(row: UserListRow): UserListItem {
  const u = row.user;
  return {
    user_id: u.id,
    name: publicName(u.seq),
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    company_name: row.supplierCompany ?? u.companyName,
    account_type: u.accountType,
    status: u.status as UserStatus,
    roles: u.roles,
    buyer_identity: row.buyerIdentity,
    supplier_identity: row.supplierIdentity,
    verification_level: row.verificationLevel,
    plan_name: row.supplierPlan ?? row.buyerPlan,
    created_at: u.createdAt.toISOString(),
    last_login_at: iso(u.lastLoginAt),
  };
}

export function presentProfile({ user, buyer, supplier }: AccountRows) {
  return {
    ...presentListItem({
      user,
      buyerIdentity: buyer?.identity ?? null,
      buyerPlan: buyer?.planName ?? null,
      supplierIdentity: supplier?.identity ?? null,
      supplierCompany: supplier?.companyName ?? null,
      supplierPlan: supplier?.planName ?? null,
      verificationLevel: supplier?.verificationLevel ?? null,
    }),
    phone: user.customerPhone,
    country: user.fdCountry,
    language: user.language,
    position: user.position,
    website: supplier?.website ?? user.website,
    activated_at: iso(user.activatedAt),
  };
}

export function presentSides({ buyer, supplier, balance }: AccountRows) {
  return {
    buyer: buyer && {
      identity: buyer.identity,
      plan_name: buyer.planName,
      plan_active_date: iso(buyer.planActiveDate),
      plan_end_date: iso(buyer.planEndDate),
      is_biz_verified: buyer.isBizVerified,
      last_verified_at: iso(buyer.lastVerifiedAt),
    },
    supplier: supplier && {
      identity: supplier.identity,
      company_name: supplier.companyName,
      verification_level: supplier.verificationLevel,
      last_verified_at: iso(supplier.lastVerifiedAt),
      plan_name: supplier.planName,
      plan_active_date: iso(supplier.planActiveDate),
      plan_end_date: iso(supplier.planEndDate),
      balances: balance && {
        contact_quota: balance.contactQuota,
        conversation_quota: balance.conversationQuota,
        farm_item_post_quota: balance.farmItemPostQuota,
        farm_item_ads_quota: balance.farmItemAdsQuota,
        balance: Number(balance.balance),
      },
    },
  };
}

export function presentSanction(row: typeof accountSanctions.$inferSelect, byEmail: string | null): AccountSanction {
  return { id: row.id, kind: row.kind, reason: row.reason, created_at: row.createdAt.toISOString(), by_email: byEmail };
}

/** A side's current subscription, as the membership page shows it to its owner. */
export function presentSubscription(row: typeof subscriptions.$inferSelect | null): SubscriptionSummary | null {
  if (!row) return null;
  return {
    status: row.status as SubscriptionStatus,
    plan_name: (PLAN_NAMES as readonly string[]).includes(row.planName) ? (row.planName as PlanName) : 'Free',
    months: row.months,
    provider: row.provider === 'stripe' ? 'stripe' : 'sandbox',
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}
