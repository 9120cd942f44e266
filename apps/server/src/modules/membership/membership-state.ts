import { PLAN_NAMES, type PlanName, type PlanSide } from '@tradelink/shared/constants/plans';
import type { MembershipState } from '@tradelink/shared/membership/membership';
import { trialStatus } from '@tradelink/shared/membership/trial';
import { effectivePlan, isActivePlan, isPayingUser, quotasFor, tierLabel, type PlanState } from '@tradelink/shared/rules/plans';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import type { BuyerRow, SupplierRow } from '../account/account.repository.ts';
import { requireBuyer, requireSupplier } from '../account/sides.ts';
import { countSentSince } from '../quotation/quotation.repository.ts';
import { monthlyQuotationLimit, startOfMonthUtc } from '../quotation/quotation-rules.ts';
import { findBalance } from '../wallet/wallet.repository.ts';
import { findShownSubscription, findTrialUsedAt, type SubscriptionRow } from './membership.repository.ts';

const DAY_MS = 86_400_000;
const asPlanName = (name: string): PlanName => ((PLAN_NAMES as readonly string[]).includes(name) ? (name as PlanName) : 'Free');
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const planStateOf = (side: SupplierRow | BuyerRow): PlanState => ({ plan_name: side.planName, end_date: side.planEndDate });

const utcDay = (d: Date) => Math.floor(d.getTime() / DAY_MS);
/**
 * Calendar days (UTC) until the end date: 7 right after starting a 7-day trial, 0 on the day it
 * ends, and 0 once ended; null without an end date.
 */
const daysLeft = (end: Date | null, now: Date) => (end ? Math.max(0, utcDay(end) - utcDay(now)) : null);

function presentSubscription(row: SubscriptionRow | null): MembershipState['subscription'] {
  if (!row) return null;
  return {
    id: row.id,
    status: row.status as NonNullable<MembershipState['subscription']>['status'],
    plan_name: asPlanName(row.planName),
    months: row.months,
    provider: row.provider as 'sandbox' | 'stripe',
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

/**
 * `membership.get_mine`: the caller's membership on one side. The plan is shown as stored, with the
 * tier and allowance of the plan that applies now (an ended plan the job has not reverted yet,
 * e.g. during a Stripe renewal's grace days, already counts as Free). A side the account lacks is
 * 403 SUPPLIER_ONLY / BUYER_ONLY.
 */
export async function getMembershipState(deps: Deps, user: SessionUser, side: PlanSide): Promise<MembershipState> {
  const now = new Date();
  const row: SupplierRow | BuyerRow = side === 'supplier' ? await requireSupplier(deps.db, user.id) : await requireBuyer(deps.db, user.id);
  const supplier = side === 'supplier' ? (row as SupplierRow) : null;
  const plan = planStateOf(row);
  const isBizVerified = 'isBizVerified' in row ? row.isBizVerified : false;
  const isPaying = isPayingUser(side, { ...plan, is_biz_verified: isBizVerified }, now);

  const [subscription, trialUsedAt, balance, sent] = await Promise.all([
    findShownSubscription(deps.db, user.id, side, now),
    // Read afresh: the session's copy predates a trial started in this very request.
    findTrialUsedAt(deps.db, user.id),
    supplier ? findBalance(deps.db, supplier.id) : Promise.resolve(null),
    supplier ? countSentSince(deps.db, supplier.id, startOfMonthUtc(now)) : Promise.resolve(0),
  ]);

  const trial = trialStatus({ side, usedAt: trialUsedAt, plan }, now);
  return {
    side,
    plan: {
      plan_name: asPlanName(row.planName),
      tier: tierLabel(effectivePlan(plan, now)),
      is_active: isActivePlan(plan, now),
      active_date: iso(row.planActiveDate),
      end_date: iso(row.planEndDate),
      days_left: row.planName === 'Free' ? null : daysLeft(row.planEndDate, now),
    },
    subscription: presentSubscription(subscription),
    trial: {
      available: trial === 'available',
      used_at: iso(trialUsedAt),
      status: trial,
    },
    quotas: supplier
      ? {
          contact_quota: balance?.contactQuota ?? 0,
          conversation_quota: balance?.conversationQuota ?? 0,
          farm_item_post_quota: balance?.farmItemPostQuota ?? 0,
          farm_item_ads_quota: balance?.farmItemAdsQuota ?? 0,
          renews_at: iso(balance?.quotaRenewsAt),
        }
      : null,
    allowance: quotasFor(plan, now),
    quotations: supplier ? { sent_this_month: sent, monthly_limit: monthlyQuotationLimit(supplier) } : null,
    is_paying: isPaying,
    is_biz_verified: side === 'buyer' && isBizVerified,
  };
}
