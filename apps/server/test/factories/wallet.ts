import type { BalanceQuota } from '@tradelink/shared/constants/plans';
import type { TestApp } from '../helper.ts';
import { appendLedger, findBalance } from '../../src/modules/wallet/wallet.repository.ts';

const COLUMN = {
  contact_quota: 'contactQuota',
  conversation_quota: 'conversationQuota',
  farm_item_post_quota: 'farmItemPostQuota',
  farm_item_ads_quota: 'farmItemAdsQuota',
} as const;

/** Sets some of a supplier's quotas to exact values, as an operator adjustment in the ledger (the only way a Balance changes). */
export async function setQuotas(t: TestApp, supplierId: string, values: Partial<Record<BalanceQuota, number>>) {
  await t.database.db.transaction(async (tx) => {
    const balance = await findBalance(tx, supplierId);
    const deltas: Partial<Record<BalanceQuota, number>> = {};
    for (const [quota, value] of Object.entries(values) as Array<[BalanceQuota, number]>) deltas[quota] = value - Number(balance?.[COLUMN[quota]] ?? 0);
    await appendLedger(tx, { supplierId, reason: 'operator_adjustment', deltas, ref: 'test' });
  });
}
