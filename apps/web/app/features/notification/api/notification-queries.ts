import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuCounts } from '@tradelink/shared/notification/counts';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { MENU_COUNTS_KEY } from '~/lib/menu-counts-query.ts';
import { withRead, type NotificationPages } from '../notification-cache.ts';

export const NOTIFICATION_LIST_KEY = ['notification', 'list'] as const;

/** The bell's list, page by page ("Load more"); all notifications or the unread ones. */
export const notificationListQuery = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATION_LIST_KEY, { unreadOnly }],
    // `unread_only` is coerced on the server: "false" would read as true, so it is sent only when set.
    queryFn: ({ pageParam }) => api('notification.list', { page: pageParam, ...(unreadOnly ? { unread_only: true } : {}) }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

/** Sets the bell's count from an answer that carries it, without waiting for the menu counts. */
export function setBellCount(queryClient: ReturnType<typeof useQueryClient>, unread: number) {
  queryClient.setQueryData<MenuCounts>(MENU_COUNTS_KEY, (old) => (old ? { ...old, count_notifications: unread } : old));
}

/**
 * Marks one notification (or, without an id, all) read. The list shows it at once; the server's
 * unread count then sets the bell, and the other tracked counts are read again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | undefined) => api('notification.mark_read', id ? { id } : {}),
    onMutate: (id) => {
      queryClient.setQueriesData<NotificationPages>({ queryKey: NOTIFICATION_LIST_KEY }, (old) => (old ? withRead(old, id) : old));
    },
    onSuccess: ({ unread }, id) => {
      queryClient.setQueriesData<NotificationPages>({ queryKey: NOTIFICATION_LIST_KEY }, (old) => (old ? withRead(old, id, unread) : old));
      setBellCount(queryClient, unread);
    },
    // The unread-only list loses what was read; a failed call restores the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY }),
    meta: { silent: true },
  });
}
