import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helper.ts';

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

  it('lists units, currencies and the select options', async () => {
    for (const name of ['get_uom', 'get_currencies', 'get_countries', 'get_business_types_select', 'get_annual_revenue_select', 'get_num_employees_select']) {
      const res = await call(t.app, 'GET', name, { lang: 'zh' });
      expect(res.statusCode, name).toBe(200);
      expect(res.json().message.data.length, name).toBeGreaterThan(5);
    }
    const uom = (await call(t.app, 'GET', 'get_uom', { lang: 'zh' })).json().message.data;
    expect(uom.find((u: { name: string }) => u.name === 'kg').label).toMatch(/[\u4e00-\u9fff]/);
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
