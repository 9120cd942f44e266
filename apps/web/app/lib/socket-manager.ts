import { SOCKET_RECONNECT } from '@tradelink/shared/constants/timing';
import type { HandshakeAuth } from '@tradelink/shared/realtime/events';
import { currentSocket, dispatchEvent, runReconnectHandlers, setCurrentSocket, setStatus, type AppSocket } from './socket-store.ts';

// The socket's life on a page (spec sections 3 and 9): one socket while logged in, never on the
// server; closed while the page is hidden. The server authenticates each handshake (the session
// cookie, or else the chat token sent in the handshake's `auth`): connected means admitted, and a
// refused handshake is a `connect_error` after which socket.io does not retry by itself.

export interface SocketSession {
  /** The chat token to authenticate with, read fresh at each connect (null: the cookie alone). */
  token: () => string | null;
  /** After a refused handshake: fetch fresh tokens; null means the user is logged out. */
  renewToken: () => Promise<string | null>;
}

/** A connection dropped by the server sooner than this after it was ready counts as a quick drop. */
const STABLE_AFTER_MS = 10_000;

let session: SocketSession | null = null;
/** Bumped on every start/stop, so an import or an answer that arrives late is ignored. */
let generation = 0;
let ready = false;
let readyAt = 0;
/** Refused handshakes since the last accepted one: one retry with fresh tokens, then stop. */
let refusals = 0;
/** Server disconnects soon after connecting, in a row: stop reconnecting after the spec's attempts. */
let quickDrops = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const isHidden = () => document.visibilityState === 'hidden';

function markReady(socket: AppSocket) {
  if (currentSocket() !== socket || !socket.connected || ready) return;
  ready = true;
  readyAt = Date.now();
  refusals = 0;
  setStatus('connected');
  runReconnectHandlers();
}

async function refused(socket: AppSocket) {
  if (currentSocket() !== socket) return;
  ready = false;
  if (socket.connected) socket.disconnect();
  setStatus('disconnected');
  if (refusals >= 1 || !session) return;
  refusals += 1;
  const mine = generation;
  const token = await session.renewToken().catch(() => null);
  if (mine !== generation || token === null || isHidden()) return;
  setStatus('connecting');
  socket.connect();
}

/** The handshake's `auth`, asked at every (re)connect so a renewed token is the one sent. */
function handshakeAuth(): HandshakeAuth {
  // Without a token (an account with no chat side) the cookie alone decides.
  const token = session?.token();
  return token ? { token } : {};
}

function wire(socket: AppSocket) {
  socket.onAny((event: string, ...args: unknown[]) => dispatchEvent(event, args));
  socket.on('connect', () => {
    ready = false;
    markReady(socket);
  });
  socket.on('disconnect', (reason) => {
    ready = false;
    setStatus(socket.active ? 'connecting' : 'disconnected');
    if (reason !== 'io server disconnect' || isHidden()) return;
    quickDrops = Date.now() - readyAt < STABLE_AFTER_MS ? quickDrops + 1 : 0;
    if (quickDrops > SOCKET_RECONNECT.attempts) return;
    setStatus('connecting');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (currentSocket() === socket && !isHidden()) socket.connect();
    }, SOCKET_RECONNECT.delayMs);
  });
  socket.on('connect_error', () => {
    // Still active: the connection failed and socket.io tries again. Not active: the server refused
    // the handshake (a dead session or a stale token).
    if (socket.active) setStatus('connecting');
    else void refused(socket);
  });
  // After the last attempt it stays disconnected until the page is shown again.
  socket.io.on('reconnect_failed', () => setStatus('disconnected'));
  socket.io.on('reconnect_attempt', () => setStatus('connecting'));
}

function onVisibility() {
  const socket = currentSocket();
  if (!socket) return;
  clearTimeout(retryTimer);
  if (isHidden()) {
    ready = false;
    socket.disconnect();
    setStatus('disconnected');
  } else if (!socket.connected) {
    refusals = 0;
    quickDrops = 0;
    setStatus('connecting');
    socket.connect();
  }
}

/** Opens the page's socket (loading socket.io-client on first use); a running one is kept. */
export async function startSocket(next: SocketSession) {
  if (typeof window === 'undefined') return;
  session = next;
  if (currentSocket()) return;
  const mine = ++generation;
  setStatus('connecting');
  // Loaded only for logged-in users, so public pages do not carry it (decision 006).
  const { io } = await import('socket.io-client');
  if (mine !== generation || currentSocket()) return;
  const socket: AppSocket = io(window.location.origin, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    withCredentials: true,
    reconnectionAttempts: SOCKET_RECONNECT.attempts,
    reconnectionDelay: SOCKET_RECONNECT.delayMs,
    reconnectionDelayMax: SOCKET_RECONNECT.delayMaxMs,
    timeout: SOCKET_RECONNECT.timeoutMs,
    auth: (send) => send(handshakeAuth()),
    autoConnect: false,
  });
  setCurrentSocket(socket);
  wire(socket);
  document.addEventListener('visibilitychange', onVisibility);
  if (isHidden()) setStatus('disconnected');
  else socket.connect();
}

/** Closes the socket for good (logout, or a user switch before the next start). */
export function stopSocket() {
  generation += 1;
  session = null;
  ready = false;
  refusals = 0;
  quickDrops = 0;
  clearTimeout(retryTimer);
  const socket = currentSocket();
  setCurrentSocket(null);
  if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
  if (socket) {
    socket.offAny();
    socket.removeAllListeners();
    socket.io.removeAllListeners();
    socket.disconnect();
  }
  setStatus('disconnected');
}
