import { describe, expect, it } from 'vitest';
import en from '~/locales/en/products.json';
import vi from '~/locales/vi/products.json';
import zh from '~/locales/zh/products.json';
import { productStatusNote } from './product-status-note.ts';

describe('productStatusNote', () => {
  it('follows the real status, not always "waiting for review"', () => {
    expect(productStatusNote(0, null).key).toBe('finish.status.pending');
    expect(productStatusNote(1, null).key).toBe('finish.status.approved');
    expect(productStatusNote(2, null).key).toBe('finish.status.rejected');
    expect(productStatusNote(2, ' Blurry photos ')).toEqual({ key: 'finish.status.rejectedReason', values: { reason: 'Blurry photos' } });
    expect(productStatusNote(3, null).key).toBe('finish.status.closed');
  });

  it('has every sentence in en, vi and zh', () => {
    for (const bundle of [en, vi, zh]) {
      const texts = bundle.finish.status as Record<string, string>;
      for (const name of ['pending', 'approved', 'rejected', 'rejectedReason', 'closed']) expect(texts[name]).toBeTruthy();
      expect(texts.rejectedReason).toContain('{{reason}}');
    }
  });
});
