import type { FastifyInstance } from 'fastify';
import { Server, type DefaultEventsMap } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { jwtVerify } from 'jose';
import { SESSION_COOKIE } from '@tradelink/shared/constants/limits';
import { SOCKET_AUTH_TIMEOUT_MS } from '@tradelink/shared/constants/timing';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@tradelink/shared/realtime/events';
import { hashToken } from '../lib/tokens.ts';
import { CHAT_TOKEN_AUDIENCE } from '../modules/account/chat-token.ts';
import { findSessionUser } from '../modules/auth/session.repository.ts';
import { loadAccount } from '../modules/account/account.repository.ts';
import { registerChatHandlers, type ChatSocket, type ChatSocketData } from '../modules/chat/chat.socket.ts';
import { startPresence } from '../modules/chat/presence.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server<ClientToServerEvents, ServerToClientEvents>;
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Open sockets one account may hold in one process (tabs, devices). Past it the oldest is closed, so
 * the newest tab works and a script cannot pile up sockets (and presence work) for one account.
 */
export const MAX_SOCKETS_PER_ACCOUNT = 20;

/**
 * A browser always sends the page's Origin with the handshake; a page of another site must not open a
 * socket that rides on the user's cookie (CORS does not cover WebSockets). Clients that are not
 * browsers send none and cannot carry a user's cookie, so they are let through to authenticate.
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  return allowed.includes(origin);
}

/** setTimeout's ceiling (about 24.8 days); a token never lives that long, but a bad clock must not fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The real-time socket on the app's own port. A socket authenticates with its session cookie at
 * the handshake, or with a chat token within one second after that fails, or it is dropped. An
 * authenticated socket is in its user's room and its identities' rooms, runs the chat events and
 * keeps its user's presence fresh. With REDIS_URL the Redis adapter lets several processes share rooms.
 *
 * A socket lives no longer than what authenticated it: it is in its session's room, which logout
 * and a password change end (`realtime.endSessions`); a token socket is also dropped when its token
 * expires, and the client reconnects with a fresh one. Only pages of the app's own origins may open
 * one (`originAllowed`), and an account holds at most MAX_SOCKETS_PER_ACCOUNT per process.
 */
