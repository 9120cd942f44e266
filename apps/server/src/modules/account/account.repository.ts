import { eq } from 'drizzle-orm';
import { FREE_PLAN_QUOTAS } from '@tradelink/shared/constants/plans';
import { addMonths } from '@tradelink/shared/rules/plans';
import type { Tx } from '../../db/client.ts';
import { setQuotas } from '../wallet/wallet.repository.ts';
import { balances, buyers, suppliers, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type BuyerRow = typeof buyers.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;
export type BalanceRow = typeof balances.$inferSelect;

export interface AccountRows {
  user: UserRow;
  buyer: BuyerRow | null;
  supplier: SupplierRow | null;
  balance: BalanceRow | null;
}

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Tx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByGoogleSub(db: Tx, sub: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row ?? null;
}

/** The user with both sides of the account in one round trip. */
export async function loadAccount(db: Tx, userId: string): Promise<AccountRows | null> {
  const rows = await db
    .select({ user: users, buyer: buyers, supplier: suppliers, balance: balances })
    .from(users)
    .leftJoin(buyers, eq(buyers.userId, users.id))
    .leftJoin(suppliers, eq(suppliers.userId, users.id))
    .leftJoin(balances, eq(balances.supplierId, suppliers.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertUser(db: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Tx, id: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function insertBuyer(db: Tx, values: typeof buyers.$inferInsert): Promise<BuyerRow> {
  const [row] = await db.insert(buyers).values(values).returning();
  return row!;
}

/** A new supplier side with the Free plan's quotas, granted through the wallet ledger. */
export async function insertSupplier(db: Tx, values: typeof suppliers.$inferInsert, now: Date = new Date()): Promise<SupplierRow> {
  const [row] = await db.insert(suppliers).values(values).returning();
  const { quotations_per_month: _monthly, ...quotas } = FREE_PLAN_QUOTAS;
  await setQuotas(db, row!.id, quotas, { reason: 'signup_grant' }, addMonths(now, 1));
  return row!;
}

export async function updateSupplier(db: Tx, id: string, values: Partial<typeof suppliers.$inferInsert>): Promise<void> {
  await db.update(suppliers).set(values).where(eq(suppliers.id, id));
}
