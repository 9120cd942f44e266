import type { QueryClient } from '@tanstack/react-query';
import { MENU_COUNTS_KEY } from '~/lib/menu-counts-query.ts';

// The Messages badges and the bell come from one call (the menu counts). The server does not push a
// change of them per chat message, so the chat asks again itself, once a burst of messages or reads
// has settled rather than once per message.

/** Menu badges are asked again at most this often while messages stream in. */
export const COUNTS_DEBOUNCE_MS = 1500;

let timer: ReturnType<typeof setTimeout> | undefined;

/** Reads the menu counts again after COUNTS_DEBOUNCE_MS without another call to this. */
export function refreshMenuCountsSoon(queryClient: QueryClient) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    void queryClient.invalidateQueries({ queryKey: MENU_COUNTS_KEY });
  }, COUNTS_DEBOUNCE_MS);
}

/** Drops a pending refresh (the chat stopped: logout, unmount). */
export function cancelMenuCountsRefresh() {
  clearTimeout(timer);
  timer = undefined;
}
