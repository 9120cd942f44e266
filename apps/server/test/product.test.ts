import { setQuotas } from './factories/wallet.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';
import { referenceIds } from './factories/sourcing.ts';
import { uploadProductImage } from './factories/product.ts';

let t: TestApp;
let ids: { category_id: number; uom: string };
let seller: { cookie: string; user: { supplier: { supplier_id: string } | null } };
let otherSeller: { cookie: string };
let buyer: { cookie: string };
let operator: { cookie: string; email: string };
let imageKeys: string[];
/** A valid value for every required attribute of the test category. */
let requiredAttributes: Record<string, string>;

const quickBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bamboo cutting board set',
  category_id: ids.category_id,
  images: [imageKeys[0]],
  price_min: '3.20',
  price_max: '4.80',
  currency: 'USD',
  moq: '500',
  uom: ids.uom,
  ...overrides,
});
const fullBody = (overrides: Record<string, unknown> = {}) => ({
  ...quickBody(),
  description: 'Three boards, food-safe oil finish, custom logo engraving.',
  attributes: requiredAttributes,
  is_hot_price: true,
  ...overrides,
});

async function setPostQuota(cookie: string, quota: number) {
  const me = await call(t.app, 'GET', 'customer.me', { cookie });
  const supplierId = me.json().message.data.supplier.supplier_id as string;
  await setQuotas(t, supplierId, { farm_item_post_quota: quota });
}

const post = (cookie: string, body: Record<string, unknown>, name = 'product.create') => call(t.app, 'POST', name, { cookie, body });

beforeAll(async () => {
  t = await buildTestApp();
  ids = await referenceIds(t);
  [seller, otherSeller, buyer, operator] = await Promise.all([
    registerAndLogin(t, { account_type: 'Seller', company_name: 'Đà Nẵng Bamboo Works' }),
    registerAndLogin(t, { account_type: 'Seller', company_name: 'Ningbo Kitchenware Ltd' }),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  await t.database.db.execute(sql`UPDATE users SET roles = ARRAY['Customer','Operator']::text[] WHERE email = ${operator.email}`);
  const fields = (await call(t.app, 'GET', 'get_product_attribute_fields', { query: { category_id: String(ids.category_id) } })).json().message.data as Array<{
    fieldname: string;
    fieldtype: string;
    options: string[];
    reqd: number;
  }>;
  const sample = (f: (typeof fields)[number]) => (f.fieldtype === 'Select' ? f.options[0]! : f.fieldtype === 'Int' ? '12' : f.fieldtype === 'Float' ? '1.5' : 'Vietnam');
  requiredAttributes = Object.fromEntries(fields.filter((f) => f.reqd === 1).map((f) => [f.fieldname, sample(f)]));
  expect(Object.keys(requiredAttributes).length).toBeGreaterThan(0);
  imageKeys = await Promise.all(['#c8a165', '#8e5b2c', '#2c6e8e'].map((c) => uploadProductImage(t, seller.cookie, c)));
});
afterAll(() => t.close());

describe('posting a product', () => {
  it('posts a pending product and spends one posting from the balance', async () => {
    await setPostQuota(seller.cookie, 5);
    const res = await post(seller.cookie, fullBody({ images: imageKeys }));
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json().message.data;
    expect(product).toMatchObject({ name: 'Bamboo cutting board set', status: 0, is_hot_price: true, moq: '500', is_incomplete: false });
    expect(product.images.map((i: { key: string }) => i.key)).toEqual(imageKeys);
    expect(product.images[0].url_thumb).toContain(imageKeys[0]);
    const list = await call(t.app, 'GET', 'product.list_mine', { cookie: seller.cookie, query: {} });
    expect(list.json().message.farm_item_post_quota).toBe(4);
    expect(list.json().message.counts.pending).toBeGreaterThanOrEqual(1);
  });

  it('posts through the quick flow with the short form, marked to finish later', async () => {
    const res = await post(seller.cookie, quickBody({ name: 'Quick bamboo tray' }), 'product.quick_create');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ status: 0, is_incomplete: true, description: null });
  });

  it('refuses a post out of quota and writes nothing', async () => {
    await setPostQuota(otherSeller.cookie, 0);
    const res = await post(otherSeller.cookie, quickBody({ images: [imageKeys[1]] }), 'product.quick_create');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PRODUCT_QUOTA_EXCEEDED');
    const list = await call(t.app, 'GET', 'product.list_mine', { cookie: otherSeller.cookie, query: {} });
    expect(list.json().message.total).toBe(0);
  });

  it('never overspends the quota under parallel posts', async () => {
    await setPostQuota(otherSeller.cookie, 3);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(otherSeller.cookie, quickBody({ name: `Parallel board ${i}` }), 'product.quick_create')),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 403)).toHaveLength(5);
    const list = await call(t.app, 'GET', 'product.list_mine', { cookie: otherSeller.cookie, query: {} });
    expect(list.json().message).toMatchObject({ total: 3, farm_item_post_quota: 0 });
  });

  it('validates on the server with translated, field-named errors', async () => {
    await setPostQuota(seller.cookie, 5);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'ab' }, 'name'],
      [{ images: [] }, 'images'],
      [{ price_min: '10', price_max: '2' }, 'price_max'],
      [{ uom: '' }, 'uom'],
      [{ category_id: 99999999 }, 'category_id'],
      [{ images: ['a'.repeat(64)] }, 'images'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ attributes: { ...requiredAttributes, not_a_field: 'x' } }, 'attributes.not_a_field'],
      [{ attributes: {} }, `attributes.${Object.keys(requiredAttributes)[0]}`],
    ];
    for (const [override, field] of cases) {
      const res = await call(t.app, 'POST', 'product.create', { cookie: seller.cookie, body: fullBody(override), lang: 'vi' });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().field, JSON.stringify(override)).toBe(field);
    }
    const list = await call(t.app, 'GET', 'product.list_mine', { cookie: seller.cookie, query: {} });
    expect(list.json().message.farm_item_post_quota).toBe(5);
  });

  it('is for suppliers only, and logged-in users only', async () => {
    const asBuyer = await post(buyer.cookie, fullBody());
    expect(asBuyer.json().code).toBe('SUPPLIER_ONLY');
    const loggedOut = await call(t.app, 'POST', 'product.create', { body: fullBody() });
    expect(loggedOut.statusCode).toBe(401);
  });
});

