import { useState } from 'react';
import { useMe } from '~/lib/me-store.tsx';
import { useMenuCounts } from '~/lib/menu-counts-query.ts';
import { useDeferred } from '~/lib/use-deferred.ts';
import { useNotificationSync } from '../use-notification-sync.tsx';
import { BellButton } from './BellButton.tsx';

const loadPanel = () => import('./NotificationPanel.tsx');

/** The bell for logged-in users; nothing for guests. */
export function NotificationBell() {
  const me = useMe();
  return me ? <Bell /> : null;
}

/**
 * Keeps the counts and the list in step with the socket, and shows the bell alone until the panel's
 * code (popover, drawer, list) is wanted: idle after hydration, or when the user reaches for it.
 */
function Bell() {
  const count = useMenuCounts()?.count_notifications;
  const [opened, setOpened] = useState(false);
  useNotificationSync({ listOpen: opened });
  const { Loaded: Panel, hadFocus, handlers } = useDeferred(loadPanel);
  if (!Panel) {
    const onClick = () => {
      handlers.onClick();
      setOpened(true);
    };
    return <BellButton count={count} aria-expanded={false} {...handlers} onClick={onClick} />;
  }
  return <Panel opened={opened} onChange={setOpened} count={count} takeFocus={hadFocus.current} />;
}
