import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

export const DESK_KEY = ['desk'] as const;

/**
 * The overview's figures. Asked again whenever the desk opens: what the supplier just did on
 * another page (a product posted, an inquiry handled) should show at once.
 */
export const deskStatsQuery = queryOptions({
  queryKey: [...DESK_KEY, 'stats'],
  queryFn: () => api('supplier.desk_stats'),
  ...cacheClass('veryDynamic'),
  refetchOnMount: 'always',
});
