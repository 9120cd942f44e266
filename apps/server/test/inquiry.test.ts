import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_RATE } from '@tradelink/shared/inquiry/inquiry';
import { attachments, categories, inquiries, inquiryMessages, products, quotations, rfqs, suppliers, users } from '../src/db/schema/index.ts';
import { mayReadAttachment } from '../src/modules/attachment/attachment.repository.ts';
import { createAccountSide } from '../src/modules/auth/auth.service.ts';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';

let t: TestApp;
let leafCategory: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [leaf] = await t.database.db.select({ id: categories.id }).from(categories).where(sql`NOT EXISTS (SELECT 1 FROM categories c2 WHERE c2.parent_id = ${categories.id})`).orderBy(categories.id).limit(1);
  leafCategory = leaf!.id;
});
afterAll(() => t.close());

const MESSAGE = 'We would like to order 2,000 units each quarter. Please share your price list and lead time.';

// Factories: fresh accounts per test, so the suite also runs on a shared PostgreSQL database.
async function createBuyer(overrides: Record<string, unknown> = {}) {
  const account = await registerAndLogin(t, { account_type: 'Buyer', ...overrides });
  return { ...account, userId: account.user.uuid as string, identity: account.user.buyer.identity as string };
}

async function createSeller(company = `Lotus Ceramics ${crypto.randomBytes(3).toString('hex')}`) {
  const account = await registerAndLogin(t, { account_type: 'Seller', company_name: company, first_name: 'Minh', fd_country: 'VN' });
  const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.userId, account.user.uuid)).limit(1);
  return { ...account, userId: account.user.uuid as string, identity: row!.identity, supplierId: row!.id, company };
}

/** A buyer that also sells (the "both" account). */
async function createBuyerAndSeller() {
  const buyer = await createBuyer({ company_name: 'Twin Trade Co' });
  const [user] = await t.database.db.select().from(users).where(eq(users.id, buyer.userId));
  const supplier = await createAccountSide(t.database.db, user!, 'Seller', 'Twin Trade Co');
  return { ...buyer, supplierIdentity: supplier.identity };
}

async function createProduct(supplierId: string, values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(products)
    .values({ supplierId, categoryId: leafCategory, name: 'Glazed stoneware mug 350 ml', status: 1, images: ['a'.repeat(64)], ...values })
    .returning({ id: products.id });
  return row!.id;
}

