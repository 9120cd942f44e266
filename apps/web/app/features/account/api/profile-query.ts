import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api('customer.get_profile'),
  ...cacheClass('normal'),
});
