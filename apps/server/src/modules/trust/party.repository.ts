import { sql } from 'drizzle-orm';
import { isSupplierIdentity } from '@tradelink/shared/trust/trust-constants';
import type { Tx } from '../../db/client.ts';
import { rows } from '../catalog/row-values.ts';

/** A supplier or buyer side found by its public identity, with the account behind it. */
export interface Party {
  kind: 'supplier' | 'buyer';
  /** The suppliers / buyers row id. */
  id: string;
  identity: string;
  userId: string;
  userStatus: string;
}

export async function findParty(db: Tx, identity: string): Promise<Party | null> {
  const kind = isSupplierIdentity(identity) ? 'supplier' : 'buyer';
  const table = kind === 'supplier' ? sql`suppliers` : sql`buyers`;
  const [row] = rows<{ id: string; user_id: string; status: string }>(
    await db.execute(sql`SELECT p.id, p.user_id, u.status FROM ${table} p JOIN users u ON u.id = p.user_id WHERE p.identity = ${identity}`),
  );
  return row ? { kind, id: row.id, identity, userId: row.user_id, userStatus: row.status } : null;
}
