import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTATIONS_PER_MONTH } from '@tradelink/shared/constants/plans';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';
import { createRfq, quotationBody, referenceIds } from './factories/sourcing.ts';
import { addSellingSide, clearCompanyName, expireRfq, givePlan, openRfq, registerSeller, sendQuotation } from './factories/quoting.ts';

let t: TestApp;
let uom: string;
let buyer: { cookie: string; email: string };
let seller: { cookie: string; email: string };
let otherSeller: { cookie: string; email: string };
beforeAll(async () => {
  t = await buildTestApp();
  uom = (await referenceIds(t)).uom;
  [buyer, seller, otherSeller] = await Promise.all([registerAndLogin(t), registerSeller(t), registerSeller(t)]);
});
afterAll(() => t.close());

const status = (cookie: string | undefined, rfqId: number) =>
  call(t.app, 'GET', 'quotation.send_status', { cookie, query: { rfq_id: String(rfqId) } });
const listSent = (cookie: string | undefined, query: Record<string, string> = {}) => call(t.app, 'GET', 'quotation.list_sent', { cookie, query });
const withdraw = (cookie: string | undefined, id: number) => call(t.app, 'POST', 'quotation.withdraw', { cookie, body: { quotation_id: id } });
const send = (cookie: string, rfqId: number) => call(t.app, 'POST', 'quotation.send', { cookie, body: quotationBody(rfqId, uom) });

