import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '~/lib/memory-storage.test-helper.ts';
import { draftKey, readDraft, saveDraft } from '../quote-draft.ts';
import { startFromTemplate } from './start-from-template.ts';

describe('a new quotation started from ?qlt=', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('names the template in the RFQ’s draft, keeping what was typed', () => {
    startFromTemplate(7, 3);
    expect(readDraft(draftKey(7))).toMatchObject({ values: {}, files: [], templateId: 3 });
    saveDraft(draftKey(8), { values: { unit_price: '12' }, files: [], typed: ['unit_price'] });
    startFromTemplate(8, 4);
    expect(readDraft(draftKey(8))).toMatchObject({ values: { unit_price: '12' }, typed: ['unit_price'], templateId: 4 });
  });
});
