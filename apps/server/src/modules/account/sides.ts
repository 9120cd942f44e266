import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { buyers, suppliers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BuyerRow, SupplierRow } from './account.repository.ts';

export async function findBuyerOf(db: Tx, userId: string): Promise<BuyerRow | null> {
  const [row] = await db.select().from(buyers).where(eq(buyers.userId, userId)).limit(1);
  return row ?? null;
}

export async function findSupplierOf(db: Tx, userId: string): Promise<SupplierRow | null> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.userId, userId)).limit(1);
  return row ?? null;
}

/** The buying side of the caller's account, or 403 BUYER_ONLY (sellers without one). */
export async function requireBuyer(db: Tx, userId: string): Promise<BuyerRow> {
  const row = await findBuyerOf(db, userId);
  if (!row) throw new AppError('BUYER_ONLY');
  return row;
}

/** The selling side of the caller's account, or 403 SUPPLIER_ONLY. */
export async function requireSupplier(db: Tx, userId: string): Promise<SupplierRow> {
  const row = await findSupplierOf(db, userId);
  if (!row) throw new AppError('SUPPLIER_ONLY');
  return row;
}
