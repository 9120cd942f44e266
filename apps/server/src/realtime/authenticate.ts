import { jwtVerify } from 'jose';
import { SESSION_COOKIE } from '@tradelink/shared/constants/limits';
import type { Db } from '../db/client.ts';
import { hashToken } from '../lib/tokens.ts';
import { loadAccount } from '../modules/account/account.repository.ts';
import { CHAT_TOKEN_AUDIENCE } from '../modules/account/chat-token.ts';
import { findSessionUser } from '../modules/auth/session.repository.ts';

/** Who a socket speaks for, decided once, at its handshake. */
export interface SocketIdentity {
  userId: string;
  /** The account's chat identities (BUR... / SUP...), joined as rooms. */
  identities: string[];
  /** The login session (its token hash) the socket lives within; ending it ends the socket. */
  sessionId: string;
  /** How the socket proved it: its session cookie, or a chat token (which ends the socket at `expiresAt`, ms). */
  via: { cookie: true } | { token: true; expiresAt: number };
}

export interface Handshake {
  /** The handshake request's Cookie header. */
  cookieHeader: string | undefined;
  /** `auth.token` as the client sent it (anything: it is checked here). */
  token: unknown;
}

/**
 * Authenticates a socket's handshake: by the session cookie, or else by a chat token in the
 * handshake's `auth`. Null means refused. Only an active account gets through: a chat token outlives
 * a suspension, the account's status is what counts.
 */
export function createSocketAuthenticator(options: { db: Db; sessionSecret: string; parseCookie: (header: string) => Record<string, string | undefined> }) {
  const { db } = options;
  const secret = new TextEncoder().encode(options.sessionSecret);

  async function byCookie(header: string | undefined) {
    const cookie = header ? options.parseCookie(header)[SESSION_COOKIE] : undefined;
    if (!cookie) return null;
    const sessionId = hashToken(cookie);
    const user = await findSessionUser(db, sessionId);
    return user && user.status === 'active' ? { userId: user.id, sessionId, via: { cookie: true as const } } : null;
  }

  async function byToken(token: unknown) {
    if (typeof token !== 'string' || token === '') return null;
    // Only chat tokens: other JWTs signed with the same secret do not open a socket.
    const verified = await jwtVerify(token, secret, { audience: CHAT_TOKEN_AUDIENCE, algorithms: ['HS256'] }).catch(() => null);
    const payload = verified?.payload;
    if (!payload || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    // A token lives no longer than the login session it was issued in: it must name one, that
    // session must still be open and be its user's, and the socket joins its room, which logout and
    // a password change end. A token naming no session is refused (one signed with a leaked secret
    // could otherwise speak for anyone).
    if (typeof payload.sid !== 'string') return null;
    const owner = await findSessionUser(db, payload.sid);
    if (!owner || owner.id !== payload.sub || owner.status !== 'active') return null;
    return { userId: owner.id, sessionId: payload.sid, via: { token: true as const, expiresAt: payload.exp * 1000 } };
  }

  return async function authenticate(handshake: Handshake): Promise<SocketIdentity | null> {
    // The cookie first: a token adds nothing to a socket its session cookie authenticates.
    const proof = (await byCookie(handshake.cookieHeader)) ?? (await byToken(handshake.token));
    if (!proof) return null;
    const account = await loadAccount(db, proof.userId);
    if (!account || account.user.status !== 'active') return null;
    const identities = [account.buyer?.identity, account.supplier?.identity].filter((i): i is string => Boolean(i));
    return { ...proof, identities };
  };
}
