import { describe, expect, it } from 'vitest';
import { PLAN_QUOTAS } from '@tradelink/shared/constants/plans';
import { quotationUsage, quotaUsage } from './quota-usage.ts';

describe('quota bars', () => {
  it('shows what is left of each allowance', () => {
    const rows = quotaUsage({
      quotas: { contact_quota: 12, conversation_quota: 60, farm_item_post_quota: 0, farm_item_ads_quota: 0, renews_at: null },
      allowance: PLAN_QUOTAS.Starter,
    });
    expect(rows.map((r) => [r.quota, r.left, r.allowance, r.percentLeft])).toEqual([
      ['contact_quota', 12, 30, 40],
      ['conversation_quota', 60, 60, 100],
      ['farm_item_post_quota', 0, 100, 0],
      ['farm_item_ads_quota', 0, 5, 0],
    ]);
    expect(rows.some((r) => r.notIncluded)).toBe(false);
  });

  it('a quota the plan does not grant is marked, and a grant above the allowance shows full', () => {
    const rows = quotaUsage({
      quotas: { contact_quota: 0, conversation_quota: 0, farm_item_post_quota: 25, farm_item_ads_quota: 0, renews_at: null },
      allowance: PLAN_QUOTAS.Free,
    });
    // Free grants no ads, contact unlocks or new conversations (decision 019).
    expect(rows.find((r) => r.quota === 'farm_item_ads_quota')?.notIncluded).toBe(true);
    expect(rows.find((r) => r.quota === 'contact_quota')?.notIncluded).toBe(true);
    expect(rows.find((r) => r.quota === 'farm_item_post_quota')?.percentLeft).toBe(100);
  });

  it('buyers have no quotas', () => {
    expect(quotaUsage({ quotas: null, allowance: PLAN_QUOTAS.Free })).toEqual([]);
  });

  it('quotations: used share and what is left, never below zero', () => {
    expect(quotationUsage({ sent_this_month: 15, monthly_limit: 60 })).toEqual({ left: 45, percentUsed: 25 });
    expect(quotationUsage({ sent_this_month: 12, monthly_limit: 10 })).toEqual({ left: 0, percentUsed: 100 });
  });
});
