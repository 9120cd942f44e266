import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '@tradelink/shared/constants/limits';
import { SESSION_TTL_MS } from '@tradelink/shared/constants/timing';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';
import { findSessionUser, type SessionUser } from '../modules/auth/session.repository.ts';
import { createSession, deleteSession, extendSession } from '../modules/auth/session.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, loaded from the session cookie (null for guests). */
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    sessions: {
      start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Extends the current session (server expiry and cookie lifetime); returns the new expiry. */
      refresh(request: FastifyRequest, reply: FastifyReply): Promise<Date>;
    };
  }
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}

export default fp(
  async function sessionPlugin(app: FastifyInstance, options: { db: Db; secure: boolean }) {
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secure,
      maxAge: Math.floor(SESSION_TTL_MS / 1000),
    };
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    // Only API calls and page renders need the user; static assets and images skip the lookup.
    // A callback hook: a guest (no cookie) goes on at once, without a promise and a microtask turn.
    app.addHook('preHandler', (request, _reply, done) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || request.url.startsWith('/assets/') || request.url.startsWith('/media/')) return done();
      const id = hashToken(token);
      findSessionUser(options.db, id).then((user) => {
        if (user && user.status === 'active') {
          request.user = user;
          request.sessionId = id;
        }
        done();
      }, done);
    });

    app.decorate('sessions', {
      /** Starts a new session; an existing one is ended first, so the cookie is rotated at login. */
      async start(request, reply, userId) {
        if (request.sessionId) await deleteSession(options.db, request.sessionId);
        const token = randomToken();
        const id = hashToken(token);
        await createSession(options.db, {
          id,
          userId,
          expiresAt: new Date(Date.now() + SESSION_TTL_MS),
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        });
        reply.setCookie(SESSION_COOKIE, token, cookieOptions);
        // The rest of this request (the `me` it answers with) belongs to the new session.
        request.sessionId = id;
      },
      async refresh(request, reply) {
        const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
        await extendSession(options.db, request.sessionId!, expiresAt);
        reply.setCookie(SESSION_COOKIE, request.cookies[SESSION_COOKIE]!, cookieOptions);
        return expiresAt;
      },
      async end(request, reply) {
        if (request.sessionId) await deleteSession(options.db, request.sessionId);
        request.user = null;
        request.sessionId = null;
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      },
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
