import { describe, expect, it } from 'vitest';
import type { ModerationQueueItem } from '@tradelink/shared/moderation/admin-moderation';
import { postQuantity } from './post-facts.ts';

const product = { kind: 'product', moq: '1000', quantity: null, uom: 'ton' } as unknown as ModerationQueueItem;
const rfq = { kind: 'rfq', moq: null, quantity: '2500', uom: 'piece' } as unknown as ModerationQueueItem;

describe('postQuantity', () => {
  it('names the MOQ or the requested quantity with the unit in the page language', () => {
    expect(postQuantity(product, 'en')).toBe('1,000 Metric Tons');
    expect(postQuantity(product, 'vi')).toBe('1.000 Tấn');
    expect(postQuantity(product, 'zh')).toBe('1,000 吨');
    expect(postQuantity(rfq, 'vi')).toBe('2.500 Cái');
  });

  it('gives nothing for a post without a quantity, and keeps a unit outside the table as it was written', () => {
    expect(postQuantity({ ...product, moq: null } as ModerationQueueItem, 'en')).toBeNull();
    expect(postQuantity({ ...rfq, uom: 'crates' } as ModerationQueueItem, 'zh')).toBe('2,500 crates');
  });
});
