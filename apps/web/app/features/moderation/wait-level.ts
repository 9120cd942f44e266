/** How urgent a queue looks: fine, waiting over a day (orange), or over three days (red). */
export type WaitLevel = 'ok' | 'warn' | 'late';

const HOUR = 3_600_000;
export const WARN_AFTER_HOURS = 24;
export const LATE_AFTER_HOURS = 72;

export function waitLevel(oldestAt: string | null, now = Date.now()): WaitLevel {
  if (!oldestAt) return 'ok';
  const hours = (now - new Date(oldestAt).getTime()) / HOUR;
  if (hours > LATE_AFTER_HOURS) return 'late';
  if (hours > WARN_AFTER_HOURS) return 'warn';
  return 'ok';
}

export const WAIT_COLORS: Record<WaitLevel, string | undefined> = { ok: undefined, warn: 'orange', late: 'red' };
