import crypto from 'node:crypto';

// The unsubscribe link of notification mails: stateless (nothing stored, it works as long as the
// secret does) and bound to one user. The MAC covers a purpose tag with the user id, so a signature
// made with the same secret for something else cannot be replayed here.

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, userId: string) => crypto.createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest();

/** `<userId>.<base64url HMAC-SHA256>` */
export function createUnsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${mac(secret, userId).toString('base64url')}`;
}

/** The user id a token was made for, or null when it is malformed or its MAC does not match. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = match[1]!;
  // The encoded MACs are compared, not decoded bytes: the exact spelling issued is the only one accepted.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(mac(secret, userId).toString('base64url'));
  // Constant time: the comparison must not tell how much of a guessed MAC was right.
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : null;
}
