import crypto from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { LOGIN_LOCK_STEPS, LOGIN_FAILURES_FORGOTTEN_MS } from '@tradelink/shared/constants/limits';

/**
 * Per-account protection against password guessing that no client address can dodge: every
 * `LOGIN_LOCK_STEPS.every` wrong passwords for one login address lock it for the next step's
 * duration (1 minute, then 5, then 30 for good). While locked, no password is checked, the right one
 * included; the real owner gets in at once by resetting the password, which clears the count.
 *
 * The attempt is counted before the password is checked, in one statement that also reads the lock,
 * so a burst of parallel guesses cannot all slip in before the first lock is written.
 */
export const emailHash = (email: string) => crypto.createHash('sha256').update(`login:${email.trim().toLowerCase()}`).digest('hex');

function lockMsFor(failures: number): number | null {
  if (failures % LOGIN_LOCK_STEPS.every !== 0) return null;
  const step = failures / LOGIN_LOCK_STEPS.every - 1;
  return LOGIN_LOCK_STEPS.durationsMs[Math.min(step, LOGIN_LOCK_STEPS.durationsMs.length - 1)]!;
}

export function lockedError(lockedUntil: Date): AppError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
  return new AppError('ACCOUNT_LOCKED', { params: { seconds, minutes: Math.ceil(seconds / 60) }, headers: { 'Retry-After': String(seconds) } });
}

/** Counts one login attempt; throws ACCOUNT_LOCKED (429) while the address is locked. */
export async function countLoginAttempt(db: Db, email: string): Promise<void> {
  const hash = emailHash(email);
  const now = new Date();
  // The row lock makes parallel attempts on one address take turns: each sees the lock the one
  // before it set.
  const lockedUntil = await db.transaction(async (tx) => {
    await tx.insert(loginThrottles).values({ emailHash: hash, failures: 0, lastFailureAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.emailHash, hash)).for('update');
    if (row!.lockedUntil && row!.lockedUntil > now) return row!.lockedUntil;
    // Failures long ago are forgotten: counting starts again.
    const previous = row!.lastFailureAt.getTime() < now.getTime() - LOGIN_FAILURES_FORGOTTEN_MS ? 0 : row!.failures;
    const failures = previous + 1;
    // This attempt completes a step: the ones after it wait (this one is still checked).
    const lockMs = lockMsFor(failures);
    await tx
      .update(loginThrottles)
      .set({ failures, lastFailureAt: now, lockedUntil: lockMs === null ? null : new Date(now.getTime() + lockMs) })
      .where(eq(loginThrottles.emailHash, hash));
    return null;
  });
  if (lockedUntil) throw lockedError(lockedUntil);
  // Guesses at unknown addresses leave rows too; now and then drop the ones that no longer count.
  if (Math.random() < 0.01) {
    const forgotten = new Date(now.getTime() - LOGIN_FAILURES_FORGOTTEN_MS);
    await db.delete(loginThrottles).where(and(lt(loginThrottles.lastFailureAt, forgotten), or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, now))));
  }
}

/** A successful login or a new password: the count starts again. */
export async function clearLoginFailures(db: Tx, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.emailHash, emailHash(email)));
}
