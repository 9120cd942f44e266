import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { useMe } from './me-store.tsx';

// The dashboards' badges and the notification bell. Several features invalidate it after their own
// changes; the bell's socket sync (features/notification/use-notification-sync.ts) invalidates it on
// `notification:changed` / `notification:new` and after every reconnect.
export const MENU_COUNTS_KEY = ['notification', 'menu-counts'] as const;

export const menuCountsQuery = queryOptions({
  queryKey: MENU_COUNTS_KEY,
  queryFn: () => api('notification.count_noti_menu_bar'),
  ...cacheClass('veryDynamic'),
  // Back on the tab, stale counts are read again (the socket may have been closed while hidden).
  refetchOnWindowFocus: true,
  meta: { silent: true },
});

/** The menu badge counts; asked only while logged in (spec section 6). */
export function useMenuCounts() {
  const me = useMe();
  return useQuery({ ...menuCountsQuery, enabled: me !== null }).data;
}
