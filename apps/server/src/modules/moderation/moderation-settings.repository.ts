import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { moderationSettings, users } from '../../db/schema/index.ts';

export interface SettingRow {
  value: unknown;
  updatedAt: Date;
  updatedByEmail: string | null;
}

/** One operator switch with who changed it last; null when nobody ever set it (the default applies). */
export async function findSetting(db: Tx, key: string, forUpdate = false): Promise<SettingRow | null> {
  const query = db
    .select({ value: moderationSettings.value, updatedAt: moderationSettings.updatedAt, updatedByEmail: users.email })
    .from(moderationSettings)
    .leftJoin(users, eq(users.id, moderationSettings.updatedBy))
    .where(eq(moderationSettings.key, key))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: moderationSettings }) : await query;
  return row ?? null;
}

export async function upsertSetting(tx: Tx, key: string, value: unknown, userId: string): Promise<void> {
  await tx
    .insert(moderationSettings)
    .values({ key, value, updatedBy: userId, updatedAt: new Date() })
    .onConflictDoUpdate({ target: moderationSettings.key, set: { value: sql`excluded.value`, updatedBy: userId, updatedAt: new Date() } });
}
