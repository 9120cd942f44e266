import { describe, expect, it } from 'vitest';
import { quickRfqFromProduct, quickRfqInitial } from './quick-rfq-draft.ts';

const draft = { product_name: 'Robusta coffee beans', quantity: '20', description: 'Grade 1, wet polished' };

describe('the quick RFQ form opens with', () => {
  it('the product named in product_name, or in rfq-name', () => {
    expect(quickRfqInitial(new URLSearchParams({ product_name: 'Bamboo chairs' }), undefined)).toEqual({ product_name: 'Bamboo chairs' });
    expect(quickRfqInitial(new URLSearchParams({ 'rfq-name': 'Rattan baskets' }), undefined)).toEqual({ product_name: 'Rattan baskets' });
    expect(quickRfqInitial(new URLSearchParams({ product_name: 'Bamboo chairs', 'rfq-name': 'Rattan baskets' }), undefined)).toEqual({ product_name: 'Bamboo chairs' });
  });
  it('the kept draft when the address names no product (or only blanks)', () => {
    expect(quickRfqInitial(new URLSearchParams(), draft)).toBe(draft);
    expect(quickRfqInitial(new URLSearchParams({ product_name: '   ' }), draft)).toBe(draft);
    expect(quickRfqInitial(new URLSearchParams(), undefined)).toBeUndefined();
  });
  it('the whole draft for the same product, and only the new name for another one', () => {
    expect(quickRfqInitial(new URLSearchParams({ product_name: 'Robusta coffee beans' }), draft)).toBe(draft);
    expect(quickRfqInitial(new URLSearchParams({ product_name: 'Cashew nuts' }), draft)).toEqual({ product_name: 'Cashew nuts' });
  });
  it('a name tidied of extra spaces and cut to the field limit', () => {
    expect(quickRfqInitial(new URLSearchParams({ product_name: '  stainless   steel\nsinks ' }), undefined)).toEqual({ product_name: 'stainless steel sinks' });
    expect(quickRfqInitial(new URLSearchParams({ product_name: 'x'.repeat(500) }), undefined)!.product_name).toHaveLength(200);
  });
});

describe('the quick RFQ form started from a product (product_id) opens with', () => {
  const prefill = { product_name: 'Robusta coffee beans', category_id: 31, category_name: 'Green coffee', uom: 'ton', quantity: '20' };
  it('the product’s values, or the kept draft for that same product', () => {
    expect(quickRfqFromProduct(prefill, undefined)).toEqual(prefill);
    expect(quickRfqFromProduct(prefill, { product_name: 'Cashew nuts', quantity: '5' })).toEqual(prefill);
    expect(quickRfqFromProduct(prefill, draft)).toEqual({ ...prefill, quantity: '20', description: 'Grade 1, wet polished' });
  });
});
