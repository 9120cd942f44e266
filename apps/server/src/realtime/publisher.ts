import type { Server } from 'socket.io';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@tradelink/shared/realtime/events';

type Io = Server<ClientToServerEvents, ServerToClientEvents>;
type EventName = keyof ServerToClientEvents;
type EventArgs<E extends EventName> = Parameters<ServerToClientEvents[E]>;

export interface Audience {
  identities?: string[];
  users?: string[];
  conversation?: string;
  /** Identities that must not receive it (a message's `hidden` list). */
  except?: string[];
}

/**
 * How services reach connected clients. Call it after the transaction commits, never inside one. The
 * socket server is attached after the app is built (and not at all in most API tests): until then
 * emitting does nothing and nobody is online.
 */
export interface RealtimePublisher {
  emit<E extends EventName>(audience: Audience, event: E, ...args: EventArgs<E>): void;
  /** Whether a socket of the identity (or the user) is connected, on any process (asks the others through Redis). */
  isConnected(who: { identity: string } | { user: string }): Promise<boolean>;
  /**
   * Which of these users have a socket connected, on any process: one question to all processes
   * for the whole list. Rejects when another process does not answer in time.
   */
  connectedUsers(userIds: string[]): Promise<Set<string>>;
  /**
   * Login sessions ended (logout, password change): their sockets hear `session:ended` and are
   * disconnected, on every process. `sessionHashes` are the sessions' token hashes (session ids).
   */
  endSessions(sessionHashes: string[]): void;
  /** The same for every socket of these users (a suspension). */
  endUsers(userIds: string[]): void;
  attach(io: Io): void;
  /** On close, before the Redis clients quit: later emits (background work finishing) do nothing. */
  detach(): void;
}

/** Sockets asked about at once: a room list per question stays a reasonable message between processes. */
const PRESENCE_BATCH = 500;

export function createRealtimePublisher(): RealtimePublisher {
  let io: Io | null = null;
  /** `session:ended`, then the disconnect: both reach other processes' sockets through the adapter. */
  const end = (targets: string[]) => {
    if (!io || targets.length === 0) return;
    io.to(targets).emit('session:ended');
    io.in(targets).disconnectSockets(true);
  };
  return {
    attach(server) {
      io = server;
    },
    detach() {
      io = null;
    },
    emit(audience, event, ...args) {
      if (!io) return;
      const targets = [
        ...(audience.identities ?? []).map(rooms.identity),
        ...(audience.users ?? []).map(rooms.user),
        ...(audience.conversation ? [rooms.conversation(audience.conversation)] : []),
      ];
      if (targets.length === 0) return;
      let op = io.to(targets);
      if (audience.except?.length) op = op.except(audience.except.map(rooms.identity));
      op.emit(event, ...args);
    },
    async isConnected(who) {
      if (!io) return false;
      const room = 'identity' in who ? rooms.identity(who.identity) : rooms.user(who.user);
      try {
        const sockets = await io.in(room).timeout(1000).fetchSockets();
        return sockets.length > 0;
      } catch {
        // Another process did not answer in time: count the user as offline (they get the email).
        return false;
      }
    },
    async connectedUsers(userIds) {
      const found = new Set<string>();
      if (!io || userIds.length === 0) return found;
      const asked = new Set(userIds);
      const unique = [...asked];
      for (let i = 0; i < unique.length; i += PRESENCE_BATCH) {
        const sockets = await io.in(unique.slice(i, i + PRESENCE_BATCH).map(rooms.user)).timeout(1000).fetchSockets();
        for (const socket of sockets) {
          const userId = (socket.data as { userId?: unknown } | undefined)?.userId;
          if (typeof userId === 'string' && asked.has(userId)) found.add(userId);
        }
      }
      return found;
    },
    endSessions(sessionHashes) {
      end([...new Set(sessionHashes)].map(rooms.session));
    },
    endUsers(userIds) {
      end([...new Set(userIds)].map(rooms.user));
    },
  };
}
