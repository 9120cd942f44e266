import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { rooms } from '@tradelink/shared/realtime/events';
import { buildTestApp, call, linkFromMail, registerAndLogin, sessionCookie, type TestApp, listen } from './helper.ts';
import { createOperator } from './factories/operator.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { MAX_SOCKETS_PER_ACCOUNT } from '../src/realtime/socket-cap.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

interface Credentials {
  cookie?: string;
  origin?: string;
  /** Sent as the handshake's `auth.token`. */
  token?: string;
}

function open(options: Credentials = {}): Socket {
  const extraHeaders: Record<string, string> = {};
  if (options.cookie) extraHeaders.cookie = options.cookie;
  if (options.origin) extraHeaders.origin = options.origin;
  const auth = options.token === undefined ? {} : { token: options.token };
  const socket = connect(url, { transports: ['websocket'], reconnection: false, extraHeaders, auth });
  sockets.push(socket);
  return socket;
}

const once = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve as never));

/** How a socket's handshake ended: `connected`, or `refused: <the error's message>`. */
const handshake = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
  });

/** A socket admitted at its handshake: by then it has joined its rooms. */
async function admitted(credentials: string | Credentials): Promise<Socket> {
  const socket = open(typeof credentials === 'string' ? { cookie: credentials } : credentials);
  expect(await handshake(socket)).toBe('connected');
  return socket;
}

/** A handshake the server refuses: the socket never connects, so nothing can be sent on it. */
async function refused(credentials: Credentials) {
  const socket = open(credentials);
  expect(await handshake(socket)).toBe('refused: unauthorized');
  expect(socket.connected).toBe(false);
}

/** Resolves with the events a socket heard, in order, once it is disconnected by the server. */
function endOf(socket: Socket) {
  const heard: string[] = [];
  socket.onAny((event: string) => heard.push(event));
  return new Promise<{ heard: string[]; reason: string }>((resolve) => socket.once('disconnect', (reason) => resolve({ heard, reason })));
}

/** The socket is still admitted: an event sent to its user's room reaches it. */
async function stillListening(socket: Socket, userId: string) {
  const got = once(socket, 'notification:changed');
  t.app.io.to(rooms.user(userId)).emit('notification:changed');
  await got;
  expect(socket.connected).toBe(true);
}

/** A second login of the same account: another session, another cookie. */
async function loginAgain(email: string, password: string) {
  return sessionCookie(await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: email, pwd: password } }));
}

/** The login session a cookie names, as chat tokens carry it (`sid`). */
const sessionIdOf = (cookie: string) => hashToken(cookie.replace(/^tl_sid=/, ''));

const chatToken = (userId: string, claims: { aud?: string; expiresInSeconds?: number; sid?: string; secret?: string } = {}) => {
  let jwt = new SignJWT(claims.sid ? { sid: claims.sid } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (claims.expiresInSeconds ?? 3600));
  if (claims.aud) jwt = jwt.setAudience(claims.aud);
  return jwt.sign(new TextEncoder().encode(claims.secret ?? t.env.SESSION_SECRET));
};

