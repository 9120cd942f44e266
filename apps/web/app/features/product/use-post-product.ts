import type { ProductForm, ProductOwned } from '@tradelink/shared/product/product';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { useCreateProduct, useQuickCreateProduct } from './api/product-queries.ts';

/**
 * Posts a product (full or quick form). Out of posting quota is not a form error but a plan
 * limit: it opens `postingProductBlock` with the way to upgrade and resolves to null.
 */
export function usePostProduct(variant: 'full' | 'quick') {
  const create = useCreateProduct();
  const quick = useQuickCreateProduct();
  const dialog = useDialog();
  const mutation = variant === 'full' ? create : quick;
  const post = async (form: ProductForm): Promise<ProductOwned | null> => {
    try {
      return await mutation.mutateAsync(form);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PRODUCT_QUOTA_EXCEEDED') {
        dialog.open('postingProductBlock', {});
        return null;
      }
      throw error;
    }
  };
  return { post, isPending: mutation.isPending };
}
