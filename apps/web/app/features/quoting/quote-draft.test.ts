import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@tradelink/shared/constants/limits';
import { memoryStorage } from '~/lib/memory-storage.test-helper.ts';
import { MAX_DRAFTS, clearDraft, draftKey, readDraft, saveDraft } from './quote-draft.ts';

describe('quotation drafts (the quote local-storage key)', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps an unsent draft per RFQ under "quote", restored when reopened and cleared when sent', () => {
    saveDraft(draftKey(7), { values: { unit_price: '12.5', message: 'Hello' }, files: [] });
    saveDraft(draftKey(8), { values: { unit_price: '3' }, files: [] });
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.quote)!) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['rfq7', 'rfq8']);
    expect(readDraft(draftKey(7))?.values).toEqual({ unit_price: '12.5', message: 'Hello' });
    clearDraft(draftKey(7));
    expect(readDraft(draftKey(7))).toBeUndefined();
    expect(readDraft(draftKey(8))?.values).toEqual({ unit_price: '3' });
    clearDraft(draftKey(8));
    expect(window.localStorage.getItem(STORAGE_KEYS.quote)).toBeNull();
  });

  it('keeps edits apart from new quotations and drops the oldest past the cap', () => {
    expect(draftKey(7, 99)).toBe('q99');
    vi.useFakeTimers();
    for (let i = 1; i <= MAX_DRAFTS + 2; i += 1) {
      vi.advanceTimersByTime(1000);
      saveDraft(draftKey(i), { values: {}, files: [] });
    }
    vi.useRealTimers();
    expect(readDraft(draftKey(1))).toBeUndefined();
    expect(readDraft(draftKey(2))).toBeUndefined();
    expect(readDraft(draftKey(3))).toBeDefined();
    expect(readDraft(draftKey(MAX_DRAFTS + 2))).toBeDefined();
  });

  it('survives a damaged value', () => {
    window.localStorage.setItem(STORAGE_KEYS.quote, '[broken');
    expect(readDraft('rfq1')).toBeUndefined();
    saveDraft('rfq1', { values: { a: 1 }, files: [] });
    expect(readDraft('rfq1')?.values).toEqual({ a: 1 });
  });
});
