import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@tradelink/shared/account/user';
import { ME_KEY, meQuery, useMe } from '~/features/account/api/me-query.ts';
import { useSocketEvent } from '~/lib/socket.ts';
import { startSocket, stopSocket } from '~/lib/socket-manager.ts';
import { CHAT_KEY } from '../api/chat-keys.ts';
import { clearChatPanel } from '../chat-panel-store.ts';

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

  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (before && before !== userId) {
      stopSocket();
      queryClient.removeQueries({ queryKey: CHAT_KEY });
      clearChatPanel();
    }
    if (!userId) return;
    void startSocket({
      token: () => chatToken(queryClient.getQueryData<User | null>(ME_KEY)),
      // Refused token: read `customer.me` again for fresh tokens (null when the session is gone).
      renewToken: async () => chatToken(await queryClient.fetchQuery({ ...meQuery, staleTime: 0 })),
    });
  }, [userId, queryClient]);

  useEffect(() => () => stopSocket(), []);

  // The session ended elsewhere (logout in another tab, password change): ask who is logged in now.
  useSocketEvent('session:ended', () => {
    void queryClient.fetchQuery({ ...meQuery, staleTime: 0 }).catch(() => queryClient.setQueryData(ME_KEY, null));
  });

  return null;
}
