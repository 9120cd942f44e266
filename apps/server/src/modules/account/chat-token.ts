import { SignJWT } from 'jose';

const TTL_SECONDS = 60 * 60;
/** The socket accepts only tokens for this audience, not any JWT signed with the same secret. */
export const CHAT_TOKEN_AUDIENCE = 'chat';

/**
 * A short-lived token for one chat side (buyer or supplier identity); renewed by calling `me` again.
 * `sid` names the session it was issued in, so ending that session (logout, password change) also
 * ends the sockets the token opened.
 */
export async function issueChatToken(secret: string, identity: string, userId: string, sessionId?: string | null): Promise<string> {
  return new SignJWT(sessionId ? { identity, sid: sessionId } : { identity })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(CHAT_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(secret));
}
