import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIso } from '@tradelink/shared/validation/optional';
import { memoryStorage } from '~/lib/memory-storage.test-helper.ts';
import { AGENT_DRAFT_TTL_MS, AGENT_RFQ_DRAFTS_KEY, MAX_AGENT_DRAFTS, quotationDraftValues, quotationFormUrl, readRfqDraft, rfqDraftUrl } from './draft-prefill.ts';

const paramsOf = (url: string) => new URL(url, 'http://x').searchParams;

describe('an RFQ draft opened in the posting form', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('opens /user/request-quotation with every field of the draft, as the form takes them', () => {
    const expiry = addDaysIso(todayIso(), 20);
    const url = rfqDraftUrl({
      form: { product_name: 'Cotton t-shirts', category_id: 12, quantity: '2000', uom: 'Pieces', target_price: '3.5', currency: 'USD', incoterm: 'CIF', payment_method: 'T/T', frequency: 'monthly', destination_country: 'DE', expiry_date: expiry, description: '180 gsm, printed logo' },
      category_name: 'T-shirts',
    });
    expect(url.startsWith('/user/request-quotation?agent-draft=')).toBe(true);
    expect(paramsOf(url).get('product_name')).toBe('Cotton t-shirts');
    expect(readRfqDraft(paramsOf(url))).toEqual({
      product_name: 'Cotton t-shirts', category_id: 12, category_name: 'T-shirts', quantity: '2000', uom: 'Pieces', target_price: '3.5', currency: 'USD',
      incoterm: 'CIF', payment_method: 'T/T', frequency: 'monthly', destination_country: 'DE', expiry_date: expiry, description: '180 gsm, printed logo',
    });
  });

  it('drops what the form would refuse now (a passed expiry date, a bad country) and keeps the rest', () => {
    const url = rfqDraftUrl({ form: { product_name: 'Roasted coffee beans', quantity: '500', uom: 'Kilograms' }, category_name: 'Coffee' });
    const stored = JSON.parse(window.localStorage.getItem(AGENT_RFQ_DRAFTS_KEY)!) as Record<string, { form: Record<string, unknown> }>;
    const id = paramsOf(url).get('agent-draft')!;
    stored[id]!.form = { ...stored[id]!.form, expiry_date: '2020-01-01', destination_country: 'Germany', incoterm: 'XYZ' };
    window.localStorage.setItem(AGENT_RFQ_DRAFTS_KEY, JSON.stringify(stored));
    // No category id: its name alone is not shown.
    expect(readRfqDraft(paramsOf(url))).toEqual({ product_name: 'Roasted coffee beans', quantity: '500', uom: 'Kilograms' });
  });

  it('still starts from the product name in another browser, and ignores a tampered id', () => {
    const url = rfqDraftUrl({ form: { product_name: 'Espresso machines' }, category_name: null });
    window.localStorage.clear();
    expect(readRfqDraft(paramsOf(url))).toEqual({ product_name: 'Espresso machines' });
    expect(readRfqDraft(new URLSearchParams('agent-draft=../../x'))).toBeUndefined();
    expect(readRfqDraft(new URLSearchParams('product_name=ab'))).toBeUndefined();
    expect(readRfqDraft(new URLSearchParams(''))).toBeUndefined();
  });

  it('keeps at most the newest drafts, for a week', () => {
    const start = Date.UTC(2026, 5, 1);
    const urls = Array.from({ length: MAX_AGENT_DRAFTS + 3 }, (_, i) => rfqDraftUrl({ form: { product_name: `Item number ${i}` }, category_name: null }, window.localStorage, start + i));
    const kept = JSON.parse(window.localStorage.getItem(AGENT_RFQ_DRAFTS_KEY)!) as Record<string, unknown>;
    expect(Object.keys(kept)).toHaveLength(MAX_AGENT_DRAFTS);
    const last = paramsOf(urls.at(-1)!);
    expect(readRfqDraft(last, window.localStorage, start + 1000)?.product_name).toBe(`Item number ${MAX_AGENT_DRAFTS + 2}`);
    // A week later the draft is gone; the name in the address remains.
    last.delete('product_name');
    expect(readRfqDraft(last, window.localStorage, start + AGENT_DRAFT_TTL_MS + 1000)).toBeUndefined();
  });
});

describe('a quotation draft opened in the quotation form', () => {
  it('keeps the valid terms, all counted as typed, for that RFQ', () => {
    const valid = addDaysIso(todayIso(), 30);
    const { values, typed } = quotationDraftValues({
      rfq_id: 42,
      form: { unit_price: '5.8', currency: 'usd', quantity: '500', uom: 'Kilograms', incoterm: 'FOB', payment_terms: 'T/T', lead_time_days: 21, valid_until: valid, message: 'Arabica, grade 1' },
    });
    expect(values).toEqual({ rfq_id: 42, unit_price: '5.8', currency: 'USD', quantity: '500', uom: 'Kilograms', incoterm: 'FOB', payment_terms: 'T/T', lead_time_days: 21, valid_until: valid, message: 'Arabica, grade 1' });
    expect(typed.sort()).toEqual(['currency', 'incoterm', 'lead_time_days', 'message', 'payment_terms', 'quantity', 'unit_price', 'uom', 'valid_until']);
    expect(quotationDraftValues({ rfq_id: 42, form: { unit_price: '-3', valid_until: '2001-01-01' } })).toEqual({ values: { rfq_id: 42 }, typed: [] });
    expect(quotationFormUrl(42)).toBe('/business/buying-leads?rfq-id=42&quote=1');
  });
});
