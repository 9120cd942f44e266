import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SupportKind, SupportStatus } from '@tradelink/shared/support/support-forms';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/post-status.ts';
import { supportMessages, supportRequests, users } from '../../db/schema/index.ts';

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type NewSupportRequest = typeof supportRequests.$inferInsert;

export async function insertRequest(tx: Tx, values: NewSupportRequest): Promise<SupportRequestRow> {
  const [row] = await tx.insert(supportRequests).values(values).returning();
  return row!;
}

/** One request; with `ownerId`, only when that user filed it (anyone else's id reads as missing). */
export async function findRequest(db: Tx, id: number, ownerId?: string): Promise<SupportRequestRow | null> {
  const where = ownerId ? and(eq(supportRequests.id, id), eq(supportRequests.userId, ownerId)) : eq(supportRequests.id, id);
  const [row] = await db.select().from(supportRequests).where(where);
  return row ?? null;
}

/** The same, row-locked: a reply and an answer to one request take turns on its status. */
export async function lockRequest(tx: Tx, id: number, ownerId?: string): Promise<SupportRequestRow | null> {
  const where = ownerId ? and(eq(supportRequests.id, id), eq(supportRequests.userId, ownerId)) : eq(supportRequests.id, id);
  const [row] = await tx.select().from(supportRequests).where(where).for('update');
  return row ?? null;
}

export async function updateRequest(tx: Tx, id: number, patch: Partial<Pick<SupportRequestRow, 'status' | 'unreadByUser' | 'updatedAt'>>): Promise<SupportRequestRow> {
  const [row] = await tx.update(supportRequests).set(patch).where(eq(supportRequests.id, id)).returning();
  return row!;
}

export async function insertMessage(tx: Tx, values: { requestId: number; authorUserId: string | null; authorRole: 'user' | 'operator'; body: string }): Promise<SupportMessageRow> {
  const [row] = await tx.insert(supportMessages).values(values).returning();
  return row!;
}

/** The thread after the first message, oldest first. */
export async function listMessages(db: Tx, requestId: number): Promise<SupportMessageRow[]> {
  return db.select().from(supportMessages).where(eq(supportMessages.requestId, requestId)).orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

/** A user's own requests, latest activity first. */
export async function listForUser(db: Tx, userId: string, statuses: SupportStatus[] | null, limit: number, offset: number) {
  const where = and(eq(supportRequests.userId, userId), statuses ? inArray(supportRequests.status, statuses) : undefined);
  const [items, [count]] = await Promise.all([
    db.select().from(supportRequests).where(where).orderBy(desc(supportRequests.updatedAt), desc(supportRequests.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(supportRequests).where(where),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}

export interface OperatorListFilter {
  kind?: SupportKind;
  statuses: SupportStatus[];
  keyword: string;
  /** Oldest first for the queue of active requests (nothing sits unnoticed), newest activity first otherwise. */
  oldestFirst: boolean;
  limit: number;
  offset: number;
}

function keywordMatch(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  const reference = /^#?(\d{1,9})$/.exec(keyword);
  return or(
    ilike(supportRequests.subject, pattern),
    ilike(supportRequests.name, pattern),
    ilike(supportRequests.email, pattern),
    ilike(supportRequests.body, pattern),
    reference ? eq(supportRequests.id, Number(reference[1])) : undefined,
  );
}

/** The operators' inbox, with the size of each thread and who spoke last. */
export async function listForOperators(db: Tx, filter: OperatorListFilter) {
  const where = and(
    inArray(supportRequests.status, filter.statuses),
    filter.kind ? eq(supportRequests.kind, filter.kind) : undefined,
    keywordMatch(filter.keyword),
  );
  const order = filter.oldestFirst
    ? [asc(supportRequests.createdAt), asc(supportRequests.id)]
    : [desc(supportRequests.updatedAt), desc(supportRequests.id)];
  const [items, [count]] = await Promise.all([
    db
      .select({
        request: supportRequests,
        // Spelled out: drizzle renders a column of a one-table select unqualified ("id"), which
        // inside these subqueries would mean the message's own id.
        messageCount: sql<number>`(SELECT count(*)::int FROM support_messages m WHERE m.request_id = "support_requests"."id")`,
        lastMessageRole: sql<'user' | 'operator' | null>`(SELECT m.author_role FROM support_messages m WHERE m.request_id = "support_requests"."id" ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`,
      })
      .from(supportRequests)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(supportRequests).where(where),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}

/** The requester's account status (active, suspended …), or null when the account is gone. */
export async function findAccountStatus(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status ?? null;
}