describe('managing products', () => {
  it('edits, closes and reopens only its own products; edits go back to review', async () => {
    await setPostQuota(seller.cookie, 5);
    const created = (await post(seller.cookie, fullBody({ name: 'Teak serving board' }))).json().message.data;
    await call(t.app, 'POST', 'moderation.review_post', { cookie: operator.cookie, body: { kind: 'product', id: created.id, decision: 'approve' } });

    const foreign = await call(t.app, 'POST', 'product.update', { cookie: otherSeller.cookie, body: { id: created.id, ...fullBody() } });
    expect(foreign.statusCode).toBe(404);
    expect((await call(t.app, 'GET', 'product.get_mine', { cookie: otherSeller.cookie, query: { id: created.id } })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', 'product.set_status', { cookie: otherSeller.cookie, body: { id: created.id, action: 'close' } })).statusCode).toBe(404);

    const edited = await call(t.app, 'POST', 'product.update', { cookie: seller.cookie, body: { id: created.id, ...fullBody({ name: 'Teak serving board XL' }) } });
    expect(edited.json().message.data).toMatchObject({ name: 'Teak serving board XL', status: 0 });

    const closed = await call(t.app, 'POST', 'product.set_status', { cookie: seller.cookie, body: { id: created.id, action: 'close' } });
    expect(closed.json().message.data.status).toBe(3);
    const editClosed = await call(t.app, 'POST', 'product.update', { cookie: seller.cookie, body: { id: created.id, ...fullBody() } });
    expect(editClosed.json().code).toBe('PRODUCT_NOT_EDITABLE');
    const reopened = await call(t.app, 'POST', 'product.set_status', { cookie: seller.cookie, body: { id: created.id, action: 'reopen' } });
    expect(reopened.json().message.data.status).toBe(0);
  });

  it('lists by status and keyword with counts', async () => {
    const list = await call(t.app, 'GET', 'product.list_mine', { cookie: seller.cookie, query: { status: 'pending', keyword: 'teak' } });
    const body = list.json().message;
    expect(body.data.map((p: { name: string }) => p.name)).toEqual(['Teak serving board XL']);
    expect(body.counts.all).toBe(body.counts.pending + body.counts.approved + body.counts.rejected + body.counts.closed);
  });
});

describe('moderation of products', () => {
  it('approves a product onto the public page, and a rejection shows its reason to the owner only', async () => {
    await setPostQuota(seller.cookie, 5);
    const a = (await post(seller.cookie, fullBody({ name: 'Acacia salad bowl' }))).json().message.data;
    expect((await call(t.app, 'GET', 'product.get', { query: { id: a.id } })).statusCode).toBe(404);
    const approved = await call(t.app, 'POST', 'moderation.review_post', { cookie: operator.cookie, body: { kind: 'product', id: a.id, decision: 'approve' } });
    expect(approved.json().message.data).toMatchObject({ status: 1 });
    const publicPage = await call(t.app, 'GET', 'product.get', { query: { id: a.id } });
    expect(publicPage.statusCode, publicPage.body).toBe(200);
    expect(publicPage.json().message.data.name).toBe('Acacia salad bowl');

    const b = (await post(seller.cookie, fullBody({ name: 'Replica brand board' }))).json().message.data;
    const noReason = await call(t.app, 'POST', 'moderation.review_post', { cookie: operator.cookie, body: { kind: 'product', id: b.id, decision: 'reject' } });
    expect(noReason.json().field).toBe('reason');
    await call(t.app, 'POST', 'moderation.review_post', { cookie: operator.cookie, body: { kind: 'product', id: b.id, decision: 'reject', reason: 'Uses a trademark you do not own.' } });
    const mine = await call(t.app, 'GET', 'product.get_mine', { cookie: seller.cookie, query: { id: b.id } });
    expect(mine.json().message.data).toMatchObject({ status: 2, reject_reason: 'Uses a trademark you do not own.' });
  });

  it('names the unit of an approved product in the reader\'s language, from the shared units table', async () => {
    await setPostQuota(seller.cookie, 5);
    const p = (await post(seller.cookie, fullBody({ name: 'Rice husk pellets', moq: '1000', uom: 'ton' }))).json().message.data;
    await call(t.app, 'POST', 'moderation.review_post', { cookie: operator.cookie, body: { kind: 'product', id: p.id, decision: 'approve' } });
    const label = async (lang: string) => {
      const res = await call(t.app, 'GET', 'product.get', { query: { id: p.id }, lang });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().message.data as { uom: string; uom_label: string };
      expect(data.uom).toBe('ton');
      return data.uom_label;
    };
    // English counts the MOQ (1,000 of them: plural); Vietnamese and Chinese do not inflect.
    expect(await label('en')).toBe('Metric Tons');
    expect(await label('vi')).toBe('Tấn');
    expect(await label('zh')).toBe('吨');
    // Search cards name it too (light pages show it without the units table).
    const card = async (lang: string) => {
      const res = await call(t.app, 'GET', 'catalog.search', { query: { tab: 'products', keyword: 'Rice husk pellets', exact: '1' }, lang });
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json().message.data as Array<{ id: number; uom_label: string | null }>).find((x) => x.id === p.id);
      return found?.uom_label;
    };
    expect(await card('en')).toBe('Metric Tons');
    expect(await card('vi')).toBe('Tấn');
    expect(await card('zh')).toBe('吨');
  });

  it('refuses anyone without the Operator role', async () => {
    const res = await call(t.app, 'POST', 'moderation.review_post', { cookie: seller.cookie, body: { kind: 'product', id: 1, decision: 'approve' } });
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, 'POST', 'moderation.review_post', { body: { kind: 'product', id: 1, decision: 'approve' } })).statusCode).toBe(401);
  });
});
