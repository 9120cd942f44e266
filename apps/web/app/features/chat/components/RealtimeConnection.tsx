import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@tradelink/shared/account/user';
import { ME_KEY, meQuery } from '~/lib/me-query.ts';
import { useMe } from '~/lib/me-store.tsx';
import { useSocketEvent } from '~/lib/socket.ts';
import { startSocket, stopSocket } from '~/lib/socket-manager.ts';
import { CHAT_KEY } from '../api/chat-keys.ts';
import { cancelMenuCountsRefresh } from '../api/refresh-menu-counts.ts';
import { clearChatPanel } from '../chat-panel-store.ts';
import { endSession } from '../session-check.ts';

/** The chat token of either side (both name the same user to the socket server). */
const chatToken = (me: User | null | undefined) => me?.buyer?.token ?? me?.supplier?.token ?? null;

/**
 * The page's socket follows the login: opened while a user is logged in (any page, for chat and
 * notifications), closed on logout, and the chat's cached state (queries, the container's stored
 * state) forgotten then or when another user logs in.
 */
export function RealtimeConnection() {
  const queryClient = useQueryClient();
  const me = useMe();
  const userId = me?.uuid ?? null;
  const previous = useRef<string | null>(null);

  const open = useCallback(
    () =>
      void startSocket({
        token: () => chatToken(queryClient.getQueryData<User | null>(ME_KEY)),
        // Refused token: read `customer.me` again for fresh tokens (null when the session is gone).
        renewToken: async () => chatToken(await queryClient.fetchQuery({ ...meQuery, staleTime: 0 })),
      }),
    [queryClient],
  );

  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (before && before !== userId) {
      stopSocket();
      cancelMenuCountsRefresh();
      queryClient.removeQueries({ queryKey: CHAT_KEY });
      clearChatPanel();
    }
    if (userId) open();
  }, [userId, queryClient, open]);

  useEffect(() => () => stopSocket(), []);

  // The session behind the socket ended (logout in another tab, password change).
  useSocketEvent('session:ended', () => void endSession(queryClient, () => previous.current, open));

  return null;
}
