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
  attach(io: Io): void;
  /** On close, before the Redis clients quit: later emits (background work finishing) do nothing. */
  detach(): void;
}

export function createRealtimePublisher(): RealtimePublisher {
  let io: Io | null = null;
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
  };
}
