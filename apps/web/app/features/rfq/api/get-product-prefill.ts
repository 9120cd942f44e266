import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { idParam } from '~/lib/id-param.ts';
import { rfqFromProduct, type RfqPrefill } from '../prefill/rfq-from-product.ts';

/** The public product an RFQ link names (`?product_id=`), as RFQ form values; silent when it fails. */
export const productPrefillQuery = (id: number) =>
  queryOptions({
    queryKey: ['rfq', 'prefill', 'product', id],
    queryFn: async (): Promise<RfqPrefill> => rfqFromProduct(await api('product.get', { id })),
    meta: { silent: true },
    ...cacheClass('stable'),
  });

/**
 * `product_id` read from the address. `pending` stays true until the product is known (or known to be
 * missing), so the form mounts once with its final values; a bad or unknown id gives no prefill.
 */
export function useProductPrefill(params: URLSearchParams): { pending: boolean; prefill: RfqPrefill | undefined } {
  const id = idParam(params.get('product_id'));
  const query = useQuery({ ...productPrefillQuery(id ?? 0), enabled: id !== undefined });
  if (id === undefined) return { pending: false, prefill: undefined };
  return { pending: query.isPending, prefill: query.data };
}
