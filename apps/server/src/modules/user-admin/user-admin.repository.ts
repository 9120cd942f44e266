import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { UserListRequest } from '@tradelink/shared/user-admin/user-admin';
import type { Tx } from '../../db/client.ts';
import { buyers, sessions, suppliers, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/post-status.ts';

export type UserRow = typeof users.$inferSelect;

/** The users list's columns: the account and both of its sides (either may be missing). */
const listColumns = {
  user: users,
  buyerIdentity: buyers.identity,
  buyerPlan: buyers.planName,
  supplierIdentity: suppliers.identity,
  supplierCompany: suppliers.companyName,
  supplierPlan: suppliers.planName,
  verificationLevel: suppliers.verificationLevel,
};
export type UserListRow = {
  user: UserRow;
  buyerIdentity: string | null;
  buyerPlan: string | null;
  supplierIdentity: string | null;
  supplierCompany: string | null;
  supplierPlan: string | null;
  verificationLevel: number | null;
};

/** `CUS-000123`, `cus123` or `CUS-123` → 123: the public name is the padded sequence number. */
export function publicNameSeq(keyword: string): number | null {
  const match = /^cus-?0*(\d{1,9})$/i.exec(keyword.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The list's filters. The keyword is an ILIKE over a handful of columns: fine for the console's
 * traffic and a few hundred thousand accounts; if the table grows past that, a trigram index on
 * e-mail and names (as the catalog has on search_name) is the next step. Identities and the public
 * name are matched exactly, and use their unique indexes.
 */
function listConditions(filter: UserListRequest): SQL[] {
  const conditions: SQL[] = [];
  const keyword = filter.keyword.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    const upper = keyword.toUpperCase();
    const seq = publicNameSeq(keyword);
    const matches: SQL[] = [
      sql`${users.email} ILIKE ${pattern}`,
      sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) ILIKE ${pattern}`,
      sql`${users.companyName} ILIKE ${pattern}`,
      sql`${suppliers.companyName} ILIKE ${pattern}`,
      sql`${buyers.identity} = ${upper}`,
      sql`${suppliers.identity} = ${upper}`,
    ];
    if (seq !== null) matches.push(sql`${users.seq} = ${seq}`);
    conditions.push(sql`(${sql.join(matches, sql` OR `)})`);
  }
  if (filter.role) conditions.push(sql`${filter.role} = ANY(${users.roles})`);
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.side === 'buyer') conditions.push(isNotNull(buyers.id));
  if (filter.side === 'supplier') conditions.push(isNotNull(suppliers.id));
  return conditions;
}

export async function listUsers(db: Tx, filter: UserListRequest, pageSize: number): Promise<{ rows: UserListRow[]; total: number }> {
  const where = and(...listConditions(filter));
  const base = () => db.select(listColumns).from(users).leftJoin(buyers, eq(buyers.userId, users.id)).leftJoin(suppliers, eq(suppliers.userId, users.id));
  const [rows, [count]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.seq))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(buyers, eq(buyers.userId, users.id))
      .leftJoin(suppliers, eq(suppliers.userId, users.id))
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The user row, locked until the transaction ends (two operators acting at once queue here). */
export async function lockUser(tx: Tx, userId: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function setUserFields(tx: Tx, userId: string, values: Partial<Pick<UserRow, 'status' | 'roles'>>): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Ends every session of the account; returns how many there were. */
export async function deleteAllSessions(tx: Tx, userId: string): Promise<number> {
  const deleted = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}
