import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNITS } from '@tradelink/shared/reference/units';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createSupplier } from './factories/selling.ts';
import { clearReferenceCache } from '../src/modules/reference/reference.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('reference data calls', () => {
  it('get_variates returns countries, categories, stats and business types in the caller language', async () => {
    const res = await call(t.app, 'GET', 'get_variates', { lang: 'vi' });
    expect(res.statusCode).toBe(200);
    const data = res.json().message.data;
    const vn = data.country.find((c: { code: string }) => c.code === 'VN');
    expect(vn).toEqual({ name: 'VN', country_name: 'Việt Nam', code: 'VN', custom_calling_code: '+84' });
    expect(data.popular_cate.length).toBeGreaterThan(3);
    expect(data.all_cates.length).toBeGreaterThanOrEqual(10);
    expect(data.monthly_cate[0]).toMatchObject({ name: expect.any(String), category_name: expect.any(String) });
    expect(data.stat).toMatchObject({ suppliers: expect.any(Number), products: expect.any(Number) });
    expect(data.business_type.length).toBeGreaterThan(5);
  });

  it('pictures each category of the month with its newest approved product photo, in one cached answer', async () => {
    const db = t.database.db;
    const seller = await createSupplier(t);
    const monthly = (await db.execute(sql`SELECT id FROM categories WHERE monthly_rank IS NOT NULL ORDER BY monthly_rank LIMIT 2`)) as unknown as { rows: Array<{ id: number }> };
    const [featured, other] = monthly.rows.map((r) => r.id);
    const child = (await db.execute(sql`SELECT id FROM categories WHERE parent_id = ${featured} LIMIT 1`)) as unknown as { rows: Array<{ id: number }> };
    const category = child.rows[0]?.id ?? featured!;
    // A category's own picture comes first (the demo seed gives some one, on a shared database): these two have none.
    await db.execute(sql`UPDATE categories SET image = NULL WHERE id IN (${featured}, ${other})`);
    const older = 'a'.repeat(64);
    const newer = 'b'.repeat(64);
    // After every product already there, so they are the newest even on a shared database other files seeded.
    for (const [key, status, ahead] of [[older, 1, '1 hour'], [newer, 1, '2 hours'], ['c'.repeat(64), 0, '3 hours']] as const) {
      await db.execute(sql`INSERT INTO products (supplier_id, category_id, name, images, status, created_at)
        VALUES (${seller.supplierId}, ${category}, ${`Cover ${key.slice(0, 4)}`}, ${JSON.stringify([key])}::jsonb, ${status},
          greatest(now(), (SELECT max(created_at) FROM products)) + ${ahead}::interval)`);
    }
    clearReferenceCache(db);
    const data = (await call(t.app, 'GET', 'get_variates', { lang: 'en' })).json().message.data as { monthly_cate: Array<{ name: string; image: string | null }> };
    const image = (id: number | undefined) => data.monthly_cate.find((c) => c.name === String(id))?.image;
    // The newest approved product (a pending one never shows), as its thumbnail.
    expect(image(featured)).toBe(`/media/${newer}/thumb.webp`);
    // Nothing photographed in the other (on a fresh database): no picture, the page draws the category's own tile.
    const photographed = (await db.execute(sql`WITH RECURSIVE sub AS (SELECT id FROM categories WHERE id = ${other}
        UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id)
      SELECT count(*)::int AS n FROM products WHERE category_id IN (SELECT id FROM sub) AND status = 1 AND jsonb_array_length(images) > 0`)) as unknown as { rows: Array<{ n: number }> };
    if (photographed.rows[0]!.n === 0) expect(image(other)).toBeNull();
    else expect(image(other)).toMatch(/^\/media\/[0-9a-f]{64}\/thumb\.webp$/);
  });

  it('lists units, currencies and the select options', async () => {
    for (const name of ['get_uom', 'get_currencies', 'get_countries', 'get_business_types_select', 'get_annual_revenue_select', 'get_num_employees_select']) {
      const res = await call(t.app, 'GET', name, { lang: 'zh' });
      expect(res.statusCode, name).toBe(200);
      expect(res.json().message.data.length, name).toBeGreaterThan(5);
    }
    const uom = (await call(t.app, 'GET', 'get_uom', { lang: 'zh' })).json().message.data;
    expect(uom.find((u: { name: string }) => u.name === 'kg').label).toMatch(/[\u4e00-\u9fff]/);
  });

  it('names each unit once per language, the way the pages name quantities', async () => {
    const label = async (lang: string, code: string) =>
      (await call(t.app, 'GET', 'get_uom', { lang })).json().message.data.find((u: { name: string }) => u.name === code).label;
    expect(await label('en', 'ton')).toBe('Metric Ton');
    expect(await label('vi', 'ton')).toBe('Tấn');
    expect(await label('zh', 'ton')).toBe('吨');
    expect(await label('vi', 'piece')).toBe('Cái');
  });

  it('migration 0019 gives a database seeded with the older unit labels the shared table\'s labels', async () => {
    const { db } = t.database;
    await db.execute(sql`UPDATE reference_options SET label_en = '20'' Container', label_vi = 'Container 20 feet', label_zh = '20英尺集装箱' WHERE kind = 'uom' AND code = 'container-20ft'`);
    const migration = fs.readFileSync(path.resolve(import.meta.dirname, '../src/db/migrations/0019_unit_labels.sql'), 'utf8');
    await db.execute(sql.raw(migration));
    const { rows } = (await db.execute(sql`SELECT code, label_en, label_vi, label_zh FROM reference_options WHERE kind = 'uom'`)) as unknown as {
      rows: Array<{ code: string; label_en: string; label_vi: string; label_zh: string }>;
    };
    expect(rows.length).toBe(UNITS.length);
    for (const unit of UNITS) {
      expect(rows.find((r) => r.code === unit.code), unit.code).toEqual({ code: unit.code, label_en: unit.en, label_vi: unit.vi, label_zh: unit.zh });
    }
  });

  it('get_category_taxonomy is a real tree of 3+ levels with names in three languages', async () => {
    const res = await call(t.app, 'POST', 'get_category_taxonomy');
    const tree = res.json().message.data;
    let count = 0;
    let depth = 0;
    const walk = (nodes: Array<{ level: number; names: Record<string, string>; children: unknown[] }>) => {
      for (const n of nodes) {
        count++;
        depth = Math.max(depth, n.level);
        expect(n.names.vi).not.toBe('');
        expect(n.names.zh).toMatch(/[\u4e00-\u9fff]/);
        walk(n.children as never);
      }
    };
    walk(tree);
    expect(count).toBeGreaterThanOrEqual(150);
    expect(depth).toBeGreaterThanOrEqual(3);
  });

  it('search_product_category ignores accents and finds categories in any language', async () => {
    const plain = (await call(t.app, 'POST', 'search_product_category', { body: { kw: 'ca phe' }, lang: 'vi' })).json().message.data;
    expect(plain.length).toBeGreaterThan(0);
    expect(plain[0].category_name.toLowerCase()).toContain('cà phê');
    const zh = (await call(t.app, 'POST', 'search_product_category', { body: { kw: '咖啡' } })).json().message.data;
    expect(zh[0].category_name).toMatch(/coffee/i);
    const none = (await call(t.app, 'POST', 'search_product_category', { body: { kw: 'zzzxxqq' } })).json().message.data;
    expect(none).toEqual([]);
  });

  it('search_product_category_v2 stays within the given category and 404s an unknown one', async () => {
    const tree = (await call(t.app, 'POST', 'get_category_taxonomy')).json().message.data;
    const top = tree[0];
    const res = (await call(t.app, 'POST', 'search_product_category_v2', { body: { kw: '', category_id: top.name } })).json().message.data;
    expect(res.length).toBeGreaterThan(0);
    for (const hit of res) expect(hit.path[0]).toBe(top.category_name);
    const missing = await call(t.app, 'POST', 'search_product_category_v2', { body: { kw: 'x', category_id: '999999' } });
    expect(missing.statusCode).toBe(404);
  });

  it('get_product_attribute_fields returns the group fields or the default set', async () => {
    const tree = (await call(t.app, 'POST', 'get_category_taxonomy')).json().message.data;
    const leaf = tree[0].children[0].children[0];
    const fields = (await call(t.app, 'GET', 'get_product_attribute_fields', { query: { category_id: leaf.name } })).json().message.data;
    expect(fields.length).toBeGreaterThanOrEqual(4);
    expect(fields[0]).toMatchObject({ fieldname: expect.any(String), label: expect.any(String), reqd: expect.any(Number) });
    const defaults = (await call(t.app, 'GET', 'get_product_attribute_fields')).json().message.data;
    expect(defaults.length).toBeGreaterThan(0);
  });
});
