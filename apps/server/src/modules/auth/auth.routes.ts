import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { marketingFromCookies } from '@tradelink/shared/marketing/params';
import { defineCall } from '../../lib/define-call.ts';
import { getMe } from '../account/account.service.ts';
import * as auth from './auth.service.ts';
import { loginWithGoogle } from './google.service.ts';
import { limitPerAddress } from './rate-limits.ts';

export default async function authRoutes(app: FastifyInstance) {
  const { deps } = app;
  /** A login rotates the cookie: the session it replaces ends, and so do the sockets it opened. */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const replaced = request.sessionId;
    await app.sessions.start(request, reply, userId);
    if (replaced) deps.realtime.endSessions([replaced]);
  };
  const signupLimit = { rateLimit: limitPerAddress(app, 'signup') };
  for (const name of ['auth.signup_via_password', 'auth.signup', 'auth.create_account'] as const) {
    defineCall(app, name, 'public', async ({ input, request }) => auth.signup(deps, input, request.lang, marketingFromCookies(request.cookies)), signupLimit);
  }

  defineCall(
    app,
    'auth.login_via_password',
    'public',
    async ({ input, request, reply }) => {
      const user = await auth.login(deps, input.usr, input.pwd);
      await startSession(request, reply, user.id);
      return getMe(deps, user.id, request.sessionId);
    },
    { rateLimit: limitPerAddress(app, 'login') },
  );

  defineCall(
    app,
    'auth.login_via_google',
    'public',
    async ({ input, request, reply }) => {
      const user = await loginWithGoogle(deps, input.credential, input.account_type, request.lang, marketingFromCookies(request.cookies));
      await startSession(request, reply, user.id);
      return getMe(deps, user.id, request.sessionId);
    },
    { rateLimit: limitPerAddress(app, 'login') },
  );

  defineCall(app, 'auth.activate_account', 'public', async ({ input }) => auth.activate(deps, input.key));

  defineCall(
    app,
    'auth.reset_password',
    'public',
    async ({ input }) => {
      await auth.requestPasswordReset(deps, input.email);
      return { ok: true as const };
    },
    { rateLimit: limitPerAddress(app, 'reset') },
  );

  defineCall(
    app,
    'auth.resend_activation',
    'public',
    async ({ input }) => {
      await auth.resendActivation(deps, input.email);
      return { ok: true as const };
    },
    { rateLimit: limitPerAddress(app, 'activation') },
  );

  defineCall(
    app,
    'auth.update_password',
    'public',
    async ({ input, request }) => {
      await auth.updatePassword(deps, input, request.sessionId);
      return { ok: true as const };
    },
    { rateLimit: limitPerAddress(app, 'reset') },
  );

  defineCall(app, 'auth.refresh_session', 'user', async ({ request, reply }) => {
    const expiresAt = await app.sessions.refresh(request, reply);
    return { expires_at: expiresAt.toISOString() };
  });

  defineCall(app, 'customer.logout', 'public', async ({ request, reply }) => {
    const ended = request.sessionId;
    await app.sessions.end(request, reply);
    // The session's open sockets end with it (on every process), not only its cookie.
    if (ended) deps.realtime.endSessions([ended]);
    return { ok: true as const };
  });
}
