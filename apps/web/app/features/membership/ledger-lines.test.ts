import { describe, expect, it } from 'vitest';
import type { LedgerItem } from '@tradelink/shared/wallet/wallet';
import { ledgerDeltas, signedNumber } from './ledger-lines.ts';

const row = (over: Partial<LedgerItem>): LedgerItem => ({
  id: 1,
  reason: 'plan_activated',
  balance_delta: 0,
  contact_quota_delta: 0,
  conversation_quota_delta: 0,
  farm_item_post_quota_delta: 0,
  farm_item_ads_quota_delta: 0,
  ref: null,
  payment_id: null,
  created_at: '2026-03-10T00:00:00Z',
  ...over,
});

describe('wallet ledger lines', () => {
  it('lists only the quotas a row changed, signed, in the Balance order', () => {
    expect(ledgerDeltas(row({ farm_item_post_quota_delta: 90, contact_quota_delta: 27 }))).toEqual([
      { quota: 'contact_quota', delta: 27, signed: '+27' },
      { quota: 'farm_item_post_quota', delta: 90, signed: '+90' },
    ]);
  });

  it('spending shows with a minus sign', () => {
    expect(ledgerDeltas(row({ reason: 'contact_unlock', contact_quota_delta: -1 }))).toEqual([{ quota: 'contact_quota', delta: -1, signed: '\u22121' }]);
  });

  it('a row that changed no quota gives no lines', () => {
    expect(ledgerDeltas(row({}))).toEqual([]);
    expect(signedNumber(0)).toBe('0');
  });
});
