import { setQuotas } from './wallet.ts';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buyers, categories, products, suppliers, users } from '../../src/db/schema/index.ts';
import { createAccountSide } from '../../src/modules/auth/auth.service.ts';
import { refreshSearchIndex } from '../../src/modules/catalog/search-index.ts';
import { registerAndLogin, type TestApp } from '../helper.ts';
import { createRfq } from './sourcing.ts';

// Factories for the supplier workspace tests (buying leads, contacts). Every account and word is
// fresh, so the tests also run on a shared PostgreSQL database that holds other data.

/** A word no other data contains, so a test can find exactly what it made (letters only: it is indexed as one word). */
export const nonce = () => `zq${crypto.randomBytes(5).toString('hex').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

export async function createBuyer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await registerAndLogin(t, { account_type: 'Buyer', company_name: `Buyer ${nonce()}`, ...overrides });
  const [row] = await t.database.db.select().from(buyers).where(eq(buyers.userId, account.user.uuid)).limit(1);
  return { ...account, userId: account.user.uuid as string, buyerId: row!.id, identity: row!.identity };
}

export interface SupplierSetup {
  level?: number;
  contactQuota?: number;
  conversationQuota?: number;
  /** A plan running for 30 days (starting contact and unlocking need one, decision 019). */
  plan?: 'Trial' | 'Starter' | 'Advance';
  mainCategoryId?: number | null;
  mainProducts?: string | null;
  /** Approved products (their names and categories are what leads are matched on). */
  products?: Array<{ name: string; categoryId: number }>;
}

/** Writes a supplier's level, quota and catalogue directly, as moderation and billing would. */
export async function setupSupplier(t: TestApp, supplierId: string, setup: SupplierSetup) {
  const db = t.database.db;
  const columns: Partial<typeof suppliers.$inferInsert> = {};
  if (setup.level !== undefined) columns.verificationLevel = setup.level;
  if (setup.mainCategoryId !== undefined) columns.mainCategoryId = setup.mainCategoryId;
  if (setup.mainProducts !== undefined) columns.mainProducts = setup.mainProducts;
  if (setup.plan) Object.assign(columns, { planName: setup.plan, planEndDate: new Date(Date.now() + 30 * 86_400_000) });
  if (Object.keys(columns).length) await db.update(suppliers).set(columns).where(eq(suppliers.id, supplierId));
  if (setup.contactQuota !== undefined) await setQuotas(t, supplierId, { contact_quota: setup.contactQuota });
  if (setup.conversationQuota !== undefined) await setQuotas(t, supplierId, { conversation_quota: setup.conversationQuota });
  const items = setup.products ?? [];
  if (!items.length) return [];
  const inserted = await db
    .insert(products)
    .values(items.map((p) => ({ supplierId, status: 1, images: ['a'.repeat(64)], ...p })))
    .returning({ id: products.id });
  await refreshSearchIndex(db, 'products', inserted.map((p) => p.id));
  return inserted.map((p) => p.id);
}

/**
 * A logged-in seller with nothing to match leads on unless given. Its company-domain email makes it
 * Level 2 at activation; Free (no contact or conversation units) unless set.
 */
export async function createSupplier(t: TestApp, setup: SupplierSetup = {}) {
  const account = await registerAndLogin(t, { account_type: 'Seller', company_name: `Seller ${nonce()}`, first_name: 'Minh', fd_country: 'VN' });
  const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.userId, account.user.uuid)).limit(1);
  const productIds = await setupSupplier(t, row!.id, setup);
  return { ...account, userId: account.user.uuid as string, supplierId: row!.id, identity: row!.identity, productIds };
}

/** A buyer account that also sells (its own requests are never its leads). */
export async function createBuyerAndSupplier(t: TestApp, setup: SupplierSetup = {}) {
  const buyer = await createBuyer(t);
  const [user] = await t.database.db.select().from(users).where(eq(users.id, buyer.userId));
  const supplier = await createAccountSide(t.database.db, user!, 'Seller', `Twin ${nonce()}`);
  await setupSupplier(t, supplier.id, setup);
  return { ...buyer, supplierId: supplier.id, supplierIdentity: supplier.identity };
}

/** Approves an RFQ as moderation does: status, review time and search index. */
export async function approveLead(t: TestApp, id: number) {
  await t.database.db.execute(sql`UPDATE rfqs SET status = 1, reviewed_at = now() WHERE id = ${id}`);
  await refreshSearchIndex(t.database.db, 'rfqs', [id]);
}

/** Posts an RFQ through the API and approves it; override any form field. */
export async function postLead(t: TestApp, buyerCookie: string, overrides: Record<string, unknown> = {}) {
  const rfq = await createRfq(t, buyerCookie, overrides);
  await approveLead(t, rfq.id);
  return rfq.id;
}

/**
 * Leaf categories for matching: two siblings under one parent, and a leaf elsewhere in the tree
 * (neither a sibling of them nor below the same top category).
 */
export async function leafCategories(t: TestApp) {
  const all = await t.database.db.select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn }).from(categories);
  const byId = new Map(all.map((c) => [c.id, c]));
  const parents = new Set(all.map((c) => c.parentId));
  const leaves = all.filter((c) => !parents.has(c.id) && c.parentId !== null).sort((a, b) => a.id - b.id);
  const top = (id: number): number => {
    let node = byId.get(id)!;
    while (node.parentId !== null) node = byId.get(node.parentId)!;
    return node.id;
  };
  const a = leaves.find((l) => leaves.some((o) => o.id !== l.id && o.parentId === l.parentId))!;
  const sibling = leaves.find((o) => o.id !== a.id && o.parentId === a.parentId)!;
  const elsewhere = leaves.find((o) => top(o.id) !== top(a.id))!;
  return { a, sibling, parent: byId.get(a.parentId!)!, elsewhere };
}
