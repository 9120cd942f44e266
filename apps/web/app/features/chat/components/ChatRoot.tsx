import { Suspense, useState } from 'react';
import { lazyInScope } from '~/components/layout/lazy-in-scope.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';

// Guests never download the socket client or the chat: public pages stay light (decision 006).
const LoggedInChat = lazyInScope(() => import('./LoggedInChat.tsx'));

/**
 * Mounted once in the root. Loads the chat from the first logged-in render after hydration and keeps
 * it mounted after that, so its logout clean-up (socket closed, chat state forgotten) still runs.
 */
export function ChatRoot() {
  const me = useMe();
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  // Set during render (React's derived-state pattern): once wanted, always wanted.
  if (hydrated && me && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LoggedInChat />
    </Suspense>
  ) : null;
}
