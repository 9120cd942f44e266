import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts.ts';
import { reviews, users } from '../src/db/schema/index.ts';
import { clearCatalogCache } from '../src/modules/catalog/catalog-cache.ts';
import { buildTestApp, call, seedDemoForTest, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoForTest(t.database.db, { suppliers: 12, buyers: 25, products: 60, rfqs: 5 });
});
afterAll(() => t.close());

const query = async <T>(statement: ReturnType<typeof sql>) => ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

const supplierPage = async (identity: string) => {
  const res = await call(t.app, 'GET', 'supplier.get_public', { query: { id: identity } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data;
};

/** Active suppliers, most reviewed first; not the demo log-ins, whose reviews a later test checks. */
const suppliersByReviews = () =>
  query<{ id: string; identity: string; n: number }>(sql`
    SELECT s.id, s.identity, (SELECT count(*)::int FROM reviews r WHERE r.supplier_id = s.id) AS n
    FROM suppliers s JOIN users u ON u.id = s.user_id
    WHERE u.status = 'active' AND u.email NOT LIKE '%@demo.tradelink.test'
    ORDER BY n DESC, s.identity`);

/** A fresh account that could write reviews (`status` active unless told). */
async function createAuthor(status = 'active', company: string | null = 'Nordic Fresh Imports AB') {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `reviewer.${crypto.randomBytes(5).toString('hex')}@acme-sourcing.com`,
      firstName: 'Ingrid',
      companyName: company,
      fdCountry: 'SE',
      accountType: 'Buyer',
      status,
      onboardStage: 'DONE',
    })
    .returning({ id: users.id });
  return user!.id;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('supplier.get_public — reviews summary', () => {
  it('matches the visible review rows of a seeded supplier: average, count, distribution, newest three', async () => {
    const [supplier] = await suppliersByReviews();
    expect(supplier!.n).toBeGreaterThan(3);
    const rowsOf = await query<{ rating: number; created_at: string; body: string }>(sql`
      SELECT r.rating, r.created_at, r.body FROM reviews r JOIN users u ON u.id = r.author_user_id
      WHERE r.supplier_id = ${supplier!.id} AND r.hidden_at IS NULL AND u.status = 'active'
      ORDER BY r.created_at DESC, r.id DESC`);
    const { reviews: summary } = await supplierPage(supplier!.identity);

    expect(summary.count).toBe(rowsOf.length);
    const mean = rowsOf.reduce((sum, r) => sum + r.rating, 0) / rowsOf.length;
    expect(summary.average).toBeCloseTo(mean, 1);
    expect(Math.round(summary.average * 10)).toBe(summary.average * 10);
    expect(summary.distribution).toEqual([1, 2, 3, 4, 5].map((star) => rowsOf.filter((r) => r.rating === star).length));
    expect(summary.latest).toHaveLength(3);
    expect(summary.latest.map((r: { body: string }) => r.body)).toEqual(rowsOf.slice(0, 3).map((r) => r.body));
    const dates = summary.latest.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(summary.latest[0]).toMatchObject({ author_name: expect.any(String), author_role: 'buyer', rating: expect.any(Number) });
    expect(JSON.stringify(summary)).not.toMatch(/@|email|user_id/);
  });

  it('leaves out hidden reviews and reviews by accounts that are not active', async () => {
    const suppliers = await suppliersByReviews();
    const supplier = suppliers[1]!;
    await t.database.db.execute(sql`DELETE FROM reviews WHERE supplier_id = ${supplier.id}`);
    const [a, b, c, d, hiddenAuthor, suspended] = [
      await createAuthor(),
      await createAuthor('active', null),
      await createAuthor(),
      await createAuthor(),
      await createAuthor(),
      await createAuthor('suspended'),
    ];
    await t.database.db.insert(reviews).values([
      { supplierId: supplier.id, authorUserId: a, authorRole: 'buyer', rating: 5, body: 'Oldest visible', createdAt: daysAgo(40) },
      { supplierId: supplier.id, authorUserId: b, authorRole: 'buyer', rating: 4, body: 'Second line\nkept', createdAt: daysAgo(3) },
      { supplierId: supplier.id, authorUserId: c, authorRole: 'buyer', rating: 4, body: 'Third newest', createdAt: daysAgo(20) },
      { supplierId: supplier.id, authorUserId: d, authorRole: 'buyer', rating: 2, body: 'Newest visible', createdAt: daysAgo(1) },
      { supplierId: supplier.id, authorUserId: hiddenAuthor, authorRole: 'buyer', rating: 1, body: 'Hidden by an operator', createdAt: daysAgo(0), hiddenAt: new Date() },
      { supplierId: supplier.id, authorUserId: suspended, authorRole: 'buyer', rating: 1, body: 'By a suspended account', createdAt: daysAgo(0) },
    ]);
    clearCatalogCache(t.database.db);

    const { reviews: summary } = await supplierPage(supplier.identity);
    expect(summary).toMatchObject({ count: 4, average: 3.8, distribution: [0, 1, 0, 2, 1] });
    expect(summary.latest.map((r: { body: string }) => r.body)).toEqual(['Newest visible', 'Second line\nkept', 'Third newest']);
    // Named by company and country; a person's first name when there is no company.
    expect(summary.latest[0]).toMatchObject({ author_name: 'Nordic Fresh Imports AB', author_country: 'SE', rating: 2 });
    expect(summary.latest[1].author_name).toBe('Ingrid');

    // Suspending an author takes their review out as well.
    await t.database.db.execute(sql`UPDATE users SET status = 'suspended' WHERE id = ${d}`);
    clearCatalogCache(t.database.db);
    const after = (await supplierPage(supplier.identity)).reviews;
    expect(after).toMatchObject({ count: 3, average: 4.3, distribution: [0, 0, 0, 2, 1] });
    expect(after.latest[0].body).toBe('Second line\nkept');
  });

  it('gives a supplier without reviews count 0, no average and an empty list', async () => {
    const suppliers = await suppliersByReviews();
    const supplier = suppliers[2]!;
    await t.database.db.execute(sql`DELETE FROM reviews WHERE supplier_id = ${supplier.id}`);
    clearCatalogCache(t.database.db);
    const { reviews: summary } = await supplierPage(supplier.identity);
    expect(summary).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0], latest: [] });
  });

  it('holds a rating of 1 to 5, once per author and supplier', async () => {
    const [supplier] = await suppliersByReviews();
    const author = await createAuthor();
    const insert = (rating: number) => t.database.db.insert(reviews).values({ supplierId: supplier!.id, authorUserId: author, authorRole: 'buyer', rating, body: 'x' });
    await expect(insert(6)).rejects.toThrow();
    await expect(insert(0)).rejects.toThrow();
    await insert(5);
    await expect(insert(4)).rejects.toThrow();
  });
});

describe('demo reviews', () => {
  it('the demo seller has reviews, the demo buyer wrote none, and every review is dated after both accounts were created', async () => {
    const [seller] = await query<{ identity: string }>(sql`SELECT s.identity FROM suppliers s JOIN users u ON u.id = s.user_id WHERE u.email = ${DEMO_ACCOUNTS.seller}`);
    expect((await supplierPage(seller!.identity)).reviews.count).toBeGreaterThan(0);
    const [byBuyer] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews r JOIN users u ON u.id = r.author_user_id WHERE u.email = ${DEMO_ACCOUNTS.buyer}`);
    expect(byBuyer!.n).toBe(0);
    const [early] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM reviews r JOIN suppliers s ON s.id = r.supplier_id JOIN users a ON a.id = r.author_user_id
      WHERE a.email NOT LIKE 'reviewer.%' AND (r.created_at < s.created_at OR r.created_at < a.created_at)`);
    expect(early!.n).toBe(0);
  });
});
