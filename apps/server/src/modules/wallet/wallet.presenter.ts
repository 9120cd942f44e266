import type { FarmWallet, LedgerItem } from '@tradelink/shared/wallet/wallet';
import type { ResolvedRef } from './ledger-subjects.ts';
import type { BalanceRow, LedgerRow } from './wallet.repository.ts';

/** The spec's Balance (all zero before the first ledger row) and when the monthly quotas renew. */
export function presentWallet(balance: BalanceRow | null): FarmWallet {
  return {
    balance: Number(balance?.balance ?? 0),
    contact_quota: balance?.contactQuota ?? 0,
    conversation_quota: balance?.conversationQuota ?? 0,
    farm_item_ads_quota: balance?.farmItemAdsQuota ?? 0,
    farm_item_post_quota: balance?.farmItemPostQuota ?? 0,
    quota_renews_at: balance?.quotaRenewsAt ? balance.quotaRenewsAt.toISOString() : null,
  };
}

/** A ledger row, with what its stored ref stands for (ledger-subjects.ts), never the ref itself. */
export function presentLedgerItem(row: LedgerRow, about: ResolvedRef | undefined): LedgerItem {
  return {
    id: row.id,
    reason: row.reason as LedgerItem['reason'],
    balance_delta: Number(row.balanceDelta),
    contact_quota_delta: row.contactQuotaDelta,
    conversation_quota_delta: row.conversationQuotaDelta,
    farm_item_post_quota_delta: row.farmItemPostQuotaDelta,
    farm_item_ads_quota_delta: row.farmItemAdsQuotaDelta,
    plan_name: about?.plan_name ?? null,
    subject: about?.subject ?? null,
    payment_id: row.paymentId,
    created_at: row.createdAt.toISOString(),
  };
}
