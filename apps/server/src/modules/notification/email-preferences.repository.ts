import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { emailPreferences, users } from '../../db/schema/index.ts';

export async function findUserEmail(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

/** Turns notification mails off (keeping the first time it was asked) or back on. */
export async function setNotificationMails(db: Tx, userId: string, on: boolean): Promise<void> {
  const offAt = on ? null : sql`now()`;
  await db
    .insert(emailPreferences)
    .values({ userId, notificationsOffAt: offAt })
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      set: {
        notificationsOffAt: on ? null : sql`coalesce(${emailPreferences.notificationsOffAt}, now())`,
        updatedAt: sql`now()`,
      },
    });
}
