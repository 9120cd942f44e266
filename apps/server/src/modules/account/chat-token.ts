import { SignJWT } from 'jose';

const TTL_SECONDS = 60 * 60;
/** The socket accepts only tokens for this audience, not any JWT signed with the same secret. */
export const CHAT_TOKEN_AUDIENCE = 'chat';

/**
 * A short-lived token for one chat side (buyer or supplier identity); renewed by calling `me` again.
 * `sid` names the login session it was issued in: the socket admits the token only while that
 * session is open and belongs to the token's user, and ending the session (logout, password change)
 * ends the sockets the token opened. A token without one is refused.
 */
export async function issueChatToken(secret: string, identity: string, userId: string, sessionId: string): Promise<string> {
  return new SignJWT({ identity, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(CHAT_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(secret));
}
