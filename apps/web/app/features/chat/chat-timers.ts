import type { QueryClient } from '@tanstack/react-query';
import { CHAT_USER_UPDATED_DEBOUNCE_MS } from '@tradelink/shared/constants/timing';
import { api } from '~/lib/api-client.ts';
import { chatKeys } from './api/chat-keys.ts';

// The chat timings of spec section 9. A live event refetches what it names at once; the delayed
// refetch asks the lists again a little later, when the other side's writes (a new conversation, a
// participant joining or leaving after a gate decision) have settled.

export interface Timer {
  schedule: (ms: number) => void;
  cancel: () => void;
}

/** Runs `task` once, `ms` after the last `schedule` (a later schedule replaces a pending one if it ends later). */
export function delayedTask(task: () => void): Timer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = 0;
  return {
    schedule(ms) {
      const at = Date.now() + ms;
      if (timer !== undefined && due >= at) return;
      clearTimeout(timer);
      due = at;
      timer = setTimeout(() => {
        timer = undefined;
        task();
      }, ms);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** The conversation lists, asked again after CHAT_REFETCH_DELAY_MS or CHAT_PARTICIPANTS_REFETCH_DELAY_MS. */
export const delayedListRefetch = (queryClient: QueryClient) =>
  delayedTask(() => void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() }));

/** Trailing debounce: `run` once `ms` after the last call. */
export function debounced(run: () => void, ms: number): { call: () => void; cancel: () => void } {
  const task = delayedTask(run);
  return {
    call() {
      task.cancel();
      task.schedule(ms);
    },
    cancel: task.cancel,
  };
}

/**
 * The user's own "user updated" report (their last activity, shown to others as online or last
 * active): typing and sending call this often; the server hears it once 5 s after the last call.
 */
export const userUpdated = debounced(() => {
  api('chat.update_last_active').catch(() => undefined);
}, CHAT_USER_UPDATED_DEBOUNCE_MS);