const send = (cookie: string | undefined, body: Record<string, unknown>) => call(t.app, 'POST', 'inquiry.send', { cookie, body });
const list = (cookie: string, query: Record<string, string> = {}) => call(t.app, 'GET', 'inquiry.list_mine', { cookie, query });
const get = (cookie: string, id: number) => call(t.app, 'GET', 'inquiry.get', { cookie, query: { inquiry_id: String(id) } });
const reply = (cookie: string, id: number, body: string) => call(t.app, 'POST', 'inquiry.reply', { cookie, body: { inquiry_id: id, body } });
const counts = async (cookie: string) => {
  const res = await call(t.app, 'GET', 'notification.count_noti_menu_bar', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data as Record<string, number>;
};

async function buyerIdOf(identity: string): Promise<string> {
  const { rows } = (await t.database.db.execute(sql`SELECT id FROM buyers WHERE identity = ${identity}`)) as unknown as { rows: Array<{ id: string }> };
  return rows[0]!.id;
}

/** A supplier's outreach to a buyer (suppliers start these from buying leads; no call yet). */
async function supplierOutreach(buyerIdentity: string, supplier: { supplierId: string; userId: string }) {
  const [inquiry] = await t.database.db
    .insert(inquiries)
    .values({ buyerId: await buyerIdOf(buyerIdentity), supplierId: supplier.supplierId, direction: 'supplier_to_buyer', subject: 'Robusta coffee beans', supplierReadAt: new Date() })
    .returning({ id: inquiries.id });
  await t.database.db
    .insert(inquiryMessages)
    .values({ inquiryId: inquiry!.id, authorUserId: supplier.userId, authorSide: 'supplier', body: 'We saw your request and can supply 20 tons a month.' });
  return inquiry!.id;
}

describe('inquiry.send', () => {
  it('sends a general inquiry to a supplier and answers the thread', async () => {
    const buyer = await createBuyer();
    const seller = await createSeller();
    const res = await send(buyer.cookie, { supplier_identity: seller.identity, message: MESSAGE });
    expect(res.statusCode, res.body).toBe(200);
    const thread = res.json().message.data;
    expect(thread).toMatchObject({
      subject: seller.company,
      direction: 'buyer_to_supplier',
      counterpart: { identity: seller.identity, company_name: seller.company, country: 'VN', name: expect.stringContaining('Minh') },
      product: null,
      status: 'open',
      unread: false,
      reply_count: 0,
      viewer: 'buyer',
      quantity: null,
      uom: null,
    });
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]).toMatchObject({ side: 'buyer', body: MESSAGE, author_name: expect.stringContaining('Linh'), attachments: [] });
  });

  it('sends an inquiry about a product to its supplier, with quantity, unit and an own attachment', async () => {
    const buyer = await createBuyer();
    const seller = await createSeller();
    const productId = await createProduct(seller.supplierId);
    const [file] = await t.database.db
      .insert(attachments)
      .values({ ownerUserId: buyer.userId, storageKey: 'f'.repeat(64), name: 'spec-sheet.pdf', kind: 'pdf', bytes: 2048 })
      .returning({ id: attachments.id });
    const res = await send(buyer.cookie, { product_id: productId, quantity: '2000', uom: 'piece', message: MESSAGE, attachment_ids: [file!.id] });
    expect(res.statusCode, res.body).toBe(200);
    const thread = res.json().message.data;
    expect(thread).toMatchObject({
      subject: 'Glazed stoneware mug 350 ml',
      product: { id: productId, name: 'Glazed stoneware mug 350 ml', image: 'a'.repeat(64) },
      counterpart: { identity: seller.identity },
      quantity: '2000',
      uom: 'piece',
    });
    expect(thread.messages[0].attachments).toEqual([expect.objectContaining({ id: file!.id, name: 'spec-sheet.pdf', kind: 'pdf' })]);
    // The supplier may download what the buyer attached; nobody else may.
    expect(await mayReadAttachment(t.database.db, file!.id, seller.userId)).toBe(true);
    expect(await mayReadAttachment(t.database.db, file!.id, (await createSeller()).userId)).toBe(false);
  });

  it('refuses guests, sellers without a buying side and the own company', async () => {
    const seller = await createSeller();
    expect((await send(undefined, { supplier_identity: seller.identity, message: MESSAGE })).statusCode).toBe(401);

    const otherSeller = await createSeller();
    const sellerOnly = await send(otherSeller.cookie, { supplier_identity: seller.identity, message: MESSAGE });
    expect(sellerOnly.statusCode).toBe(403);
    expect(sellerOnly.json()).toMatchObject({ code: 'BUYER_ONLY', messages: [expect.stringContaining('Only buyer accounts')] });

    const both = await createBuyerAndSeller();
    const own = await send(both.cookie, { supplier_identity: both.supplierIdentity, message: MESSAGE });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('OWN_COMPANY');
  });

  it('names the field of each validation error, in the caller’s language', async () => {
    const buyer = await createBuyer();
    const seller = await createSeller();
    const short = await call(t.app, 'POST', 'inquiry.send', { cookie: buyer.cookie, body: { supplier_identity: seller.identity, message: 'Price?' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'message', messages: ['Message: Tell the supplier a bit more: at least 20 characters.'] });
    const shortVi = await call(t.app, 'POST', 'inquiry.send', { cookie: buyer.cookie, lang: 'vi', body: { supplier_identity: seller.identity, message: 'Giá?' } });
    expect(shortVi.json().field).toBe('message');
    expect(shortVi.json().messages[0]).not.toContain('Tell the supplier');

    const neither = await send(buyer.cookie, { message: MESSAGE });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'product_id' });

    const badQuantity = await send(buyer.cookie, { supplier_identity: seller.identity, quantity: '12,5', message: MESSAGE });
    expect(badQuantity.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'quantity' });
    const badUnit = await send(buyer.cookie, { supplier_identity: seller.identity, quantity: '10', uom: 'Bucketful', message: MESSAGE });
    expect(badUnit.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'uom' });
    const badIdentity = await send(buyer.cookie, { supplier_identity: 'BUR123', message: MESSAGE });
    expect(badIdentity.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'supplier_identity' });
    const foreignFile = await send(buyer.cookie, { supplier_identity: seller.identity, message: MESSAGE, attachment_ids: [crypto.randomUUID()] });
    expect(foreignFile.json()).toMatchObject({ code: 'ATTACHMENT_INVALID', field: 'attachment_ids' });
  });

  it('answers 404 for unknown suppliers and products that are not public', async () => {
    const buyer = await createBuyer();
    const seller = await createSeller();
    expect((await send(buyer.cookie, { supplier_identity: 'SUP999999999', message: MESSAGE })).json()).toMatchObject({ code: 'NOT_FOUND' });
    const pending = await createProduct(seller.supplierId, { status: 0 });
    expect((await send(buyer.cookie, { product_id: pending, message: MESSAGE })).statusCode).toBe(404);
    expect((await send(buyer.cookie, { product_id: 2_000_000_000, message: MESSAGE })).statusCode).toBe(404);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, seller.userId));
    expect((await send(buyer.cookie, { supplier_identity: seller.identity, message: MESSAGE })).statusCode).toBe(404);
  });

  it('asks for a complete profile (company name and country) first', async () => {
    const seller = await createSeller();
    for (const missing of [{ companyName: null }, { fdCountry: null }, { companyName: '  ' }]) {
      const buyer = await createBuyer();
      await t.database.db.update(users).set(missing).where(eq(users.id, buyer.userId));
      const res = await send(buyer.cookie, { supplier_identity: seller.identity, message: MESSAGE });
      expect(res.statusCode, JSON.stringify(missing)).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PROFILE_INCOMPLETE', messages: [expect.stringContaining('Complete your profile')] });
    }
  });

  it(`blocks the send after ${INQUIRY_RATE.perHour} inquiries in an hour, saying how long to wait; refused attempts do not count`, async () => {
    const buyer = await createBuyer();
    const seller = await createSeller();
    for (let i = 0; i < INQUIRY_RATE.perHour; i++) {
      expect((await send(buyer.cookie, { supplier_identity: seller.identity, message: 'short' })).statusCode).toBe(400);
      const ok = await send(buyer.cookie, { supplier_identity: seller.identity, message: `${MESSAGE} (${i + 1})` });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const blocked = await send(buyer.cookie, { supplier_identity: seller.identity, message: MESSAGE });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'INQUIRY_SPAM', messages: ['You have sent many inquiries in a short time. Please wait 60 minutes before sending another.'] });
    expect(blocked.headers['retry-after']).toBe('3600');
    expect((await list(buyer.cookie)).json().message.total).toBe(INQUIRY_RATE.perHour);

    // Another buyer is not affected.
    const other = await createBuyer();
    expect((await send(other.cookie, { supplier_identity: seller.identity, message: MESSAGE })).statusCode).toBe(200);
  });

  it(`blocks the send after ${INQUIRY_RATE.perDay} inquiries in a day, until the oldest of them is a day old`, async () => {
    const buyer = await createBuyer();
    const seller = await createSeller();
    const buyerId = await buyerIdOf(buyer.identity);
    // Spread over the last day, fewer than the hourly limit within the last hour; the oldest 23.5 hours ago.
    const values = Array.from({ length: INQUIRY_RATE.perDay }, (_, i) => ({
      buyerId,
      supplierId: seller.supplierId,
      direction: 'buyer_to_supplier' as const,
      subject: seller.company,
      createdAt: new Date(Date.now() - (23.5 - i * 0.7) * 3_600_000),
    }));
    await t.database.db.insert(inquiries).values(values);
    const blocked = await send(buyer.cookie, { supplier_identity: seller.identity, message: MESSAGE });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('INQUIRY_SPAM');
    expect(blocked.json().messages[0]).toMatch(/wait (29|30|31) minutes/);
  });
});

