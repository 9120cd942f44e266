import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, seedDemoForTest, registerAndLogin, type TestApp } from './helper.ts';
import { CANDIDATE_CAP } from '../src/modules/catalog/search.repository.ts';
import { clearCatalogCache } from '../src/modules/catalog/catalog-cache.ts';
import { refreshSearchIndex } from '../src/modules/catalog/search-index.ts';
import { exactQuery, findWords, fuzzyQuery, PREFIX_WORDS, withSpellings } from '../src/modules/catalog/search-words.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoForTest(t.database.db, { suppliers: 40, buyers: 30, products: 1200, rfqs: 150 });
});
afterAll(() => t.close());

const search = async (query: Record<string, string>, lang = 'en') => {
  const res = await call(t.app, 'GET', 'catalog.search', { query, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message;
};

const statusOf = async (ids: number[]) => {
  const result = (await t.database.db.execute(sql`SELECT DISTINCT status FROM products WHERE id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`)) as unknown as { rows: Array<{ status: number }> };
  return result.rows.map((r) => r.status);
};

describe('catalog.search — products', () => {
  it('tolerates typos: "stainles steel" finds stainless steel products, ranked by relevance', async () => {
    const res = await search({ keyword: 'stainles steel' });
    expect(res.total).toBeGreaterThan(0);
    expect(res.data[0].name.toLowerCase()).toMatch(/stainless|inox|不锈钢/);
  });

  it('ignores Vietnamese accents: "ca phe" finds "cà phê"', async () => {
    const res = await search({ keyword: 'ca phe', page_size: '50' });
    expect(res.total).toBeGreaterThan(0);
    expect(res.data.some((p: { name: string }) => p.name.toLowerCase().includes('cà phê'))).toBe(true);
  });

  it('finds Chinese names by character n-grams', async () => {
    const res = await search({ keyword: '不锈钢' });
    expect(res.total).toBeGreaterThan(0);
    expect(res.data.some((p: { name: string; category: { name: string } }) => /不锈钢|stainless|inox/i.test(p.name))).toBe(true);
  });

  it('lists only approved products', async () => {
    const res = await search({ page_size: '50' });
    expect(res.data.length).toBe(50);
    expect(await statusOf(res.data.map((p: { id: number }) => p.id))).toEqual([1]);
  });

  it('filters by several countries and by verified suppliers, with facet counts', async () => {
    const res = await search({ countries: 'VN,CN', is_verified: '1', page_size: '50' });
    expect(res.total).toBeGreaterThan(0);
    for (const p of res.data) {
      expect(['VN', 'CN']).toContain(p.supplier.country);
      expect(p.supplier.verification_level).toBeGreaterThanOrEqual(2);
    }
    expect(res.facets.verified).toBe(res.total);
    // Most first; equal counts in the values' order, whatever order the statement grouped them in.
    const order = (list: Array<{ value: string; count: number }>) => list.map((f) => `${String(1e6 - f.count).padStart(7, '0')} ${f.value}`);
    expect(order(res.facets.countries)).toEqual([...order(res.facets.countries)].sort());
    const countryTotal = res.facets.countries.reduce((s: number, c: { count: number }) => s + c.count, 0);
    expect(countryTotal).toBe(res.total);
  });

  it('filters by a category and everything below it', async () => {
    // A keyword keeps the match set under the candidate cap, so facet counts are exact.
    const all = await search({ keyword: 'coffee', page_size: '1' });
    expect(all.total).toBeLessThan(1000);
    const top = all.facets.categories[0];
    const res = await search({ keyword: 'coffee', category_id: top.value, page_size: '50' });
    expect(res.total).toBe(top.count);
  });

  it('pages through results without repeating them, and sorts by price', async () => {
    const one = await search({ page: '1' });
    const two = await search({ page: '2' });
    expect(one.page_size).toBe(20);
    const ids = new Set(one.data.map((p: { id: number }) => p.id));
    expect(two.data.some((p: { id: number }) => ids.has(p.id))).toBe(false);
    const cheap = await search({ sort: 'price', sort_mode: 'asc', page_size: '30' });
    const prices = cheap.data.map((p: { price_min: number }) => p.price_min);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('counts the capped candidates: a broad search totals at most CANDIDATE_CAP', async () => {
    const result = (await t.database.db.execute(sql`
      SELECT count(*)::int AS n FROM products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id
      WHERE p.status = 1 AND u.status = 'active'`)) as unknown as { rows: Array<{ n: number }> };
    const res = await search({ page_size: '1' });
    expect(res.total).toBe(Math.min(result.rows[0]!.n, CANDIDATE_CAP));
    expect(res.facets.verified).toBeLessThanOrEqual(res.total);
  });

  it('rejects a bad page with a translated error naming the field', async () => {
    const res = await call(t.app, 'GET', 'catalog.search', { query: { page: '0' }, lang: 'vi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('page');
    const unknown = await call(t.app, 'GET', 'catalog.search', { query: { category_id: '999999' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('catalog.search — words', () => {
  it('completes the last word while it is typed', async () => {
    const res = await search({ keyword: 'stainless ste', page_size: '50' });
    expect(res.total).toBeGreaterThan(0);
    expect(res.data[0].name.toLowerCase()).toMatch(/stainless|inox|不锈钢/);
    const coffee = await search({ keyword: 'cof', page_size: '50' });
    expect(coffee.data.some((p: { name: string }) => /coffee|cà phê|咖啡/i.test(p.name))).toBe(true);
  });

  it('ranks every match by the completions as one prefix exactly as by the listed completions', async () => {
    const db = t.database.db;
    const rankDiffers = async (text: string, rank: string) => {
      const result = (await db.execute(sql`
        SELECT count(*)::int AS n, (count(*) FILTER (WHERE ts_rank_cd(search_vector, to_tsquery('simple', ${text}))
          <> ts_rank_cd(search_vector, to_tsquery('simple', ${rank}))))::int AS differing
        FROM products WHERE status = 1 AND search_vector @@ to_tsquery('simple', ${text})`)) as unknown as { rows: Array<{ n: number; differing: number }> };
      return result.rows[0]!;
    };
    let compared = 0;
    for (const keyword of ['st', 'ste', 'co', 'coff', 'ca', 'stainless ste', 'ca ph', 'bam', 'led li', 'ri']) {
      const found = (await findWords(db, keyword.split(' ')))!;
      const last = found.at(-1)!.matches.length;
      if (last < 2 || last > PREFIX_WORDS) continue;
      const query = exactQuery(found);
      expect(query.rank, keyword).toContain(':*');
      const { n, differing } = await rankDiffers(query.text, query.rank);
      expect(n, keyword).toBeGreaterThan(0);
      expect(differing, keyword).toBe(0);
      // With near spellings of a misspelt word before it, too.
      const near = fuzzyQuery(await withSpellings(db, [{ word: 'stainles', matches: [], spellings: [] }, ...found]));
      if (near) expect((await rankDiffers(near.text, near.rank)).differing, keyword).toBe(0);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(3);
  });

  it('answers a word missing from the lexicon with its near spellings alone, facets counting them', async () => {
    const res = await search({ keyword: 'stainlss', page_size: '50' });
    expect(res.corrected).toBe('stainless');
    expect(res.total).toBeGreaterThan(0);
    expect(res.facets.countries.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(res.total);
    expect(await search({ keyword: 'stainlss', exact: '1' })).toMatchObject({ total: 0, data: [], corrected: null });
  });

  it('finds the words of a product indexed after the seed: whole, completed and misspelled', async () => {
    const db = t.database.db;
    const [shown] = (await search({ page_size: '1' })).data;
    const added = (await db.execute(sql`
      INSERT INTO products (supplier_id, category_id, name, images, currency, status)
      SELECT supplier_id, category_id, 'Zorbulator grinder', images, currency, 1 FROM products WHERE id = ${shown.id}
      RETURNING id`)) as unknown as { rows: Array<{ id: number }> };
    const id = added.rows[0]!.id;
    await refreshSearchIndex(db, 'products', [id]);
    clearCatalogCache(db);
    try {
      for (const keyword of ['zorbulator', 'zorbul', 'zorbulatr grinder', 'zorbulatr']) {
        const res = await search({ keyword });
        expect(res.data.map((p: { id: number }) => p.id), keyword).toContain(id);
      }
    } finally {
      await db.execute(sql`DELETE FROM products WHERE id = ${id}`);
      clearCatalogCache(db);
    }
  });
});

describe('catalog.search — other tabs', () => {
  it('finds suppliers, buyers and approved RFQs', async () => {
    const suppliers = await search({ tab: 'suppliers' });
    expect(suppliers.data[0]).toMatchObject({ kind: 'supplier', identity: expect.stringMatching(/^SUP/) });
    const buyers = await search({ tab: 'buyers' });
    expect(buyers.data[0]).toMatchObject({ kind: 'buyer', identity: expect.stringMatching(/^BUR/) });
    expect(buyers.data[0]).not.toHaveProperty('email');
    const rfqs = await search({ tab: 'rfqs', page_size: '50' });
    expect(rfqs.data[0]).toMatchObject({ kind: 'rfq' });
    const statuses = (await t.database.db.execute(
      sql`SELECT DISTINCT status FROM rfqs WHERE id IN (${sql.join(rfqs.data.map((r: { id: number }) => sql`${r.id}`), sql`, `)})`,
    )) as unknown as { rows: Array<{ status: number }> };
    expect(statuses.rows.map((r) => r.status)).toEqual([1]);
  });

  it('answers category names in the caller language', async () => {
    const res = await search({ page_size: '5' }, 'zh');
    expect(res.data[0].category.name).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('product.get and supplier.get_public', () => {
  // Demo products (other files on a shared database add bare ones of their own).
  const idsWithStatus = async (status: number) =>
    ((await t.database.db.execute(sql`SELECT id FROM products WHERE status = ${status} AND attributes <> '{}'::jsonb ORDER BY id LIMIT 3`)) as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id);

  it('shows an approved product with attributes, its supplier and related products', async () => {
    const [id] = await idsWithStatus(1);
    const res = await call(t.app, 'GET', 'product.get', { query: { id: String(id) }, lang: 'vi' });
    expect(res.statusCode).toBe(200);
    const product = res.json().message.data;
    expect(product).toMatchObject({ id, supplier: { identity: expect.stringMatching(/^SUP/) } });
    expect(product.category_path.length).toBeGreaterThanOrEqual(2);
    expect(product.attributes.length).toBeGreaterThan(0);
    expect(product.related.every((p: { id: number }) => p.id !== id)).toBe(true);
    expect(JSON.stringify(product)).not.toMatch(/@|password|customer_phone/);
  });

  it('relates the newest approved products of its category, as browsing the category lists them', async () => {
    const [id] = await idsWithStatus(1);
    const product = (await call(t.app, 'GET', 'product.get', { query: { id: String(id) } })).json().message.data;
    const category = product.category_path.at(-1).id;
    const browse = await search({ category_id: String(category), page_size: '9' });
    const newest = browse.data.map((p: { id: number }) => p.id).filter((other: number) => other !== id).slice(0, 8);
    expect(product.related.map((p: { id: number }) => p.id)).toEqual(newest);
  });

  it('relates cards identical to the browsing cards, also for a product filed under a category with subcategories', async () => {
    const [id] = await idsWithStatus(1);
    const before = (await call(t.app, 'GET', 'product.get', { query: { id: String(id) }, lang: 'zh' })).json().message.data;
    const leaf = before.category_path.at(-1).id;
    const parent = before.category_path.at(-2).id;
    const cards = async (category: number) =>
      (await search({ category_id: String(category), page_size: '9' }, 'zh')).data.filter((p: { id: number }) => p.id !== id).slice(0, 8);
    expect(before.related).toEqual(await cards(leaf));
    // Filed under the parent, it relates the newest of the parent and every category below it.
    await t.database.db.execute(sql`UPDATE products SET category_id = ${parent} WHERE id = ${id}`);
    try {
      clearCatalogCache(t.database.db);
      const moved = (await call(t.app, 'GET', 'product.get', { query: { id: String(id) }, lang: 'zh' })).json().message.data;
      const related = await cards(parent);
      expect(new Set(related.map((p: { category: { id: number } }) => p.category.id)).size).toBeGreaterThan(1);
      expect(moved.related).toEqual(related);
    } finally {
      await t.database.db.execute(sql`UPDATE products SET category_id = ${leaf} WHERE id = ${id}`);
      clearCatalogCache(t.database.db);
    }
  });

  it('gives 404 for pending, rejected, closed and unknown products, 400 for a malformed id', async () => {
    for (const status of [0, 2, 3]) {
      const [id] = await idsWithStatus(status);
      if (id === undefined) continue;
      expect((await call(t.app, 'GET', 'product.get', { query: { id: String(id) } })).statusCode).toBe(404);
    }
    expect((await call(t.app, 'GET', 'product.get', { query: { id: '99999999' } })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', 'product.get', { query: { id: 'abc' } })).statusCode).toBe(400);
  });

  it('shows a supplier profile with only its own approved products and no contact details', async () => {
    const list = await search({ tab: 'suppliers' });
    const identity = list.data[0].identity;
    const res = await call(t.app, 'GET', 'supplier.get_public', { query: { id: identity } });
    expect(res.statusCode).toBe(200);
    const supplier = res.json().message.data;
    expect(supplier.identity).toBe(identity);
    for (const p of supplier.products) expect(p.supplier.identity).toBe(identity);
    expect(JSON.stringify(supplier)).not.toMatch(/@|customer_phone|password/);
    expect((await call(t.app, 'GET', 'supplier.get_public', { query: { id: 'SUP0000000' } })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', 'supplier.get_public', { query: { id: '../etc' } })).statusCode).toBe(400);
  });
});

describe('rfq.get, buyer.get_public and the guest page limit', () => {
  const rfqIds = async (status: number) =>
    ((await t.database.db.execute(sql`SELECT id FROM rfqs WHERE status = ${status} ORDER BY id LIMIT 8`)) as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id);

  it('shows an approved RFQ without buyer contact details, 404 otherwise', async () => {
    const [id] = await rfqIds(1);
    const res = await call(t.app, 'GET', 'rfq.get', { query: { id: String(id) }, headers: { cookie: 'tl_gid=guest-aaaaaaaaaaaaaaaa' } });
    expect(res.statusCode).toBe(200);
    const rfq = res.json().message.data;
    expect(rfq).toMatchObject({ id, status: 1, buyer: { identity: expect.stringMatching(/^BUR/) } });
    expect(JSON.stringify(rfq)).not.toMatch(/@|customer_phone/);
    const [pending] = await rfqIds(0);
    expect((await call(t.app, 'GET', 'rfq.get', { query: { id: String(pending) } })).statusCode).toBe(404);
  });

  it('lets a guest open 5 RFQ pages per window, then answers 429 and records the blocked attempt', async () => {
    const ids = await rfqIds(1);
    const cookie = 'tl_gid=guest-bbbbbbbbbbbbbbbb; tz=Asia/Ho_Chi_Minh';
    for (const id of ids.slice(0, 5)) {
      expect((await call(t.app, 'GET', 'rfq.get', { query: { id: String(id) }, headers: { cookie } })).statusCode).toBe(200);
    }
    const blocked = await call(t.app, 'GET', 'rfq.get', { query: { id: String(ids[5]) }, headers: { cookie } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('GUEST_LIMIT');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const row = (await t.database.db.execute(sql`SELECT count, blocked_attempt, time_zone FROM guest_page_views WHERE guest_id = 'guest-bbbbbbbbbbbbbbbb' AND page_type = 'rfq'`)) as unknown as {
      rows: Array<{ count: number; blocked_attempt: boolean; time_zone: string }>;
    };
    expect(row.rows[0]).toEqual({ count: 5, blocked_attempt: true, time_zone: 'Asia/Ho_Chi_Minh' });

    // Another page type has its own count.
    const buyers = await search({ tab: 'buyers' });
    expect((await call(t.app, 'GET', 'buyer.get_public', { query: { id: buyers.data[0].identity }, headers: { cookie } })).statusCode).toBe(200);
  });

  it('does not limit a logged-in user', async () => {
    const { cookie } = await registerAndLogin(t);
    for (const id of (await rfqIds(1)).slice(0, 7)) {
      expect((await call(t.app, 'GET', 'rfq.get', { query: { id: String(id) }, cookie })).statusCode).toBe(200);
    }
  });

  it('shows a public buyer profile with approved RFQs and no contact details', async () => {
    const buyers = await search({ tab: 'buyers', page_size: '50' });
    const withRfqs = buyers.data.find((b: { rfq_count: number }) => b.rfq_count > 0);
    const res = await call(t.app, 'GET', 'buyer.get_public', { query: { id: withRfqs.identity }, headers: { cookie: 'tl_gid=guest-cccccccccccccccc' } });
    expect(res.statusCode).toBe(200);
    const buyer = res.json().message.data;
    expect(buyer.rfqs.length).toBe(Math.min(10, withRfqs.rfq_count));
    expect(JSON.stringify(buyer)).not.toMatch(/@|customer_phone|email/);
  });
});

describe('catalog.search — product ads', () => {
  it('lists a promoted product first by relevance even when it is outside the capped candidates', async () => {
    const db = t.database.db;
    const approved = async () =>
      ((await db.execute(sql`SELECT count(*)::int AS n, (array_agg(id ORDER BY created_at, id))[1] AS oldest FROM products WHERE status = 1`)) as unknown as {
        rows: Array<{ n: number; oldest: number }>;
      }).rows[0]!;
    // Browsing takes the newest CANDIDATE_CAP products: the oldest is left out unless its ad pins it.
    // Newer copies of an approved product make sure there are more than that (deleted afterwards).
    const missing = Math.max(0, CANDIDATE_CAP + 10 - (await approved()).n);
    const added = (await db.execute(sql`
      INSERT INTO products (supplier_id, category_id, name, images, currency, status)
      SELECT p.supplier_id, p.category_id, p.name, p.images, p.currency, 1 FROM products p, generate_series(1, ${missing})
      WHERE p.id = (SELECT id FROM products WHERE status = 1 ORDER BY created_at DESC, id DESC LIMIT 1)
      RETURNING id`)) as unknown as { rows: Array<{ id: number }> };
    const { n, oldest } = await approved();
    expect(n).toBeGreaterThan(CANDIDATE_CAP);
    await db.execute(sql`UPDATE products SET promoted_until = now() + interval '1 day' WHERE id = ${oldest}`);
    clearCatalogCache(db);
    try {
      // Other files may promote products in a shared database: every promoted product leads, and the pinned one is among them.
      const res = await search({ sort: 'relevance', page_size: '50' });
      const flags = res.data.map((p: { is_promoted: boolean }) => p.is_promoted);
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
      expect(res.data.find((p: { id: number }) => p.id === oldest)).toMatchObject({ is_promoted: true });
    } finally {
      await db.execute(sql`UPDATE products SET promoted_until = NULL WHERE id = ${oldest}`);
      const ids = added.rows.map((r) => r.id);
      if (ids.length) await db.execute(sql`DELETE FROM products WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
      clearCatalogCache(db);
    }
  });
});
