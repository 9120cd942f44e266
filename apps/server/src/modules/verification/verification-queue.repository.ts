import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VerificationQueueState, VerificationReviewKind } from '@tradelink/shared/verification/verification-review';
import type { Tx } from '../../db/client.ts';
import { buyers, suppliers, users, verificationRequests } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/post-status.ts';
import type { VerificationRow } from './verification.repository.ts';

const reviewer = alias(users, 'reviewer');

/** A request with what an operator needs beside it: the requester, its company side and who decided. */
export interface QueueRow {
  request: VerificationRow;
  requester: { id: string; email: string; firstName: string; lastName: string | null; companyName: string | null; fdCountry: string | null; website: string | null };
  supplier: { identity: string; companyName: string; verificationLevel: number; country: string | null; website: string | null } | null;
  buyer: { identity: string; isBizVerified: boolean } | null;
  reviewerEmail: string | null;
}

// Waiting: what an operator still has to act on (documents in review, booked sessions).
const WAITING_STATUS = { documents: 'pending', business: 'pending', smart_tracing: 'scheduled' } as const;

function selectQueue(db: Tx) {
  return db
    .select({
      request: verificationRequests,
      requester: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: users.companyName,
        fdCountry: users.fdCountry,
        website: users.website,
      },
      supplier: {
        identity: suppliers.identity,
        companyName: suppliers.companyName,
        verificationLevel: suppliers.verificationLevel,
        country: suppliers.country,
        website: suppliers.website,
      },
      buyer: { identity: buyers.identity, isBizVerified: buyers.isBizVerified },
      reviewerEmail: reviewer.email,
    })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .leftJoin(suppliers, and(eq(suppliers.userId, verificationRequests.userId), eq(verificationRequests.side, 'supplier')))
    .leftJoin(buyers, and(eq(buyers.userId, verificationRequests.userId), eq(verificationRequests.side, 'buyer')))
    .leftJoin(reviewer, eq(reviewer.id, verificationRequests.reviewedBy));
}

const queueFrom = (db: Tx) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .leftJoin(suppliers, and(eq(suppliers.userId, verificationRequests.userId), eq(verificationRequests.side, 'supplier')))
    .leftJoin(buyers, and(eq(buyers.userId, verificationRequests.userId), eq(verificationRequests.side, 'buyer')));

/** The buyer holds an active paid plan (Buyer Premium). */
const premiumBuyer = sql`coalesce(${buyers.planName} <> 'Free' AND ${buyers.planEndDate} > now(), false)`;

/**
 * One page of the queue of a kind. Waiting is oldest first (tracing: the next appointment first),
 * so nothing sits unnoticed; decided is the latest decisions first.
 */
export async function listQueue(
  db: Tx,
  filter: { kind: VerificationReviewKind; state: VerificationQueueState; keyword: string; page: number; pageSize: number },
): Promise<{ items: QueueRow[]; total: number }> {
  const conditions: SQL[] = [eq(verificationRequests.kind, filter.kind)];
  if (filter.state === 'waiting') conditions.push(eq(verificationRequests.status, WAITING_STATUS[filter.kind]));
  else conditions.push(inArray(verificationRequests.status, ['approved', 'rejected']));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(
      or(
        sql`${users.email} ILIKE ${pattern}`,
        sql`${users.companyName} ILIKE ${pattern}`,
        sql`${suppliers.companyName} ILIKE ${pattern}`,
        sql`${suppliers.identity} ILIKE ${pattern}`,
        sql`${buyers.identity} ILIKE ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const order =
    filter.state === 'decided'
      ? [desc(verificationRequests.reviewedAt), desc(verificationRequests.id)]
      : filter.kind === 'smart_tracing'
        ? [asc(verificationRequests.scheduledAt), asc(verificationRequests.id)]
        : filter.kind === 'business'
          ? // Buyer Premium includes a priority review: premium buyers' requests come first, each group oldest first.
            [desc(premiumBuyer), asc(verificationRequests.createdAt), asc(verificationRequests.id)]
          : [asc(verificationRequests.createdAt), asc(verificationRequests.id)];
  const [items, [count]] = await Promise.all([
    selectQueue(db)
      .where(where)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    queueFrom(db).where(where),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}

export async function findQueueRow(db: Tx, id: number): Promise<QueueRow | null> {
  const [row] = await selectQueue(db).where(eq(verificationRequests.id, id)).limit(1);
  return row ?? null;
}
