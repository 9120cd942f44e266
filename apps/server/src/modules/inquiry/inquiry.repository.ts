import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inquiries, inquiryMessages } from '../../db/schema/index.ts';
import { rows, type Row } from '../catalog/row-values.ts';

export type Side = 'buyer' | 'supplier';
export type Direction = 'buyer_to_supplier' | 'supplier_to_buyer';

/**
 * "Side X has something unread in inquiry `alias`": a message of the other side newer than X's read
 * mark (none = never read). An author's own messages never count, whatever the marks say.
 */
export function unreadFor(side: Side, alias = 'i'): SQL {
  const a = sql.raw(alias);
  const other = side === 'buyer' ? 'supplier' : 'buyer';
  const mark = sql.raw(`${alias}.${side}_read_at`);
  return sql`EXISTS (SELECT 1 FROM inquiry_messages um WHERE um.inquiry_id = ${a}.id AND um.author_side = ${other}
    AND um.created_at > coalesce(${mark}, '-infinity'::timestamptz))`;
}

/** An inquiry with both parties, its product and what lists show (last message, replies, unread per side). */
const SELECT = sql`
  SELECT i.*,
    b.identity AS b_identity, bu.id AS b_user_id, bu.first_name AS b_first_name, bu.last_name AS b_last_name,
    bu.company_name AS b_company_name, bu.fd_country AS b_country,
    s.identity AS s_identity, s.user_id AS s_user_id, su.first_name AS s_first_name, su.last_name AS s_last_name,
    s.company_name AS s_company_name, s.country AS s_country,
    p.name AS p_name, p.images AS p_images,
    (SELECT count(*)::int FROM inquiry_messages m WHERE m.inquiry_id = i.id) AS message_count,
    (SELECT m.body FROM inquiry_messages m WHERE m.inquiry_id = i.id ORDER BY m.id DESC LIMIT 1) AS last_body,
    ${unreadFor('buyer')} AS buyer_unread,
    ${unreadFor('supplier')} AS supplier_unread
  FROM inquiries i
  JOIN buyers b ON b.id = i.buyer_id JOIN users bu ON bu.id = b.user_id
  JOIN suppliers s ON s.id = i.supplier_id JOIN users su ON su.id = s.user_id
  LEFT JOIN products p ON p.id = i.product_id`;

export async function findInquiry(db: Tx, id: number): Promise<Row | null> {
  const [row] = rows<Row>(await db.execute(sql`${SELECT} WHERE i.id = ${id}`));
  return row ?? null;
}

export interface InboxFilter {
  side: Side;
  /** The caller's buyer or supplier id, matching `side`. */
  partyId: string;
  direction: Direction;
  status: 'all' | 'open' | 'handled';
  unreadOnly: boolean;
}

