import { BALANCE_QUOTAS, type BalanceQuota } from '@tradelink/shared/constants/plans';
import type { MembershipState } from '@tradelink/shared/membership/membership';

// The membership page's quota bars: what is left of each monthly allowance.

export interface QuotaUsage {
  quota: BalanceQuota;
  left: number;
  allowance: number;
  /** Share left, 0–100 (a grant above the allowance shows as full). */
  percentLeft: number;
  /** The plan grants none of it (e.g. product ads on Free). */
  notIncluded: boolean;
}

const percent = (part: number, whole: number) => (whole <= 0 ? 0 : Math.max(0, Math.min(100, Math.round((part / whole) * 100))));

export function quotaUsage(state: Pick<MembershipState, 'quotas' | 'allowance'>): QuotaUsage[] {
  const quotas = state.quotas;
  if (!quotas) return [];
  return BALANCE_QUOTAS.map((quota) => {
    const left = quotas[quota];
    const allowance = state.allowance[quota];
    return { quota, left, allowance, percentLeft: percent(left, allowance), notIncluded: allowance === 0 && left === 0 };
  });
}

/** Quotations this month: used share (0–100) and how many are left. */
export function quotationUsage(q: { sent_this_month: number; monthly_limit: number }) {
  return { left: Math.max(0, q.monthly_limit - q.sent_this_month), percentUsed: q.monthly_limit <= 0 ? 100 : percent(q.sent_this_month, q.monthly_limit) };
}
