import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/post-status.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Part of the actor's e-mail. */
  actor?: string;
  page: number;
  pageSize: number;
}

/** The audit log, newest first. Read only: nothing in the app updates or deletes these rows. */
export async function listAudit(db: Tx, filter: AuditFilter): Promise<{ items: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.actor) conditions.push(sql`${auditLog.actorEmail} ILIKE ${containsPattern(filter.actor)}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}
