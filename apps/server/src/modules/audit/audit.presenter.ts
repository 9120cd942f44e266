import type { AuditEntry } from '@tradelink/shared/audit/audit-entry';
import type { auditLog } from '../../db/schema/index.ts';

export function presentAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor_email: row.actorEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
  };
}
