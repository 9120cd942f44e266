import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCatalogCache } from '../src/modules/catalog/catalog-cache.ts';
import type { FastifyRequest } from 'fastify';
import { callPath } from '@tradelink/shared/api/paths';
import { createInjectFetch } from '../src/web/inject-fetch.ts';
import { buildTestApp, call, seedDemoForTest, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoForTest(t.database.db, { suppliers: 10, buyers: 10, products: 120, rfqs: 20 });
});
afterAll(() => t.close());

const firstProductId = async () =>
  ((await t.database.db.execute(sql`SELECT id FROM products WHERE status = 1 ORDER BY id LIMIT 1`)) as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;

describe('answers of public calls carry ETags', () => {
  it('a repeated search with the ETag gets 304 without a body; another language gets another answer', async () => {
    const first = await call(t.app, 'GET', 'catalog.search', { query: { keyword: 'coffee' }, lang: 'en' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await call(t.app, 'GET', 'catalog.search', { query: { keyword: 'coffee' }, lang: 'en', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const vi = await call(t.app, 'GET', 'catalog.search', { query: { keyword: 'coffee' }, lang: 'vi', headers: { 'if-none-match': etag } });
    expect(vi.statusCode).toBe(200);
    expect(vi.headers.etag).not.toBe(etag);
    expect(vi.json().message.total).toBe(first.json().message.total);
  });

  it('reference calls answer 304 to a matching If-None-Match', async () => {
    const first = await call(t.app, 'GET', 'get_countries', { lang: 'zh' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message.data.length).toBeGreaterThan(50);
    const again = await call(t.app, 'GET', 'get_countries', { lang: 'zh', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the answer cache follows writes', () => {
  it('a closed product disappears once the catalog cache is cleared, as a write does', async () => {
    const id = await firstProductId();
    expect((await call(t.app, 'GET', 'product.get', { query: { id: String(id) } })).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE products SET status = 3 WHERE id = ${id}`);
    clearCatalogCache(t.database.db);
    expect((await call(t.app, 'GET', 'product.get', { query: { id: String(id) } })).statusCode).toBe(404);
    await t.database.db.execute(sql`UPDATE products SET status = 1 WHERE id = ${id}`);
    clearCatalogCache(t.database.db);
  });

  it('with the cache turned off (CATALOG_CACHE_TTL_MS=0) every request sees the database', async () => {
    const bare = await buildTestApp({ CATALOG_CACHE_TTL_MS: '0' });
    try {
      await seedDemoForTest(bare.database.db, { suppliers: 3, buyers: 3, products: 20, rfqs: 3 });
      const id = ((await bare.database.db.execute(sql`SELECT id FROM products WHERE status = 1 LIMIT 1`)) as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
      expect((await call(bare.app, 'GET', 'product.get', { query: { id: String(id) } })).statusCode).toBe(200);
      await bare.database.db.execute(sql`UPDATE products SET status = 2 WHERE id = ${id}`);
      expect((await call(bare.app, 'GET', 'product.get', { query: { id: String(id) } })).statusCode).toBe(404);
      // The PostgreSQL run shares its database with the other files.
      await bare.database.db.execute(sql`UPDATE products SET status = 1 WHERE id = ${id}`);
    } finally {
      await bare.close();
    }
  });
});

describe("a page's loaders take cached public answers in-process", () => {
  // Unsigned on purpose: an answer taken from the cache never reaches the signature check, while a
  // call that goes through Fastify without a signature gets 401 BAD_SIGNATURE.
  const visitor = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    ({ headers, cookies, ip: '10.9.8.7' }) as unknown as FastifyRequest;
  const search = callPath('catalog.search');

  it('the same bytes as the call, from the cache, in the language the call would have used', async () => {
    clearCatalogCache(t.database.db);
    const fetch = createInjectFetch(t.app);
    // Not cached yet: the whole way (and refused, unsigned).
    expect((await fetch(visitor({ 'accept-language': 'vi' }))(`${search}?keyword=bamboo`)).status).toBe(401);
    const warm = await call(t.app, 'GET', 'catalog.search', { query: { keyword: 'bamboo' }, lang: 'vi' });
    expect(warm.statusCode).toBe(200);

    const local = await fetch(visitor({ 'accept-language': 'vi' }))(`${search}?keyword=bamboo`);
    expect(local.status).toBe(200);
    expect(local.headers.get('etag')).toBe(warm.headers.etag);
    expect(await local.text()).toBe(warm.body);
    // The saved language (cookie) wins over the header, as for the call itself: zh is not cached.
    expect((await fetch(visitor({ 'accept-language': 'vi' }, { lang: 'zh' }))(`${search}?keyword=bamboo`)).status).toBe(401);
    expect((await fetch(visitor({ 'accept-language': 'en' }))(`${search}?keyword=bamboo&lang=vi`)).status).toBe(200);
  });

  it('bad input, repeated parameters and a cleared cache go the whole way', async () => {
    const fetch = createInjectFetch(t.app)(visitor({ 'accept-language': 'vi' }));
    expect((await fetch(`${search}?keyword=bamboo`)).status).toBe(200);
    expect((await fetch(`${search}?keyword=bamboo&keyword=rice`)).status).toBe(401);
    expect((await fetch(`${search}?keyword=bamboo&page=-4`)).status).toBe(401);
    expect((await fetch(`${search}?keyword=bam%00boo`)).status).toBe(401);
    clearCatalogCache(t.database.db);
    expect((await fetch(`${search}?keyword=bamboo`)).status).toBe(401);
  });

  it('a POST without input (the category tree) too, and never a POST with a body it cannot read', async () => {
    const fetch = createInjectFetch(t.app)(visitor({ 'accept-language': 'zh' }));
    const tree = callPath('get_category_taxonomy');
    const warm = await call(t.app, 'POST', 'get_category_taxonomy', { lang: 'zh' });
    expect(warm.statusCode).toBe(200);
    const local = await fetch(tree, { method: 'POST', body: '{}' });
    expect(local.status).toBe(200);
    expect(await local.text()).toBe(warm.body);
    expect((await fetch(tree, { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});
