import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rows, type Row } from '../catalog/row-values.ts';
import { fromSqlRow, type NotificationRow } from './notification.presenter.ts';

// The offline mail batch's SQL: who has notifications due, claiming them, and marking them mailed.

/** Notifications whose mail time has come, that nobody read and nobody mailed yet. */
const DUE = (now: Date) => sql`email_due_at <= ${now.toISOString()}::timestamptz AND emailed_at IS NULL AND read_at IS NULL`;

/** Users with due notifications (walks the partial index `notifications_email_due_idx`). */
export async function usersWithDueMail(db: Tx, now: Date, limit: number): Promise<string[]> {
  const result = await db.execute(sql`SELECT DISTINCT user_id FROM notifications WHERE ${DUE(now)} LIMIT ${limit}`);
  return rows<Row>(result).map((r) => String(r.user_id));
}

/**
 * Locks one user's due notifications, newest first. Rows another process holds are skipped, and a
 * row that process already mailed no longer matches once it commits: a notification is mailed once.
 */
export async function claimDueForUser(tx: Tx, userId: string, now: Date, limit: number): Promise<NotificationRow[]> {
  const result = await tx.execute(sql`
    SELECT * FROM notifications WHERE user_id = ${userId} AND ${DUE(now)}
    ORDER BY created_at DESC, id DESC LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`);
  return rows<Row>(result).map(fromSqlRow);
}

export interface DigestRecipient {
  email: string;
  firstName: string;
  language: string;
  active: boolean;
  unsubscribed: boolean;
}

export async function digestRecipient(tx: Tx, userId: string): Promise<DigestRecipient | null> {
  const [r] = rows<Row>(
    await tx.execute(sql`
      SELECT u.email, u.first_name, u.language, u.status, p.notifications_off_at
      FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id WHERE u.id = ${userId}`),
  );
  if (!r) return null;
  return {
    email: String(r.email),
    firstName: String(r.first_name),
    language: String(r.language),
    active: r.status === 'active',
    unsubscribed: r.notifications_off_at !== null && r.notifications_off_at !== undefined,
  };
}

/** Marks notifications handled by the batch (mailed, or skipped for good: unsubscribed or inactive user). */
export async function markEmailed(tx: Tx, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await tx.execute(sql`UPDATE notifications SET emailed_at = now() WHERE id = ANY (${`{${ids.join(',')}}`}::uuid[])`);
}
