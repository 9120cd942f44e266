import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accountSanctions, type SanctionKind } from '../../db/schema/index.ts';

export type SanctionRow = typeof accountSanctions.$inferSelect;

export async function insertSanction(tx: Tx, values: { userId: string; kind: SanctionKind; reason: string; createdBy: string }): Promise<SanctionRow> {
  const [row] = await tx.insert(accountSanctions).values(values).returning();
  return row!;
}

export async function countSanctions(tx: Tx, userId: string, kind: SanctionKind): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(accountSanctions)
    .where(and(eq(accountSanctions.userId, userId), eq(accountSanctions.kind, kind)));
  return Number(row?.n ?? 0);
}
