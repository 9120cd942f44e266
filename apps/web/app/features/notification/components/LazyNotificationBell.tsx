import { Suspense } from 'react';
import { useMe } from '~/lib/me-store.tsx';
import { lazyInScope } from '~/components/layout/lazy-in-scope.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import css from './LazyNotificationBell.module.css';

// The bell (counts query, socket sync, Mantine) loads with its AppScope, only for logged-in users:
// guests never render it, so their pages download none of it.
const NotificationBell = lazyInScope(async () => ({ default: (await import('./NotificationBell.tsx')).NotificationBell }));

/**
 * The notification bell for logged-in users; guests download and see nothing. It renders in the
 * browser only: a server render of its scope would put Mantine's stylesheet in a light page's head.
 * Until then an empty slot of its size keeps the header from shifting.
 */
export function LazyNotificationBell() {
  const me = useMe();
  const hydrated = useHydrated();
  if (!me) return null;
  return hydrated ? (
    <Suspense fallback={<span className={css.slot} />}>
      <NotificationBell />
    </Suspense>
  ) : (
    <span className={css.slot} />
  );
}
