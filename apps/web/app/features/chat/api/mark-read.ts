import type { QueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { getSocket } from '~/lib/socket.ts';
import { MENU_COUNTS_KEY } from '~/lib/menu-counts-query.ts';
import { patchConversation, withRead } from './conversation-cache.ts';
import { refreshMenuCountsSoon } from './refresh-menu-counts.ts';

/**
 * Marks a conversation read up to `index`: over HTTP when opening it (the answer carries the new
 * unread count, so the menu badge is right at once), over the socket for messages read while it
 * stays open. The lists show it read immediately either way.
 */
export async function markRead(queryClient: QueryClient, conversationId: string, index: number, opening: boolean) {
  if (index <= 0) return;
  patchConversation(queryClient, conversationId, (c) => withRead(c, index));
  const socket = getSocket();
  if (socket && !opening) {
    socket.emit('chat:read', { conversation_id: conversationId, index });
    // No answer comes back over the socket: read the badges again once the reads settle.
    refreshMenuCountsSoon(queryClient);
    return;
  }
  try {
    await api('chat.mark_read', { conversation_id: conversationId, index });
    void queryClient.invalidateQueries({ queryKey: MENU_COUNTS_KEY });
  } catch {
    // The next opening marks it again; the badge stays until then.
  }
}

/** Tells the server messages up to `index` reached this device (the sender's delivered tick). */
export function markDelivered(conversationId: string, index: number) {
  if (index > 0) getSocket()?.emit('chat:delivered', { conversation_id: conversationId, index });
}
