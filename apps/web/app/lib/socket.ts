// CONTRACT (foundation): the chat work implements the connection; other features only subscribe.
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@tradelink/shared/realtime/events';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type SocketStatus = 'connected' | 'connecting' | 'disconnected';

/** The page's one socket while logged in (null when logged out, on the server, or while the page is hidden). */
export function getSocket(): AppSocket | null {
  return null;
}

/** Runs `handler` for a server event while the component is mounted; survives reconnects. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(_event: E, _handler: ServerToClientEvents[E]): void {}

/** Runs `handler` after every (re)connection, the moment to fetch what was missed. */
export function useSocketReconnect(_handler: () => void): void {}

export function useSocketStatus(): SocketStatus {
  return 'disconnected';
}
