import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@tradelink/shared/realtime/events';

// The page's socket state, shared by the connection manager (socket-manager.ts) and the hooks the
// features use (socket.ts). Plain module state: one socket per page, outside React.

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type SocketStatus = 'connected' | 'connecting' | 'disconnected';
type Handler = (...args: unknown[]) => void;

let socket: AppSocket | null = null;
let status: SocketStatus = 'disconnected';
const statusListeners = new Set<() => void>();
const eventHandlers = new Map<string, Set<Handler>>();
const reconnectHandlers = new Set<() => void>();

export function currentSocket(): AppSocket | null {
  return socket;
}

export function setCurrentSocket(next: AppSocket | null) {
  socket = next;
}

export function currentStatus(): SocketStatus {
  return status;
}

export function setStatus(next: SocketStatus) {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener();
}

export function subscribeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Registers a handler for a server event, whichever socket is current when it arrives. */
export function addEventHandler(event: string, handler: Handler): () => void {
  let set = eventHandlers.get(event);
  if (!set) eventHandlers.set(event, (set = new Set()));
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/** Hands an incoming event to its handlers; one failing handler does not stop the others. */
export function dispatchEvent(event: string, args: unknown[]) {
  for (const handler of [...(eventHandlers.get(event) ?? [])]) {
    try {
      handler(...args);
    } catch (error) {
      console.error(error);
    }
  }
}

export function addReconnectHandler(handler: () => void): () => void {
  reconnectHandlers.add(handler);
  return () => reconnectHandlers.delete(handler);
}

export function runReconnectHandlers() {
  for (const handler of [...reconnectHandlers]) {
    try {
      handler();
    } catch (error) {
      console.error(error);
    }
  }
}
