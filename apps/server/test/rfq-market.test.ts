import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyingLead } from '@tradelink/shared/lead/lead';
import type { LeadBrief } from '@tradelink/shared/lead/lead-brief';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createRfq, quotationBody, referenceIds, samplePdf, uploadFile } from './factories/sourcing.ts';
import { createBuyer, createBuyerAndSupplier, createSupplier, leafCategories, nonce, postLead } from './factories/selling.ts';
import { createOperator } from './factories/operator.ts';

// The open RFQ market (`supplier.rfq_market`), one request in full (`supplier.get_lead`) and who
// may download a request's files. Every request carries a fresh word, so the tests also run on a
// shared PostgreSQL database holding other data.

let t: TestApp;
let leaves: Awaited<ReturnType<typeof leafCategories>>;
beforeAll(async () => {
  t = await buildTestApp();
  leaves = await leafCategories(t);
});
afterAll(() => t.close());

type MarketPage = { data: BuyingLead[]; total: number; page: number; page_size: number; total_capped: boolean };

async function market(cookie: string, query: Record<string, string> = {}): Promise<MarketPage> {
  const res = await call(t.app, 'GET', 'supplier.rfq_market', { cookie, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as MarketPage;
}
const ids = (page: { data: BuyingLead[] }) => page.data.map((l) => l.rfq_id);
const brief = (cookie: string | undefined, rfqId: number) => call(t.app, 'GET', 'supplier.get_lead', { cookie, query: { rfq_id: String(rfqId) } });

describe('access', () => {
  it('is for logged-in suppliers only', async () => {
    expect((await call(t.app, 'GET', 'supplier.rfq_market')).statusCode).toBe(401);
    expect((await brief(undefined, 1)).statusCode).toBe(401);
    const buyer = await createBuyer(t);
    for (const res of [await call(t.app, 'GET', 'supplier.rfq_market', { cookie: buyer.cookie }), await brief(buyer.cookie, 1)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SUPPLIER_ONLY');
    }
  });
});

describe('supplier.rfq_market', () => {
  // A supplier selling in category A; the buyer's requests sit elsewhere unless said otherwise.
  let word: string;
  let seller: Awaited<ReturnType<typeof createSupplier>>;
  let buyer: Awaited<ReturnType<typeof createBuyer>>;
  const title = () => `Galvanised steel wire 2.5 mm (BWG 12), zinc ≥ 60 g/m² ${word}`;
  const rfq = {} as Record<'outside' | 'matching' | 'japan' | 'large' | 'withFile' | 'old', number>;
  beforeAll(async () => {
    word = nonce();
    seller = await createSupplier(t, { mainCategoryId: leaves.a.id });
    buyer = await createBuyer(t, { fd_country: 'DE' });
    const post = (name: string, extra: Record<string, unknown> = {}) =>
      postLead(t, buyer.cookie, { product_name: name, category_id: leaves.elsewhere.id, description: `Tender ${word}`, ...extra });
    rfq.old = await post('Plain bolts');
    await t.database.db.execute(sql`UPDATE rfqs SET reviewed_at = now() - interval '20 days', created_at = now() - interval '21 days' WHERE id = ${rfq.old}`);
    rfq.outside = await post(title(), { quantity: '2000' });
    rfq.matching = await post('Plain widgets', { category_id: leaves.a.id });
    rfq.japan = await post('Plain nuts', { destination_country: 'JP' });
    rfq.large = await post('Plain washers', { quantity: '90000' });
    const file = (await uploadFile(t, buyer.cookie, 'drawing.pdf', samplePdf())).json().message.data;
    rfq.withFile = await post('Plain rivets', { attachment_ids: [file.id] });
  });

  it('finds a request outside the supplier’s categories by its exact title, which the recommended leads leave out', async () => {
    const found = await market(seller.cookie, { keyword: title() });
    expect(ids(found)).toEqual([rfq.outside]);
    expect(found.data[0]).toMatchObject({ product_name: title(), category_id: leaves.elsewhere.id, reasons: [], attachment_count: 0 });
    const recommended = await call(t.app, 'GET', 'supplier.buying_leads', { cookie: seller.cookie, query: { keyword: title() } });
    expect(recommended.json().message.total).toBe(0);
  });

  it('lists every open request newest first, and says why one fits the supplier', async () => {
    const page = await market(seller.cookie, { keyword: word });
    expect(ids(page)).toEqual([rfq.withFile, rfq.large, rfq.japan, rfq.matching, rfq.outside, rfq.old]);
    expect(page).toMatchObject({ total: 6, page: 1, page_size: 20, total_capped: false });
    expect(page.data.find((l) => l.rfq_id === rfq.matching)!.reasons).toEqual([
      { kind: 'category', category_id: leaves.a.id, category_name: leaves.a.nameEn, related: false },
    ]);
    expect(page.data.find((l) => l.rfq_id === rfq.withFile)!.attachment_count).toBe(1);
  });

  it('filters by category, destination, quantity, publication date and attachments, and sorts by closing date', async () => {
    const by = async (query: Record<string, string>) => ids(await market(seller.cookie, { keyword: word, ...query }));
    expect(await by({ category_id: String(leaves.a.id) })).toEqual([rfq.matching]);
    expect(await by({ country: 'jp' })).toEqual([rfq.japan]);
    expect(await by({ min_quantity: '1000', max_quantity: '5000' })).toEqual([rfq.outside]);
    expect(await by({ min_quantity: '50000' })).toEqual([rfq.large]);
    expect(await by({ posted_within: '7' })).not.toContain(rfq.old);
    expect(await by({ posted_within: '30' })).toContain(rfq.old);
    expect(await by({ with_attachments: '1' })).toEqual([rfq.withFile]);
    await t.database.db.execute(sql`UPDATE rfqs SET expiry_date = current_date + 2 WHERE id = ${rfq.japan}`);
    expect((await by({ sort: 'expiring' }))[0]).toBe(rfq.japan);
  });

  it('pages through the results', async () => {
    const many = nonce();
    for (let i = 0; i < 22; i++) await postLead(t, buyer.cookie, { product_name: `Plain pins ${i}`, category_id: leaves.elsewhere.id, description: many });
    const first = await market(seller.cookie, { keyword: many });
    const second = await market(seller.cookie, { keyword: many, page: '2' });
    expect(first.total).toBe(22);
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(2);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(22);
  });

  it('leaves out pending, closed and expired requests, the supplier’s own and the ones it hid', async () => {
    const pending = await createRfq(t, buyer.cookie, { product_name: 'Plain pending', category_id: leaves.elsewhere.id, description: `Tender ${word}` });
    const closed = await postLead(t, buyer.cookie, { product_name: 'Plain closed', category_id: leaves.elsewhere.id, description: `Tender ${word}` });
    await t.database.db.execute(sql`UPDATE rfqs SET status = 3 WHERE id = ${closed}`);
    const expired = await postLead(t, buyer.cookie, { product_name: 'Plain expired', category_id: leaves.elsewhere.id, description: `Tender ${word}` });
    await t.database.db.execute(sql`UPDATE rfqs SET expiry_date = current_date - 1 WHERE id = ${expired}`);
    const twin = await createBuyerAndSupplier(t);
    const own = await postLead(t, twin.cookie, { product_name: 'Plain own', category_id: leaves.elsewhere.id, description: `Tender ${word}` });
    const hidden = await postLead(t, buyer.cookie, { product_name: 'Plain hidden', category_id: leaves.elsewhere.id, description: `Tender ${word}` });
    expect((await call(t.app, 'POST', 'supplier.hide_lead', { cookie: seller.cookie, body: { rfq_id: hidden, hidden: true } })).statusCode).toBe(200);

    const listed = ids(await market(seller.cookie, { keyword: word }));
    for (const id of [pending.id, closed, expired, hidden]) expect(listed).not.toContain(id);
    expect(listed).toContain(own);
    expect(ids(await market(twin.cookie, { keyword: word }))).not.toContain(own);
  });

  it('refuses bad filters with the field named, and changes nothing', async () => {
    for (const [query, field] of [
      [{ min_quantity: '500', max_quantity: '20' }, 'max_quantity'],
      [{ min_quantity: 'lots' }, 'min_quantity'],
      [{ posted_within: '3' }, 'posted_within'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ country: 'Germany' }, 'country'],
      [{ page: '51' }, 'page'],
    ] as const) {
      const res = await call(t.app, 'GET', 'supplier.rfq_market', { cookie: seller.cookie, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    // The recommended leads take the same filters.
    const res = await call(t.app, 'GET', 'supplier.buying_leads', { cookie: seller.cookie, query: { min_quantity: '500', max_quantity: '20' } });
    expect(res.json()).toMatchObject({ field: 'max_quantity' });
  });
});

describe('a request in full and its files', () => {
  let buyer: Awaited<ReturnType<typeof createBuyer>>;
  let seller: Awaited<ReturnType<typeof createSupplier>>;
  let file: { id: string; url: string; name: string };
  let rfqId: number;
  const download = (cookie?: string) => t.app.inject({ method: 'GET', url: file.url, headers: cookie ? { cookie } : {} });
  beforeAll(async () => {
    buyer = await createBuyer(t);
    seller = await createSupplier(t);
    file = (await uploadFile(t, buyer.cookie, 'Bản vẽ kỹ thuật.pdf', samplePdf())).json().message.data;
    rfqId = (await createRfq(t, buyer.cookie, { product_name: `Cable trays ${nonce()}`, attachment_ids: [file.id], incoterm: 'CIF', payment_method: 'L/C' })).id;
  });

  it('keeps a pending request and its files from suppliers, guests and other buyers', async () => {
    expect((await brief(seller.cookie, rfqId)).statusCode).toBe(404);
    expect((await download(seller.cookie)).statusCode).toBe(404);
    expect((await download()).statusCode).toBe(404);
    expect((await download(buyer.cookie)).statusCode).toBe(200);
  });

  it('shows a supplier an approved request with every term and its files, which it may download', async () => {
    await t.database.db.execute(sql`UPDATE rfqs SET status = 1, reviewed_at = now() WHERE id = ${rfqId}`);
    const res = await brief(seller.cookie, rfqId);
    expect(res.statusCode, res.body).toBe(200);
    const { uom } = await referenceIds(t);
    expect(res.json().message.data as LeadBrief).toMatchObject({
      rfq_id: rfqId,
      quantity: '500',
      uom,
      target_price: '42.50',
      currency: 'USD',
      incoterm: 'CIF',
      payment_method: 'L/C',
      frequency: 'monthly',
      destination_country: 'DE',
      is_open: true,
      attachments: [{ id: file.id, name: 'Bản vẽ kỹ thuật.pdf', kind: 'pdf', url: file.url }],
    });
    const got = await download(seller.cookie);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Bản vẽ kỹ thuật.pdf')}`);
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('never lets guests or other buyers download, and lets an operator', async () => {
    expect((await download()).statusCode).toBe(404);
    expect((await download((await createBuyer(t)).cookie)).statusCode).toBe(404);
    expect((await download((await createOperator(t)).cookie)).statusCode).toBe(200);
  });

  it('keeps a closed request for the suppliers that quoted on it', async () => {
    const { uom } = await referenceIds(t);
    expect((await call(t.app, 'POST', 'quotation.send', { cookie: seller.cookie, body: quotationBody(rfqId, uom) })).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE rfqs SET status = 3 WHERE id = ${rfqId}`);
    const quoted = await brief(seller.cookie, rfqId);
    expect(quoted.json().message.data).toMatchObject({ is_open: false });
    expect((await download(seller.cookie)).statusCode).toBe(200);
    const other = await createSupplier(t);
    expect((await brief(other.cookie, rfqId)).statusCode).toBe(404);
    expect((await download(other.cookie)).statusCode).toBe(404);
  });
});
