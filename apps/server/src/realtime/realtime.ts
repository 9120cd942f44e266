import type { FastifyInstance } from 'fastify';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { rooms, type ClientToServerEvents, type HandshakeAuth, type ServerToClientEvents } from '@tradelink/shared/realtime/events';
import { registerChatHandlers, type ChatSocketData } from '../modules/chat/chat.socket.ts';
import { startPresence } from '../modules/chat/presence.ts';
import { createSocketAuthenticator } from './authenticate.ts';
import { originAllowed } from './origin.ts';
import { createSocketCap } from './socket-cap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server<ClientToServerEvents, ServerToClientEvents>;
  }
}

interface RealtimeSocketData extends ChatSocketData {
  /** A token socket ends when its token does (ms since the epoch); a cookie socket has none. */
  expiresAt?: number;
}
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, RealtimeSocketData>;

/** setTimeout's ceiling (about 24.8 days); a token never lives that long, but a bad clock must not fire at once. */
const MAX_TIMER_MS = 2_147_483_647;
/** The error a refused handshake gets (the client's `connect_error`); it says no more than that. */
const UNAUTHORIZED = 'unauthorized';
/** Authentication happens before the `connection` event, so the chat handlers need not wait for it. */
const AUTHENTICATED = Promise.resolve(true);

/**
 * The real-time socket on the app's own port. Only pages of the app's own origins may open one
 * (`originAllowed`); the handshake is then authenticated by socket.io middleware (`io.use`) with the
 * session cookie, or else a chat token in the handshake's `auth` (authenticate.ts); a refused one
 * never connects (the client gets `connect_error`). An admitted socket is in its user's room, its
 * identities' rooms and its login session's room, runs the chat events and keeps its user's presence
 * fresh. With REDIS_URL the Redis adapter lets several processes share rooms.
 *
 * A socket lives no longer than what authenticated it: its session's room is ended by logout and a
 * password change, its user's room by a suspension (`realtime.endSessions`, `endUsers`); a token
 * socket is also dropped when its token expires, and the client reconnects with a fresh one. An
 * account holds at most MAX_SOCKETS_PER_ACCOUNT per process (socket-cap.ts).
 */
export async function attachRealtime(app: FastifyInstance, options: { redisUrl?: string }) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, RealtimeSocketData>(app.server, {
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

  const authenticate = createSocketAuthenticator({
    db: app.deps.db,
    sessionSecret: app.deps.env.SESSION_SECRET,
    parseCookie: (header) => app.parseCookie(header),
  });
  const presence = startPresence(app.deps.db, app.log);
  const cap = createSocketCap<RealtimeSocket>();
  const chat = { deps: app.deps, log: app.log };

  io.use(async (socket, next) => {
    try {
      const auth = socket.handshake.auth as HandshakeAuth | undefined;
      const who = await authenticate({ cookieHeader: socket.request.headers.cookie, token: auth?.token });
      if (!who) return next(new Error(UNAUTHORIZED));
      socket.data.userId = who.userId;
      socket.data.identities = who.identities;
      socket.data.joined = {};
      if ('cookie' in who.via) socket.data.sessionHash = who.sessionId;
      else socket.data.expiresAt = who.via.expiresAt;
      // Joined before the socket counts as connected, so nothing sent to them after the client's
      // `connect` misses it (a socket refused or gone before then leaves them again).
      await socket.join([rooms.user(who.userId), rooms.session(who.sessionId), ...who.identities.map(rooms.identity)]);
      next();
    } catch (error) {
      app.log.warn({ err: error }, 'socket authentication failed');
      next(new Error(UNAUTHORIZED));
    }
  });

  io.on('connection', (socket) => {
    // Synchronous up to the chat handlers: the client's first events are not lost.
    const userId = socket.data.userId!;
    cap.add(userId, socket);
    socket.data.present = true;
    presence.connected(userId);
    const { expiresAt } = socket.data;
    const expiry = expiresAt === undefined ? undefined : setTimeout(() => socket.disconnect(true), Math.min(Math.max(0, expiresAt - Date.now()), MAX_TIMER_MS));

    socket.on('disconnect', () => {
      clearTimeout(expiry);
      cap.remove(userId, socket);
      presence.disconnected(userId);
    });

    registerChatHandlers(socket, chat, AUTHENTICATED);
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
