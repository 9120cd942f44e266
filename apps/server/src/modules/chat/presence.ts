import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { touchLastActive } from './participant.repository.ts';

// Presence: a user counts as online while `users.last_active_at` is recent (CHAT_ONLINE_WINDOW_MS).
// Each process refreshes it for the users with a socket connected to it: on connect, on
// disconnect, and every heartbeat for all of them in one statement per batch.

/** A third of the online window: a connected user never drops out of the online lists. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
const BATCH = 500;

export interface Presence {
  connected(userId: string): void;
  disconnected(userId: string): void;
  /** Stops the heartbeat and waits for writes in flight. */
  stop(): Promise<void>;
}

export function startPresence(db: Tx, log: Pick<FastifyBaseLogger, 'warn'>, intervalMs = PRESENCE_HEARTBEAT_MS): Presence {
  /** Sockets per user on this process (a user may have several tabs). */
  const sockets = new Map<string, number>();
  const inFlight = new Set<Promise<unknown>>();

  const touch = (userIds: string[]) => {
    for (let i = 0; i < userIds.length; i += BATCH) {
      const write = touchLastActive(db, userIds.slice(i, i + BATCH))
        .catch((error: unknown) => log.warn({ err: error }, 'presence update failed'))
        .finally(() => inFlight.delete(write));
      inFlight.add(write);
    }
  };
  const timer = setInterval(() => {
    if (sockets.size > 0) touch([...sockets.keys()]);
  }, intervalMs);
  timer.unref();

  return {
    connected(userId) {
      sockets.set(userId, (sockets.get(userId) ?? 0) + 1);
      touch([userId]);
    },
    disconnected(userId) {
      const left = (sockets.get(userId) ?? 1) - 1;
      if (left > 0) sockets.set(userId, left);
      else sockets.delete(userId);
      touch([userId]);
    },
    async stop() {
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
