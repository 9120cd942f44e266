import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { SessionUser } from '../auth/session.repository.ts';

/** Who acted: an operator (id and e-mail, snapshotted) or null for the system (the auto-approve rule). */
export type AuditActor = { id: string; email: string } | null;

/**
 * The operator acting, as the audit log records them: the id, and the e-mail as it is now (an
 * account's address may change later; the log keeps who it was at the time).
 */
export const actorOf = (user: SessionUser): NonNullable<AuditActor> => ({ id: user.id, email: user.email });

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Appends to the audit log. Call it inside the transaction that makes the change, so a change and
 * its record land (or roll back) together. The table refuses updates and deletes (migration 0008).
 */
export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason?.trim() || null,
  });
}
