import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@tradelink/shared/validation/optional';
import { QUOTATIONS_PER_MONTH } from '@tradelink/shared/constants/plans';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';
import { approveRfq, createRfq, quotationBody, referenceIds } from './factories/sourcing.ts';

let t: TestApp;
let uom: string;
let buyer: { cookie: string };
let otherBuyer: { cookie: string };
let sellerA: { cookie: string };
let sellerB: { cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  uom = (await referenceIds(t)).uom;
  [buyer, otherBuyer, sellerA, sellerB] = await Promise.all([
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t, { account_type: 'Seller', company_name: 'Saigon Steelworks Co.' }),
    registerAndLogin(t, { account_type: 'Seller', company_name: '佛山不锈钢制品有限公司', fd_country: 'CN' }),
  ]);
});
afterAll(() => t.close());

async function openRfq(cookie = buyer.cookie) {
  const rfq = await createRfq(t, cookie);
  await approveRfq(t, rfq.id);
  return rfq.id;
}

const send = (cookie: string, rfqId: number, overrides: Record<string, unknown> = {}) =>
  call(t.app, 'POST', 'quotation.send', { cookie, body: quotationBody(rfqId, uom, overrides) });

describe('sending a quotation', () => {
  it('answers an approved RFQ once per supplier', async () => {
    const rfqId = await openRfq();
    const res = await send(sellerA.cookie, rfqId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ unit_price: '39.90', total: '19950.00', status: 'sent', viewer: 'supplier' });
    const twice = await send(sellerA.cookie, rfqId);
    expect(twice.json().code).toBe('QUOTATION_EXISTS');
  });

  it('refuses pending (invisible) and closed RFQs, buyers, and validates every term by field', async () => {
    const pending = await createRfq(t, buyer.cookie);
    expect((await send(sellerA.cookie, pending.id)).statusCode).toBe(404);
    const closedId = await openRfq();
    await call(t.app, 'POST', 'rfq.close', { cookie: buyer.cookie, body: { id: closedId, reason: 'fulfilled' } });
    expect((await send(sellerA.cookie, closedId)).json().code).toBe('RFQ_NOT_OPEN');
    const openId = await openRfq();
    expect((await send(otherBuyer.cookie, openId)).json().code).toBe('SUPPLIER_ONLY');
    for (const [field, override] of [
      ['unit_price', { unit_price: '0' }],
      ['unit_price', { unit_price: '12.345' }],
      ['valid_until', { valid_until: addDaysIso(todayIso(), -2) }],
      ['lead_time_days', { lead_time_days: 0 }],
      ['currency', { currency: 'XXX' }],
      ['incoterm', { incoterm: 'ABC' }],
    ] as const) {
      const res = await send(sellerA.cookie, openId, override);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('refuses quoting one’s own RFQ', async () => {
    const rfqId = await openRfq();
    // Give the buyer a selling side, as an account holding both has.
    await t.database.db.execute(sql`
      INSERT INTO suppliers (user_id, identity, company_name, country)
      SELECT b.user_id, 'SUPOWNRFQTEST', 'Own Co', 'VN' FROM rfqs r JOIN buyers b ON b.id = r.buyer_id WHERE r.id = ${rfqId}`);
    const res = await send(buyer.cookie, rfqId);
    expect(res.json().code).toBe('OWN_RFQ');
  });

  it('never lets parallel sends overspend the month’s allowance', async () => {
    const seller = await registerAndLogin(t, { account_type: 'Seller', company_name: 'Parallel Exports JSC' });
    const limit = QUOTATIONS_PER_MONTH.Free;
    const rfqIds = await Promise.all(Array.from({ length: limit + 3 }, () => openRfq(otherBuyer.cookie)));
    const results = await Promise.all(rfqIds.map((id) => send(seller.cookie, id)));
    const ok = results.filter((r) => r.statusCode === 200).length;
    const refused = results.filter((r) => r.json().code === 'QUOTATION_QUOTA_EXCEEDED');
    expect(ok).toBe(limit);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().messages[0]).toContain(String(limit));
  });
});

describe('the buyer compares and decides', () => {
  let rfqId: number;
  let qa: number;
  let qb: number;
  beforeAll(async () => {
    rfqId = await openRfq();
    qa = (await send(sellerA.cookie, rfqId, { unit_price: '41.00', lead_time_days: 10, quantity: '500' })).json().message.data.id;
    qb = (await send(sellerB.cookie, rfqId, { unit_price: '38.50', lead_time_days: 40, quantity: '400', currency: 'USD' })).json().message.data.id;
  });

  it('lists the quotations of the buyer’s RFQ, sorted as asked, and counts them on the RFQ', async () => {
    const list = (sort: string, mode = 'asc') =>
      call(t.app, 'GET', 'rfq.list_quotations', { cookie: buyer.cookie, query: { rfq_id: String(rfqId), sort, sort_mode: mode } }).then((r) => r.json().message.data.map((q: { id: number }) => q.id));
    expect(await list('unit_price')).toEqual([qb, qa]);
    expect(await list('lead_time')).toEqual([qa, qb]);
    expect(await list('total', 'desc')).toEqual([qa, qb]);
    const rfq = (await call(t.app, 'GET', 'rfq.get_mine', { cookie: buyer.cookie, query: { id: String(rfqId) } })).json().message.data;
    expect(rfq).toMatchObject({ quotation_count: 2, new_quotation_count: 2 });
  });

  it('shows one quotation to its buyer and its supplier only, and marks it seen for the buyer', async () => {
    const get = (cookie: string, id = qa) => call(t.app, 'GET', 'customer.get_quotation_details', { cookie, query: { quotation_id: String(id) } });
    const forBuyer = await get(buyer.cookie);
    expect(forBuyer.json().message.data).toMatchObject({ viewer: 'buyer', is_new: true, supplier: { company_name: 'Saigon Steelworks Co.' } });
    expect((await get(buyer.cookie)).json().message.data.is_new).toBe(false);
    // The supplier also learns whom to chat with about it: the RFQ's buyer identity.
    expect((await get(sellerA.cookie)).json().message.data).toMatchObject({ viewer: 'supplier', rfq: { buyer_identity: expect.stringMatching(/^BUR/) } });
    expect((await get(sellerB.cookie)).statusCode).toBe(404);
    expect((await get(otherBuyer.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', 'customer.get_quotation_details', { query: { quotation_id: String(qa) } })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', 'rfq.list_quotations', { cookie: otherBuyer.cookie, query: { rfq_id: String(rfqId) } })).statusCode).toBe(404);
  });

  it('prefers one (moving the mark), declines another with a reason the supplier sees, and freezes decided quotations', async () => {
    const decide = (body: Record<string, unknown>, cookie = buyer.cookie) => call(t.app, 'POST', 'quotation.decide', { cookie, body });
    expect((await decide({ quotation_id: qa, decision: 'preferred' })).json().message.data.status).toBe('preferred');
    await decide({ quotation_id: qb, decision: 'preferred' });
    const a = (await call(t.app, 'GET', 'customer.get_quotation_details', { cookie: buyer.cookie, query: { quotation_id: String(qa) } })).json().message.data;
    expect(a.status).toBe('sent');

    const noReason = await decide({ quotation_id: qa, decision: 'declined' });
    expect(noReason.json().field).toBe('reason');
    expect((await decide({ quotation_id: qa, decision: 'declined', reason: 'Lead time too long for our season' })).statusCode).toBe(200);
    const seen = (await call(t.app, 'GET', 'customer.get_quotation_details', { cookie: sellerA.cookie, query: { quotation_id: String(qa) } })).json().message.data;
    expect(seen).toMatchObject({ status: 'declined', decline_reason: 'Lead time too long for our season' });

    const edit = await call(t.app, 'POST', 'quotation.update', { cookie: sellerA.cookie, body: { quotation_id: qa, ...quotationBody(rfqId, uom) } });
    expect(edit.json().code).toBe('QUOTATION_DECIDED');
    expect((await decide({ quotation_id: qa, decision: 'preferred' }, sellerA.cookie)).statusCode).toBe(404);
    expect((await decide({ quotation_id: qa, decision: 'preferred' }, otherBuyer.cookie)).statusCode).toBe(404);
  });

  it('lets the supplier edit an undecided quotation, which is new to the buyer again', async () => {
    const rfq2 = await openRfq();
    const q = (await send(sellerA.cookie, rfq2)).json().message.data.id;
    await call(t.app, 'GET', 'customer.get_quotation_details', { cookie: buyer.cookie, query: { quotation_id: String(q) } });
    const edit = await call(t.app, 'POST', 'quotation.update', { cookie: sellerA.cookie, body: { quotation_id: q, ...quotationBody(rfq2, uom, { unit_price: '35.00' }) } });
    expect(edit.json().message.data).toMatchObject({ unit_price: '35.00', is_new: true });
    expect((await call(t.app, 'POST', 'quotation.update', { cookie: sellerB.cookie, body: { quotation_id: q, ...quotationBody(rfq2, uom) } })).statusCode).toBe(404);
  });

  it('lists every received quotation with paging', async () => {
    const res = (await call(t.app, 'GET', 'quotation.list_received', { cookie: buyer.cookie })).json().message;
    expect(res.total).toBeGreaterThanOrEqual(3);
    expect(res.data.every((q: { viewer: string }) => q.viewer === 'buyer')).toBe(true);
  });

  it('exports a quotation as PDF and CSV for its parties only', async () => {
    const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie, 'accept-language': 'zh' } : {} });
    const pdf = await get(`/export-pdf/${qb}`, buyer.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await get(`/export-quotation/${qb}`, sellerB.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('佛山不锈钢制品有限公司');
    expect(csv.body).toContain('15400.00');
    // The RFQ's destination (DE) in the reader's language, and the unit as the pages name it.
    const cells = new Map(csv.body.replace(/^\uFEFF/, '').split('\r\n').map((line) => line.split(',') as [string, string]));
    expect(cells.get('目的地')).toBe('德国');
    expect(cells.get('供应商国家/地区')).toBe('中国');
    expect((await get(`/export-quotation/${qb}`, buyer.cookie)).body).toContain('德国');
    expect((await get(`/export-pdf/${qb}`, otherBuyer.cookie)).statusCode).toBe(404);
    const guest = await get(`/export-pdf/${qb}`);
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toMatch(/^\/login\?direct-url=/);
  });
});
