import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { MenuCounts } from '@tradelink/shared/notification/counts';
import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { rows } from '../catalog/row-values.ts';
import { unreadChatsCount } from '../chat/chat.repository.ts';
import { unreadFor } from '../inquiry/inquiry.repository.ts';
import { newLeadsCount } from '../lead/lead.repository.ts';
import type { NotificationRow } from './notification.presenter.ts';

/**
 * The menu badge counts in one round trip. A side the account lacks is passed as NULL and matches
 * nothing, so its counts are 0. Each count walks one side's index (inquiries by buyer or supplier,
 * RFQs by buyer, new buying leads by the supplier's categories, conversations by their side's
 * owner), never the whole table.
 */
export async function menuCounts(db: Tx, userId: string, buyerId: string | null, supplierId: string | null): Promise<MenuCounts> {
  const buyer = sql`${buyerId}::uuid`;
  const supplier = sql`${supplierId}::uuid`;
  const [row] = rows<MenuCounts>(
    await db.execute(sql`
      SELECT
        ${newLeadsCount(supplier, buyer)} AS count_new_buying_leads,
        (SELECT count(*)::int FROM inquiries i
          WHERE i.buyer_id = ${buyer} AND i.direction = 'supplier_to_buyer' AND ${unreadFor('buyer')}) AS count_buyer_leads,
        (SELECT count(*)::int FROM inquiries i
          WHERE i.supplier_id = ${supplier} AND i.direction = 'buyer_to_supplier' AND ${unreadFor('supplier')}) AS count_unread_buyer_inquiries,
        (SELECT count(*)::int FROM quotations q JOIN rfqs r ON r.id = q.rfq_id
          WHERE r.buyer_id = ${buyer} AND q.status <> 'withdrawn' AND q.seen_at IS NULL) AS count_new_quotations,
        (SELECT count(*)::int FROM inquiries i
          WHERE i.buyer_id = ${buyer} AND i.direction = 'buyer_to_supplier' AND ${unreadFor('buyer')}) AS count_inquiry_replies,
        (SELECT count(*)::int FROM notifications n WHERE n.user_id = ${userId}::uuid AND n.read_at IS NULL) AS count_notifications,
        ${unreadChatsCount('buyer', buyer)} AS count_unread_chats_buyer,
        ${unreadChatsCount('supplier', supplier)} AS count_unread_chats_supplier`),
  );
  const newLeads = Number(row?.count_new_buying_leads ?? 0);
  const unreadInquiries = Number(row?.count_unread_buyer_inquiries ?? 0);
  return {
    count_buyer_leads: Number(row?.count_buyer_leads ?? 0),
    count_new_buying_leads: newLeads,
    count_unread_buyer_inquiries: unreadInquiries,
    // The supplier's sales leads: requests to answer and buyers waiting for an answer.
    count_supplier_leads: newLeads + unreadInquiries,
    count_new_quotations: Number(row?.count_new_quotations ?? 0),
    count_inquiry_replies: Number(row?.count_inquiry_replies ?? 0),
    count_notifications: Number(row?.count_notifications ?? 0),
    count_unread_chats_buyer: Number(row?.count_unread_chats_buyer ?? 0),
    count_unread_chats_supplier: Number(row?.count_unread_chats_supplier ?? 0),
  };
}

export interface NewNotification {
  userId: string;
  type: string;
  side: 'buyer' | 'supplier' | null;
  params: Record<string, string>;
  link: string;
  groupKey: string | null;
}

/** The partial unique index `notifications_unread_group_key`: one unread row per (user, group key). */
export const UNREAD_GROUP_CONFLICT = sql.raw('(user_id, group_key) WHERE read_at IS NULL AND group_key IS NOT NULL');

/** `count` + 1 of a grouped row, as the string params hold (a missing or odd count counts as 1). */
export const NEXT_COUNT = sql.raw(
  `((CASE WHEN notifications.params->>'count' ~ '^[0-9]{1,9}$' THEN (notifications.params->>'count')::int ELSE 1 END) + 1)::text`,
);

/**
 * A repeat moves to the top of the list. A row not mailed yet loses its mail schedule, so the
 * publisher decides again from the user's presence now; a row already mailed stays mailed (one
 * mail per unread group, however long it grows).
 */
export const EMAIL_DUE_AFTER_REPEAT = sql.raw('CASE WHEN notifications.emailed_at IS NULL THEN NULL ELSE notifications.email_due_at END');

/** Inserts a notification; null when a grouped one met an unread row of its group (a concurrent insert). */
export async function insertNotification(tx: Tx, values: NewNotification): Promise<NotificationRow | null> {
  const [row] = await tx
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: [notifications.userId, notifications.groupKey], where: sql`read_at IS NULL AND group_key IS NOT NULL` })
    .returning();
  return row ?? null;
}

/** Folds a repeat into the unread row of its group (fresh params, count + 1); null when there is none. */
export async function bumpGroup(tx: Tx, values: NewNotification & { groupKey: string }): Promise<NotificationRow | null> {
  const [row] = await tx
    .update(notifications)
    .set({
      params: sql`${JSON.stringify(values.params)}::jsonb || jsonb_build_object('count', ${NEXT_COUNT})`,
      type: values.type,
      side: values.side,
      link: values.link,
      createdAt: sql`now()`,
      updatedAt: sql`now()`,
      emailDueAt: EMAIL_DUE_AFTER_REPEAT,
    })
    .where(and(eq(notifications.userId, values.userId), eq(notifications.groupKey, values.groupKey), isNull(notifications.readAt)))
    .returning();
  return row ?? null;
}

/** Gives notifications of offline users a mail time, unless they have one or were already mailed. */
export async function scheduleEmails(db: Tx, ids: string[], dueAt: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(notifications)
    .set({ emailDueAt: dueAt })
    .where(and(inArray(notifications.id, ids), isNull(notifications.emailDueAt), isNull(notifications.emailedAt)));
}

/** A page of the user's notifications, newest first, with the total of the filter and the unread count. */
export async function listForUser(db: Tx, userId: string, unreadOnly: boolean, limit: number, offset: number) {
  const filter: SQL = unreadOnly ? and(eq(notifications.userId, userId), isNull(notifications.readAt))! : eq(notifications.userId, userId);
  const [items, [counts]] = await Promise.all([
    db.select().from(notifications).where(filter).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset),
    db
      .select({
        total: sql<number>`count(*) FILTER (WHERE ${filter})::int`,
        unread: sql<number>`count(*) FILTER (WHERE ${notifications.readAt} IS NULL)::int`,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return { items, total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
}

export async function countUnread(db: Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one of the user's notifications read (already read stays as it was); false when it is not theirs. */
export async function markOneRead(db: Tx, userId: string, id: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

/** Marks the user's unread notification of a group read (a chat's "new messages" once the chat is read); whether one was. */
export async function markGroupRead(db: Tx, userId: string, groupKey: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), eq(notifications.groupKey, groupKey), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

export async function markAllRead(db: Tx, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
