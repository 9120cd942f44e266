import { useCallback, useRef } from 'react';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import type { NotificationItem } from '@tradelink/shared/notification/notification';
import { TOAST_AUTO_HIDE_MS } from '@tradelink/shared/constants/timing';
import { useSocketEvent, useSocketReconnect } from '~/lib/socket.ts';
import { MENU_COUNTS_KEY } from '~/lib/menu-counts-query.ts';
import { NOTIFICATION_LIST_KEY, useMarkRead } from './api/notification-queries.ts';
import { isOnLinkedPage, safeLocalLink, withNewNotification, type NotificationPages } from './notification-cache.ts';
import { notificationText } from './notification-text.ts';

/**
 * Keeps the bell and the dashboards' badges current while logged in (mounted once, by the bell):
 * counts are read again when the server says a tracked value changed and after every reconnect
 * (events missed while disconnected); a new notification goes to the top of the cached list, which
 * then reloads from page 1, and gets a short toast unless its page or the list is already in view.
 */
export function useNotificationSync({ listOpen }: { listOpen: boolean }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  const { pathname } = useLocation();
  const { mutate: markRead } = useMarkRead();
  // Read inside the socket handlers without re-subscribing on every navigation.
  const view = useRef({ pathname, listOpen });
  view.current = { pathname, listOpen };

  const refreshCounts = useCallback(() => queryClient.invalidateQueries({ queryKey: MENU_COUNTS_KEY }), [queryClient]);

  const onChanged = useCallback(() => {
    void refreshCounts();
    // Read state may have changed elsewhere (another tab): the list is read again when next shown.
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY, refetchType: 'none' });
  }, [queryClient, refreshCounts]);

  const onNew = useCallback(
    (item: NotificationItem) => {
      queryClient.setQueriesData<NotificationPages>({ queryKey: NOTIFICATION_LIST_KEY }, (old) => (old ? withNewNotification(old, item) : old));
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY });
      void refreshCounts();
      if (view.current.listOpen || isOnLinkedPage(view.current.pathname, item.link)) return;
      const id = `notification-${item.id}`;
      notifications.show({
        id,
        title: t('toast.title'),
        autoClose: TOAST_AUTO_HIDE_MS,
        message: (
          <Text size="sm" component="span">
            {notificationText(t, item)}{' '}
            <Anchor
              component={Link}
              to={safeLocalLink(item.link)}
              size="sm"
              onClick={() => {
                markRead(item.id);
                notifications.hide(id);
              }}
            >
              {t('toast.open')}
            </Anchor>
          </Text>
        ),
      });
    },
    [queryClient, refreshCounts, t, markRead],
  );

  const onReconnect = useCallback(() => {
    void refreshCounts();
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY });
  }, [queryClient, refreshCounts]);

  useSocketEvent('notification:changed', onChanged);
  useSocketEvent('notification:new', onNew);
  useSocketReconnect(onReconnect);
}