/** One page of one party's inquiries in one direction, latest activity first. */
export async function listForParty(db: Tx, filter: InboxFilter, page: number, pageSize: number) {
  // The party column walks that side's (party, last_message_at) index.
  const party = filter.side === 'buyer' ? sql`i.buyer_id` : sql`i.supplier_id`;
  const conditions = [sql`${party} = ${filter.partyId}`, sql`i.direction = ${filter.direction}`];
  if (filter.status !== 'all') conditions.push(sql`i.status = ${filter.status}`);
  if (filter.unreadOnly) conditions.push(unreadFor(filter.side));
  const where = sql.join(conditions, sql` AND `);
  const [items, count] = await Promise.all([
    db.execute(sql`${SELECT} WHERE ${where} ORDER BY i.last_message_at DESC, i.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.execute(sql`SELECT count(*)::int AS n FROM inquiries i WHERE ${where}`),
  ]);
  return { items: rows<Row>(items), total: Number(rows<Row>(count)[0]?.n ?? 0) };
}

export async function listMessages(db: Tx, inquiryId: number): Promise<Row[]> {
  return rows<Row>(
    await db.execute(sql`
      SELECT m.*, u.first_name, u.last_name FROM inquiry_messages m JOIN users u ON u.id = m.author_user_id
      WHERE m.inquiry_id = ${inquiryId} ORDER BY m.id`),
  );
}

/**
 * The times of one party's sends within the last day (newest first, at most `limit`): a buyer's
 * inquiries, or a supplier's outreach to buyers. Measured with the database's clock: the window is
 * measured on the clock that stamped the rows.
 */
export async function recentSends(db: Tx, sender: { side: Side; id: string }, limit: number): Promise<{ sentAt: Date[]; now: Date }> {
  const party = sender.side === 'buyer' ? sql`i.buyer_id` : sql`i.supplier_id`;
  const direction: Direction = sender.side === 'buyer' ? 'buyer_to_supplier' : 'supplier_to_buyer';
  const result = rows<{ created_at: Date | string; now: Date | string }>(
    await db.execute(sql`
      SELECT i.created_at, now() AS now FROM inquiries i
      WHERE ${party} = ${sender.id} AND i.direction = ${direction} AND i.created_at > now() - interval '1 day'
      ORDER BY i.created_at DESC LIMIT ${limit}`),
  );
  // No sends in the window: nothing to measure, any clock will do.
  return { sentAt: result.map((r) => new Date(r.created_at)), now: result[0] ? new Date(result[0].now) : new Date() };
}

/** Locks the supplier row: the rate check and the insert of one supplier's outreach run one at a time. */
export async function lockSupplier(db: Tx, supplierId: string): Promise<void> {
  await db.execute(sql`SELECT id FROM suppliers WHERE id = ${supplierId} FOR UPDATE`);
}

/** An approved request of this buyer (what a supplier may write about), or null. */
export async function findBuyerRequest(db: Tx, buyerId: string, rfqId: number): Promise<{ id: number; product_name: string } | null> {
  const [row] = rows<{ id: number; product_name: string }>(
    await db.execute(sql`SELECT id, product_name FROM rfqs WHERE id = ${rfqId} AND buyer_id = ${buyerId} AND status = 1`),
  );
  return row ?? null;
}

/** Locks the buyer row: the rate check and the insert of one buyer's sends run one at a time. */
export async function lockBuyer(db: Tx, buyerId: string): Promise<void> {
  await db.execute(sql`SELECT id FROM buyers WHERE id = ${buyerId} FOR UPDATE`);
}

export async function insertInquiry(db: Tx, values: typeof inquiries.$inferInsert): Promise<number> {
  const [row] = await db.insert(inquiries).values(values).returning({ id: inquiries.id });
  return row!.id;
}

export async function insertMessage(db: Tx, values: typeof inquiryMessages.$inferInsert): Promise<void> {
  await db.insert(inquiryMessages).values(values);
}

/** After a message: activity time, the author's side has read it, the other side has not. */
export async function touchAfterMessage(db: Tx, id: number, author: Side, handled: boolean): Promise<void> {
  const own = sql.raw(`${author}_read_at`);
  const other = sql.raw(`${author === 'buyer' ? 'supplier' : 'buyer'}_read_at`);
  await db.execute(sql`
    UPDATE inquiries SET last_message_at = now(), ${own} = now(), ${other} = NULL
      ${handled ? sql`, status = 'handled'` : sql``}
    WHERE id = ${id}`);
}

export async function markRead(db: Tx, id: number, side: Side): Promise<void> {
  const mark = sql.raw(`${side}_read_at`);
  await db.execute(sql`UPDATE inquiries SET ${mark} = now() WHERE id = ${id}`);
}

/**
 * Sets open/handled. Handling a thread also marks it read for the side that handles it: it has
 * been dealt with, so it should not keep asking for attention in the badges.
 */
export async function setStatus(db: Tx, id: number, status: 'open' | 'handled', side: Side): Promise<void> {
  const mark = sql.raw(`${side}_read_at`);
  await db.execute(sql`UPDATE inquiries SET status = ${status} ${status === 'handled' ? sql`, ${mark} = now()` : sql``} WHERE id = ${id}`);
}
