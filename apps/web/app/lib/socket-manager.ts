import { SOCKET_AUTH_TIMEOUT_MS, SOCKET_RECONNECT } from '@tradelink/shared/constants/timing';
import { currentSocket, dispatchEvent, runReconnectHandlers, setCurrentSocket, setStatus, type AppSocket } from './socket-store.ts';

// The socket's life on a page (spec sections 3 and 9): one socket while logged in, never on the
// server; closed while the page is hidden; authenticated with the chat token after every connect.

export interface SocketSession {
  /** The chat token to authenticate with, read fresh at each connect (null: the cookie alone). */
  token: () => string | null;
  /** After a refused token: fetch fresh tokens; null means the user is logged out. */
  renewToken: () => Promise<string | null>;
}

/**
 * The server answers `authenticate` (ok at once when the handshake cookie already authenticated the
 * socket) and drops an unauthenticated socket after SOCKET_AUTH_TIMEOUT_MS. No answer a little
 * longer than that, with the socket still open, is taken as success too (a server that listens
 * only to cookie-less sockets).
 */
const AUTH_SILENCE_MS = SOCKET_AUTH_TIMEOUT_MS + 500;
/** A connection dropped by the server sooner than this after it was ready counts as a quick drop. */
const STABLE_AFTER_MS = 10_000;

let session: SocketSession | null = null;
/** Bumped on every start/stop, so an import or an answer that arrives late is ignored. */
let generation = 0;
let ready = false;
let readyAt = 0;
/** Refused authentications since the last accepted one: one retry with fresh tokens, then stop. */
let refusals = 0;
/** Server disconnects soon after connecting, in a row: stop reconnecting after the spec's attempts. */
let quickDrops = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const isHidden = () => document.visibilityState === 'hidden';

/** `connection` is the socket's id when authentication started: a later connection is not ready yet. */
function markReady(socket: AppSocket, connection: string | undefined) {
  if (currentSocket() !== socket || !socket.connected || ready || socket.id !== connection) return;
  ready = true;
  readyAt = Date.now();
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

function authenticate(socket: AppSocket) {
  // Without a token (an account with no chat side) the cookie alone decides; the server says which.
  const token = session?.token() ?? '';
  const connection = socket.id;
  socket.timeout(AUTH_SILENCE_MS).emit('authenticate', token, (err: Error | null, result?: { ok: boolean }) => {
    if (currentSocket() !== socket) return;
    if (err || result?.ok) {
      if (result?.ok) refusals = 0;
      markReady(socket, connection);
    } else {
      void refused(socket);
    }
  });
}

function wire(socket: AppSocket) {
  socket.onAny((event: string, ...args: unknown[]) => dispatchEvent(event, args));
  socket.on('connect', () => {
    ready = false;
    setStatus('connecting');
    authenticate(socket);
  });
  socket.on('disconnect', (reason) => {
    const wasReady = ready;
    ready = false;
    setStatus(socket.active ? 'connecting' : 'disconnected');
    if (reason !== 'io server disconnect' || isHidden()) return;
    // Dropped before authentication completed: the server refused us.
    if (!wasReady) return void refused(socket);
    quickDrops = Date.now() - readyAt < STABLE_AFTER_MS ? quickDrops + 1 : 0;
    if (quickDrops > SOCKET_RECONNECT.attempts) return;
    setStatus('connecting');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (currentSocket() === socket && !isHidden()) socket.connect();
    }, SOCKET_RECONNECT.delayMs);
  });
  socket.on('connect_error', () => {
    setStatus(socket.active ? 'connecting' : 'disconnected');
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
