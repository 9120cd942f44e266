import { NOTIFICATION_TYPES, type NotificationItem, type NotificationType } from '@tradelink/shared/notification/notification';
import type { notifications } from '../../db/schema/index.ts';
import { iso, type Row } from '../catalog/row-values.ts';

export type NotificationRow = typeof notifications.$inferSelect;

const isType = (value: string): value is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value);

/** A notification as the bell and the socket show it. */
export function presentNotification(row: NotificationRow): NotificationItem {
  // Rows are written by this module only; an unknown type would be a bug worth a loud failure.
  if (!isType(row.type)) throw new Error(`unknown notification type ${row.type}`);
  return {
    id: row.id,
    type: row.type,
    side: row.side === 'buyer' || row.side === 'supplier' ? row.side : null,
    params: row.params,
    link: row.link,
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The same row read with raw SQL (snake_case columns, dates as Date or text). */
export function fromSqlRow(r: Row): NotificationRow {
  const date = (v: unknown) => (v ? new Date(iso(v)!) : null);
  return {
    id: String(r.id),
    userId: String(r.user_id),
    type: String(r.type),
    side: (r.side as string | null) ?? null,
    params: (typeof r.params === 'string' ? JSON.parse(r.params) : r.params) as Record<string, string>,
    link: String(r.link),
    groupKey: (r.group_key as string | null) ?? null,
    readAt: date(r.read_at),
    emailDueAt: date(r.email_due_at),
    emailedAt: date(r.emailed_at),
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
  };
}