describe('inquiry.list_mine, inquiry.get, inquiry.reply and the menu counts', () => {
  it('lists sent inquiries newest activity first, 20 a page, with unread replies and reply counts', async () => {
    const buyer = await createBuyer();
    const seller = await createSeller();
    const buyerId = await buyerIdOf(buyer.identity);
    // Older inquiries written straight to the database (the send limit would stop 21 sends).
    const old = await t.database.db
      .insert(inquiries)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          buyerId,
          supplierId: seller.supplierId,
          direction: 'buyer_to_supplier' as const,
          subject: `Order ${i}`,
          buyerReadAt: new Date(),
          lastMessageAt: new Date(Date.now() - (i + 2) * 86_400_000),
          createdAt: new Date(Date.now() - (i + 2) * 86_400_000),
        })),
      )
      .returning({ id: inquiries.id });
    await t.database.db.insert(inquiryMessages).values(old.map((o) => ({ inquiryId: o.id, authorUserId: buyer.userId, authorSide: 'buyer' as const, body: MESSAGE })));
    const sent = (await send(buyer.cookie, { supplier_identity: seller.identity, message: MESSAGE })).json().message.data;

    const first = (await list(buyer.cookie, { box: 'sent' })).json().message;
    expect(first).toMatchObject({ total: 21, page: 1, page_size: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ id: sent.id, unread: false, reply_count: 0, last_message: MESSAGE, counterpart: { identity: seller.identity } });
    expect(first.data.map((i: { subject: string }) => i.subject).slice(1, 4)).toEqual(['Order 0', 'Order 1', 'Order 2']);
    const second = (await list(buyer.cookie, { box: 'sent', page: '2' })).json().message;
    expect(second.data.map((i: { subject: string }) => i.subject)).toEqual(['Order 19']);
    expect((await list(buyer.cookie, { box: 'received' })).json().message).toMatchObject({ total: 0, data: [] });

    // The supplier answers: the thread moves up (it already is first), unread with one reply.
    await t.database.db.update(inquiries).set({ lastMessageAt: new Date(Date.now() - 86_400_000) }).where(eq(inquiries.id, sent.id));
    expect((await reply(seller.cookie, old[5]!.id, 'Thanks, our price list is attached to the next message.')).statusCode).toBe(200);
    const after = (await list(buyer.cookie)).json().message.data;
    expect(after[0]).toMatchObject({ id: old[5]!.id, unread: true, reply_count: 1, status: 'handled', last_message: 'Thanks, our price list is attached to the next message.' });
  });

  it('lets only the two parties read a thread; reading marks it read for the reader’s side', async () => {
    const buyer = await createBuyer();
    const seller = await createSeller();
    const sent = (await send(buyer.cookie, { supplier_identity: seller.identity, message: MESSAGE })).json().message.data;
    const stranger = await createBuyer();
    const otherSeller = await createSeller();
    expect((await get(stranger.cookie, sent.id)).statusCode).toBe(404);
    expect((await get(otherSeller.cookie, sent.id)).statusCode).toBe(404);
    expect((await reply(stranger.cookie, sent.id, 'Hello there')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', 'inquiry.get', { query: { inquiry_id: String(sent.id) } })).statusCode).toBe(401);
    expect((await get(buyer.cookie, 2_000_000_000)).statusCode).toBe(404);

    expect((await counts(seller.cookie)).count_supplier_leads).toBe(1);
    const asSupplier = (await get(seller.cookie, sent.id)).json().message.data;
    expect(asSupplier).toMatchObject({ viewer: 'supplier', unread: false, counterpart: { identity: buyer.identity, company_name: 'Acme Sourcing Ltd', country: 'VN' } });
    expect((await counts(seller.cookie)).count_supplier_leads).toBe(0);
    const asBuyer = (await get(buyer.cookie, sent.id)).json().message.data;
    expect(asBuyer).toMatchObject({ viewer: 'buyer', counterpart: { identity: seller.identity } });
  });

  it('carries replies both ways and keeps the badge counts in step', async () => {
    const buyer = await createBuyer();
    const seller = await createSeller();
    expect(await counts(buyer.cookie)).toMatchObject({ count_buyer_leads: 0, count_supplier_leads: 0, count_new_quotations: 0, count_inquiry_replies: 0, count_unread_buyer_inquiries: 0 });
    const sent = (await send(buyer.cookie, { supplier_identity: seller.identity, message: MESSAGE })).json().message.data;
    expect(await counts(seller.cookie)).toMatchObject({ count_supplier_leads: 1, count_buyer_leads: 0, count_inquiry_replies: 0 });

    const answered = await reply(seller.cookie, sent.id, 'Thank you! MOQ is 500 units, lead time 30 days.');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().message.data).toMatchObject({ viewer: 'supplier', status: 'handled', reply_count: 1 });
    expect(answered.json().message.data.messages.map((m: { side: string }) => m.side)).toEqual(['buyer', 'supplier']);
    expect(await counts(seller.cookie)).toMatchObject({ count_supplier_leads: 0 });
    expect(await counts(buyer.cookie)).toMatchObject({ count_inquiry_replies: 1, count_buyer_leads: 0 });

    const opened = (await get(buyer.cookie, sent.id)).json().message.data;
    expect(opened).toMatchObject({ unread: false, reply_count: 1 });
    expect(opened.messages[1]).toMatchObject({ side: 'supplier', author_name: expect.stringContaining('Minh') });
    expect(await counts(buyer.cookie)).toMatchObject({ count_inquiry_replies: 0 });

    const again = await reply(buyer.cookie, sent.id, 'Great, please send a sample.');
    expect(again.json().message.data).toMatchObject({ viewer: 'buyer', reply_count: 2, unread: false });
    expect(await counts(seller.cookie)).toMatchObject({ count_supplier_leads: 1 });
    expect(await counts(buyer.cookie)).toMatchObject({ count_inquiry_replies: 0 });

    const empty = await reply(buyer.cookie, sent.id, '   ');
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body' });
  });

  it('shows suppliers’ outreach in the received box and counts it as buyer leads until read', async () => {
    const buyer = await createBuyer();
    const seller = await createSeller();
    const id = await supplierOutreach(buyer.identity, seller);
    expect(await counts(buyer.cookie)).toMatchObject({ count_buyer_leads: 1, count_inquiry_replies: 0 });
    expect(await counts(seller.cookie)).toMatchObject({ count_supplier_leads: 0 });
    const received = (await list(buyer.cookie, { box: 'received' })).json().message;
    expect(received).toMatchObject({ total: 1, data: [{ id, direction: 'supplier_to_buyer', unread: true, subject: 'Robusta coffee beans' }] });
    await get(buyer.cookie, id);
    expect(await counts(buyer.cookie)).toMatchObject({ count_buyer_leads: 0 });
    // The buyer answers the outreach: it is handled, and the supplier has something to read.
    expect((await reply(buyer.cookie, id, 'Please send your best CIF price.')).json().message.data).toMatchObject({ status: 'handled' });
    const asSupplier = (await get(seller.cookie, id)).json().message.data;
    expect(asSupplier).toMatchObject({ viewer: 'supplier', reply_count: 1 });
  });

  it('counts new quotations on the buyer’s RFQs, leaving out seen and withdrawn ones; other sides count 0', async () => {
    const buyer = await createBuyer();
    const seller = await createSeller();
    const buyerId = await buyerIdOf(buyer.identity);
    const rfqRows = await t.database.db
      .insert(rfqs)
      .values(
        [1, 2, 3].map((n) => ({ buyerId, categoryId: leafCategory, productName: `Ceramic tiles lot ${n}`, quantity: '100', uom: 'piece', status: 1 })),
      )
      .returning({ id: rfqs.id });
    const quote = { supplierId: seller.supplierId, unitPrice: '3.50', currency: 'USD', quantity: '100', uom: 'piece' };
    await t.database.db.insert(quotations).values([
      { ...quote, rfqId: rfqRows[0]!.id },
      { ...quote, rfqId: rfqRows[1]!.id, seenAt: new Date() },
      { ...quote, rfqId: rfqRows[2]!.id, status: 'withdrawn' },
    ]);
    expect(await counts(buyer.cookie)).toMatchObject({ count_new_quotations: 1 });
    expect(await counts(seller.cookie)).toMatchObject({ count_buyer_leads: 0, count_supplier_leads: 0, count_new_quotations: 0, count_inquiry_replies: 0, count_unread_buyer_inquiries: 0 });
    expect((await call(t.app, 'GET', 'notification.count_noti_menu_bar')).statusCode).toBe(401);
  });

  it('keeps list_mine for buyers and guests out', async () => {
    const seller = await createSeller();
    expect((await list(seller.cookie)).json()).toMatchObject({ code: 'BUYER_ONLY' });
    expect((await call(t.app, 'GET', 'inquiry.list_mine')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', 'inquiry.reply', { body: { inquiry_id: 1, body: 'Hello' } })).statusCode).toBe(401);
  });
});
