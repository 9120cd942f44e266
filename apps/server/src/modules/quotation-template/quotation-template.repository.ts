import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { quotationTemplates } from '../../db/schema/index.ts';

export type TemplateRow = typeof quotationTemplates.$inferSelect;
export type TemplateColumns = Omit<typeof quotationTemplates.$inferInsert, 'id' | 'supplierId' | 'createdAt' | 'updatedAt'>;

/** The supplier's templates, by name (case-insensitive, as names are unique). */
export function listOwned(db: Tx, supplierId: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(quotationTemplates)
    .where(eq(quotationTemplates.supplierId, supplierId))
    .orderBy(sql`lower(${quotationTemplates.name})`, asc(quotationTemplates.id));
}

/** One of the supplier's templates; someone else's is as absent as a missing one. */
export async function findOwned(db: Tx, supplierId: string, id: number): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(quotationTemplates)
    .where(and(eq(quotationTemplates.id, id), eq(quotationTemplates.supplierId, supplierId)))
    .limit(1);
  return row ?? null;
}

export async function countOwned(db: Tx, supplierId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quotationTemplates).where(eq(quotationTemplates.supplierId, supplierId));
  return Number(row?.n ?? 0);
}

export async function insert(db: Tx, supplierId: string, values: TemplateColumns): Promise<TemplateRow> {
  const [row] = await db.insert(quotationTemplates).values({ supplierId, ...values }).returning();
  return row!;
}

export async function update(db: Tx, supplierId: string, id: number, values: TemplateColumns): Promise<TemplateRow | null> {
  const [row] = await db
    .update(quotationTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(quotationTemplates.id, id), eq(quotationTemplates.supplierId, supplierId)))
    .returning();
  return row ?? null;
}

export async function remove(db: Tx, supplierId: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(quotationTemplates)
    .where(and(eq(quotationTemplates.id, id), eq(quotationTemplates.supplierId, supplierId)))
    .returning({ id: quotationTemplates.id });
  return deleted.length > 0;
}

/** Locks the supplier row, so two parallel creations cannot both pass the template limit. */
export async function lockSupplier(db: Tx, supplierId: string): Promise<void> {
  await db.execute(sql`SELECT id FROM suppliers WHERE id = ${supplierId} FOR UPDATE`);
}
