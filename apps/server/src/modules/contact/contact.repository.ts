import { spendQuota } from '../wallet/wallet.repository.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rows, type Row } from '../catalog/row-values.ts';
import { containsPattern } from '../../db/post-status.ts';

/** A buyer's contact columns (private: only presented once unlocked, or masked). */
const CONTACT = sql`
  b.id AS buyer_id, b.identity, b.user_id, b.is_biz_verified, u.first_name, u.last_name, u.email, u.customer_phone, u.position,
  u.company_name, u.fd_country, u.website, u.last_active_at`;

/** An active buyer by identity. */
export async function findBuyerContact(db: Tx, identity: string): Promise<Row | null> {
  const [row] = rows<Row>(
    await db.execute(sql`SELECT ${CONTACT} FROM buyers b JOIN users u ON u.id = b.user_id WHERE b.identity = ${identity} AND u.status = 'active'`),
  );
  return row ?? null;
}

/** When the supplier unlocked this buyer, or null. */
export async function findUnlock(db: Tx, supplierId: string, buyerId: string): Promise<Date | null> {
  const [row] = rows<Row>(await db.execute(sql`SELECT created_at FROM contact_unlocks WHERE supplier_id = ${supplierId} AND buyer_id = ${buyerId}`));
  return row ? new Date(row.created_at as string) : null;
}

export async function contactQuota(db: Tx, supplierId: string): Promise<number> {
  const [row] = rows<Row>(await db.execute(sql`SELECT contact_quota FROM balances WHERE supplier_id = ${supplierId}`));
  return Number(row?.contact_quota ?? 0);
}

/** Records the unlock; null when it already existed (a concurrent or earlier unlock: nothing to pay). */
export async function insertUnlock(tx: Tx, supplierId: string, buyerId: string): Promise<Date | null> {
  const [row] = rows<Row>(
    await tx.execute(sql`
      INSERT INTO contact_unlocks (supplier_id, buyer_id) VALUES (${supplierId}, ${buyerId})
      ON CONFLICT (supplier_id, buyer_id) DO NOTHING RETURNING created_at`),
  );
  return row ? new Date(row.created_at as string) : null;
}

/**
 * Takes one contact_quota through the wallet ledger; null when none is left. Parallel unlocks of
 * one supplier queue on the Balance row lock and each re-reads the quota it waited for.
 */
export function spendContactQuota(tx: Tx, supplierId: string, buyerIdentity: string): Promise<number | null> {
  return spendQuota(tx, supplierId, 'contact_quota', 'contact_unlock', `buyer:${buyerIdentity}`);
}

/** The supplier's unlocked contacts, newest unlock first, optionally matching a keyword. */
export async function listUnlocked(db: Tx, supplierId: string, keyword: string, limit: number, offset: number) {
  const pattern = containsPattern(keyword);
  const match = keyword
    ? sql`AND (concat_ws(' ', u.first_name, u.last_name) ILIKE ${pattern} OR u.company_name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR b.identity ILIKE ${pattern})`
    : sql``;
  const from = sql`FROM contact_unlocks cu JOIN buyers b ON b.id = cu.buyer_id JOIN users u ON u.id = b.user_id WHERE cu.supplier_id = ${supplierId} ${match}`;
  const [items, count] = await Promise.all([
    db.execute(sql`SELECT ${CONTACT}, cu.created_at AS unlocked_at ${from} ORDER BY cu.created_at DESC, b.identity LIMIT ${limit} OFFSET ${offset}`),
    db.execute(sql`SELECT count(*)::int AS n ${from}`),
  ]);
  return { items: rows<Row>(items), total: Number(rows<Row>(count)[0]?.n ?? 0) };
}
