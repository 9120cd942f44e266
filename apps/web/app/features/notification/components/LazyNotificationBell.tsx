import { lazy, Suspense } from 'react';
import { useMe } from '~/features/account/me-store.tsx';

// The bell's code (counts sync, socket events) is downloaded only for logged-in users.
const NotificationBell = lazy(() => import('./NotificationBell.tsx').then((m) => ({ default: m.NotificationBell })));

/** The notification bell for logged-in users; guests download and see nothing. */
export function LazyNotificationBell() {
  const me = useMe();
  return me ? (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  ) : null;
}
