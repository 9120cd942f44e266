import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyingLead } from '@tradelink/shared/lead/lead';
import type { MenuCounts } from '@tradelink/shared/notification/counts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createRfq, quotationBody, referenceIds } from './factories/sourcing.ts';
import { approveLead, createBuyer, createBuyerAndSupplier, createSupplier, leafCategories, nonce, postLead } from './factories/selling.ts';

let t: TestApp;
let leaves: Awaited<ReturnType<typeof leafCategories>>;
beforeAll(async () => {
  t = await buildTestApp();
  leaves = await leafCategories(t);
});
afterAll(() => t.close());

type LeadPage = { data: BuyingLead[]; total: number; page: number; page_size: number; basis: 'matched' | 'newest' };

async function leads(cookie: string, query: Record<string, string> = {}): Promise<LeadPage> {
  const res = await call(t.app, 'GET', 'supplier.buying_leads', { cookie, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as LeadPage;
}
const hide = (cookie: string | undefined, rfqId: number, hidden: boolean) => call(t.app, 'POST', 'supplier.hide_lead', { cookie, body: { rfq_id: rfqId, hidden } });
const counts = async (cookie: string) => {
  const res = await call(t.app, 'GET', 'notification.count_noti_menu_bar', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data as MenuCounts;
};
const ids = (page: LeadPage) => page.data.map((l) => l.rfq_id);

describe('access', () => {
  it('is for logged-in suppliers only', async () => {
    expect((await call(t.app, 'GET', 'supplier.buying_leads')).statusCode).toBe(401);
    expect((await hide(undefined, 1, true)).statusCode).toBe(401);
    const buyer = await createBuyer(t);
    for (const res of [await call(t.app, 'GET', 'supplier.buying_leads', { cookie: buyer.cookie }), await hide(buyer.cookie, 1, true)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SUPPLIER_ONLY');
    }
  });
});

describe('supplier.buying_leads', () => {
  // One supplier selling in category A: "<word> sinks, basins" as main products and a "<word> <word2> mug".
  let word: string;
  let word2: string;
  let seller: Awaited<ReturnType<typeof createSupplier>>;
  let buyer: Awaited<ReturnType<typeof createBuyer>>;
  const rfq = {} as Record<'catalogue' | 'category' | 'sibling' | 'keywords' | 'oneWord' | 'unrelated', number>;
  beforeAll(async () => {
    word = nonce();
    word2 = nonce();
    seller = await createSupplier(t, {
      mainCategoryId: leaves.a.id,
      mainProducts: `${word} sinks, basins`,
      products: [{ name: `${word} ${word2} mug`, categoryId: leaves.a.id }],
    });
    buyer = await createBuyer(t, { fd_country: 'DE' });
    // The description carries the word so a keyword filter finds every request of this test (titles decide the reasons).
    const post = (name: string, categoryId: number, extra: Record<string, unknown> = {}) =>
      postLead(t, buyer.cookie, { product_name: name, category_id: categoryId, description: `Tender ${word}`, ...extra });
    rfq.catalogue = await post(`${word} ${word2} ceramic set`, leaves.a.id);
    rfq.category = await post('Plain widgets', leaves.a.id);
    rfq.sibling = await post('Plain gadgets', leaves.sibling.id, { destination_country: 'JP' });
    rfq.keywords = await post(`${word} sinks with drainer`, leaves.elsewhere.id);
    // One shared word of a longer name, in an unrelated category, is not a reason.
    rfq.oneWord = await post(`${word} kettles`, leaves.elsewhere.id);
    rfq.unrelated = await post('Plain gizmos', leaves.elsewhere.id);
  });

  it('ranks matching requests by relevance and says why each is recommended', async () => {
    const page = await leads(seller.cookie, { keyword: word });
    expect(page.basis).toBe('matched');
    expect(ids(page)).toEqual([rfq.catalogue, rfq.category, rfq.keywords, rfq.sibling]);
    const byId = new Map(page.data.map((l) => [l.rfq_id, l]));
    expect(byId.get(rfq.catalogue)!.reasons).toEqual([
      { kind: 'catalogue', product_id: seller.productIds[0], product_name: `${word} ${word2} mug` },
      { kind: 'category', category_id: leaves.a.id, category_name: leaves.a.nameEn, related: false },
    ]);
    expect(byId.get(rfq.category)!.reasons).toEqual([{ kind: 'category', category_id: leaves.a.id, category_name: leaves.a.nameEn, related: false }]);
    expect(byId.get(rfq.sibling)!.reasons).toEqual([{ kind: 'category', category_id: leaves.parent.id, category_name: leaves.parent.nameEn, related: true }]);
    expect(byId.get(rfq.keywords)!.reasons).toEqual([{ kind: 'keywords', words: [word, 'sinks'] }]);
  });

  it('shows what a supplier needs to act, and never the buyer email', async () => {
    const { uom } = await referenceIds(t);
    const sent = await call(t.app, 'POST', 'quotation.send', { cookie: seller.cookie, body: quotationBody(rfq.catalogue, uom) });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.database.db.execute(sql`INSERT INTO contact_unlocks (supplier_id, buyer_id) VALUES (${seller.supplierId}, ${buyer.buyerId})`);
    const res = await call(t.app, 'GET', 'supplier.buying_leads', { cookie: seller.cookie, query: { keyword: word } });
    expect(res.body).not.toContain(buyer.email);
    const lead = (res.json().message as LeadPage).data.find((l) => l.rfq_id === rfq.catalogue)!;
    expect(lead).toMatchObject({
      product_name: `${word} ${word2} ceramic set`,
      category_name: leaves.a.nameEn,
      quantity: '500',
      target_price: '42.50',
      destination_country: 'DE',
      buyer: { identity: buyer.identity, country: 'DE', is_verified: false },
      quotation_count: 1,
      my_quotation: { id: sent.json().message.data.id, status: 'sent' },
      contact_unlocked: true,
      is_hidden: false,
    });
    expect(lead.buyer.last_active).not.toBeNull();
  });

  it('filters by category (with what is below it) and destination country', async () => {
    expect(ids(await leads(seller.cookie, { keyword: word, category_id: String(leaves.sibling.id) }))).toEqual([rfq.sibling]);
    expect(ids(await leads(seller.cookie, { keyword: word, category_id: String(leaves.parent.id) }))).toEqual([rfq.catalogue, rfq.category, rfq.sibling]);
    expect(ids(await leads(seller.cookie, { keyword: word, country: 'jp' }))).toEqual([rfq.sibling]);
    expect(ids(await leads(seller.cookie, { keyword: `${word} drainer` }))).toEqual([rfq.keywords]);
  });

  it('leaves out unapproved, closed and expired requests and the supplier’s own', async () => {
    const pending = await createRfq(t, buyer.cookie, { product_name: 'Plain widgets pending', category_id: leaves.a.id, description: `Tender ${word}` });
    const closed = await postLead(t, buyer.cookie, { product_name: 'Plain widgets closed', category_id: leaves.a.id, description: `Tender ${word}` });
    await t.database.db.execute(sql`UPDATE rfqs SET status = 3 WHERE id = ${closed}`);
    const expired = await postLead(t, buyer.cookie, { product_name: 'Plain widgets expired', category_id: leaves.a.id, description: `Tender ${word}` });
    await t.database.db.execute(sql`UPDATE rfqs SET expiry_date = current_date - 1 WHERE id = ${expired}`);
    const twin = await createBuyerAndSupplier(t, { mainCategoryId: leaves.a.id });
    const own = await postLead(t, twin.cookie, { product_name: 'Plain widgets own', category_id: leaves.a.id, description: `Tender ${word}` });

    const listed = ids(await leads(seller.cookie, { keyword: word }));
    for (const id of [pending.id, closed, expired]) expect(listed).not.toContain(id);
    expect(listed).toContain(own);
    const twinListed = ids(await leads(twin.cookie, { keyword: word }));
    expect(twinListed).toContain(rfq.category);
    expect(twinListed).not.toContain(own);
  });

  it('hides a lead from the active list and brings it back', async () => {
    expect((await hide(seller.cookie, rfq.category, true)).json().message.data).toEqual({ rfq_id: rfq.category, hidden: true });
    expect(ids(await leads(seller.cookie, { keyword: word }))).not.toContain(rfq.category);
    const hidden = await leads(seller.cookie, { keyword: word, show: 'hidden' });
    expect(ids(hidden)).toEqual([rfq.category]);
    expect(hidden.data[0]).toMatchObject({ is_hidden: true, reasons: [{ kind: 'category', related: false }] });
    // Hiding is per supplier.
    const other = await createSupplier(t, { mainCategoryId: leaves.a.id });
    expect(ids(await leads(other.cookie, { keyword: word }))).toContain(rfq.category);

    expect((await hide(seller.cookie, rfq.category, false)).statusCode).toBe(200);
    expect(ids(await leads(seller.cookie, { keyword: word }))).toContain(rfq.category);
    expect((await leads(seller.cookie, { keyword: word, show: 'hidden' })).total).toBe(0);
  });

  it('refuses to hide a request that is not listed', async () => {
    const pending = await createRfq(t, buyer.cookie, { product_name: 'Never approved widgets' });
    expect((await hide(seller.cookie, pending.id, true)).statusCode).toBe(404);
    expect((await hide(seller.cookie, 2_000_000_000, true)).statusCode).toBe(404);
  });
});

describe('a supplier with nothing to match on', () => {
  it('gets the newest requests, each marked as new rather than matched', async () => {
    const word = nonce();
    const seller = await createSupplier(t);
    const buyer = await createBuyer(t);
    const older = await postLead(t, buyer.cookie, { product_name: 'Plain sprockets', category_id: leaves.elsewhere.id, description: word });
    const newer = await postLead(t, buyer.cookie, { product_name: 'Plain cogs', category_id: leaves.a.id, description: word });
    const page = await leads(seller.cookie, { keyword: word });
    expect(page.basis).toBe('newest');
    expect(ids(page)).toEqual([newer, older]);
    expect(page.data[0]!.reasons).toEqual([{ kind: 'new' }]);
  });
});

describe('new leads and the menu count', () => {
  it('counts matching requests that arrived since the last visit, and opening the list clears them', async () => {
    const seller = await createSupplier(t, { mainCategoryId: leaves.elsewhere.id });
    const buyer = await createBuyer(t);
    const word = nonce();

    const before = await counts(seller.cookie);
    expect(before.count_supplier_leads).toBe(before.count_new_buying_leads + before.count_unread_buyer_inquiries);
    await leads(seller.cookie); // the first visit
    expect((await counts(seller.cookie)).count_new_buying_leads).toBe(0);

    const fresh = await postLead(t, buyer.cookie, { product_name: 'Plain flanges', category_id: leaves.elsewhere.id, description: word });
    const unmatched = await postLead(t, buyer.cookie, { product_name: 'Plain flanges', category_id: leaves.a.id, description: word });
    const afterPost = await counts(seller.cookie);
    expect(afterPost.count_new_buying_leads).toBe(1);
    expect(afterPost.count_supplier_leads).toBe(1 + afterPost.count_unread_buyer_inquiries);

    // A hidden lead is not new any more.
    const hiddenOne = await postLead(t, buyer.cookie, { product_name: 'Plain flanges hidden', category_id: leaves.elsewhere.id, description: word });
    expect((await counts(seller.cookie)).count_new_buying_leads).toBe(2);
    await hide(seller.cookie, hiddenOne, true);
    expect((await counts(seller.cookie)).count_new_buying_leads).toBe(1);

    // A filtered look does not count as a visit; the list's first page does, after marking what is new.
    const filtered = await leads(seller.cookie, { keyword: word });
    expect(filtered.data.find((l) => l.rfq_id === fresh)!.is_new).toBe(true);
    expect((await counts(seller.cookie)).count_new_buying_leads).toBe(1);
    const visit = await leads(seller.cookie);
    expect(visit.data.find((l) => l.rfq_id === fresh)!.is_new).toBe(true);
    expect(ids(visit)).not.toContain(unmatched);
    expect((await counts(seller.cookie)).count_new_buying_leads).toBe(0);
    const again = await leads(seller.cookie, { keyword: word });
    expect(again.data.find((l) => l.rfq_id === fresh)!.is_new).toBe(false);
  });

  it('counts a request approved after the visit even when it was posted before', async () => {
    const seller = await createSupplier(t, { mainCategoryId: leaves.elsewhere.id });
    const buyer = await createBuyer(t);
    const waiting = await createRfq(t, buyer.cookie, { product_name: 'Plain washers', category_id: leaves.elsewhere.id });
    await leads(seller.cookie);
    expect((await counts(seller.cookie)).count_new_buying_leads).toBe(0);
    await approveLead(t, waiting.id);
    expect((await counts(seller.cookie)).count_new_buying_leads).toBe(1);
  });
});
