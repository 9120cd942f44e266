import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rows, type Row } from '../catalog/row-values.ts';

// Chat participants: the public face of a buyer or supplier identity (no email, no phone), and the
// lists of who is online now. Both sides have the same columns, so a page of conversations loads
// all its participants in one query.

/** A buyer identity's card: the person's name; buyers are never featured. */
const BUYER = sql`
  'buyer' AS side, b.identity, b.id AS side_id, u.id AS user_id, u.status, u.first_name, u.last_name, u.company_name,
  u.user_image AS image, u.fd_country AS country_code, u.last_active_at, false AS is_featured, b.plan_name, b.plan_end_date`;

/** A supplier identity's card: the company first, its logo when there is one. */
const SUPPLIER = sql`
  'supplier' AS side, s.identity, s.id AS side_id, u.id AS user_id, u.status, u.first_name, u.last_name, s.company_name,
  coalesce(u.company_logo, u.user_image) AS image, coalesce(s.country, u.fd_country) AS country_code, u.last_active_at,
  s.is_featured, s.plan_name, s.plan_end_date`;

/** Adds the country's names; `tail` orders and pages the outer rows (columns of `p`). */
const withCountry = (inner: SQL, tail: SQL = sql``) => sql`
  SELECT p.*, cn.name_en AS country_en, cn.name_vi AS country_vi, cn.name_zh AS country_zh
  FROM (${inner}) p LEFT JOIN countries cn ON cn.code = p.country_code ${tail}`;

const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** The cards of these identities (any status: a conversation still shows a suspended counterpart). */
export async function findParticipants(db: Tx, identities: string[]): Promise<Map<string, Row>> {
  const unique = [...new Set(identities)];
  if (unique.length === 0) return new Map();
  const found = rows<Row>(
    await db.execute(
      withCountry(sql`
        SELECT ${BUYER} FROM buyers b JOIN users u ON u.id = b.user_id WHERE b.identity IN (${list(unique)})
        UNION ALL
        SELECT ${SUPPLIER} FROM suppliers s JOIN users u ON u.id = s.user_id WHERE s.identity IN (${list(unique)})`),
    ),
  );
  return new Map(found.map((r) => [String(r.identity), r]));
}

/** An identity of an active account, or null. */
export async function findActiveParticipant(db: Tx, identity: string): Promise<Row | null> {
  const found = await findParticipants(db, [identity]);
  const row = found.get(identity);
  return row && row.status === 'active' ? row : null;
}

/**
 * Active suppliers seen since `since`: featured first, then the most recently active. `total`
 * counts them all.
 */
export async function onlineSuppliers(db: Tx, since: Date, exclude: string | null, limit: number, offset: number) {
  const where = sql`u.status = 'active' AND u.last_active_at > ${since.toISOString()} AND s.identity <> ${exclude ?? ''}`;
  const [items, count] = await Promise.all([
    db.execute(
      withCountry(
        sql`SELECT ${SUPPLIER} FROM suppliers s JOIN users u ON u.id = s.user_id WHERE ${where}`,
        sql`ORDER BY p.is_featured DESC, p.last_active_at DESC, p.identity LIMIT ${limit} OFFSET ${offset}`,
      ),
    ),
    db.execute(sql`SELECT count(*)::int AS n FROM suppliers s JOIN users u ON u.id = s.user_id WHERE ${where}`),
  ]);
  return { items: rows<Row>(items), total: Number(rows<Row>(count)[0]?.n ?? 0) };
}

/** Active buyers seen since `since`, most recently active first; `onlyCount` skips the page (a locked list). */
export async function onlineBuyers(db: Tx, since: Date, exclude: string | null, limit: number, offset: number, onlyCount = false) {
  const where = sql`u.status = 'active' AND u.last_active_at > ${since.toISOString()} AND b.identity <> ${exclude ?? ''}`;
  const [items, count] = await Promise.all([
    onlyCount
      ? Promise.resolve([] as Row[])
      : db
          .execute(
            withCountry(
              sql`SELECT ${BUYER} FROM buyers b JOIN users u ON u.id = b.user_id WHERE ${where}`,
              sql`ORDER BY p.last_active_at DESC, p.identity LIMIT ${limit} OFFSET ${offset}`,
            ),
          )
          .then((r) => rows<Row>(r)),
    db.execute(sql`SELECT count(*)::int AS n FROM buyers b JOIN users u ON u.id = b.user_id WHERE ${where}`),
  ]);
  return { items, total: Number(rows<Row>(count)[0]?.n ?? 0) };
}

/** The user's last activity is now (the presence heartbeat and `chat.update_last_active`). */
export async function touchLastActive(db: Tx, userIds: string[]): Promise<Date | null> {
  if (userIds.length === 0) return null;
  const [row] = rows<Row>(await db.execute(sql`UPDATE users SET last_active_at = now() WHERE id IN (${list(userIds)}) RETURNING last_active_at`));
  return row ? new Date(row.last_active_at as string) : null;
}
