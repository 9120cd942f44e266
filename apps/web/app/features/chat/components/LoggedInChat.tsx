import { lazy, Suspense } from 'react';
import { useMe } from '~/lib/me-store.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { ChatLauncher } from './ChatLauncher.tsx';
import { RealtimeConnection } from './RealtimeConnection.tsx';

// Loaded only for logged-in users with a chat side, after the page (public pages stay light).
const ChatSync = lazy(() => import('./ChatSync.tsx'));

/**
 * The socket, the chat's live updates and the chat container of a logged-in user, loaded by
 * ChatRoot only once someone is logged in.
 */
export default function LoggedInChat() {
  const me = useMe();
  const hydrated = useHydrated();
  const chats = hydrated && Boolean(me?.buyer || me?.supplier);
  return (
    <>
      <RealtimeConnection />
      {chats && (
        <>
          <Suspense fallback={null}>
            <ChatSync />
          </Suspense>
          <ChatLauncher />
        </>
      )}
    </>
  );
}
