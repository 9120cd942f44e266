import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_RULES, summarizeContacts } from '@tradelink/shared/analytics/response-rules';
import { suppliers, supplierResponseFigures, users } from '../src/db/schema/index.ts';
import { categoryResponseMedian, supplierResponseStats } from '../src/modules/analytics/response-stats.ts';
import { refreshAllResponseFigures, RESPONSE_FIGURES_LOCK } from '../src/modules/analytics/response-figures.service.ts';
import { refreshSearchIndex } from '../src/modules/catalog/search-index.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createBuyer, createSupplier, nonce } from './factories/selling.ts';
import { referenceIds } from './factories/sourcing.ts';
import { chatAt, daysAgo, hoursAgo, inquiryAt, type Party } from './factories/response.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const CAP = RESPONSE_RULES.capMinutes;

async function buyer(): Promise<Party> {
  const b = await createBuyer(t);
  return { id: b.buyerId, userId: b.userId, identity: b.identity };
}
async function supplier(company?: string): Promise<Party & { cookie: string }> {
  const s = await createSupplier(t);
  if (company) {
    await t.database.db.update(suppliers).set({ companyName: company }).where(eq(suppliers.id, s.supplierId));
    await refreshSearchIndex(t.database.db, 'suppliers', [s.supplierId]);
  }
  return { id: s.supplierId, userId: s.userId, identity: s.identity, cookie: s.cookie };
}
const last30 = () => [new Date(Date.now() - 30 * DAY), new Date(Date.now() + 60_000)] as const;

describe('a supplier’s response figures from a scripted history', () => {
  let s: Party;
  beforeAll(async () => {
    s = await supplier();
    const [b1, b2, b3, b4, b5, b6, b7, b8, b9, suspended] = await Promise.all(Array.from({ length: 10 }, () => buyer()));
    // Counted:
    await inquiryAt(t, b1!, s, daysAgo(10), { replies: [30, 45], buyerFollowUps: [10] }); // answered in 30 min (the buyer's follow-up answers nothing)
    await inquiryAt(t, b2!, s, daysAgo(9), { replies: [90] }); // 90 min
    await inquiryAt(t, b3!, s, daysAgo(8)); // never answered
    await inquiryAt(t, b4!, s, daysAgo(25), { replies: [12 * 24 * 60] }); // answered after 12 days: counts, 7 days in the average
    await chatAt(t, b5!, s, daysAgo(5), 'buyer', [{ by: 'supplier', after: 60, kind: 'accept' }]); // the acceptance answers: 60 min
    await chatAt(t, b6!, s, daysAgo(4), 'buyer', [{ by: 'supplier', after: 10, kind: 'reject' }]); // declined: received, not answered
    await chatAt(t, b7!, s, daysAgo(6), 'buyer', [
      { by: 'buyer', after: 2 },
      { by: 'supplier', after: 5, hidden: true }, // hidden from the buyer: not an answer
      { by: 'supplier', after: 120 },
    ]); // 120 min
    // Not counted:
    await inquiryAt(t, b1!, s, hoursAgo(2)); // still within the 24-hour grace period
    await inquiryAt(t, b2!, s, daysAgo(40), { replies: [5] }); // before the range
    await inquiryAt(t, b8!, s, daysAgo(3), { outreach: true, replies: [0] }); // the supplier's own outreach
    await chatAt(t, b8!, s, daysAgo(3), 'supplier', [{ by: 'buyer', after: 30, kind: 'accept' }, { by: 'supplier', after: 40 }]); // the supplier started it
    await inquiryAt(t, suspended!, s, daysAgo(7)); // from an account operators suspended
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended!.userId));
    // A conversation with no message yet is no contact (the buyer only opened it).
    await t.database.db.execute(sql`INSERT INTO conversations (unique_name, buyer_id, supplier_id, buyer_identity, supplier_identity, created_by)
      VALUES (${`${b9!.identity}|${s.identity}`}, ${b9!.id}, ${s.id}, ${b9!.identity}, ${s.identity}, ${b9!.identity})`);
  });

  it('counts received and answered contacts, the rate and the capped average', async () => {
    const [from, to] = last30();
    expect(await supplierResponseStats(t.database.db, s.id, from, to)).toEqual({
      received: 7,
      answered: 5,
      response_rate: 0.7143,
      avg_first_response_minutes: Math.round((30 + 90 + CAP + 60 + 120) / 5),
    });
  });

  it('counts in SQL what the shared rules count over the contacts themselves', async () => {
    const { rows } = (await t.database.db.execute(sql`
      SELECT rc.received_at, rc.answered_at, rc.declined_at FROM response_contacts rc
      JOIN buyers b ON b.id = rc.buyer_id JOIN users u ON u.id = b.user_id
      WHERE rc.supplier_id = ${s.id} AND u.status <> 'suspended' AND rc.received_at >= ${new Date(Date.now() - 30 * DAY).toISOString()}`)) as unknown as {
      rows: Array<{ received_at: string; answered_at: string | null; declined_at: string | null }>;
    };
    const asDate = (v: string | null) => (v === null ? null : new Date(v));
    const reference = summarizeContacts(rows.map((r) => ({ receivedAt: new Date(r.received_at), answeredAt: asDate(r.answered_at), declinedAt: asDate(r.declined_at) })), new Date());
    expect(rows).toHaveLength(8); // the seven counted and the one still within its grace period
    expect(await supplierResponseStats(t.database.db, s.id, ...last30())).toEqual(reference);
  });

  it('takes `from` inclusive and `to` exclusive', async () => {
    const contact = new Date(Date.now() - 9 * DAY);
    const at = (await t.database.db.execute(sql`SELECT received_at FROM response_contacts WHERE supplier_id = ${s.id} ORDER BY abs(extract(epoch FROM received_at - ${contact.toISOString()}::timestamptz)) LIMIT 1`)) as unknown as {
      rows: Array<{ received_at: string | Date }>;
    };
    const exact = new Date(at.rows[0]!.received_at);
    expect(await supplierResponseStats(t.database.db, s.id, exact, new Date(exact.getTime() + 1))).toMatchObject({ received: 1, answered: 1, avg_first_response_minutes: 90 });
    expect(await supplierResponseStats(t.database.db, s.id, new Date(exact.getTime() - DAY), exact)).toMatchObject({ received: 0 });
  });

  it('has no rate for a range without contacts', async () => {
    expect(await supplierResponseStats(t.database.db, s.id, new Date(Date.now() - 400 * DAY), new Date(Date.now() - 300 * DAY))).toEqual({
      received: 0,
      answered: 0,
      response_rate: null,
      avg_first_response_minutes: null,
    });
  });

  it('stores the same 30-day figure for the page and the search', async () => {
    expect(await refreshAllResponseFigures(t.database.db)).toBe(true);
    const [row] = await t.database.db.select().from(supplierResponseFigures).where(eq(supplierResponseFigures.supplierId, s.id));
    const [from, to] = [new Date(Date.now() - RESPONSE_RULES.windowDays * DAY), new Date()];
    const live = await supplierResponseStats(t.database.db, s.id, from, to);
    expect({ received: row!.received, answered: row!.answered, response_rate: row!.responseRate, avg_first_response_minutes: row!.avgFirstResponseMinutes }).toEqual(live);
  });
});

