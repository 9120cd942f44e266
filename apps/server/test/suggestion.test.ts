import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, rfqs, suppliers, users } from '../src/db/schema/index.ts';
import { createAccountSide } from '../src/modules/auth/auth.service.ts';
import { refreshSearchIndex } from '../src/modules/catalog/search-index.ts';
import { SUGGESTION_PAGE_SIZE } from '../src/modules/suggestion/suggestion.service.ts';
import { buildTestApp, call, registerAndLogin, seedDemoForTest, type TestApp } from './helper.ts';

let t: TestApp;
/** A leaf category with its parent, for the category signal. */
let leaf: { id: number; parentId: number };
let otherLeaf: number;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoForTest(t.database.db, { suppliers: 12, buyers: 10, products: 80, rfqs: 10 });
  const leaves = await t.database.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(sql`NOT EXISTS (SELECT 1 FROM categories c2 WHERE c2.parent_id = ${categories.id})`).orderBy(categories.id).limit(40);
  leaf = { id: leaves[0]!.id, parentId: leaves[0]!.parentId! };
  otherLeaf = leaves.find((l) => l.parentId !== leaf.parentId)!.id;
});
afterAll(() => t.close());

type Suggestion = { identity: string; company_name: string; country: string | null; score: number; reasons: Array<Record<string, unknown>>; product_count: number };

