import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

export const suggestedSuppliersQuery = (page: number) =>
  queryOptions({
    queryKey: ['suggestion', 'suppliers', page],
    queryFn: () => api('customer.suggest_suppliers', { page }),
    ...cacheClass('normal'),
  });
