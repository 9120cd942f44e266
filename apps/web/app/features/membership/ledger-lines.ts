import { BALANCE_QUOTAS, type BalanceQuota } from '@tradelink/shared/constants/plans';
import type { LedgerItem } from '@tradelink/shared/wallet/wallet';

// One wallet-ledger row as people read it: "+30 contact unlocks", "−1 product post".

export interface LedgerDelta {
  quota: BalanceQuota;
  /** The change, signed. */
  delta: number;
  /** "+30" or "−1" (a real minus sign), for the translated line. */
  signed: string;
}

const DELTA_FIELD: Record<BalanceQuota, keyof LedgerItem> = {
  contact_quota: 'contact_quota_delta',
  conversation_quota: 'conversation_quota_delta',
  farm_item_post_quota: 'farm_item_post_quota_delta',
  farm_item_ads_quota: 'farm_item_ads_quota_delta',
};

export const signedNumber = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${Math.abs(n)}` : '0');

/** The quotas a row changed, in the Balance's order; rows that changed nothing give none. */
export function ledgerDeltas(item: LedgerItem): LedgerDelta[] {
  const out: LedgerDelta[] = [];
  for (const quota of BALANCE_QUOTAS) {
    const delta = Number(item[DELTA_FIELD[quota]]);
    if (delta !== 0) out.push({ quota, delta, signed: signedNumber(delta) });
  }
  return out;
}