beforeAll(async () => {
  t = await buildTestApp({}, { realtime: {} });
  url = await listen(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('the real-time socket', () => {
  it('authenticates the handshake with the session cookie and joins the user and identity rooms', async () => {
    const { cookie, user } = await registerAndLogin(t);
    const socket = await admitted(cookie);
    const got = once(socket, 'notification:changed');
    t.app.io.to(rooms.identity(user.buyer.identity)).emit('notification:changed');
    await expect(got).resolves.toBeUndefined();
    await stillListening(socket, user.uuid);
  });

  it('refuses a handshake with neither a session cookie nor a token, or with a cookie of no session', async () => {
    await refused({});
    await refused({ cookie: 'tl_sid=not-a-session' });
  });

  it('accepts a chat token in the handshake, and refuses a forged one', async () => {
    const { user } = await registerAndLogin(t);
    const good = await admitted({ token: user.buyer.token });
    await stillListening(good, user.uuid);
    await refused({ token: `${user.buyer.token}x` });
    await refused({ token: 'forged.token.value' });
  });

  it('runs the first events a client sends, even those queued before the handshake completed', async () => {
    const { cookie } = await registerAndLogin(t);
    const socket = open({ cookie });
    // socket.io-client queues this until it is connected; the handlers must be there to answer it.
    const answer = socket.timeout(5000).emitWithAck('chat:join', crypto.randomUUID());
    expect(await answer).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('a socket ends with what authenticated it', () => {
  it('ends the sockets of a session that logs out, and only those', async () => {
    const account = await registerAndLogin(t);
    const other = await loginAgain(account.email, account.password);
    const [leaving, staying] = await Promise.all([admitted(account.cookie), admitted(other)]);
    const ended = endOf(leaving);

    expect((await call(t.app, 'GET', 'customer.logout', { cookie: account.cookie })).statusCode).toBe(200);
    const { heard, reason } = await ended;
    expect(heard).toEqual(['session:ended']);
    expect(reason).toBe('io server disconnect');
    await stillListening(staying, account.user.uuid);

    // The logged-out cookie opens no socket any more: nothing can be sent with it.
    await refused({ cookie: account.cookie });
  });

  it('ends a token-authenticated socket with the session its token was issued in', async () => {
    const account = await registerAndLogin(t);
    // The chat token from the login answer names that login's session.
    const socket = await admitted({ token: account.user.buyer.token });
    const ended = endOf(socket);

    expect((await call(t.app, 'GET', 'customer.logout', { cookie: account.cookie })).statusCode).toBe(200);
    expect((await ended).heard).toEqual(['session:ended']);

    // The same token no longer opens a socket: its session is over.
    await refused({ token: account.user.buyer.token });
  });

  it('ends the other sessions\' sockets on a password change, and keeps the changing one', async () => {
    const account = await registerAndLogin(t);
    const current = await loginAgain(account.email, account.password);
    const [elsewhere, here] = await Promise.all([admitted(account.cookie), admitted(current)]);
    const ended = endOf(elsewhere);

    await call(t.app, 'POST', 'auth.reset_password', { body: { email: account.email } });
    await t.mail.flush();
    const { key } = linkFromMail(t.sent.findLast((m) => m.toAddress === account.email && m.template === 'reset')!);
    const update = await call(t.app, 'POST', 'auth.update_password', { cookie: current, body: { key, new_password: 'Brand-New-Pass-77' } });
    expect(update.statusCode, update.body).toBe(200);
    expect((await ended).heard).toEqual(['session:ended']);
    await stillListening(here, account.user.uuid);
  });

  it('ends every socket of an account an operator suspends', async () => {
    const [account, operator] = await Promise.all([registerAndLogin(t), createOperator(t)]);
    const both = [await admitted(account.cookie), await admitted({ token: account.user.buyer.token })];
    const ended = both.map(endOf);
    const res = await call(t.app, 'POST', 'admin.suspend_user', { cookie: operator.cookie, body: { user_id: account.user.uuid, reason: 'Spam in chat' } });
    expect(res.statusCode, res.body).toBe(200);
    for (const end of ended) expect((await end).heard).toEqual(['session:ended']);
    // A suspended account opens no socket, with its cookie or with a token it was given before.
    await refused({ cookie: account.cookie });
    await refused({ token: account.user.buyer.token });
  });

  it('accepts only chat tokens: a JWT signed with the same secret for another purpose is refused', async () => {
    const { user, cookie } = await registerAndLogin(t);
    const sid = sessionIdOf(cookie);
    await refused({ token: await chatToken(user.uuid, { sid }) }); // no audience
    await refused({ token: await chatToken(user.uuid, { aud: 'unsubscribe', sid }) });
    // The same claims for the chat audience are admitted: the audience is what was refused.
    await admitted({ token: await chatToken(user.uuid, { aud: 'chat', sid }) });
  });

  it('drops a token-authenticated socket when its token expires', async () => {
    const { user, cookie } = await registerAndLogin(t);
    const token = await chatToken(user.uuid, { aud: 'chat', expiresInSeconds: 2, sid: sessionIdOf(cookie) });
    const socket = await admitted({ token });
    const admittedAt = Date.now();
    const reason = await once<string>(socket, 'disconnect');
    expect(reason).toBe('io server disconnect');
    // Not at once: it lived until its token expired (within the second the expiry is rounded to).
    expect(Date.now() - admittedAt).toBeGreaterThan(500);
  });
});

describe('who may open a socket', () => {
  it('refuses a chat token that names no open session of its user, even one signed with the right secret', async () => {
    const victim = await registerAndLogin(t);
    const attacker = await registerAndLogin(t);
    const tries = [
      await chatToken(victim.user.uuid, { aud: 'chat' }), // no session at all (the forged token of the review)
      await chatToken(victim.user.uuid, { aud: 'chat', sid: sessionIdOf(attacker.cookie) }), // someone else's session
      await chatToken(victim.user.uuid, { aud: 'chat', sid: 'f'.repeat(64) }), // a session that does not exist
      // The public value this repository once shipped as the default secret.
      await chatToken(victim.user.uuid, { aud: 'chat', sid: sessionIdOf(victim.cookie), secret: 'tradelink-dev-session-secret-change-me' }),
    ];
    for (const token of tries) await refused({ token });
    // The real one, from the victim's own login, works.
    await admitted({ token: victim.user.buyer.token });
  });

  it('admits pages of the app\'s own origin and refuses another site\'s page riding on the cookie', async () => {
    const { cookie } = await registerAndLogin(t);
    const evil = open({ cookie, origin: 'http://evil.example' });
    expect(await handshake(evil)).toMatch(/^refused/);
    expect(evil.connected).toBe(false);

    await admitted({ cookie, origin: 'http://localhost:3000' });
  });

  it(`keeps at most ${MAX_SOCKETS_PER_ACCOUNT} sockets per account: the oldest is closed for a new one`, async () => {
    const { cookie } = await registerAndLogin(t);
    const first = await admitted(cookie);
    const firstEnded = once<string>(first, 'disconnect');
    const rest: Socket[] = [];
    for (let i = 1; i < MAX_SOCKETS_PER_ACCOUNT; i++) rest.push(await admitted(cookie));
    expect(first.connected).toBe(true);
    const newest = await admitted(cookie);
    expect(await firstEnded).toBe('io server disconnect');
    expect(newest.connected).toBe(true);
    expect(rest.every((s) => s.connected)).toBe(true);
  });
});

// Two processes (two app instances on two ports) share rooms through Redis. Runs when
// TEST_REDIS_URL is set (CI sets it to this machine's Redis).
describe.runIf(process.env.TEST_REDIS_URL)('across two processes with Redis', () => {
  it('delivers an event emitted by one process to a client of the other', async () => {
    const a = await buildTestApp({}, { realtime: { redisUrl: process.env.TEST_REDIS_URL } });
    const b = await buildTestApp({}, { realtime: { redisUrl: process.env.TEST_REDIS_URL } });
    try {
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie, user } = await registerAndLogin(b);
      const socket = connect(`http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`, {
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie },
      });
      sockets.push(socket);
      expect(await handshake(socket)).toBe('connected');
      const got = once(socket, 'notification:changed');
      a.app.io.to(rooms.user(user.uuid)).emit('notification:changed');
      await expect(got).resolves.toBeUndefined();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
