// CONTRACT (foundation): the chat work implements the connection; other features only subscribe.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ServerToClientEvents } from '@tradelink/shared/realtime/events';
import { addEventHandler, addReconnectHandler, currentSocket, currentStatus, subscribeStatus, type AppSocket, type SocketStatus } from './socket-store.ts';

export type { AppSocket, SocketStatus } from './socket-store.ts';

/**
 * The page's one socket while logged in, once it is connected and authenticated (null when logged
 * out, on the server, while the page is hidden or while it is (re)connecting: emit over HTTP then).
 */
export function getSocket(): AppSocket | null {
  const socket = currentSocket();
  return socket && socket.connected && currentStatus() === 'connected' ? socket : null;
}

/** Runs `handler` for a server event while the component is mounted; survives reconnects. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () => addEventHandler(event, (...args: unknown[]) => (latest.current as (...a: unknown[]) => void)(...args)),
    [event],
  );
}

/** Runs `handler` after every (re)connection, the moment to fetch what was missed. */
export function useSocketReconnect(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => addReconnectHandler(() => latest.current()), []);
}

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(subscribeStatus, currentStatus, () => 'disconnected');
}