describe('quotation.send_status', () => {
  it('lets a supplier with a complete profile quote an open RFQ, showing the month’s use', async () => {
    const rfq = await openRfq(t, buyer.cookie);
    const res = await status(seller.cookie, rfq.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toEqual({
      can_send: true,
      block: null,
      existing_quotation_id: null,
      existing_status: null,
      used_this_month: expect.any(Number),
      monthly_limit: QUOTATIONS_PER_MONTH.Free,
    });
  });

  it('points to the quotation already sent instead of a second one', async () => {
    const fresh = await registerSeller(t);
    const rfq = await openRfq(t, buyer.cookie);
    const id = await sendQuotation(t, fresh.cookie, rfq.id, uom);
    expect((await status(fresh.cookie, rfq.id)).json().message.data).toMatchObject({
      can_send: false,
      block: null,
      existing_quotation_id: id,
      existing_status: 'sent',
      used_this_month: 1,
    });
  });

  it('blocks closed and expired RFQs, and hides pending ones', async () => {
    const closed = await openRfq(t, buyer.cookie);
    await call(t.app, 'POST', 'rfq.close', { cookie: buyer.cookie, body: { id: closed.id, reason: 'fulfilled' } });
    expect((await status(seller.cookie, closed.id)).json().message.data).toMatchObject({ can_send: false, block: 'not_open' });
    const expired = await openRfq(t, buyer.cookie);
    await expireRfq(t, expired.id);
    expect((await status(seller.cookie, expired.id)).json().message.data.block).toBe('not_open');
    expect((await send(seller.cookie, expired.id)).json().code).toBe('RFQ_NOT_OPEN');
    const pending = await createRfq(t, buyer.cookie);
    expect((await status(seller.cookie, pending.id)).statusCode).toBe(404);
    expect((await status(seller.cookie, 2_000_000_000)).statusCode).toBe(404);
  });

  it('blocks a supplier whose profile is incomplete, as sending does', async () => {
    const incomplete = await registerSeller(t);
    await clearCompanyName(t, incomplete.email);
    const rfq = await openRfq(t, buyer.cookie);
    expect((await status(incomplete.cookie, rfq.id)).json().message.data).toMatchObject({ can_send: false, block: 'profile_incomplete' });
    expect((await send(incomplete.cookie, rfq.id)).json().code).toBe('PROFILE_INCOMPLETE');
  });

  it('blocks quoting one’s own RFQ', async () => {
    const both = await registerAndLogin(t);
    await addSellingSide(t, both.email);
    const rfq = await openRfq(t, both.cookie);
    expect((await status(both.cookie, rfq.id)).json().message.data).toMatchObject({ can_send: false, block: 'own_rfq' });
    expect((await send(both.cookie, rfq.id)).json().code).toBe('OWN_RFQ');
  });

  it('blocks when the month’s quotations are used up, and a paid plan lifts the limit', async () => {
    const busy = await registerSeller(t);
    const limit = QUOTATIONS_PER_MONTH.Free;
    const rfqs = await Promise.all(Array.from({ length: limit + 1 }, () => openRfq(t, buyer.cookie)));
    for (const rfq of rfqs.slice(0, limit)) await sendQuotation(t, busy.cookie, rfq.id, uom);
    const last = rfqs[limit]!.id;
    expect((await status(busy.cookie, last)).json().message.data).toMatchObject({ can_send: false, block: 'quota', used_this_month: limit, monthly_limit: limit });
    expect((await send(busy.cookie, last)).json().code).toBe('QUOTATION_QUOTA_EXCEEDED');

    await givePlan(t, busy.email, 'Starter');
    expect((await status(busy.cookie, last)).json().message.data).toMatchObject({ can_send: true, block: null, monthly_limit: QUOTATIONS_PER_MONTH.Starter });
    expect((await send(busy.cookie, last)).statusCode).toBe(200);
  });

  it('tells a buyer-only account it cannot quote, and asks guests to log in', async () => {
    const rfq = await openRfq(t, buyer.cookie);
    const other = await registerAndLogin(t);
    expect((await status(other.cookie, rfq.id)).json().message.data).toMatchObject({ can_send: false, block: 'buyer_only', monthly_limit: 0 });
    expect((await status(undefined, rfq.id)).statusCode).toBe(401);
  });
});

describe('quotation.list_sent', () => {
  let rfqA: { id: number; productName: string };
  let qa: number;
  let qb: number;
  let qc: number;
  let lister: { cookie: string; email: string };
  beforeAll(async () => {
    lister = await registerSeller(t);
    let rfqB: { id: number };
    let rfqC: { id: number };
    [rfqA, rfqB, rfqC] = await Promise.all([openRfq(t, buyer.cookie), openRfq(t, buyer.cookie), openRfq(t, buyer.cookie)]);
    qa = await sendQuotation(t, lister.cookie, rfqA.id, uom, { unit_price: '10.00', quantity: '3' });
    qb = await sendQuotation(t, lister.cookie, rfqB.id, uom);
    qc = await sendQuotation(t, lister.cookie, rfqC.id, uom);
    await sendQuotation(t, otherSeller.cookie, rfqA.id, uom);
    await call(t.app, 'POST', 'quotation.decide', { cookie: buyer.cookie, body: { quotation_id: qb, decision: 'declined', reason: 'Price above our budget' } });
    await call(t.app, 'POST', 'quotation.decide', { cookie: buyer.cookie, body: { quotation_id: qc, decision: 'preferred' } });
  });

  it('lists only the supplier’s own quotations, newest first, with the buyer’s decisions and the month’s use', async () => {
    const res = await listSent(lister.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const message = res.json().message;
    expect(message.data.map((q: { id: number }) => q.id)).toEqual([qc, qb, qa]);
    expect(message).toMatchObject({
      total: 3,
      page: 1,
      page_size: 20,
      counts: { all: 3, sent: 1, preferred: 1, declined: 1, withdrawn: 0 },
      used_this_month: 3,
      monthly_limit: QUOTATIONS_PER_MONTH.Free,
    });
    const declined = message.data.find((q: { id: number }) => q.id === qb);
    expect(declined).toMatchObject({ status: 'declined', decline_reason: 'Price above our budget', viewer: 'supplier' });
    expect(message.data.find((q: { id: number }) => q.id === qa)).toMatchObject({ total: '30.00', rfq: { id: rfqA.id, product_name: rfqA.productName } });
  });

  it('filters by status and by the RFQ’s name, and pages', async () => {
    const ids = async (query: Record<string, string>) => (await listSent(lister.cookie, query)).json().message.data.map((q: { id: number }) => q.id);
    expect(await ids({ status: 'preferred' })).toEqual([qc]);
    expect(await ids({ status: 'declined' })).toEqual([qb]);
    expect(await ids({ keyword: rfqA.productName.slice(-8).toUpperCase() })).toEqual([qa]);
    expect(await ids({ keyword: '100%_' })).toEqual([]);
    const second = (await listSent(lister.cookie, { page: '2' })).json().message;
    expect(second).toMatchObject({ total: 3, page: 2, data: [] });
    expect((await listSent(lister.cookie, { status: 'lost' })).statusCode).toBe(400);
  });

  it('filters by RFQ (the page’s rfq-id), only ever within the supplier’s own quotations', async () => {
    const ids = async (query: Record<string, string>) => (await listSent(lister.cookie, query)).json().message.data.map((q: { id: number }) => q.id);
    expect(await ids({ rfq_id: String(rfqA.id) })).toEqual([qa]);
    const other = await listSent(otherSeller.cookie, { rfq_id: String(rfqA.id) });
    expect(other.json().message.data.every((q: { id: number }) => q.id !== qa)).toBe(true);
    expect((await listSent(lister.cookie, { rfq_id: 'abc' })).statusCode).toBe(400);
    expect((await listSent(lister.cookie, { rfq_id: '99999999999' })).statusCode).toBe(400);
  });

  it('is for suppliers only', async () => {
    expect((await listSent(buyer.cookie)).json().code).toBe('SUPPLIER_ONLY');
    expect((await listSent(undefined)).statusCode).toBe(401);
  });
});

describe('quotation.withdraw', () => {
  it('takes back an undecided quotation: the buyer no longer sees it, the supplier keeps it as withdrawn', async () => {
    const withdrawer = await registerSeller(t);
    const rfq = await openRfq(t, buyer.cookie);
    const id = await sendQuotation(t, withdrawer.cookie, rfq.id, uom);
    const res = await withdraw(withdrawer.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ id, status: 'withdrawn' });

    expect((await call(t.app, 'GET', 'customer.get_quotation_details', { cookie: buyer.cookie, query: { quotation_id: String(id) } })).statusCode).toBe(404);
    const forRfq = await call(t.app, 'GET', 'rfq.list_quotations', { cookie: buyer.cookie, query: { rfq_id: String(rfq.id) } });
    expect(forRfq.json().message.data).toEqual([]);
    for (const filter of ['all', 'withdrawn']) {
      const received = await call(t.app, 'GET', 'quotation.list_received', { cookie: buyer.cookie, query: { status: filter } });
      expect(received.json().message.data.some((q: { id: number }) => q.id === id), filter).toBe(false);
    }
    const rfqMine = (await call(t.app, 'GET', 'rfq.get_mine', { cookie: buyer.cookie, query: { id: String(rfq.id) } })).json().message.data;
    expect(rfqMine.quotation_count).toBe(0);

    const own = (await listSent(withdrawer.cookie, { status: 'withdrawn' })).json().message;
    expect(own.data.map((q: { id: number }) => q.id)).toEqual([id]);
    expect(own).toMatchObject({ counts: { withdrawn: 1 }, used_this_month: 1 });

    // Withdrawing twice changes nothing; it cannot be edited or sent again on the same RFQ.
    expect((await withdraw(withdrawer.cookie, id)).json().message.data.status).toBe('withdrawn');
    const edit = await call(t.app, 'POST', 'quotation.update', { cookie: withdrawer.cookie, body: { quotation_id: id, ...quotationBody(rfq.id, uom) } });
    expect(edit.json().code).toBe('QUOTATION_DECIDED');
    expect((await send(withdrawer.cookie, rfq.id)).json().code).toBe('QUOTATION_EXISTS');
    expect((await status(withdrawer.cookie, rfq.id)).json().message.data).toMatchObject({ can_send: false, existing_quotation_id: id, existing_status: 'withdrawn' });
  });

  it('refuses once the buyer has decided', async () => {
    const rfq = await openRfq(t, buyer.cookie);
    const preferred = await sendQuotation(t, seller.cookie, rfq.id, uom);
    const declined = await sendQuotation(t, otherSeller.cookie, rfq.id, uom);
    await call(t.app, 'POST', 'quotation.decide', { cookie: buyer.cookie, body: { quotation_id: preferred, decision: 'preferred' } });
    await call(t.app, 'POST', 'quotation.decide', { cookie: buyer.cookie, body: { quotation_id: declined, decision: 'declined', reason: 'Too slow' } });
    for (const [cookie, id] of [
      [seller.cookie, preferred],
      [otherSeller.cookie, declined],
    ] as const) {
      const res = await withdraw(cookie, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('QUOTATION_DECIDED');
    }
    const stillThere = await call(t.app, 'GET', 'customer.get_quotation_details', { cookie: buyer.cookie, query: { quotation_id: String(preferred) } });
    expect(stillThere.json().message.data.status).toBe('preferred');
  });

  it('reaches only the supplier’s own quotations', async () => {
    const rfq = await openRfq(t, buyer.cookie);
    const id = await sendQuotation(t, seller.cookie, rfq.id, uom);
    expect((await withdraw(otherSeller.cookie, id)).statusCode).toBe(404);
    expect((await withdraw(buyer.cookie, id)).json().code).toBe('SUPPLIER_ONLY');
    expect((await withdraw(undefined, id)).statusCode).toBe(401);
    expect((await withdraw(seller.cookie, 2_000_000_000)).statusCode).toBe(404);
    const edit = await call(t.app, 'POST', 'quotation.update', { cookie: buyer.cookie, body: { quotation_id: id, ...quotationBody(rfq.id, uom) } });
    expect(edit.json().code).toBe('SUPPLIER_ONLY');
    const after = await call(t.app, 'GET', 'customer.get_quotation_details', { cookie: seller.cookie, query: { quotation_id: String(id) } });
    expect(after.json().message.data.status).toBe('sent');
  });
});