const suggest = async (cookie: string, page = 1) => {
  const res = await call(t.app, 'GET', 'customer.suggest_suppliers', { cookie, query: { page: String(page) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as { data: Suggestion[]; total: number; page: number; page_size: number };
};

/** A word no demo data contains, so a test finds exactly the suppliers it made. */
const nonce = () => `zq${crypto.randomBytes(4).toString('hex').replace(/\d/g, 'x')}`;

async function createBuyer(values: Partial<typeof users.$inferInsert> = {}) {
  const account = await registerAndLogin(t, { account_type: 'Buyer' });
  if (Object.keys(values).length) await t.database.db.update(users).set(values).where(eq(users.id, account.user.uuid));
  const { rows } = (await t.database.db.execute(sql`SELECT id FROM buyers WHERE user_id = ${account.user.uuid}`)) as unknown as { rows: Array<{ id: string }> };
  return { ...account, userId: account.user.uuid as string, buyerId: rows[0]!.id };
}

async function createSupplier(values: Partial<typeof suppliers.$inferInsert> & { products?: Array<{ name: string; categoryId: number }> } = {}) {
  const { products: items = [], ...columns } = values;
  const account = await registerAndLogin(t, { account_type: 'Seller', company_name: `Supplier ${nonce()}`, fd_country: 'VN' });
  const [row] = await t.database.db
    .update(suppliers)
    .set({ country: 'VN', ...columns })
    .where(eq(suppliers.userId, account.user.uuid))
    .returning();
  await refreshSearchIndex(t.database.db, 'suppliers', [row!.id]);
  if (items.length) {
    const inserted = await t.database.db
      .insert(products)
      .values(items.map((p) => ({ supplierId: row!.id, status: 1, ...p })))
      .returning({ id: products.id });
    await refreshSearchIndex(t.database.db, 'products', inserted.map((p) => p.id));
  }
  return { ...account, identity: row!.identity, supplierId: row!.id };
}

async function postRfq(buyerId: string, productName: string, categoryId: number, status = 1) {
  await t.database.db.insert(rfqs).values({ buyerId, productName, categoryId, quantity: '500', uom: 'piece', status });
}

describe('customer.suggest_suppliers', () => {
  it('is for logged-in buyers only', async () => {
    expect((await call(t.app, 'GET', 'customer.suggest_suppliers')).statusCode).toBe(401);
    const seller = await createSupplier();
    const res = await call(t.app, 'GET', 'customer.suggest_suppliers', { cookie: seller.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BUYER_ONLY');
  });

  it('ranks suppliers matching an open RFQ by its words above those matching only its category, each with its reasons', async () => {
    const word = nonce();
    const buyer = await createBuyer({ fdCountry: 'IS', sourcingInterests: null });
    await postRfq(buyer.buyerId, `${word} bamboo lanterns`, leaf.id);
    const byWords = await createSupplier({ country: 'TH', verificationLevel: 1, products: [{ name: `Handmade ${word} bamboo lanterns`, categoryId: otherLeaf }] });
    const byCategory = await createSupplier({ country: 'TH', verificationLevel: 1, products: [{ name: 'Rattan storage basket', categoryId: leaf.id }] });
    const byParent = await createSupplier({ country: 'TH', verificationLevel: 1, mainCategoryId: leaf.parentId });
    const unrelated = await createSupplier({ country: 'TH', products: [{ name: 'Rattan storage basket', categoryId: otherLeaf }] });

    const { data, total, page_size } = await suggest(buyer.cookie);
    expect(page_size).toBe(SUGGESTION_PAGE_SIZE);
    expect(data.length).toBeLessThanOrEqual(SUGGESTION_PAGE_SIZE);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(data[0]).toMatchObject({
      identity: byWords.identity,
      reasons: [{ kind: 'rfq_keywords', rfq_name: `${word} bamboo lanterns`, rfq_id: expect.any(Number) }],
      product_count: 1,
      country: 'TH',
    });
    // Every page: on the shared PostgreSQL database other files' suppliers match this category too.
    const all = [...data];
    for (let page = 2; page <= Math.ceil(total / page_size); page++) all.push(...(await suggest(buyer.cookie, page)).data);
    const category = all.find((s) => s.identity === byCategory.identity);
    expect(category?.reasons).toEqual([{ kind: 'rfq_category', rfq_id: expect.any(Number), rfq_name: `${word} bamboo lanterns` }]);
    expect(all.find((s) => s.identity === byParent.identity)?.reasons[0]).toMatchObject({ kind: 'rfq_category' });
    expect(all.some((s) => s.identity === unrelated.identity)).toBe(false);
    for (const s of all) expect(s.reasons.length).toBeGreaterThan(0);
    const scores = data.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('ignores closed RFQs, boosts verified and premium suppliers and the buyer’s country, and never suggests the own company', async () => {
    const word = nonce();
    const buyer = await createBuyer({ fdCountry: 'IS', sourcingInterests: null });
    await postRfq(buyer.buyerId, `${word} wool blankets`, otherLeaf);
    const closedWord = nonce();
    await postRfq(buyer.buyerId, `${closedWord} wool socks`, otherLeaf, 3);
    const plain = await createSupplier({ country: 'TH', verificationLevel: 1, products: [{ name: `${word} wool blankets`, categoryId: leaf.id }] });
    const verified = await createSupplier({ country: 'TH', verificationLevel: 4, products: [{ name: `${word} wool blankets`, categoryId: leaf.id }] });
    const local = await createSupplier({ country: 'IS', verificationLevel: 1, products: [{ name: `${word} wool blankets`, categoryId: leaf.id }] });
    const premium = await createSupplier({
      country: 'TH',
      verificationLevel: 1,
      planName: 'Advance',
      planEndDate: new Date(Date.now() + 30 * 86_400_000),
      products: [{ name: `${word} wool blankets`, categoryId: leaf.id }],
    });
    const closedOnly = await createSupplier({ products: [{ name: `${closedWord} wool socks`, categoryId: leaf.id }] });
    // The buyer's own selling side offers the same thing.
    const [user] = await t.database.db.select().from(users).where(eq(users.id, buyer.userId));
    const own = await createAccountSide(t.database.db, user!, 'Seller', 'Own Wool Co');
    await t.database.db.insert(products).values({ supplierId: own.id, name: `${word} wool blankets`, categoryId: leaf.id, status: 1 });
    await refreshSearchIndex(t.database.db, 'products');

    const { data } = await suggest(buyer.cookie);
    const rank = (identity: string) => data.findIndex((s) => s.identity === identity);
    expect(rank(plain.identity)).toBeGreaterThanOrEqual(0);
    expect(rank(verified.identity)).toBeLessThan(rank(plain.identity));
    expect(rank(premium.identity)).toBeLessThan(rank(plain.identity));
    expect(rank(local.identity)).toBeLessThan(rank(plain.identity));
    expect(data[rank(local.identity)]!.reasons).toEqual([
      { kind: 'rfq_keywords', rfq_id: expect.any(Number), rfq_name: `${word} wool blankets` },
      { kind: 'country', country: 'IS' },
    ]);
    expect(rank(closedOnly.identity)).toBe(-1);
    expect(rank(own.identity)).toBe(-1);
  });

  it('matches the sourcing interests of the profile', async () => {
    const word = nonce();
    const buyer = await createBuyer({ fdCountry: 'IS', sourcingInterests: `${word} teak furniture, garden tools` });
    const match = await createSupplier({ country: 'TH', mainProducts: `${word} teak furniture and outdoor sets` });
    const { data } = await suggest(buyer.cookie);
    expect(data.find((s) => s.identity === match.identity)?.reasons).toEqual([{ kind: 'interests', terms: `${word} teak furniture, garden tools` }]);
    for (const s of data) expect(s.reasons.some((r) => r.kind === 'interests')).toBe(true);
  });

  it('falls back to verified suppliers of the buyer’s country, and to an empty list without any signal', async () => {
    const country = 'LI';
    const buyer = await createBuyer({ fdCountry: country, sourcingInterests: null });
    const low = await createSupplier({ country, verificationLevel: 1 });
    const high = await createSupplier({ country, verificationLevel: 3 });
    const { data } = await suggest(buyer.cookie);
    expect(data.length).toBeGreaterThanOrEqual(2);
    for (const s of data) expect(s).toMatchObject({ country, reasons: [{ kind: 'country', country }] });
    expect(data.findIndex((s) => s.identity === high.identity)).toBeLessThan(data.findIndex((s) => s.identity === low.identity));

    const nothing = await createBuyer({ fdCountry: null, sourcingInterests: null });
    expect(await suggest(nothing.cookie)).toMatchObject({ data: [], total: 0 });
  });

  it('pages without repeating a supplier', async () => {
    const word = nonce();
    const buyer = await createBuyer({ fdCountry: 'IS', sourcingInterests: null });
    await postRfq(buyer.buyerId, `${word} copper wire`, otherLeaf);
    for (let i = 0; i < SUGGESTION_PAGE_SIZE + 2; i++) {
      await createSupplier({ country: 'TH', verificationLevel: 1 + (i % 4), products: [{ name: `${word} copper wire ${i}`, categoryId: leaf.id }] });
    }
    const first = await suggest(buyer.cookie);
    const second = await suggest(buyer.cookie, 2);
    expect(first.total).toBeGreaterThanOrEqual(SUGGESTION_PAGE_SIZE + 2);
    expect(first.data).toHaveLength(SUGGESTION_PAGE_SIZE);
    const seen = new Set(first.data.map((s) => s.identity));
    for (const s of second.data) expect(seen.has(s.identity)).toBe(false);
  });
});
