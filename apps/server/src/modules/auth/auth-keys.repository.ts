import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { authKeys } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { AppError } from '../../lib/app-error.ts';

export type KeyPurpose = 'activate' | 'reset' | 'rfq_action';

/** Creates a one-time key; only its hash is stored, the plain key goes into the mailed link. */
export async function createAuthKey(db: Tx, userId: string, purpose: KeyPurpose, ttlMs: number): Promise<string> {
  const key = randomToken();
  await db.insert(authKeys).values({ userId, purpose, keyHash: hashToken(key), expiresAt: new Date(Date.now() + ttlMs) });
  return key;
}

export async function findAuthKey(db: Tx, key: string, purpose: KeyPurpose) {
  const [row] = await db
    .select()
    .from(authKeys)
    .where(and(eq(authKeys.keyHash, hashToken(key)), eq(authKeys.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** Marks a key used; false when another request used it first (a key works exactly once). */
export async function consumeAuthKey(db: Tx, id: string): Promise<boolean> {
  const rows = await db
    .update(authKeys)
    .set({ usedAt: new Date() })
    .where(and(eq(authKeys.id, id), isNull(authKeys.usedAt)))
    .returning({ id: authKeys.id });
  return rows.length === 1;
}

/** Uses a one-time key inside the caller's transaction: unknown, used and expired keys are refused. */
export async function takeAuthKey(db: Tx, key: string, purpose: KeyPurpose) {
  const row = await findAuthKey(db, key, purpose);
  if (!row) throw new AppError('KEY_INVALID');
  if (row.usedAt) throw new AppError('KEY_USED');
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('KEY_EXPIRED');
  if (!(await consumeAuthKey(db, row.id))) throw new AppError('KEY_USED');
  return row;
}

/**
 * Ends every unused key of one purpose of a user (a newer reset link, or a password just set): they
 * read as expired from now on.
 */
export async function retireAuthKeys(db: Tx, userId: string, purpose: KeyPurpose): Promise<void> {
  const now = new Date();
  await db
    .update(authKeys)
    .set({ expiresAt: now })
    .where(and(eq(authKeys.userId, userId), eq(authKeys.purpose, purpose), isNull(authKeys.usedAt), gt(authKeys.expiresAt, now)));
}
