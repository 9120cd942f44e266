import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../src/db/schema/index.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { buyerIdOf, createBuyer, createSeller, INQUIRY_MESSAGE } from './factories/inquiry.ts';
import { givePlan } from './factories/quoting.ts';
import { setQuotas } from './factories/wallet.ts';
import { createRfq, approveRfq } from './factories/sourcing.ts';

// Suppliers reaching out to buyers (issue 24, decision 019): the send, its rate, the buyer's side
// of it, and what Free may not do.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PHONE = '+84 912 345 678';
const sendToBuyer = (cookie: string | undefined, body: Record<string, unknown>) => call(t.app, 'POST', 'inquiry.send_to_buyer', { cookie, body });
const counts = async (cookie: string) => (await call(t.app, 'GET', 'notification.count_noti_menu_bar', { cookie })).json().message.data as Record<string, number>;
const get = (cookie: string, id: number) => call(t.app, 'GET', 'inquiry.get', { cookie, query: { inquiry_id: String(id) } });

async function paidSeller(plan: 'Trial' | 'Starter' | 'Advance' = 'Starter') {
  const seller = await createSeller(t);
  await givePlan(t, seller.email, plan);
  return seller;
}

describe('inquiry.send_to_buyer', () => {
  it('reaches the buyer’s Supplier inquiries, counts as a buyer lead until read, and the buyer can answer', async () => {
    const seller = await paidSeller('Trial');
    const buyer = await createBuyer(t, { company_name: 'Nordic Home AB', fd_country: 'SE', customer_phone: PHONE });
    const res = await sendToBuyer(seller.cookie, { buyer_identity: buyer.identity, quantity: '500', uom: '', message: INQUIRY_MESSAGE });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().message.data;
    expect(sent).toMatchObject({ direction: 'supplier_to_buyer', viewer: 'supplier', subject: seller.company, status: 'open', counterpart: { identity: buyer.identity, company_name: 'Nordic Home AB', country: 'SE' } });
    // Nothing of the buyer's contact reaches the supplier: no email, no phone.
    expect(res.body).not.toContain(buyer.email);
    expect(res.body).not.toContain(PHONE);
    const again = await get(seller.cookie, sent.id);
    expect(again.body).not.toContain(buyer.email);
    expect(again.body).not.toContain(PHONE);

    expect(await counts(buyer.cookie)).toMatchObject({ count_buyer_leads: 1 });
    expect(await counts(seller.cookie)).toMatchObject({ count_supplier_leads: 0 });
    const received = (await call(t.app, 'GET', 'inquiry.list_mine', { cookie: buyer.cookie, query: { box: 'received' } })).json().message;
    expect(received).toMatchObject({ total: 1, data: [{ id: sent.id, unread: true }] });
    expect((await get(buyer.cookie, sent.id)).json().message.data).toMatchObject({ viewer: 'buyer', messages: [{ side: 'supplier', body: INQUIRY_MESSAGE }] });
    expect(await counts(buyer.cookie)).toMatchObject({ count_buyer_leads: 0 });

    const answer = await call(t.app, 'POST', 'inquiry.reply', { cookie: buyer.cookie, body: { inquiry_id: sent.id, body: 'Please send your catalogue and MOQ.' } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message.data).toMatchObject({ status: 'handled', reply_count: 1 });
    // The answer is the supplier's to read in its sent box.
    const sentBox = (await call(t.app, 'GET', 'inquiry.list_mine', { cookie: seller.cookie, query: { side: 'supplier', box: 'sent' } })).json().message;
    expect(sentBox.data[0]).toMatchObject({ id: sent.id, unread: true, reply_count: 1 });
    // A Free seller may answer a buyer who answered it: replying needs no plan.
    await t.database.db.execute(sql`UPDATE suppliers SET plan_name = 'Free', plan_end_date = NULL WHERE id = ${seller.supplierId}`);
    expect((await call(t.app, 'POST', 'inquiry.reply', { cookie: seller.cookie, body: { inquiry_id: sent.id, body: 'Catalogue attached, MOQ 500.' } })).statusCode).toBe(200);
  });

  it('writes about one of the buyer’s requests, and refuses someone else’s', async () => {
    const seller = await paidSeller();
    const buyer = await createBuyer(t);
    const rfq = await createRfq(t, buyer.cookie);
    await approveRfq(t, rfq.id);
    const res = await sendToBuyer(seller.cookie, { buyer_identity: buyer.identity, rfq_id: rfq.id, message: INQUIRY_MESSAGE });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = (await t.database.db.execute(sql`SELECT product_name FROM rfqs WHERE id = ${rfq.id}`)) as unknown as { rows: Array<{ product_name: string }> };
    expect(res.json().message.data.subject).toBe(rows[0]!.product_name);
    const other = await createBuyer(t);
    expect((await sendToBuyer(seller.cookie, { buyer_identity: other.identity, rfq_id: rfq.id, message: INQUIRY_MESSAGE })).statusCode).toBe(404);
  });

  it('validates like a buyer’s inquiry, with translated messages', async () => {
    const seller = await paidSeller();
    const buyer = await createBuyer(t);
    const short = await call(t.app, 'POST', 'inquiry.send_to_buyer', { cookie: seller.cookie, body: { buyer_identity: buyer.identity, message: 'Hi' }, lang: 'vi' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'message' });
    expect((await sendToBuyer(seller.cookie, { buyer_identity: 'SUP123456', message: INQUIRY_MESSAGE })).json()).toMatchObject({ field: 'buyer_identity' });
    expect((await sendToBuyer(seller.cookie, { buyer_identity: 'BURNOSUCH1', message: INQUIRY_MESSAGE })).statusCode).toBe(404);
    expect((await sendToBuyer(undefined, { buyer_identity: buyer.identity, message: INQUIRY_MESSAGE })).statusCode).toBe(401);
    const onlyBuyer = await createBuyer(t);
    expect((await sendToBuyer(onlyBuyer.cookie, { buyer_identity: buyer.identity, message: INQUIRY_MESSAGE })).json().code).toBe('SUPPLIER_ONLY');
  });

  it('holds a supplier to 10 an hour and 30 a day from its stored sends (429, blockSpamInquiry)', async () => {
    const seller = await paidSeller('Advance');
    const buyer = await createBuyer(t);
    for (let i = 0; i < 10; i += 1) expect((await sendToBuyer(seller.cookie, { buyer_identity: buyer.identity, message: INQUIRY_MESSAGE })).statusCode).toBe(200);
    const blocked = await call(t.app, 'POST', 'inquiry.send_to_buyer', { cookie: seller.cookie, body: { buyer_identity: buyer.identity, message: INQUIRY_MESSAGE }, lang: 'vi' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('INQUIRY_SPAM');
    expect(blocked.json().messages[0]).toMatch(/phút/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // A buyer's own inquiries are counted apart: the buyer is not blocked by the supplier's sends.
    expect((await call(t.app, 'POST', 'inquiry.send', { cookie: buyer.cookie, body: { supplier_identity: seller.identity, message: INQUIRY_MESSAGE } })).statusCode).toBe(200);

    // The daily window: 30 sends over the last day (none in the last hour) still block.
    const daily = await paidSeller();
    const buyerId = await buyerIdOf(t, buyer.identity);
    await t.database.db.insert(inquiries).values(
      Array.from({ length: 30 }, (_, i) => ({
        buyerId,
        supplierId: daily.supplierId,
        direction: 'supplier_to_buyer' as const,
        subject: 'Earlier outreach',
        createdAt: new Date(Date.now() - (2 + i * 0.5) * 3_600_000),
      })),
    );
    const dayBlocked = await sendToBuyer(daily.cookie, { buyer_identity: buyer.identity, message: INQUIRY_MESSAGE });
    expect(dayBlocked.statusCode).toBe(429);
    expect(dayBlocked.json().code).toBe('INQUIRY_SPAM');
  });
});

describe('plan rules (decision 019)', () => {
  it('refuses a Free seller starting an inquiry, a conversation or an unlock, with a translated PLAN_REQUIRED', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const refused = await call(t.app, 'POST', 'inquiry.send_to_buyer', { cookie: seller.cookie, body: { buyer_identity: buyer.identity, message: INQUIRY_MESSAGE }, lang: 'vi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAN_REQUIRED');
    expect(refused.json().messages[0]).toMatch(/nâng cấp/);
    expect(await counts(buyer.cookie)).toMatchObject({ count_buyer_leads: 0 });

    const chat = await call(t.app, 'POST', 'chat.create_conversation', { cookie: seller.cookie, body: { identity: seller.identity, counterpart: buyer.identity } });
    expect(chat.statusCode, chat.body).toBe(403);
    expect(chat.json().code).toBe('PLAN_REQUIRED');

    const preview = (await call(t.app, 'GET', 'contact.preview', { cookie: seller.cookie, query: { buyer_identity: buyer.identity } })).json().message.data;
    expect(preview).toMatchObject({ unlocked: false, plan_required: true, contact_quota_left: 0, details: null });
    const unlock = await call(t.app, 'POST', 'contact.unlock', { cookie: seller.cookie, body: { buyer_identity: buyer.identity } });
    expect(unlock.statusCode).toBe(403);
    expect(unlock.json().code).toBe('PLAN_REQUIRED');
    expect(unlock.body).not.toContain(buyer.email);
  });

  it('lets a Free seller answer a buyer who reached out, by inquiry and in a conversation the buyer opened', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const asked = await call(t.app, 'POST', 'inquiry.send', { cookie: buyer.cookie, body: { supplier_identity: seller.identity, message: INQUIRY_MESSAGE } });
    const id = asked.json().message.data.id as number;
    expect((await call(t.app, 'POST', 'inquiry.reply', { cookie: seller.cookie, body: { inquiry_id: id, body: 'Yes, we can ship in June.' } })).statusCode).toBe(200);
    const opened = await call(t.app, 'POST', 'chat.create_conversation', { cookie: buyer.cookie, body: { identity: buyer.identity, counterpart: seller.identity } });
    expect(opened.statusCode, opened.body).toBe(200);
    // The supplier opening the same pair gets the buyer's conversation, not a refusal.
    expect((await call(t.app, 'POST', 'chat.create_conversation', { cookie: seller.cookie, body: { identity: seller.identity, counterpart: buyer.identity } })).statusCode).toBe(200);
  });

  it('lets a trial or paid seller start a conversation and unlock a contact (the latter once verified)', async () => {
    const seller = await paidSeller('Trial');
    await setQuotas(t, seller.supplierId, { conversation_quota: 60 });
    const buyer = await createBuyer(t);
    expect((await call(t.app, 'POST', 'chat.create_conversation', { cookie: seller.cookie, body: { identity: seller.identity, counterpart: buyer.identity } })).statusCode).toBe(200);
    const preview = (await call(t.app, 'GET', 'contact.preview', { cookie: seller.cookie, query: { buyer_identity: buyer.identity } })).json().message.data;
    expect(preview).toMatchObject({ plan_required: false });
  });
});
