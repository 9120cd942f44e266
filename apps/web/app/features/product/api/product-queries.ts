import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import type { Language } from '@tradelink/shared/constants/languages';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { ME_KEY } from '~/lib/me-query.ts';

export const PRODUCT_KEY = ['product', 'mine'] as const;

export const myProductsQuery = (input: CallRequest<'product.list_mine'>, lang: Language) =>
  queryOptions({ queryKey: [...PRODUCT_KEY, 'list', input, lang], queryFn: () => api('product.list_mine', input), ...cacheClass('veryDynamic') });

export const myProductQuery = (id: number, lang: Language) =>
  queryOptions({ queryKey: [...PRODUCT_KEY, 'one', id, lang], queryFn: () => api('product.get_mine', { id }), ...cacheClass('veryDynamic') });

export const attributeFieldsQuery = (categoryId: number | undefined, lang: Language) =>
  queryOptions({
    queryKey: ['reference', 'attribute-fields', categoryId ?? null, lang],
    queryFn: () => api('get_product_attribute_fields', categoryId ? { category_id: String(categoryId) } : {}),
    ...cacheClass('stable'),
  });

/** Any change to the supplier's products refreshes its lists, views and balance (posting quota). */
function useProductMutation<I, O>(fn: (input: I) => Promise<O>, { silent = true } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: PRODUCT_KEY }), queryClient.invalidateQueries({ queryKey: ME_KEY })]),
    // Forms show their own errors; a list action has none, so its errors toast.
    meta: { silent },
  });
}

export const useCreateProduct = () => useProductMutation((input: CallRequest<'product.create'>) => api('product.create', input));
export const useQuickCreateProduct = () => useProductMutation((input: CallRequest<'product.quick_create'>) => api('product.quick_create', input));
export const useUpdateProduct = () => useProductMutation((input: CallRequest<'product.update'>) => api('product.update', input));
export const useSetProductStatus = () => useProductMutation((input: CallRequest<'product.set_status'>) => api('product.set_status', input), { silent: false });
/**
 * A product ad. Its confirm dialog shows the errors (running out of ads opens the plans instead);
 * the list and balance refresh after a refusal too, since "no ads left" means the shown count was stale.
 */
export function usePromoteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'product.promote'>) => api('product.promote', input),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: PRODUCT_KEY }), queryClient.invalidateQueries({ queryKey: ME_KEY })]),
    meta: { silent: true },
  });
}
