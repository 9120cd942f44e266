import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { countVisit, isTimeZone, type GuestPageType } from '@tradelink/shared/rules/rate-window';
import type { Db } from '../../db/client.ts';
import { guestPageViews } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export const GUEST_COOKIE = 'tl_gid';
export const TZ_COOKIE = 'tz';

/**
 * Counts a guest's view of a limited page (buyer or RFQ detail) in the current three-hour window of
 * their time zone; past the limit the call is refused with 429 and the blocked attempt is recorded.
 * Logged-in users are not limited. A guest without the cookie is counted by address.
 */
export async function enforceGuestLimit(db: Db, request: FastifyRequest, pageType: GuestPageType): Promise<void> {
  if (request.user) return;
  const guestId = request.cookies[GUEST_COOKIE] && /^[\w-]{16,64}$/.test(request.cookies[GUEST_COOKIE]!) ? request.cookies[GUEST_COOKIE]! : `ip:${request.ip}`;
  const tzCookie = request.cookies[TZ_COOKIE];
  const timeZone = tzCookie && isTimeZone(tzCookie) ? tzCookie : 'UTC';
  const allowed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(guestPageViews)
      .where(and(eq(guestPageViews.guestId, guestId), eq(guestPageViews.pageType, pageType)))
      .for('update');
    const result = countVisit(row ? { count: row.count, windowStart: row.windowStart, blockedAttempt: row.blockedAttempt } : null, new Date(), timeZone);
    const values = { count: result.next.count, windowStart: result.next.windowStart, blockedAttempt: result.next.blockedAttempt, timeZone };
    await tx
      .insert(guestPageViews)
      .values({ guestId, pageType, ...values })
      .onConflictDoUpdate({ target: [guestPageViews.guestId, guestPageViews.pageType], set: values });
    return { allowed: result.allowed, resetAt: new Date(result.next.windowStart.getTime() + 3 * 3_600_000) };
  });
  if (!allowed.allowed) {
    const seconds = Math.max(1, Math.ceil((allowed.resetAt.getTime() - Date.now()) / 1000));
    throw new AppError('GUEST_LIMIT', { params: { seconds }, headers: { 'Retry-After': String(seconds) } });
  }
}
