import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@tradelink/shared/validation/optional';
import { runAnalyticsJobs } from '../src/modules/analytics/analytics-jobs.ts';
import { buildDay, lastClosedDay, sweepRawEvents } from '../src/modules/analytics/rollup.ts';
import { createVisitorSalts, visitorKey } from '../src/modules/analytics/visitor-key.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { buyerReport, daysAgo, flushEvents, insertPastEvents, paySupplier, supplierReport, verifyBuyer } from './factories/analytics.ts';
import { createBuyer, createSeller, insertProduct } from './factories/inquiry.ts';
import { openRfq } from './factories/quoting.ts';

// The daily rollups (decision 032): built once per closed day, safely by several processes, rebuilt
// when a late event arrives, and the only copy left once raw events pass their 90 days.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rows = async <T>(statement: ReturnType<typeof sql>) => ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
/** Now, or today just after the grace if it is earlier: yesterday can be built, today never. */
const afterGrace = () => new Date(Math.max(Date.now(), Date.parse(`${todayIso()}T00:16:00Z`)));
const isBuilt = async (day: string) => (await rows(sql`SELECT 1 FROM analytics_rollup_days WHERE day = ${day}::date`)).length === 1;

async function paidSeller() {
  const seller = await createSeller(t);
  await paySupplier(t, seller.supplierId);
  return { ...seller, product: await insertProduct(t, seller.supplierId) };
}

