import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TEMPLATES } from '@tradelink/shared/quotation/template';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';
import { referenceIds } from './factories/sourcing.ts';
import { registerSeller, templateBody } from './factories/quoting.ts';

let t: TestApp;
let uom: string;
let owner: { cookie: string };
let other: { cookie: string };
let buyer: { cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  uom = (await referenceIds(t)).uom;
  [owner, other, buyer] = await Promise.all([registerSeller(t), registerSeller(t), registerAndLogin(t)]);
});
afterAll(() => t.close());

const save = (cookie: string | undefined, body: Record<string, unknown>) => call(t.app, 'POST', 'quotation_template.save', { cookie, body });
const get = (cookie: string | undefined, id: number) => call(t.app, 'GET', 'quotation_template.get', { cookie, query: { id: String(id) } });
const list = (cookie: string | undefined) => call(t.app, 'GET', 'quotation_template.list', { cookie });
const remove = (cookie: string | undefined, id: number) => call(t.app, 'POST', 'quotation_template.delete', { cookie, body: { id } });
const create = async (cookie: string, overrides: Record<string, unknown> = {}) => {
  const res = await save(cookie, templateBody({ uom, ...overrides }));
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().message.data as { id: number; name: string };
};

describe('saving templates', () => {
  it('creates a template with its terms and reads it back', async () => {
    const res = await save(owner.cookie, templateBody({ uom, name: 'Export FOB Haiphong' }));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().message.data;
    expect(saved).toMatchObject({
      name: 'Export FOB Haiphong',
      unit_price: '12.50',
      currency: 'USD',
      uom,
      incoterm: 'FOB',
      payment_terms: 'T/T',
      lead_time_days: 30,
      validity_days: 14,
      message: 'Prices include export carton packing.',
    });
    expect((await get(owner.cookie, saved.id)).json().message.data).toEqual(saved);
  });

  it('keeps only a name when every term is left blank', async () => {
    const blank = { name: 'Just a name', unit_price: '', currency: '', uom: '', incoterm: '', payment_terms: '', lead_time_days: '', validity_days: '', message: '' };
    const res = await save(owner.cookie, blank);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({
      name: 'Just a name',
      unit_price: null,
      currency: null,
      uom: null,
      incoterm: null,
      payment_terms: null,
      lead_time_days: null,
      validity_days: null,
      message: null,
    });
  });

  it('validates each term as the quotation form does, naming the field', async () => {
    for (const [field, override] of [
      ['name', { name: '' }],
      ['name', { name: '   ' }],
      ['name', { name: 'x'.repeat(81) }],
      ['unit_price', { unit_price: '-3' }],
      ['unit_price', { unit_price: '1.234' }],
      ['currency', { currency: 'XXX' }],
      ['uom', { uom: 'no-such-unit' }],
      ['incoterm', { incoterm: 'FOBX' }],
      ['payment_terms', { payment_terms: 'Barter' }],
      ['lead_time_days', { lead_time_days: 0 }],
      ['validity_days', { validity_days: 0 }],
      ['validity_days', { validity_days: 366 }],
      ['validity_days', { validity_days: 2.5 }],
      ['message', { message: 'x'.repeat(4001) }],
    ] as const) {
      const res = await save(owner.cookie, templateBody({ uom, ...override }));
      expect(res.statusCode, `${field} ${JSON.stringify(override)}`).toBe(400);
      expect(res.json().field, JSON.stringify(override)).toBe(field);
    }
  });

  it('updates one of the supplier’s own templates by id', async () => {
    const created = await create(owner.cookie);
    const res = await save(owner.cookie, { ...templateBody({ uom, name: `${created.name} v2`, unit_price: '11.00', validity_days: 30 }), id: created.id });
    expect(res.json().message.data).toMatchObject({ id: created.id, name: `${created.name} v2`, unit_price: '11.00', validity_days: 30 });
    expect((await get(owner.cookie, created.id)).json().message.data.unit_price).toBe('11.00');
  });

  it('refuses a name the supplier already uses, ignoring case, but not another supplier’s', async () => {
    const first = await create(owner.cookie, { name: 'CIF Rotterdam' });
    const clash = await save(owner.cookie, templateBody({ uom, name: 'cif rotterdam' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'TEMPLATE_NAME_TAKEN', field: 'name' });
    const second = await create(owner.cookie, { name: 'CIF Hamburg' });
    const rename = await save(owner.cookie, { ...templateBody({ uom, name: 'CIF ROTTERDAM' }), id: second.id });
    expect(rename.json().code).toBe('TEMPLATE_NAME_TAKEN');
    // Renaming a template to its own name in another case is fine.
    expect((await save(owner.cookie, { ...templateBody({ uom, name: 'cif Rotterdam' }), id: first.id })).statusCode).toBe(200);
    expect((await save(other.cookie, templateBody({ uom, name: 'CIF Rotterdam' }))).statusCode).toBe(200);
  });
});

describe('the template limit', () => {
  it(`keeps at most ${MAX_TEMPLATES} per supplier, even when saves race, and frees a place on delete`, async () => {
    const busy = await registerSeller(t);
    for (let i = 0; i < MAX_TEMPLATES - 2; i++) await create(busy.cookie, { name: `Template ${i}` });
    const racing = await Promise.all(Array.from({ length: 5 }, (_, i) => save(busy.cookie, templateBody({ uom, name: `Racing ${i}` }))));
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = racing.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.json().code === 'TEMPLATE_LIMIT')).toBe(true);
    expect(refused[0]!.json().messages[0]).toContain(String(MAX_TEMPLATES));

    const all = (await list(busy.cookie)).json().message.data as Array<{ id: number; name: string }>;
    expect(all).toHaveLength(MAX_TEMPLATES);
    // Editing at the limit is allowed; deleting one makes room for a new one.
    expect((await save(busy.cookie, { ...templateBody({ uom, name: 'Template 0 renamed' }), id: all[0]!.id })).statusCode).toBe(200);
    expect((await remove(busy.cookie, all[1]!.id)).json().message.data).toEqual({ ok: true });
    expect((await save(busy.cookie, templateBody({ uom, name: 'One more' }))).statusCode).toBe(200);
  });
});

