import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { jwtVerify } from 'jose';
import { SESSION_COOKIE } from '@tradelink/shared/constants/limits';
import { SOCKET_AUTH_TIMEOUT_MS } from '@tradelink/shared/constants/timing';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@tradelink/shared/realtime/events';
import { hashToken } from '../lib/tokens.ts';
import { findSessionUser } from '../modules/auth/session.repository.ts';
import { loadAccount } from '../modules/account/account.repository.ts';

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
 * The real-time socket on the app's own port. A socket authenticates with its session cookie at
 * the handshake, or with a chat token within one second, or it is dropped. With REDIS_URL the Redis
 * adapter lets several processes share rooms.
 */
export async function attachRealtime(app: FastifyInstance, options: { redisUrl?: string }) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    cors: { origin: new URL(app.deps.env.appUrl).origin, credentials: true },
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

  async function joinUserRooms(socket: Socket, userId: string) {
    const account = await loadAccount(db, userId);
    // A chat token outlives a suspension; the account's status is what counts.
    if (!account || account.user.status !== 'active') return false;
    socket.data.userId = userId;
    await socket.join(rooms.user(userId));
    if (account.buyer) await socket.join(rooms.identity(account.buyer.identity));
    if (account.supplier) await socket.join(rooms.identity(account.supplier.identity));
    return true;
  }

  io.on('connection', async (socket) => {
    const cookie = readCookie(socket.request.headers.cookie, SESSION_COOKIE);
    if (cookie) {
      const user = await findSessionUser(db, hashToken(cookie)).catch(() => null);
      if (user && user.status === 'active' && (await joinUserRooms(socket, user.id))) return;
    }
    const timer = setTimeout(() => socket.disconnect(true), SOCKET_AUTH_TIMEOUT_MS);
    socket.once('authenticate', async (token, ack) => {
      try {
        const { payload } = await jwtVerify(token, secret);
        const ok = typeof payload.sub === 'string' && (await joinUserRooms(socket, payload.sub));
        if (!ok) throw new Error('unknown user');
        clearTimeout(timer);
        ack?.({ ok: true });
      } catch {
        ack?.({ ok: false });
        socket.disconnect(true);
      }
    });
  });

  // Sockets hold their connections open: drop them first so closing the HTTP server can finish.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
}
