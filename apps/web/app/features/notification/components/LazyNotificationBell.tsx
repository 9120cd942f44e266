import { Suspense } from 'react';
import { useMe } from '~/features/account/me-store.tsx';
import { lazyInScope } from '~/components/layout/lazy-in-scope.tsx';

// The bell (counts query, socket sync, Mantine) loads with its AppScope, only for logged-in users:
// guests never render it, so their pages download none of it.
const NotificationBell = lazyInScope(async () => ({ default: (await import('./NotificationBell.tsx')).NotificationBell }));

/** The notification bell for logged-in users; guests download and see nothing. */
export function LazyNotificationBell() {
  const me = useMe();
  return me ? (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  ) : null;
}
