import { BALANCE_QUOTAS, type BalanceQuota } from '@tradelink/shared/constants/plans';
import type { LedgerItem } from '@tradelink/shared/wallet/wallet';
import { planLabelKey } from './plan-label.ts';

// One wallet-ledger row as people read it: a reason ("Product ad"), what it was about ("Bamboo
// chair", "Advance") and one line per quota it changed ("+30 contact unlocks", "−1 product ad"),
// as translation keys in `membership`.

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

/**
 * What the row was about, to follow its reason ("Buyer contact unlocked: Nordic Imports"): the
 * plan (its display name's key), or a buyer, product or conversation by name, linked when the
 * server gave a page the supplier may open. Never the stored key.
 */
export type LedgerAbout = { kind: 'plan'; planKey: string } | { kind: 'subject'; name: string; href: string | null } | null;

export interface LedgerLine {
  /** `wallet.reasons.<reason>`: every ledger reason has a label. */
  reasonKey: string;
  about: LedgerAbout;
  /** One `wallet.deltas.<quota>` line per changed quota, pluralized on the size of the change. */
  deltas: Array<LedgerDelta & { key: string; params: { count: number; signed: string } }>;
}

export function ledgerLine(item: LedgerItem): LedgerLine {
  return {
    reasonKey: `wallet.reasons.${item.reason}`,
    about: item.plan_name
      ? { kind: 'plan', planKey: planLabelKey('supplier', item.plan_name) }
      : item.subject
        ? { kind: 'subject', name: item.subject.name, href: item.subject.href }
        : null,
    deltas: ledgerDeltas(item).map((d) => ({ ...d, key: `wallet.deltas.${d.quota}`, params: { count: Math.abs(d.delta), signed: d.signed } })),
  };
}
