import { queryOptions } from '@tanstack/react-query';
import type { User } from '@tradelink/shared/account/user';
import { api, ApiError } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

export const ME_KEY = ['me'] as const;

/**
 * The logged-in user, or null for guests (a 401 is an answer here, not an error). Components read it
 * with `useMe()` (me-store.tsx), which AppScope keeps in step with this query.
 */
export const meQuery = queryOptions<User | null>({
  queryKey: ME_KEY,
  queryFn: async () => {
    try {
      return await api('customer.me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  ...cacheClass('normal'),
  meta: { silent: true },
});
