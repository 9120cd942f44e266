import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// Unique visitors without keeping who they are (decision 032): a hash of what tells a visitor
// apart (the account, or the anonymous guest cookie, or the address and browser) under a random salt
// of the UTC day. The salt is shared by every process through `visitor_salts` and deleted when the
// day is over (yesterday's is kept for late writes), so a key cannot be followed across days nor,
// once its salt is gone, turned back into an account or an address by anyone — the server's own
// secret included. Neither the address nor the agent is stored.

export interface VisitorBasis {
  userId?: string | null;
  guestId?: string | null;
  ip: string;
  userAgent: string;
}

/**
 * The visitor key of one visitor under one day's salt (22 characters). `scope` keeps uses apart.
 * A SHA-256 of the secret salt and the visitor, not an HMAC: the salt is random and never leaves
 * the server, the key is cut short (no length extension to fear), and an HMAC imports its key on
 * every call, which was the largest part of recording a view (a CPU profile at 2,000 beacons/s).
 */
export function visitorKey(salt: Buffer, basis: VisitorBasis, scope = 'analytics'): string {
  const who = basis.userId ? `u:${basis.userId}` : basis.guestId ? `g:${basis.guestId}` : `a:${basis.ip}\n${basis.userAgent}`;
  return crypto.createHash('sha256').update(salt).update(`${scope}\n${who}`).digest('base64url').slice(0, 22);
}

export interface VisitorSalts {
  /** The salt of a UTC day (YYYY-MM-DD): made by the first process that asks, then read by all. */
  saltFor(day: string): Promise<Buffer>;
}

export function createVisitorSalts(db: Db): VisitorSalts {
  const cache = new Map<string, Promise<Buffer>>();
  async function load(day: string): Promise<Buffer> {
    // Two processes asking at once: one insert wins, both read the winner's salt.
    await db.execute(sql`INSERT INTO visitor_salts (day, salt) VALUES (${day}::date, ${crypto.randomBytes(32).toString('base64')}) ON CONFLICT (day) DO NOTHING`);
    const { rows } = (await db.execute(sql`SELECT salt FROM visitor_salts WHERE day = ${day}::date`)) as unknown as { rows: Array<{ salt: string }> };
    if (!rows[0]) throw new Error(`no visitor salt for ${day}`);
    return Buffer.from(rows[0].salt, 'base64');
  }
  return {
    saltFor(day) {
      let salt = cache.get(day);
      if (!salt) {
        salt = load(day);
        // A failed read (the database is down) is asked again next time, not remembered.
        salt.catch(() => cache.delete(day));
        // Today's and yesterday's at most.
        if (cache.size >= 3) cache.delete(cache.keys().next().value!);
        cache.set(day, salt);
      }
      return salt;
    },
  };
}

/** Deletes the salts of days before yesterday (UTC): their keys can no longer be recomputed. */
export async function forgetOldSalts(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.execute(sql`DELETE FROM visitor_salts WHERE day < (${now.toISOString().slice(0, 10)}::date - 1)`);
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
}
