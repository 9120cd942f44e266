import { z } from 'zod';

/** One row of the audit log as the console shows it (the log, a user's history). */
export const auditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Null when the system acted (the auto-approve rule). */
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
