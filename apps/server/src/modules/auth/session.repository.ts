import { and, eq, gt, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type SessionUser = typeof users.$inferSelect;

export async function findSessionUser(db: Tx, sessionId: string): Promise<SessionUser | null> {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.user ?? null;
}

export async function createSession(
  db: Tx,
  values: { id: string; userId: string; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: Tx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but one (after a password change); returns the ended sessions' ids. */
export async function deleteOtherSessions(db: Tx, userId: string, keepId: string | null): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}

export async function extendSession(db: Tx, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt, lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}
