import crypto from 'node:crypto';

// Unique visitors without keeping who they are: an HMAC of what tells a visitor apart (the account,
// or the anonymous guest cookie, or the address and browser) under a key made from the server's
// secret and the UTC date. The key changes every day, so a visitor cannot be followed across days,
// and the hash cannot be turned back into an address. Neither the address nor the agent is stored.

/** The day's key: derived, never stored, the same in every process that shares SESSION_SECRET. */
const dayKeys = new Map<string, Buffer>();
function keyFor(secret: string, day: string): Buffer {
  const cacheKey = `${day}\n${secret}`;
  let key = dayKeys.get(cacheKey);
  if (!key) {
    key = crypto.createHmac('sha256', secret).update(`analytics-visitor:${day}`).digest();
    // Yesterday's and today's at most: the rest can go.
    if (dayKeys.size > 4) dayKeys.clear();
    dayKeys.set(cacheKey, key);
  }
  return key;
}

export interface VisitorBasis {
  userId?: string | null;
  guestId?: string | null;
  ip: string;
  userAgent: string;
}

/** The visitor key of one visitor on one UTC day (22 characters). */
export function visitorKey(secret: string, day: string, basis: VisitorBasis): string {
  const who = basis.userId ? `u:${basis.userId}` : basis.guestId ? `g:${basis.guestId}` : `a:${basis.ip}\n${basis.userAgent}`;
  return crypto.createHmac('sha256', keyFor(secret, day)).update(who).digest('base64url').slice(0, 22);
}
