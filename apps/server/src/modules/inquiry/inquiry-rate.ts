import { INQUIRY_RATE } from '@tradelink/shared/inquiry/inquiry';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Minutes until a buyer may send another inquiry (0: now). Sliding windows over the buyer's own
 * successful sends: with `limit` sends inside a window, the next one waits until the limit-th newest
 * of them leaves it (then limit - 1 remain). The longer of the hourly and daily waits wins.
 */
export function inquiryWaitMinutes(sentAt: readonly Date[], now: Date, rate: { perHour: number; perDay: number } = INQUIRY_RATE): number {
  const newestFirst = [...sentAt].sort((a, b) => b.getTime() - a.getTime());
  let waitMs = 0;
  for (const [limit, windowMs] of [
    [rate.perHour, HOUR_MS],
    [rate.perDay, DAY_MS],
  ] as const) {
    const inWindow = newestFirst.filter((t) => now.getTime() - t.getTime() < windowMs);
    if (inWindow.length >= limit) waitMs = Math.max(waitMs, inWindow[limit - 1]!.getTime() + windowMs - now.getTime());
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 60_000)) : 0;
}
