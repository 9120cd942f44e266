import crypto from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { partnerLinks } from '../../db/schema/index.ts';

export type LinkRow = typeof partnerLinks.$inferSelect;

// Codes are short, unguessable enough not to be enumerated, and safe in a URL and a cookie:
// 10 characters of a lowercase alphabet without look-alikes (about 50 bits).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newLinkCode(): string {
  const bytes = crypto.randomBytes(10);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The partner's links: the default first, then by creation; archived ones only when asked. */
export function listLinks(db: Tx, partnerUserId: string, withArchived = false) {
  return db
    .select()
    .from(partnerLinks)
    .where(and(eq(partnerLinks.partnerUserId, partnerUserId), withArchived ? undefined : isNull(partnerLinks.archivedAt)))
    .orderBy(sql`${partnerLinks.isDefault} DESC`, asc(partnerLinks.createdAt), asc(partnerLinks.id));
}

export async function countLinks(db: Tx, partnerUserId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(partnerLinks).where(eq(partnerLinks.partnerUserId, partnerUserId));
  return row?.n ?? 0;
}

export async function findOwnLink(db: Tx, partnerUserId: string, linkId: string): Promise<LinkRow | null> {
  const [row] = await db.select().from(partnerLinks).where(and(eq(partnerLinks.id, linkId), eq(partnerLinks.partnerUserId, partnerUserId))).limit(1);
  return row ?? null;
}

export async function findLinkByCode(db: Tx, code: string): Promise<LinkRow | null> {
  const [row] = await db.select().from(partnerLinks).where(eq(partnerLinks.code, code.toLowerCase())).limit(1);
  return row ?? null;
}

/** Inserts a link under a fresh code (a clash, about never, takes another); null when a default already exists. */
export async function insertLink(db: Tx, values: Omit<typeof partnerLinks.$inferInsert, 'code'>): Promise<LinkRow | null> {
  for (let attempt = 0; ; attempt++) {
    const rows = await db
      .insert(partnerLinks)
      .values({ ...values, code: newLinkCode() })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return rows[0];
    // The one-default index said no: another request made the default meanwhile.
    if (values.isDefault) return null;
    if (attempt >= 3) throw new Error('could not find a free link code');
  }
}

export async function updateLink(db: Tx, id: string, values: Partial<typeof partnerLinks.$inferInsert>): Promise<LinkRow> {
  const [row] = await db.update(partnerLinks).set(values).where(eq(partnerLinks.id, id)).returning();
  return row!;
}
