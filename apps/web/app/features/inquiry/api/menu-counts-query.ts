import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { useMe } from '~/features/account/api/me-query.ts';

export const MENU_COUNTS_KEY = ['notification', 'menu-counts'] as const;

export const menuCountsQuery = queryOptions({
  queryKey: MENU_COUNTS_KEY,
  queryFn: () => api('notification.count_noti_menu_bar'),
  ...cacheClass('veryDynamic'),
  meta: { silent: true },
});

/** The dashboard badge counts; asked only while logged in (spec section 6), refreshed after inquiry changes. */
export function useMenuCounts() {
  const me = useMe();
  return useQuery({ ...menuCountsQuery, enabled: me !== null }).data;
}