const report = async (cookie: string, query: Record<string, string>) => {
  const res = await supplierReport(t, cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data;
};

describe('building a day', () => {
  it('is done once: a second build, or two at the same time, changes nothing', async () => {
    const seller = await paidSeller();
    const day = addDaysIso(todayIso(), -2);
    await insertPastEvents(t, [
      { kind: 'product_view', supplier_id: seller.supplierId, product_id: seller.product.id, at: daysAgo(2), visitor_key: 'x' },
      { kind: 'impression', supplier_id: seller.supplierId, product_id: seller.product.id, at: daysAgo(2, 3), keyword: 'mug' },
    ]);
    const results = await Promise.all([buildDay(t.database.db, day), buildDay(t.database.db, day)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await buildDay(t.database.db, day)).toBe(false);
    expect(await rows(sql`SELECT impressions, views, unique_visitors FROM analytics_product_days WHERE product_id = ${seller.product.id}`)).toEqual([
      { impressions: 1, views: 1, unique_visitors: 1 },
    ]);
  });

  it('today is never built; yesterday only once the grace after midnight has passed', () => {
    expect(lastClosedDay(new Date('2026-03-15T00:05:00Z'))).toBe('2026-03-13');
    expect(lastClosedDay(new Date('2026-03-15T00:20:00Z'))).toBe('2026-03-14');
  });

  it('a late event reopens its day: the report counts it at once and the next pass builds the day again', async () => {
    const seller = await paidSeller();
    const day = addDaysIso(todayIso(), -1);
    await insertPastEvents(t, [{ kind: 'product_view', supplier_id: seller.supplierId, product_id: seller.product.id, at: daysAgo(1, 10), visitor_key: 'a' }]);
    await runAnalyticsJobs(t.database.db, afterGrace());
    const range = { srtdate: day, enddate: day };
    expect(await isBuilt(day)).toBe(true);
    expect((await report(seller.cookie, range)).totals.product_views.value).toBe(1);

    // The buffer writes an event of that day late (a slow flush around midnight).
    t.app.deps.analytics.record({ at: daysAgo(1, 23).toISOString(), kind: 'product_view', product_id: seller.product.id, visitor_key: 'b' });
    await flushEvents(t);
    expect(await isBuilt(day)).toBe(false);
    expect((await report(seller.cookie, range)).totals.product_views.value).toBe(2);
    await runAnalyticsJobs(t.database.db, afterGrace());
    expect(await isBuilt(day)).toBe(true);
    const built = await report(seller.cookie, range);
    expect(built.totals.product_views.value).toBe(2);
    expect(built.totals.unique_visitors.value).toBe(2);
  });
});

describe('rollups against raw events', () => {
  it('every report figure is the same read from raw events and from rollups, for both sides', async () => {
    const seller = await paidSeller();
    const buyer = await createBuyer(t);
    const buyerId = (await rows<{ id: string }>(sql`SELECT id FROM buyers WHERE identity = ${buyer.identity}`))[0]!.id;
    await verifyBuyer(t, buyerId);
    const rfq = await openRfq(t, buyer.cookie);
    // openRfq posted it today; move it (and its event) back before the views below.
    await t.database.db.execute(sql`UPDATE rfqs SET created_at = now() - interval '12 days' WHERE id = ${rfq.id}`);
    await flushEvents(t);
    await t.database.db.execute(sql`UPDATE analytics_events SET occurred_at = now() - interval '12 days' WHERE kind = 'rfq_posted' AND rfq_id = ${rfq.id}`);
    const events = [];
    const kinds = ['impression', 'product_view', 'profile_view', 'inquiry', 'chat_started', 'quotation_sent', 'quotation_preferred', 'contact_unlock'] as const;
    for (let day = 1; day <= 12; day++) {
      for (let i = 0; i < day % 4 + 1; i++) {
        const kind = kinds[(day + i) % kinds.length]!;
        events.push({ kind, supplier_id: seller.supplierId, buyer_id: kind === 'impression' || kind.endsWith('view') ? null : buyerId, product_id: seller.product.id, at: daysAgo(day, 1 + i), visitor_key: `v${i % 2}`, country: i % 2 ? 'DE' : 'JP', keyword: i % 3 ? null : 'mug' });
      }
      events.push({ kind: 'rfq_view' as const, buyer_id: buyerId, rfq_id: rfq.id, at: daysAgo(day, 5), visitor_key: `r${day % 3}` });
      events.push({ kind: 'buyer_view' as const, buyer_id: buyerId, at: daysAgo(day, 6), visitor_key: 'r0' });
    }
    await insertPastEvents(t, events);
    const period = { srtdate: addDaysIso(todayIso(), -6), enddate: todayIso() };
    const rawSupplier = await report(seller.cookie, period);
    const rawBuyer = (await buyerReport(t, buyer.cookie, period)).json().message.data;
    expect(rawSupplier.totals.impressions.value + rawSupplier.totals.impressions.previous).toBeGreaterThan(0);
    expect(rawBuyer.totals.rfq_views.value).toBe(6);
    // Posted before the period: its views count in the totals, the request itself is not listed.
    expect(rawBuyer.rfqs).toEqual([]);
    expect(rawBuyer.totals.rfqs_posted).toEqual({ value: 0, previous: 1 });
    const longer = { srtdate: addDaysIso(todayIso(), -12), enddate: todayIso() };
    const rawLonger = (await buyerReport(t, buyer.cookie, longer)).json().message.data;
    expect(rawLonger.rfqs[0].views).toBe(12);

    await runAnalyticsJobs(t.database.db);
    expect(await report(seller.cookie, period)).toEqual(rawSupplier);
    expect((await buyerReport(t, buyer.cookie, period)).json().message.data).toEqual(rawBuyer);
    expect((await buyerReport(t, buyer.cookie, longer)).json().message.data).toEqual(rawLonger);
  });
});

describe('retention', () => {
  it('raw events older than 90 days go once their day is built; the rollups keep the figures', async () => {
    const seller = await paidSeller();
    const old = daysAgo(95);
    const day = old.toISOString().slice(0, 10);
    await insertPastEvents(t, [{ kind: 'product_view', supplier_id: seller.supplierId, product_id: seller.product.id, at: old, visitor_key: 'z' }]);
    // Not built yet: the sweep leaves it.
    await sweepRawEvents(t.database.db, new Date());
    expect(await rows(sql`SELECT 1 FROM analytics_events WHERE supplier_id = ${seller.supplierId}`)).toHaveLength(1);
    const { swept } = await runAnalyticsJobs(t.database.db);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await rows(sql`SELECT 1 FROM analytics_events WHERE supplier_id = ${seller.supplierId}`)).toHaveLength(0);
    const figures = await report(seller.cookie, { srtdate: day, enddate: day });
    expect(figures.totals.product_views.value).toBe(1);
  });

  it('visitor salts: one random salt per day shared by every process, gone once the day is over', async () => {
    const [first, second] = [createVisitorSalts(t.database.db), createVisitorSalts(t.database.db)];
    const today = todayIso();
    const old = addDaysIso(today, -3);
    // Two processes asking at once agree on the day's salt.
    const [a, b] = await Promise.all([first.saltFor(today), second.saltFor(today)]);
    expect(a.equals(b)).toBe(true);
    const visitor = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
    const oldSalt = await first.saltFor(old);
    // The same visitor is another key on another day, and nothing of the address is in it.
    expect(visitorKey(oldSalt, visitor)).not.toBe(visitorKey(a, visitor));
    expect(visitorKey(a, visitor)).not.toContain('203');
    await runAnalyticsJobs(t.database.db);
    const left = await rows<{ day: string }>(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM visitor_salts ORDER BY day`);
    expect(left.map((r) => r.day)).toContain(today);
    expect(left.map((r) => r.day)).not.toContain(old);
  });
});
