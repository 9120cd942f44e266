import { describe, expect, it } from 'vitest';
import { rfqFromProduct } from './rfq-from-product.ts';

const product = { name: 'Robusta coffee beans', category_path: [{ id: 3, name: 'Coffee' }, { id: 31, name: 'Green coffee' }], uom: 'ton', moq: 20 };

describe('an RFQ started from a product', () => {
  it('takes its name, its most specific category, its unit and its minimum order', () => {
    expect(rfqFromProduct(product)).toEqual({ product_name: 'Robusta coffee beans', category_id: 31, category_name: 'Green coffee', uom: 'ton', quantity: '20' });
  });
  it('leaves out what the product lacks', () => {
    expect(rfqFromProduct({ ...product, category_path: [], uom: null, moq: null })).toEqual({ product_name: 'Robusta coffee beans' });
  });
  it('cuts a long name to the field limit', () => {
    expect(rfqFromProduct({ ...product, name: 'x'.repeat(300) }).product_name).toHaveLength(200);
  });
});
