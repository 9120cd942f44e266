import { describe, expect, it } from 'vitest';
import { LEDGER_REASONS, type LedgerItem } from '@tradelink/shared/wallet/wallet';
import { createTranslator } from '~/lib/translator.ts';
import en from '~/locales/en/membership.json';
import { ledgerDeltas, ledgerLine, signedNumber } from './ledger-lines.ts';

const row = (over: Partial<LedgerItem>): LedgerItem => ({
  id: 1,
  reason: 'plan_activated',
  balance_delta: 0,
  contact_quota_delta: 0,
  conversation_quota_delta: 0,
  farm_item_post_quota_delta: 0,
  farm_item_ads_quota_delta: 0,
  plan_name: null,
  subject: null,
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

describe('wallet ledger lines as read in English', () => {
  const t = createTranslator('en', { membership: en }).getFixedT('membership');
  const read = (item: LedgerItem) => {
    const line = ledgerLine(item);
    return [t(line.reasonKey), ...line.deltas.map((d) => t(d.key, d.params))];
  };

  it('a product ad spends one ad: "Product ad", "−1 product ad"', () => {
    expect(read(row({ reason: 'product_ad', farm_item_ads_quota_delta: -1 }))).toEqual(['Product ad', '\u22121 product ad']);
  });

  it('names what a row was about by its plan display name or the buyer or product, never a key', () => {
    expect(ledgerLine(row({ reason: 'plan_activated', plan_name: 'Starter' })).about).toEqual({ kind: 'plan', planKey: 'pricing:shared.plans.Starter' });
    const buyer = { kind: 'buyer' as const, name: 'Nordic Imports', href: '/buyer/BUR000012' };
    expect(ledgerLine(row({ reason: 'contact_unlock', contact_quota_delta: -1, subject: buyer })).about).toEqual({ kind: 'subject', name: 'Nordic Imports', href: '/buyer/BUR000012' });
    expect(ledgerLine(row({ reason: 'operator_adjustment' })).about).toBeNull();
    expect(t('wallet.about', { reason: t('wallet.reasons.contact_unlock'), name: 'Nordic Imports' })).toBe('Buyer contact unlocked: <subject>Nordic Imports</subject>');
  });

  it('a plan start grants several quotas, pluralized', () => {
    expect(read(row({ reason: 'plan_activated', contact_quota_delta: 30, farm_item_ads_quota_delta: 5 }))).toEqual(['Plan started', '+30 contact unlocks', '+5 product ads']);
  });

  it.each(LEDGER_REASONS)('reason %s has a label', (reason) => {
    const key = ledgerLine(row({ reason })).reasonKey;
    expect(t(key)).not.toBe(key);
  });
});