describe('listing and deleting', () => {
  it('lists the supplier’s own templates by name', async () => {
    const seller = await registerSeller(t);
    await create(seller.cookie, { name: 'beta terms' });
    await create(seller.cookie, { name: 'Alpha terms' });
    await create(other.cookie, { name: 'Aardvark terms' });
    const names = (await list(seller.cookie)).json().message.data.map((x: { name: string }) => x.name);
    expect(names).toEqual(['Alpha terms', 'beta terms']);
  });

  it('deletes a template once', async () => {
    const created = await create(owner.cookie);
    expect((await remove(owner.cookie, created.id)).statusCode).toBe(200);
    expect((await get(owner.cookie, created.id)).statusCode).toBe(404);
    expect((await remove(owner.cookie, created.id)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('treats another supplier’s template as missing', async () => {
    const mine = await create(owner.cookie);
    expect((await get(other.cookie, mine.id)).statusCode).toBe(404);
    expect((await save(other.cookie, { ...templateBody({ uom }), id: mine.id })).statusCode).toBe(404);
    expect((await remove(other.cookie, mine.id)).statusCode).toBe(404);
    expect((await list(other.cookie)).json().message.data.some((x: { id: number }) => x.id === mine.id)).toBe(false);
    expect((await get(owner.cookie, mine.id)).json().message.data.name).toBe(mine.name);
  });

  it('is for suppliers only, and for logged-in ones', async () => {
    const mine = await create(owner.cookie);
    for (const res of [await list(buyer.cookie), await get(buyer.cookie, mine.id), await save(buyer.cookie, templateBody({ uom })), await remove(buyer.cookie, mine.id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SUPPLIER_ONLY');
    }
    for (const res of [await list(undefined), await get(undefined, mine.id), await save(undefined, templateBody({ uom })), await remove(undefined, mine.id)]) {
      expect(res.statusCode).toBe(401);
    }
  });
});
