import type { ProductDetail } from '@tradelink/shared/catalog/detail';
import type { RfqFormInput } from '@tradelink/shared/rfq/rfq';
import { RFQ_NAME_MAX } from '@tradelink/shared/rfq/rfq';

/**
 * "Post a request for this product" (`?product_id=`): the RFQ form starts from the product's name,
 * its most specific category, its unit and its minimum order as the quantity. The buyer still
 * writes the description and may change everything.
 */
export type RfqPrefill = Partial<RfqFormInput> & { category_name?: string };

export function rfqFromProduct(product: Pick<ProductDetail, 'name' | 'category_path' | 'uom' | 'moq'>): RfqPrefill {
  const category = product.category_path.at(-1);
  return {
    product_name: product.name.slice(0, RFQ_NAME_MAX),
    ...(category ? { category_id: category.id, category_name: category.name } : {}),
    ...(product.uom ? { uom: product.uom } : {}),
    ...(product.moq !== null && product.moq > 0 ? { quantity: String(product.moq) } : {}),
  };
}
