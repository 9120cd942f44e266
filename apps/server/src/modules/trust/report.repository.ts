import { sql } from 'drizzle-orm';
import type { ReportReason, ReportTargetType } from '@tradelink/shared/trust/trust-constants';
import type { Tx } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import { rows } from '../catalog/row-values.ts';

/**
 * The account behind a reportable target the public can see: a party of an active account, an
 * approved product or RFQ of one, a visible review by one. Null when there is no such target.
 */
export async function findReportableOwner(db: Tx, type: ReportTargetType, id: string): Promise<string | null> {
  const numeric = /^[0-9]{1,9}$/.test(id) ? Number(id) : null;
  let query;
  switch (type) {
    case 'supplier':
      query = sql`SELECT s.user_id FROM suppliers s JOIN users u ON u.id = s.user_id WHERE s.identity = ${id} AND u.status = 'active'`;
      break;
    case 'buyer':
      query = sql`SELECT b.user_id FROM buyers b JOIN users u ON u.id = b.user_id WHERE b.identity = ${id} AND u.status = 'active'`;
      break;
    case 'product':
      if (numeric === null) return null;
      query = sql`
        SELECT s.user_id FROM products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id
        WHERE p.id = ${numeric} AND p.status = 1 AND u.status = 'active'`;
      break;
    case 'rfq':
      if (numeric === null) return null;
      query = sql`
        SELECT b.user_id FROM rfqs r JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id
        WHERE r.id = ${numeric} AND r.status = 1 AND u.status = 'active'`;
      break;
    case 'review':
      if (numeric === null) return null;
      query = sql`
        SELECT r.author_user_id AS user_id FROM reviews r JOIN users u ON u.id = r.author_user_id
        WHERE r.id = ${numeric} AND r.hidden_at IS NULL AND u.status = 'active'`;
      break;
  }
  const [row] = rows<{ user_id: string }>(await db.execute(query));
  return row?.user_id ?? null;
}

export async function insertReport(
  db: Tx,
  values: { reporterUserId: string; targetType: ReportTargetType; targetId: string; reason: ReportReason; details: string | null },
) {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  return row!.id;
}
