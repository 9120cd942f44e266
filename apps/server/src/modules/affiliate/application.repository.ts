import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PartnerApplicationStatus } from '@tradelink/shared/affiliate/application';
import type { Tx } from '../../db/client.ts';
import { partnerApplications, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/post-status.ts';

export type ApplicationRow = typeof partnerApplications.$inferSelect;
export type NewApplication = Pick<
  typeof partnerApplications.$inferInsert,
  'userId' | 'applicantName' | 'websiteUrl' | 'audience' | 'promotionPlan' | 'expectedMonthlyReferrals'
>;

/** An application with what an operator needs beside it: the applicant's account and who decided. */
export interface QueueRow {
  application: ApplicationRow;
  applicant: { id: string; email: string; firstName: string; lastName: string | null; companyName: string | null; roles: string[] };
  reviewerEmail: string | null;
}

const reviewer = alias(users, 'reviewer');

export async function insertApplication(tx: Tx, values: NewApplication): Promise<ApplicationRow> {
  const [row] = await tx.insert(partnerApplications).values(values).returning();
  return row!;
}

/** The user's most recent application (the one their page shows). */
export async function findLatestOf(tx: Tx, userId: string): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.userId, userId))
    .orderBy(desc(partnerApplications.createdAt), desc(partnerApplications.id))
    .limit(1);
  return row ?? null;
}

export async function findPendingOf(tx: Tx, userId: string): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(partnerApplications)
    .where(and(eq(partnerApplications.userId, userId), eq(partnerApplications.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/** Locks the row so two operators deciding at once are served one after the other. */
export async function findForUpdate(tx: Tx, id: number): Promise<ApplicationRow | null> {
  const [row] = await tx.select().from(partnerApplications).where(eq(partnerApplications.id, id)).for('update');
  return row ?? null;
}

export async function recordDecision(
  tx: Tx,
  id: number,
  values: { status: 'approved' | 'declined'; declineReason: string | null; reviewedBy: string },
): Promise<void> {
  await tx
    .update(partnerApplications)
    .set({ ...values, reviewedAt: new Date() })
    .where(eq(partnerApplications.id, id));
}

function selectQueue(db: Tx) {
  return db
    .select({
      application: partnerApplications,
      applicant: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: users.companyName,
        roles: users.roles,
      },
      reviewerEmail: reviewer.email,
    })
    .from(partnerApplications)
    .innerJoin(users, eq(users.id, partnerApplications.userId))
    .leftJoin(reviewer, eq(reviewer.id, partnerApplications.reviewedBy));
}

export async function findQueueRow(db: Tx, id: number): Promise<QueueRow | null> {
  const [row] = await selectQueue(db).where(eq(partnerApplications.id, id));
  return row ?? null;
}

/** One page of a status: the waiting ones oldest first (first come, first served), decided ones newest first. */
export async function listQueue(db: Tx, input: { status: PartnerApplicationStatus; keyword: string; page: number; pageSize: number }) {
  const conditions: SQL[] = [eq(partnerApplications.status, input.status)];
  if (input.keyword) {
    const pattern = containsPattern(input.keyword);
    conditions.push(
      or(
        sql`${users.email} ILIKE ${pattern}`,
        sql`${users.companyName} ILIKE ${pattern}`,
        sql`${partnerApplications.applicantName} ILIKE ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const order = input.status === 'pending' ? [partnerApplications.createdAt, partnerApplications.id] : [desc(partnerApplications.reviewedAt), desc(partnerApplications.id)];
  const [items, [count]] = await Promise.all([
    selectQueue(db)
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(partnerApplications)
      .innerJoin(users, eq(users.id, partnerApplications.userId))
      .where(where),
  ]);
  return { items, total: count?.n ?? 0 };
}