export async function attachRealtime(app: FastifyInstance, options: { redisUrl?: string }) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, ChatSocketData>(app.server, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    cors: { origin: app.deps.env.allowedOrigins, credentials: true },
    allowRequest: (request, callback) => callback(null, originAllowed(request.headers.origin, app.deps.env.allowedOrigins)),
  });
  app.decorate('io', io);
  app.deps.realtime.attach(io);

  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err) => app.log.warn({ err }, 'redis pub error'));
    sub.on('error', (err) => app.log.warn({ err }, 'redis sub error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  const { db } = app.deps;
  const secret = new TextEncoder().encode(app.deps.env.SESSION_SECRET);
  const presence = startPresence(db, app.log);
  const chat = { deps: app.deps, log: app.log };

  /** This process's admitted sockets per account, oldest first (see MAX_SOCKETS_PER_ACCOUNT). */
  const openSockets = new Map<string, ChatSocket[]>();
  function track(socket: ChatSocket, userId: string) {
    const list = openSockets.get(userId) ?? [];
    list.push(socket);
    openSockets.set(userId, list);
    while (list.length > MAX_SOCKETS_PER_ACCOUNT) list.shift()!.disconnect(true);
  }
  function untrack(socket: ChatSocket, userId: string) {
    const list = openSockets.get(userId);
    if (!list) return;
    const index = list.indexOf(socket);
    if (index !== -1) list.splice(index, 1);
    if (list.length === 0) openSockets.delete(userId);
  }

  /** Joins the rooms of an active account and records who the socket is. */
  async function admit(socket: ChatSocket, userId: string) {
    const account = await loadAccount(db, userId);
    // A chat token outlives a suspension; the account's status is what counts.
    if (!account || account.user.status !== 'active') return false;
    // Two tokens raced on one socket: it belongs to the first user admitted.
    if (socket.data.userId && socket.data.userId !== userId) return false;
    if (!socket.connected) return false;
    const identities = [account.buyer?.identity, account.supplier?.identity].filter((i): i is string => Boolean(i));
    if (!socket.data.userId) track(socket, userId);
    socket.data.userId = userId;
    socket.data.identities = identities;
    socket.data.joined = {};
    await socket.join([rooms.user(userId), ...identities.map(rooms.identity)]);
    if (socket.connected && !socket.data.present) {
      socket.data.present = true;
      presence.connected(userId);
    }
    return true;
  }

  async function admitByCookie(socket: ChatSocket) {
    const cookie = readCookie(socket.request.headers.cookie, SESSION_COOKIE);
    if (!cookie) return false;
    const sessionHash = hashToken(cookie);
    const user = await findSessionUser(db, sessionHash).catch(() => null);
    if (!user || user.status !== 'active' || !(await admit(socket, user.id))) return false;
    socket.data.sessionHash = sessionHash;
    await socket.join(rooms.session(sessionHash));
    return true;
  }

  io.on('connection', (socket) => {
    // Handlers are registered before anything is awaited: the client's first events are not lost.
    let settle!: (ok: boolean) => void;
    const ready = new Promise<boolean>((resolve) => (settle = resolve));
    let timer: NodeJS.Timeout | undefined;
    let expiry: NodeJS.Timeout | undefined;
    /** A token socket ends with its token; a renewed token on the same socket moves the end. */
    const expireAt = (expSeconds: number) => {
      clearTimeout(expiry);
      const delay = Math.min(Math.max(0, expSeconds * 1000 - Date.now()), MAX_TIMER_MS);
      expiry = setTimeout(() => socket.disconnect(true), delay);
    };
    const byCookie = admitByCookie(socket).catch(() => false);
    void byCookie.then((ok) => {
      if (ok) settle(true);
      else if (!socket.data.userId) timer = setTimeout(() => socket.disconnect(true), SOCKET_AUTH_TIMEOUT_MS);
    });

    socket.on('authenticate', async (token, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      // Authenticated by the session cookie at the handshake: the chat token adds nothing.
      if (await byCookie) return reply({ ok: true });
      try {
        // Only chat tokens: other JWTs signed with the same secret do not open a socket.
        const { payload } = await jwtVerify(String(token), secret, { audience: CHAT_TOKEN_AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw new Error('no subject or expiry');
        // A token lives no longer than the login session it was issued in: it must name one, that
        // session must still be open and be its user's, and the socket joins its room, which logout
        // and a password change end. A token naming no session is refused (one signed with a leaked
        // secret could otherwise speak for anyone).
        if (typeof payload.sid !== 'string') throw new Error('no session');
        const owner = await findSessionUser(db, payload.sid).catch(() => null);
        if (!owner || owner.id !== payload.sub || owner.status !== 'active') throw new Error('session ended');
        // A renewed token on a socket already admitted must name the same user.
        const ok = socket.data.userId ? socket.data.userId === payload.sub : await admit(socket, payload.sub);
        if (!ok) throw new Error('unknown user');
        await socket.join(rooms.session(payload.sid));
        expireAt(payload.exp);
        clearTimeout(timer);
        settle(true);
        reply({ ok: true });
      } catch {
        reply({ ok: false });
        if (!socket.data.userId) socket.disconnect(true);
      }
    });

    socket.on('disconnect', () => {
      clearTimeout(timer);
      clearTimeout(expiry);
      settle(false);
      if (socket.data.userId) untrack(socket, socket.data.userId);
      if (socket.data.present && socket.data.userId) presence.disconnected(socket.data.userId);
    });

    registerChatHandlers(socket, chat, ready);
  });

  // Sockets hold their connections open: drop them first so closing the HTTP server can finish.
  app.addHook('preClose', async () => {
    app.deps.realtime.detach();
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await presence.stop();
  });
}
