import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, inquiryMessages } from '../src/db/schema/index.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { buyerIdOf, createBuyer, createSeller, INQUIRY_MESSAGE, insertProduct, sendInquiry, supplierOutreach } from './factories/inquiry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Item = { id: number; subject: string; status: string; unread: boolean; direction: string; counterpart: Record<string, unknown> };

const inbox = async (cookie: string, query: Record<string, string> = {}) => {
  const res = await call(t.app, 'GET', 'inquiry.list_mine', { cookie, query: { side: 'supplier', ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as { data: Item[]; total: number; page: number; page_size: number };
};
const ids = (list: { data: Item[] }) => list.data.map((i) => i.id);
const setStatus = (cookie: string | undefined, id: number, status: string) => call(t.app, 'POST', 'inquiry.set_status', { cookie, body: { inquiry_id: id, status } });
const get = (cookie: string, id: number) => call(t.app, 'GET', 'inquiry.get', { cookie, query: { inquiry_id: String(id) } });
const reply = (cookie: string, id: number, body: string) => call(t.app, 'POST', 'inquiry.reply', { cookie, body: { inquiry_id: id, body } });
const unreadBadge = async (cookie: string) => (await call(t.app, 'GET', 'notification.count_noti_menu_bar', { cookie })).json().message.data.count_unread_buyer_inquiries as number;

describe('inquiry.list_mine for the supplier side', () => {
  it('shows the inquiries buyers sent this supplier, newest first, with the buyer, the product and unread marks', async () => {
    const seller = await createSeller(t);
    const product = await insertProduct(t, seller.supplierId);
    const first = await createBuyer(t, { company_name: 'Nordic Home AB', fd_country: 'SE', first_name: 'Ingrid' });
    const second = await createBuyer(t, { company_name: 'Casa Bella SRL', fd_country: 'IT', first_name: 'Giulia' });
    const general = await sendInquiry(t, first.cookie, { supplierIdentity: seller.identity });
    const aboutProduct = await sendInquiry(t, second.cookie, { productId: product.id });
    // Someone else's inquiry never shows up here.
    const otherSeller = await createSeller(t);
    await sendInquiry(t, first.cookie, { supplierIdentity: otherSeller.identity });

    const list = await inbox(seller.cookie);
    expect(list).toMatchObject({ total: 2, page: 1, page_size: 20 });
    expect(ids(list)).toEqual([aboutProduct.id, general.id]);
    expect(list.data[0]).toMatchObject({
      direction: 'buyer_to_supplier',
      status: 'open',
      unread: true,
      product: { id: product.id, name: product.name, image: 'a'.repeat(64) },
      counterpart: { identity: second.identity, company_name: 'Casa Bella SRL', country: 'IT', name: expect.stringContaining('Giulia') },
      last_message: INQUIRY_MESSAGE,
    });
    expect(list.data[1]).toMatchObject({ product: null, counterpart: { identity: first.identity, company_name: 'Nordic Home AB', country: 'SE' } });
    // `received` is the supplier's default box.
    expect(ids(await inbox(seller.cookie, { box: 'received' }))).toEqual(ids(list));
    expect(ids(await inbox(otherSeller.cookie))).toHaveLength(1);
  });

  it('keeps the supplier’s own outreach in the sent box, and the buyer’s default box unchanged', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const outreach = await supplierOutreach(t, buyer.identity, seller);
    const received = await sendInquiry(t, buyer.cookie, { supplierIdentity: seller.identity });

    const sent = await inbox(seller.cookie, { box: 'sent' });
    expect(sent).toMatchObject({ total: 1, data: [{ id: outreach, direction: 'supplier_to_buyer', unread: false, counterpart: { identity: buyer.identity } }] });
    expect(ids(await inbox(seller.cookie))).toEqual([received.id]);

    const buyerDefault = (await call(t.app, 'GET', 'inquiry.list_mine', { cookie: buyer.cookie })).json().message;
    expect(buyerDefault.data.map((i: Item) => i.id)).toEqual([received.id]);
    const buyerReceived = (await call(t.app, 'GET', 'inquiry.list_mine', { cookie: buyer.cookie, query: { side: 'buyer', box: 'received' } })).json().message;
    expect(buyerReceived.data.map((i: Item) => i.id)).toEqual([outreach]);
  });

  it('filters by status and by unread, and pages 20 at a time', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const answered = await sendInquiry(t, buyer.cookie, { supplierIdentity: seller.identity });
    const read = await sendInquiry(t, buyer.cookie, { supplierIdentity: seller.identity });
    const untouched = await sendInquiry(t, buyer.cookie, { supplierIdentity: seller.identity });
    expect((await reply(seller.cookie, answered.id, 'Thank you, our price list follows.')).statusCode).toBe(200);
    expect((await get(seller.cookie, read.id)).statusCode).toBe(200);

    expect(ids(await inbox(seller.cookie, { status: 'handled' }))).toEqual([answered.id]);
    expect(ids(await inbox(seller.cookie, { status: 'open' }))).toEqual([untouched.id, read.id]);
    expect(ids(await inbox(seller.cookie, { unread_only: '1' }))).toEqual([untouched.id]);
    expect(ids(await inbox(seller.cookie, { unread_only: 'true', status: 'handled' }))).toEqual([]);
    expect((await inbox(seller.cookie, { status: 'all', unread_only: '0' })).total).toBe(3);

    const bad = await call(t.app, 'GET', 'inquiry.list_mine', { cookie: seller.cookie, query: { side: 'supplier', status: 'archived' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'status' });

    // Older inquiries written straight to the table (the buyer's send limit would stop 20 sends).
    const buyerId = await buyerIdOf(t, buyer.identity);
    const older = await t.database.db
      .insert(inquiries)
      .values(
        Array.from({ length: 18 }, (_, i) => ({
          buyerId,
          supplierId: seller.supplierId,
          direction: 'buyer_to_supplier' as const,
          subject: `Order ${i}`,
          lastMessageAt: new Date(Date.now() - (i + 2) * 86_400_000),
        })),
      )
      .returning({ id: inquiries.id });
    await t.database.db.insert(inquiryMessages).values(older.map((o) => ({ inquiryId: o.id, authorUserId: buyer.userId, authorSide: 'buyer' as const, body: INQUIRY_MESSAGE })));
    const first = await inbox(seller.cookie);
    expect(first).toMatchObject({ total: 21, page: 1 });
    expect(first.data).toHaveLength(20);
    const second = await inbox(seller.cookie, { page: '2' });
    expect(second.data.map((i) => i.subject)).toEqual(['Order 17']);
  });

  it('is for accounts with a selling side, logged in', async () => {
    const buyer = await createBuyer(t);
    const res = await call(t.app, 'GET', 'inquiry.list_mine', { cookie: buyer.cookie, query: { side: 'supplier' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SUPPLIER_ONLY', messages: ['Only supplier accounts can do this.'] });
    expect((await call(t.app, 'GET', 'inquiry.list_mine', { query: { side: 'supplier' } })).statusCode).toBe(401);
  });
});

describe('inquiry.set_status', () => {
  it('lets the supplier mark a buyer’s inquiry handled (read too) and reopen it', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const sent = await sendInquiry(t, buyer.cookie, { supplierIdentity: seller.identity });
    expect(await unreadBadge(seller.cookie)).toBe(1);

    const handled = await setStatus(seller.cookie, sent.id, 'handled');
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().message.data).toMatchObject({ id: sent.id, status: 'handled', unread: false, counterpart: { identity: buyer.identity } });
    expect(await unreadBadge(seller.cookie)).toBe(0);
    expect(ids(await inbox(seller.cookie, { status: 'handled' }))).toEqual([sent.id]);
    // The buyer sees the new status too.
    expect((await get(buyer.cookie, sent.id)).json().message.data).toMatchObject({ status: 'handled' });

    const reopened = await setStatus(seller.cookie, sent.id, 'open');
    expect(reopened.json().message.data).toMatchObject({ status: 'open', unread: false });
    expect(ids(await inbox(seller.cookie, { status: 'open' }))).toEqual([sent.id]);
    expect((await t.database.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, sent.id)))[0]!.status).toBe('open');
  });

  it('answers 404 to everyone but the side the inquiry was sent to, the buyer who sent it included', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const sent = await sendInquiry(t, buyer.cookie, { supplierIdentity: seller.identity });
    const otherSeller = await createSeller(t);
    const stranger = await createBuyer(t);

    for (const cookie of [otherSeller.cookie, stranger.cookie, buyer.cookie]) {
      const res = await setStatus(cookie, sent.id, 'handled');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    // Another supplier cannot read or answer it either.
    expect((await get(otherSeller.cookie, sent.id)).statusCode).toBe(404);
    expect((await reply(otherSeller.cookie, sent.id, 'We can offer a better price.')).statusCode).toBe(404);
    expect((await setStatus(seller.cookie, 2_000_000_000, 'handled')).statusCode).toBe(404);
    expect((await setStatus(undefined, sent.id, 'handled')).statusCode).toBe(401);
    const bad = await setStatus(seller.cookie, sent.id, 'archived');
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'status' });
    // Nothing changed.
    expect((await get(seller.cookie, sent.id)).json().message.data.status).toBe('open');
  });

  it('leaves a supplier’s outreach to the buyer to mark, not to the supplier who sent it', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const outreach = await supplierOutreach(t, buyer.identity, seller);
    expect((await setStatus(seller.cookie, outreach, 'handled')).statusCode).toBe(404);
    const res = await setStatus(buyer.cookie, outreach, 'handled');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ status: 'handled', direction: 'supplier_to_buyer', counterpart: { identity: seller.identity } });
  });
});
