import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@tradelink/shared/validation/optional';
import { buildApp } from '../src/app.ts';
import { createMemoryRateLimiter } from '../src/lib/rate-limiter.ts';
import { runAnalyticsJobs } from '../src/modules/analytics/analytics-jobs.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { BROWSER_UA, HEADLESS_UA, beacon, buyerReport, daysAgo, flushEvents, insertPastEvents, paySupplier, supplierReport, verifyBuyer } from './factories/analytics.ts';
import { createBuyer, createSeller, insertProduct, sendInquiry } from './factories/inquiry.ts';
import { openRfq, sendQuotation } from './factories/quoting.ts';
import { referenceIds } from './factories/sourcing.ts';

// Issue 21 (decision 032): events from beacons and actions, the reports built from them, who may
// read them, and that nothing recorded is lost on the way.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function paidSeller() {
  const seller = await createSeller(t);
  await paySupplier(t, seller.supplierId);
  const product = await insertProduct(t, seller.supplierId);
  return { ...seller, product };
}

const totals = async (cookie: string, query: Record<string, string> = {}) => {
  const res = await supplierReport(t, cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data;
};

describe('who may read the reports', () => {
  it('guests are refused; Free accounts get ANALYTICS_PLAN_REQUIRED; each side only its own', async () => {
    expect((await supplierReport(t, '')).statusCode).toBe(401);
    const free = await createSeller(t);
    const refused = await supplierReport(t, free.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ANALYTICS_PLAN_REQUIRED');
    // Translated: the Vietnamese message is not the English one.
    const vi = await call(t.app, 'GET', 'analytics.supplier_report', { cookie: free.cookie, lang: 'vi' });
    expect(vi.json().messages[0]).not.toBe(refused.json().messages[0]);

    const buyer = await createBuyer(t);
    expect((await buyerReport(t, buyer.cookie)).json().code).toBe('ANALYTICS_PLAN_REQUIRED');
    // A buyer has no supplier report, whatever its plan.
    expect((await supplierReport(t, buyer.cookie)).json().code).toBe('SUPPLIER_ONLY');

    // An ended plan is Free again.
    await t.database.db.execute(sql`UPDATE suppliers SET plan_name = 'Starter', plan_end_date = now() - interval '1 day' WHERE id = ${free.supplierId}`);
    expect((await supplierReport(t, free.cookie)).statusCode).toBe(403);
    // A trial includes the reports; so does a business verification for a buyer, and Buyer Premium.
    await paySupplier(t, free.supplierId, 'Trial');
    expect((await supplierReport(t, free.cookie)).statusCode).toBe(200);
    await verifyBuyer(t, await buyerIdOf(buyer.identity));
    expect((await buyerReport(t, buyer.cookie)).statusCode).toBe(200);
    const premium = await createBuyer(t);
    await t.database.db.execute(sql`UPDATE buyers SET plan_name = 'Starter', plan_end_date = now() + interval '300 days' WHERE identity = ${premium.identity}`);
    expect((await buyerReport(t, premium.cookie)).statusCode).toBe(200);
  });

  it('bad periods get a translated 400 naming the field, never a 5xx', async () => {
    const seller = await paidSeller();
    const cases: Array<[Record<string, string>, string]> = [
      [{ srtdate: '2026-02-30', enddate: '2026-03-01' }, 'srtdate'],
      [{ srtdate: '2024-01-01', enddate: '2026-01-01' }, 'srtdate'],
      [{ srtdate: todayIso(), enddate: addDaysIso(todayIso(), 5) }, 'enddate'],
      [{ srtdate: todayIso(), enddate: addDaysIso(todayIso(), -3) }, 'enddate'],
      [{ srtdate: 'yesterday', enddate: todayIso() }, 'srtdate'],
    ];
    for (const [query, field] of cases) {
      const res = await supplierReport(t, seller.cookie, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    for (const query of [{ product_id: 'x' }, { product_id: '99999999999' }, { product_id: '-1', srtdate: '' }] as Array<Record<string, string>>) {
      expect((await call(t.app, 'GET', 'analytics.supplier_product', { cookie: seller.cookie, query })).statusCode).toBe(400);
    }
    // Without dates: the last 30 days, today included.
    const report = await totals(seller.cookie);
    expect(report.enddate).toBe(todayIso());
    expect(report.srtdate).toBe(addDaysIso(todayIso(), -29));
    expect(report.series).toHaveLength(30);
    expect(report.previous_enddate).toBe(addDaysIso(todayIso(), -30));
  });
});

async function buyerIdOf(identity: string): Promise<string> {
  const { rows } = (await t.database.db.execute(sql`SELECT id FROM buyers WHERE identity = ${identity}`)) as unknown as { rows: Array<{ id: string }> };
  return rows[0]!.id;
}

describe('views from the beacon', () => {
  it('a normal browser’s views count; HeadlessChrome, navigator.webdriver, crawlers and other sites do not', async () => {
    const seller = await paidSeller();
    const view = { page: 'product', id: String(seller.product.id) };
    expect((await beacon(t, view)).statusCode).toBe(202);
    expect((await beacon(t, { ...view, ref_keyword: '  Stoneware   MUGS ' })).statusCode).toBe(202);
    expect((await beacon(t, view, { ua: HEADLESS_UA })).statusCode).toBe(204);
    expect((await beacon(t, { ...view, webdriver: true })).statusCode).toBe(204);
    expect((await beacon(t, { ...view, headless: true })).statusCode).toBe(204);
    expect((await beacon(t, view, { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).statusCode).toBe(204);
    expect((await beacon(t, view, { ua: '' })).statusCode).toBe(204);
    expect((await beacon(t, view, { headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(204);
    expect((await beacon(t, view, { headers: { origin: 'https://elsewhere.example' } })).statusCode).toBe(204);
    // Not a beacon at all.
    expect((await beacon(t, { page: 'nothing' })).statusCode).toBe(400);
    const junk = await t.app.inject({ method: 'POST', url: '/api/analytics/beacon', headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_UA }, payload: '{nope' });
    expect(junk.statusCode).toBe(400);
    // The supplier's own page view, logged in, is not a visitor.
    expect((await beacon(t, { page: 'supplier', id: seller.identity }, { cookie: seller.cookie })).statusCode).toBe(202);
    await beacon(t, { page: 'supplier', id: seller.identity });
    await flushEvents(t);

    const report = await totals(seller.cookie);
    expect(report.totals.product_views).toEqual({ value: 2, previous: 0 });
    expect(report.totals.profile_views.value).toBe(1);
    // Three different visitors (each beacon came from its own address, without a cookie).
    expect(report.totals.unique_visitors.value).toBe(3);
    expect(report.series.at(-1)).toMatchObject({ date: todayIso(), product_views: 2, profile_views: 1 });
    expect(report.top_products).toEqual([expect.objectContaining({ product_id: seller.product.id, views: 2, listed: true })]);
    expect(report.keywords).toEqual([{ keyword: 'stoneware mugs', impressions: 0, views: 1 }]);
  });

  it('search results count impressions with their keyword; the search itself is recorded; the same visitor counts once a day', async () => {
    const seller = await paidSeller();
    const other = await insertProduct(t, seller.supplierId);
    const search = { page: 'search', search: { keyword: 'Mug', tab: 'products', results: 2 }, impressions: [seller.product.id, other.id, seller.product.id, 2_000_000_000] };
    const ip = '10.77.1.2';
    expect((await beacon(t, search, { ip })).statusCode).toBe(202);
    await beacon(t, { page: 'product', id: String(other.id), ref_keyword: 'mug' }, { ip });
    await beacon(t, { page: 'product', id: String(seller.product.id), ref_keyword: 'mug' }, { ip });
    await flushEvents(t);
    const report = await totals(seller.cookie);
    expect(report.totals.impressions.value).toBe(2);
    expect(report.totals.unique_visitors.value).toBe(1);
    expect(report.keywords).toEqual([{ keyword: 'mug', impressions: 2, views: 2 }]);
    expect(report.funnel.slice(0, 2)).toEqual([
      { step: 'impressions', value: 2 },
      { step: 'views', value: 2 },
    ]);
    const { rows } = (await t.database.db.execute(
      sql`SELECT keyword, search_tab, result_count FROM analytics_events WHERE kind = 'search' AND visitor_key <> '' ORDER BY id DESC LIMIT 1`,
    )) as unknown as { rows: Array<{ keyword: string; search_tab: string; result_count: number }> };
    expect(rows[0]).toEqual({ keyword: 'mug', search_tab: 'products', result_count: 2 });
  });

  it('one supplier never sees another’s figures', async () => {
    const a = await paidSeller();
    const b = await paidSeller();
    await beacon(t, { page: 'product', id: String(b.product.id) });
    await beacon(t, { page: 'supplier', id: b.identity });
    await flushEvents(t);
    const mine = await totals(a.cookie);
    expect(mine.totals.product_views.value).toBe(0);
    expect(mine.totals.profile_views.value).toBe(0);
    expect(mine.top_products).toEqual([]);
    expect((await totals(b.cookie)).totals.product_views.value).toBe(1);
    // B's product is not found for A, whatever its id.
    const drill = await call(t.app, 'GET', 'analytics.supplier_product', { cookie: a.cookie, query: { product_id: String(b.product.id) } });
    expect(drill.statusCode).toBe(404);
    const own = await call(t.app, 'GET', 'analytics.supplier_product', { cookie: b.cookie, query: { product_id: String(b.product.id) } });
    expect(own.json().message.data.totals.views).toEqual({ value: 1, previous: 0 });
  });
});

describe('actions', () => {
  it('inquiries, quotations and decisions show in both sides’ reports, with prices and first-quotation time', async () => {
    const seller = await paidSeller();
    const buyer = await createBuyer(t);
    await verifyBuyer(t, await buyerIdOf(buyer.identity));
    const inquiry = await sendInquiry(t, buyer.cookie, { productId: seller.product.id });
    const { uom } = await referenceIds(t);
    const rfq = await openRfq(t, buyer.cookie, { currency: 'USD' });
    await beacon(t, { page: 'request', id: String(rfq.id) });
    await beacon(t, { page: 'request', id: String(rfq.id) }, { cookie: buyer.cookie }); // its own view: not counted
    const quotationId = await sendQuotation(t, seller.cookie, rfq.id, uom, { unit_price: '40.00' });
    const second = await createSeller(t);
    await sendQuotation(t, second.cookie, rfq.id, uom, { unit_price: '30.00' });
    const third = await createSeller(t);
    await sendQuotation(t, third.cookie, rfq.id, uom, { unit_price: '35.00', currency: 'EUR' });
    const decided = await call(t.app, 'POST', 'quotation.decide', { cookie: buyer.cookie, body: { quotation_id: quotationId, decision: 'preferred' } });
    expect(decided.statusCode, decided.body).toBe(200);
    await flushEvents(t);

    const supplier = await totals(seller.cookie);
    expect(supplier.totals.inquiries.value).toBe(1);
    expect(supplier.totals.quotations_sent.value).toBe(1);
    expect(supplier.totals.quotations_preferred.value).toBe(1);
    expect(supplier.top_products[0]).toMatchObject({ product_id: seller.product.id, inquiries: 1 });
    // Unanswered and younger than a day: not counted for or against the supplier yet (decision 033).
    expect(supplier.response).toMatchObject({ received: 0, answered: 0, response_rate: { value: null, previous: null } });
    const reply = await call(t.app, 'POST', 'inquiry.reply', { cookie: seller.cookie, body: { inquiry_id: inquiry.id, body: 'We can do 40.00 each, FOB.', attachment_ids: [] } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await totals(seller.cookie)).response).toMatchObject({ received: 1, answered: 1, response_rate: { value: 1, previous: null } });

    const res = await buyerReport(t, buyer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().message.data;
    expect(report.totals.rfqs_posted.value).toBe(1);
    expect(report.totals.rfq_views.value).toBe(1);
    expect(report.totals.quotations_received.value).toBe(3);
    expect(report.totals.quotations_preferred.value).toBe(1);
    expect(report.totals.suppliers_contacted.value).toBe(1);
    expect(report.rfqs).toEqual([
      expect.objectContaining({ rfq_id: rfq.id, views: 1, quotations: 3, currency: 'USD', price_min: 30, price_median: 35, price_max: 40, other_currency_quotations: 1 }),
    ]);
    expect(report.rfqs[0].first_quotation_hours).toBeGreaterThanOrEqual(0);
    expect(report.suppliers).toEqual([expect.objectContaining({ supplier_identity: seller.identity, channel: 'inquiry', first_response_minutes: 0 })]);
    expect(report.preferred_value).toEqual([expect.objectContaining({ month: todayIso().slice(0, 7), currency: 'USD', value: 20000, quotations: 1 })]);
  });
});

describe('chats started', () => {
  it('a chat counts when the buyer writes in it, not when a conversation is opened, and once', async () => {
    const seller = await paidSeller();
    const buyer = await createBuyer(t);
    const opened = await call(t.app, 'POST', 'chat.create_conversation', { cookie: buyer.cookie, body: { identity: buyer.identity, counterpart: seller.identity } });
    expect(opened.statusCode, opened.body).toBe(200);
    await flushEvents(t);
    expect((await totals(seller.cookie)).totals.chats_started.value).toBe(0);
    const conversationId = opened.json().message.data.conversation_sid as string;
    // The same message sent twice (a retry after a lost answer) is one message and one chat.
    const clientId = `c-${crypto.randomUUID()}`;
    for (let i = 0; i < 2; i++) {
      const sent = await call(t.app, 'POST', 'chat.send_message', { cookie: buyer.cookie, body: { conversation_id: conversationId, client_id: clientId, body: 'Hello, do you make mugs with a logo?' } });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    await flushEvents(t);
    expect((await totals(seller.cookie)).totals.chats_started.value).toBe(1);
  });
});

describe('periods, rollups and freshness', () => {
  it('previous-period figures; closed days from rollups and today from raw events give the same numbers', async () => {
    const seller = await paidSeller();
    const base = { supplier_id: seller.supplierId, product_id: seller.product.id };
    await insertPastEvents(t, [
      { ...base, kind: 'product_view', at: daysAgo(3), visitor_key: 'a', country: 'DE' },
      { ...base, kind: 'product_view', at: daysAgo(3, 13), visitor_key: 'a', country: 'DE' },
      { ...base, kind: 'impression', at: daysAgo(3), keyword: 'mug' },
      { ...base, kind: 'product_view', at: daysAgo(8), visitor_key: 'b', country: 'US' },
      { supplier_id: seller.supplierId, kind: 'inquiry', at: daysAgo(9) },
    ]);
    await beacon(t, { page: 'product', id: String(seller.product.id) }, { headers: { 'cf-ipcountry': 'VN' } });
    await flushEvents(t);
    const week = { srtdate: addDaysIso(todayIso(), -6), enddate: todayIso() };
    const before = await totals(seller.cookie, week);
    expect(before.totals.product_views).toEqual({ value: 3, previous: 1 });
    expect(before.totals.inquiries).toEqual({ value: 0, previous: 1 });
    expect(before.totals.unique_visitors).toEqual({ value: 2, previous: 1 });
    expect(before.countries).toEqual([
      { country: 'DE', views: 2, unique_visitors: 1 },
      { country: 'VN', views: 1, unique_visitors: 1 },
    ]);

    const { built } = await runAnalyticsJobs(t.database.db);
    expect(built).toEqual(expect.arrayContaining([addDaysIso(todayIso(), -3), addDaysIso(todayIso(), -8)]));
    expect(built).not.toContain(todayIso());
    const after = await totals(seller.cookie, week);
    expect(after).toEqual(before);
    // The rollup rows are there, and the day is marked built.
    const { rows } = (await t.database.db.execute(
      sql`SELECT product_views, unique_visitors FROM analytics_supplier_days WHERE supplier_id = ${seller.supplierId} AND day = ${addDaysIso(todayIso(), -3)}::date`,
    )) as unknown as { rows: Array<{ product_views: number; unique_visitors: number }> };
    expect(rows).toEqual([{ product_views: 2, unique_visitors: 1 }]);
    // A second pass (or a second process) builds nothing again.
    expect((await runAnalyticsJobs(t.database.db)).built).not.toContain(addDaysIso(todayIso(), -3));
  });
});

describe('recording', () => {
  // First: the next test builds a second app, which the process's /metrics then follows.
  it('/metrics says how many events were recorded, written and dropped', async () => {
    await beacon(t, { page: 'search', search: { keyword: 'tea', tab: 'products', results: 0 } });
    await flushEvents(t);
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const written = Number(/tradelink_analytics_events\{state="written"\} (\d+)/.exec(metrics)?.[1]);
    expect(written).toBeGreaterThan(0);
    expect(metrics).toMatch(/tradelink_analytics_events\{state="dropped"\} 0/);
  });

  it('events still in the buffer are written when the app closes', async () => {
    const seller = await paidSeller();
    // A second app on the same database, closed without a flush: its buffer is written on close.
    const other = await buildApp({
      env: t.env,
      database: t.database,
      rateLimiter: createMemoryRateLimiter(),
      mail: { kick() {}, flush: async () => {} },
      payments: { kick() {}, flush: async () => {} },
      logger: false,
    });
    await other.ready();
    const res = await other.inject({
      method: 'POST',
      url: '/api/analytics/beacon',
      headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_UA },
      payload: JSON.stringify({ page: 'product', id: String(seller.product.id) }),
    });
    expect(res.statusCode).toBe(202);
    expect(other.deps.analytics.stats().pending).toBe(1);
    await other.close();
    expect((await totals(seller.cookie)).totals.product_views.value).toBe(1);
  });

});