describe('answers through the product', () => {
  it('a buyer’s inquiry and chat are contacts; the supplier’s replies answer them and move the stored figure at once', async () => {
    const s = await supplier();
    const b = await createBuyer(t);
    const sent = await call(t.app, 'POST', 'inquiry.send', { cookie: b.cookie, body: { supplier_identity: s.identity, message: 'Please quote 500 canvas tote bags with our logo.' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const inquiryId = sent.json().message.data.id as number;
    // Sent, not answered, within the grace period: nothing counted yet.
    expect(await supplierResponseStats(t.database.db, s.id, ...last30())).toMatchObject({ received: 0, answered: 0 });

    const reply = await call(t.app, 'POST', 'inquiry.reply', { cookie: s.cookie, body: { inquiry_id: inquiryId, body: 'Our price is USD 1.20 each, FOB Ho Chi Minh City.', attachment_ids: [] } });
    expect(reply.statusCode, reply.body).toBe(200);
    const opened = await call(t.app, 'POST', 'chat.create_conversation', { cookie: b.cookie, body: { identity: b.identity, counterpart: s.identity } });
    const conversationId = opened.json().message.data.conversation_sid as string;
    const first = await call(t.app, 'POST', 'chat.send_message', { cookie: b.cookie, body: { conversation_id: conversationId, client_id: `c-${crypto.randomUUID()}`, body: 'Hello, do you make backpacks?' } });
    expect(first.statusCode, first.body).toBe(200);
    const answer = await call(t.app, 'POST', 'chat.send_message', { cookie: s.cookie, body: { conversation_id: conversationId, client_id: `c-${crypto.randomUUID()}`, body: 'Yes, 600D polyester, MOQ 300.' } });
    expect(answer.statusCode, answer.body).toBe(200);

    const stats = await supplierResponseStats(t.database.db, s.id, ...last30());
    expect(stats).toMatchObject({ received: 2, answered: 2, response_rate: 1 });
    expect(stats.avg_first_response_minutes).toBeLessThanOrEqual(1);
    // Refreshed by the answers themselves, before any job pass.
    const [row] = await t.database.db.select().from(supplierResponseFigures).where(eq(supplierResponseFigures.supplierId, s.id));
    expect(row).toMatchObject({ received: 2, answered: 2, responseRate: 1 });
  });

  it('a supplier declining a buyer’s first chat counts it unanswered at once', async () => {
    const s = await supplier();
    const b = await createBuyer(t);
    const opened = await call(t.app, 'POST', 'chat.create_conversation', { cookie: b.cookie, body: { identity: b.identity, counterpart: s.identity } });
    const conversationId = opened.json().message.data.conversation_sid as string;
    await call(t.app, 'POST', 'chat.send_message', { cookie: b.cookie, body: { conversation_id: conversationId, client_id: `c-${crypto.randomUUID()}`, body: 'Hello!' } });
    const declined = await call(t.app, 'POST', 'chat.decide_first_contact', { cookie: s.cookie, body: { conversation_id: conversationId, decision: 'reject' } });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await supplierResponseStats(t.database.db, s.id, ...last30())).toEqual({ received: 1, answered: 0, response_rate: 0, avg_first_response_minutes: null });
    const [row] = await t.database.db.select().from(supplierResponseFigures).where(eq(supplierResponseFigures.supplierId, s.id));
    expect(row).toMatchObject({ received: 1, answered: 0, responseRate: 0 });
  });
});

describe('the median of a main category', () => {
  it('is taken over the category’s suppliers with a counted contact in the range', async () => {
    // Another year than any other test's data, so the category holds only these suppliers' contacts.
    const from = new Date('2021-03-01T00:00:00Z');
    const to = new Date('2021-04-01T00:00:00Z');
    const at = (day: number, hour = 9) => new Date(Date.UTC(2021, 2, day, hour));
    const { category_id } = await referenceIds(t);
    const [fast, half, silent, elsewhere, outside] = await Promise.all([supplier(), supplier(), supplier(), supplier(), supplier()]);
    for (const s of [fast, half, silent, outside]) await t.database.db.update(suppliers).set({ mainCategoryId: category_id }).where(eq(suppliers.id, s!.id));
    const buyers = await Promise.all(Array.from({ length: 4 }, () => buyer()));
    // fast: 2 of 2 answered in 20 and 40 minutes (rate 1, average 30).
    await inquiryAt(t, buyers[0]!, fast!, at(2), { replies: [20] });
    await inquiryAt(t, buyers[1]!, fast!, at(3), { replies: [40] });
    // half: 1 of 2, in 150 minutes (rate 0.5, average 150).
    await inquiryAt(t, buyers[0]!, half!, at(4), { replies: [150] });
    await chatAt(t, buyers[1]!, half!, at(5), 'buyer');
    // silent: 0 of 1 (rate 0, no average).
    await inquiryAt(t, buyers[2]!, silent!, at(6));
    // In another category, and outside the range: not compared.
    await inquiryAt(t, buyers[3]!, elsewhere!, at(7));
    await inquiryAt(t, buyers[3]!, outside!, new Date('2021-04-02T00:00:00Z'));

    expect(await categoryResponseMedian(t.database.db, category_id, from, to)).toEqual({ response_rate: 0.5, avg_first_response_minutes: 90, suppliers: 3 });
    // A category without contacts in the range.
    expect(await categoryResponseMedian(t.database.db, category_id, new Date('2020-01-01T00:00:00Z'), new Date('2020-02-01T00:00:00Z'))).toEqual({
      response_rate: null,
      avg_first_response_minutes: null,
      suppliers: 0,
    });
  });
});

describe('the public page and the search', () => {
  const word = nonce();
  let quick: Party;
  let slow: Party;
  let fresh: Party;
  beforeAll(async () => {
    [quick, slow, fresh] = await Promise.all([supplier(`Quick ${word} Bags`), supplier(`Slow ${word} Bags`), supplier(`Fresh ${word} Bags`)]);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer()));
    // quick: 6 of 6 answered within an hour (rate 1).
    for (const [i, b] of buyers.entries()) await inquiryAt(t, b, quick, daysAgo(2 + i), { replies: [20 + i * 5] });
    // slow: 5 of 6 answered after 30 hours (rate 0.8333).
    for (const [i, b] of buyers.entries()) await inquiryAt(t, b, slow, daysAgo(3 + i), i === 0 ? {} : { replies: [30 * 60] });
    // fresh: only 2 contacts, both answered quickly: not enough to show or to filter on.
    for (const b of buyers.slice(0, 2)) await inquiryAt(t, b, fresh, daysAgo(4), { replies: [10] });
    await refreshAllResponseFigures(t.database.db);
  });

  const publicOf = async (identity: string) => {
    const res = await call(t.app, 'GET', 'supplier.get_public', { query: { id: identity } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message.data.response;
  };
  const found = async (query: Record<string, string>) => {
    const res = await call(t.app, 'GET', 'catalog.search', { query: { tab: 'suppliers', keyword: word, ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().message.data as Array<{ identity: string }>).map((s) => s.identity).sort();
  };

  it('the supplier call carries the 30-day figures, or says there is not enough data', async () => {
    expect(await publicOf(quick.identity)).toEqual({ window_days: 30, enough_data: true, response_rate: 1, avg_first_response_minutes: 33, rate_percent: 100, reply_within_hours: 1 });
    expect(await publicOf(slow.identity)).toEqual({ window_days: 30, enough_data: true, response_rate: 0.8333, avg_first_response_minutes: 1800, rate_percent: 83, reply_within_hours: 48 });
    expect(await publicOf(fresh.identity)).toEqual({ window_days: 30, enough_data: false, response_rate: null, avg_first_response_minutes: null, rate_percent: null, reply_within_hours: null });
  });

  it('filters suppliers by response rate and by typical reply time', async () => {
    expect(await found({})).toEqual([quick.identity, slow.identity, fresh.identity].sort());
    expect(await found({ response_rate: '75' })).toEqual([quick.identity, slow.identity].sort());
    expect(await found({ response_rate: '90' })).toEqual([quick.identity]);
    expect(await found({ response_time: '24' })).toEqual([quick.identity]);
    expect(await found({ response_time: '1', response_rate: '50' })).toEqual([quick.identity]);
  });

  it('refuses a filter value it does not offer, naming the field', async () => {
    for (const query of [{ response_rate: '33' }, { response_time: 'soon' }] as Array<Record<string, string>>) {
      const res = await call(t.app, 'GET', 'catalog.search', { query: { tab: 'suppliers', ...query } });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(Object.keys(query)[0]);
    }
  });

  it('leaves other tabs alone when the filters are in the URL', async () => {
    const res = await call(t.app, 'GET', 'catalog.search', { query: { tab: 'products', response_rate: '90' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('the refresh job with several processes', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('skips a pass while another process holds the refresh (PostgreSQL)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const other = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${RESPONSE_FIGURES_LOCK})`);
      locked();
      await held;
    });
    await isLocked;
    expect(await refreshAllResponseFigures(t.database.db)).toBe(false);
    release();
    await other;
    expect(await refreshAllResponseFigures(t.database.db)).toBe(true);
  });

  it('two passes at once leave the same figures as one', async () => {
    const s = await supplier();
    const buyers = await Promise.all(Array.from({ length: 2 }, () => buyer()));
    await inquiryAt(t, buyers[0]!, s, daysAgo(3), { replies: [60] });
    await inquiryAt(t, buyers[1]!, s, daysAgo(2));
    const passes = await Promise.all([refreshAllResponseFigures(t.database.db), refreshAllResponseFigures(t.database.db)]);
    expect(passes).toContain(true);
    const [row] = await t.database.db.select().from(supplierResponseFigures).where(eq(supplierResponseFigures.supplierId, s.id));
    expect(row).toMatchObject({ received: 2, answered: 1, responseRate: 0.5, avgFirstResponseMinutes: 60 });
  });

  it('a supplier whose 30 days emptied goes back to no figure', async () => {
    const s = await supplier();
    const b = await buyer();
    const id = await inquiryAt(t, b, s, daysAgo(3), { replies: [60] });
    await refreshAllResponseFigures(t.database.db);
    // The contact moves out of the window (as time would move it).
    await t.database.db.execute(sql`UPDATE response_contacts SET received_at = received_at - interval '60 days', answered_at = answered_at - interval '60 days' WHERE inquiry_id = ${id}`);
    await refreshAllResponseFigures(t.database.db);
    const [row] = await t.database.db.select().from(supplierResponseFigures).where(eq(supplierResponseFigures.supplierId, s.id));
    expect(row).toMatchObject({ received: 0, answered: 0, responseRate: null, avgFirstResponseMinutes: null });
  });
});
