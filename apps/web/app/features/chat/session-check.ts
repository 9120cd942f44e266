import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@tradelink/shared/account/user';
import { ME_KEY, meQuery } from '~/lib/me-query.ts';
import { stopSocket } from '~/lib/socket-manager.ts';

/**
 * After the server said this socket's session ended (logout elsewhere, password change): who is
 * logged in now, read fresh (null when nobody). When the answer cannot be had, the server's word
 * stands: the page counts as logged out rather than keep a socket on a session that may be gone.
 */
export async function recheckSession(queryClient: QueryClient): Promise<User | null> {
  try {
    return await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
  } catch {
    queryClient.setQueryData(ME_KEY, null);
    return null;
  }
}

/**
 * `session:ended`: the socket is closed for good at once (the server drops it; reconnecting on a
 * dead session would only be refused again), then `me` is read again. Nobody or another user
 * changes `me`, and whoever follows the login clears the chat and opens for the new user; the same
 * user (another of their sessions ended) gets the socket back through `reopen`.
 */
export async function endSession(queryClient: QueryClient, currentUserId: () => string | null, reopen: () => void): Promise<void> {
  stopSocket();
  const user = await recheckSession(queryClient);
  if (user && user.uuid === currentUserId()) reopen();
}
