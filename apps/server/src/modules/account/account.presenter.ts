import { TITLES, type Title } from '@tradelink/shared/constants/lists';
import type { Balance, Plan, User } from '@tradelink/shared/account/user';
import type { Profile } from '@tradelink/shared/account/profile';
import type { ServerOnboardingStage } from '@tradelink/shared/rules/onboarding';
import type { PlanName } from '@tradelink/shared/constants/plans';
import type { AccountRows, BalanceRow, BuyerRow, SupplierRow, UserRow } from './account.repository.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

function presentPlan(user: UserRow, side: BuyerRow | SupplierRow | null): Plan {
  const planName = (side?.planName ?? 'Free') as PlanName;
  const end = side?.planEndDate ?? null;
  const valid = planName === 'Free' || (end !== null && end.getTime() > Date.now());
  return {
    plan_name: planName,
    is_valid: flag(valid),
    active_date: iso(side?.planActiveDate),
    end_date: iso(end),
    verification_level: side && 'verificationLevel' in side ? side.verificationLevel : 1,
    last_verified_datetime: iso(side?.lastVerifiedAt),
    is_biz_verified: flag(side && 'isBizVerified' in side ? side.isBizVerified : false),
    is_verified_work_email: flag(user.isVerifiedWorkEmail),
    is_verified_phone: flag(user.isVerifiedPhone),
    is_verified_account_email: flag(user.status === 'active' && user.activatedAt !== null),
  };
}

function presentBalance(balance: BalanceRow | null): Balance | null {
  if (!balance) return null;
  return {
    balance: Number(balance.balance),
    contact_quota: balance.contactQuota,
    conversation_quota: balance.conversationQuota,
    farm_item_ads_quota: balance.farmItemAdsQuota,
    farm_item_post_quota: balance.farmItemPostQuota,
  };
}

export function customerName(user: UserRow): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The spec's User entity. Tokens are issued by the caller (they need the secret). */
export function presentUser(rows: AccountRows, tokens: { buyer: string | null; supplier: string | null }): User {
  const { user, buyer, supplier, balance } = rows;
  const primarySide = user.accountType === 'Seller' ? supplier : buyer;
  const plan = presentPlan(user, primarySide ?? buyer ?? supplier);
  const suggested: string[] = [];
  if (!user.customerPhone) suggested.push('add_phone');
  if (!user.companyName) suggested.push('add_company');
  if (user.isFreeMail) suggested.push('verify_work_email');
  return {
    name: `CUS-${String(user.seq).padStart(6, '0')}`,
    uuid: user.id,
    customer_name: customerName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    fd_country: user.fdCountry,
    language: user.language,
    company_name: supplier?.companyName ?? user.companyName,
    currency: user.currency,
    position: user.position,
    customer_phone: user.customerPhone,
    user_image: user.userImage,
    avatar: user.userImage,
    company_logo: user.companyLogo,
    is_primary: 1,
    is_verified_work_email: flag(user.isVerifiedWorkEmail),
    identity: (user.accountType === 'Seller' ? supplier?.identity : buyer?.identity) ?? buyer?.identity ?? supplier?.identity ?? '',
    is_logged_in: true,
    is_supplier: flag(supplier !== null),
    is_buyer: flag(buyer !== null),
    account_type: user.accountType as 'Buyer' | 'Seller',
    suggested_actions: suggested,
    roles: user.roles,
    onboard_stage: user.onboardStage as ServerOnboardingStage,
    balance: presentBalance(balance),
    plan,
    supplier:
      supplier && tokens.supplier
        ? {
            supplier_id: supplier.id,
            identity: supplier.identity,
            token: tokens.supplier,
            plan: presentPlan(user, supplier),
            balance: presentBalance(balance)!,
          }
        : null,
    buyer: buyer && tokens.buyer ? { identity: buyer.identity, token: tokens.buyer, plan: presentPlan(user, buyer) } : null,
  };
}

export function presentProfile(rows: AccountRows): Profile {
  const { user, supplier } = rows;
  return {
    email: user.email,
    title: (TITLES as readonly string[]).includes(user.title ?? '') ? (user.title as Title) : null,
    first_name: user.firstName,
    last_name: user.lastName,
    company_name: supplier?.companyName ?? user.companyName,
    fd_country: user.fdCountry,
    customer_phone: user.customerPhone,
    position: user.position,
    language: user.language,
    currency: user.currency,
    business_type: supplier?.businessType ?? user.businessType,
    annual_revenue: supplier?.annualRevenue ?? null,
    num_employees: supplier?.numEmployees ?? null,
    website: supplier?.website ?? user.website,
    sourcing_interests: user.sourcingInterests,
    company_description: supplier?.description ?? null,
    year_established: supplier?.yearEstablished ?? null,
    main_products: supplier?.mainProducts ?? null,
    address: supplier?.address ?? null,
    city: supplier?.city ?? null,
  };
}
