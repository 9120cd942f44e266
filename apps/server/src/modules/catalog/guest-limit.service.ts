import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { countVisit, isTimeZone, windowStart, type GuestPageType, type PageCounter } from '@tradelink/shared/rules/rate-window';
import { RATE_LIMIT_WINDOW_MS } from '@tradelink/shared/constants/timing';
import type { Db } from '../../db/client.ts';
import { guestPageViews } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { LRUCache } from 'lru-cache';

export const GUEST_COOKIE = 'tl_gid';
export const TZ_COOKIE = 'tz';

/**
 * The address a guest is counted by. An IPv6 client usually owns a whole /64 and can pick a new
 * address in it at will, so IPv6 is counted by its /64 prefix.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return `ip:${ip.replace(/^::ffff:/, '')}`;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `ip6:${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** A counter row as the limit reads it. */
export interface SeenCounter extends PageCounter {
  seenPages: string[];
}

/**
 * One visit of page `pageId` against one counter: a page already counted in the current window is
 * allowed again and not counted twice (a guest going back to a request they read is not a new
 * view); any other page is counted by `countVisit`, and remembered when allowed.
 */
export function visitPage(row: SeenCounter | null, pageId: string, now: Date, timeZone: string): { allowed: boolean; next: SeenCounter; changed: boolean } {
  const sameWindow = row !== null && row.windowStart.getTime() === windowStart(now, timeZone).getTime();
  if (sameWindow && row.seenPages.includes(pageId)) return { allowed: true, next: row, changed: false };
  const result = countVisit(row, now, timeZone);
  const seen = result.next.windowStart.getTime() === row?.windowStart.getTime() ? row.seenPages : [];
  const seenPages = result.allowed ? [...seen, pageId] : seen;
  return { allowed: result.allowed, next: { ...result.next, seenPages }, changed: true };
}

/**
 * Views already counted: a guest's key, a page and the window (with its time zone) in which the
 * database recorded that the key has seen the page. Only facts that cannot change until the window
 * ends, so several processes may each keep their own; one per database (tests run several).
 */
const seenByDb = new WeakMap<Db, LRUCache<string, true>>();
function seenViews(db: Db): LRUCache<string, true> {
  let seen = seenByDb.get(db);
  if (!seen) seenByDb.set(db, (seen = new LRUCache<string, true>({ max: 100_000 })));
  return seen;
}

/**
 * Counts a guest's view of a limited page (buyer or RFQ detail) in the current three-hour window of
 * their time zone; past the limit the call is refused with 429 (its Retry-After: the seconds until
 * the window ends) and the blocked attempt is recorded. Pages already opened in the window open
 * again without counting. Logged-in users are not limited.
 *
 * A guest is counted twice: by their `tl_gid` cookie and by their address. The cookie alone is the
 * client's to drop or invent (a fresh one per request read every page), and the address alone would
 * merge strangers behind one office router; a view is allowed only while both counts are under the
 * limit (or both have seen the page), so neither a new cookie nor (without a cookie jar) a new
 * address opens more pages.
 */
export async function enforceGuestLimit(db: Db, request: FastifyRequest, pageType: GuestPageType, pageId: string): Promise<void> {
  if (request.user) return;
  const cookie = request.cookies[GUEST_COOKIE];
  const keys = [addressKey(request.ip)];
  if (cookie && /^[\w-]{16,64}$/.test(cookie)) keys.push(cookie);
  const tzCookie = request.cookies[TZ_COOKIE];
  const timeZone = tzCookie && isTimeZone(tzCookie) ? tzCookie : 'UTC';
  const now = new Date();
  const seen = seenViews(db);
  const window = windowStart(now, timeZone).getTime();
  const seenKey = (guestId: string) => `${guestId}\n${pageType}\n${pageId}\n${timeZone}\n${window}`;
  // A page every key has already seen in this window opens again without counting: known here
  // from an earlier visit, no transaction needed (the cached request pages come back often).
  if (keys.every((guestId) => seen.has(seenKey(guestId)))) return;
  const outcome = await db.transaction(async (tx) => {
    let allowed = true;
    let resetAt = now;
    // Always in the same order (address first), so two requests never lock the rows crosswise.
    for (const guestId of keys) {
      const [row] = await tx
        .select()
        .from(guestPageViews)
        .where(and(eq(guestPageViews.guestId, guestId), eq(guestPageViews.pageType, pageType)))
        .for('update');
      const result = visitPage(row ?? null, pageId, now, timeZone);
      if (result.changed) {
        const { count, windowStart: start, blockedAttempt, seenPages } = result.next;
        const values = { count, windowStart: start, blockedAttempt, seenPages, timeZone };
        await tx
          .insert(guestPageViews)
          .values({ guestId, pageType, ...values })
          .onConflictDoUpdate({ target: [guestPageViews.guestId, guestPageViews.pageType], set: values });
      }
      if (!result.allowed) {
        allowed = false;
        const end = new Date(result.next.windowStart.getTime() + RATE_LIMIT_WINDOW_MS);
        if (end > resetAt) resetAt = end;
      }
    }
    return { allowed, resetAt };
  });
  if (outcome.allowed) for (const guestId of keys) seen.set(seenKey(guestId), true);
  if (!outcome.allowed) {
    const seconds = Math.max(1, Math.ceil((outcome.resetAt.getTime() - Date.now()) / 1000));
    throw new AppError('GUEST_LIMIT', { params: { seconds }, headers: { 'Retry-After': String(seconds) } });
  }
}
