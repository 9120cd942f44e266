import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, users } from '../src/db/schema/index.ts';
import { refreshSearchIndex } from '../src/modules/catalog/search-index.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createBuyer, createBuyerAndSupplier, createSupplier, type SupplierSetup, leafCategories, nonce, postLead, setupSupplier } from './factories/selling.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Starting contact and unlocking need a paid plan (decision 019); these suppliers have one, with the old Free units. */
const paidSupplier = (setup: SupplierSetup = {}) => createSupplier(t, { plan: 'Starter', contactQuota: 3, ...setup });

const preview = (cookie: string | undefined, identity: string) => call(t.app, 'GET', 'contact.preview', { cookie, query: { buyer_identity: identity } });
const unlock = (cookie: string | undefined, identity: string) => call(t.app, 'POST', 'contact.unlock', { cookie, body: { buyer_identity: identity } });
const list = (cookie: string | undefined, query: Record<string, string> = {}) => call(t.app, 'GET', 'contact.list', { cookie, query });

async function quotaOf(supplierId: string) {
  const [row] = await t.database.db.select({ left: balances.contactQuota }).from(balances).where(eq(balances.supplierId, supplierId));
  return row!.left;
}

/** A buyer whose contact details are recognisable anywhere in a response body. */
async function buyerWithContact() {
  const phone = `+84 9${String(Date.now()).slice(-8)}`;
  const buyer = await createBuyer(t, { first_name: 'Linh', last_name: 'Nguyễn', customer_phone: phone, position: 'Founder/Owner', fd_country: 'DE' });
  await t.database.db.update(users).set({ website: 'https://buyer.example.com' }).where(eq(users.id, buyer.userId));
  return { ...buyer, phone };
}

describe('access', () => {
  it('is for logged-in suppliers only', async () => {
    const buyer = await createBuyer(t);
    for (const res of [await preview(undefined, buyer.identity), await unlock(undefined, buyer.identity), await list(undefined)]) {
      expect(res.statusCode).toBe(401);
    }
    for (const res of [await preview(buyer.cookie, buyer.identity), await unlock(buyer.cookie, buyer.identity), await list(buyer.cookie)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SUPPLIER_ONLY');
    }
  });

  it('does not find unknown buyers, and a supplier cannot unlock its own buying side', async () => {
    const seller = await paidSupplier({ level: 2 });
    expect((await preview(seller.cookie, 'BURNOSUCHBUYER')).statusCode).toBe(404);
    expect((await unlock(seller.cookie, 'BURNOSUCHBUYER')).statusCode).toBe(404);
    const twin = await createBuyerAndSupplier(t, { level: 2 });
    expect((await unlock(twin.cookie, twin.identity)).json().code).toBe('FORBIDDEN');
  });
});

describe('contact.preview', () => {
  it('shows who the buyer is and what unlocking costs, without email or phone', async () => {
    const buyer = await buyerWithContact();
    const seller = await paidSupplier({ level: 1 });
    const res = await preview(seller.cookie, buyer.identity);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(buyer.email);
    expect(res.body).not.toContain(buyer.phone);
    expect(res.body).not.toContain('Nguyễn');
    expect(res.json().message.data).toMatchObject({
      contact_id: buyer.identity,
      name: 'Linh N.',
      country: 'DE',
      is_verified: false,
      unlocked: false,
      contact_quota_left: 3,
      verification_required: true,
      details: null,
    });
    expect(res.json().message.data.last_active).not.toBeNull();
  });
});

describe('contact.unlock', () => {
  it('refuses a supplier below Level 2, and spends nothing', async () => {
    const buyer = await createBuyer(t);
    const seller = await paidSupplier({ level: 1, contactQuota: 3 });
    const res = await unlock(seller.cookie, buyer.identity);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('VERIFICATION_REQUIRED');
    expect(await quotaOf(seller.supplierId)).toBe(3);
    expect((await list(seller.cookie)).json().message.total).toBe(0);
  });

  it('spends one contact unlock for the full contact; unlocking again is free', async () => {
    const buyer = await buyerWithContact();
    const seller = await paidSupplier({ level: 2, contactQuota: 3 });
    const first = await unlock(seller.cookie, buyer.identity);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message.data).toMatchObject({
      contact_id: buyer.identity,
      name: 'Linh Nguyễn',
      email: buyer.email,
      phone: buyer.phone,
      position: 'Founder/Owner',
      country: 'DE',
      website: 'https://buyer.example.com',
      contact_quota_left: 2,
      charged: true,
    });
    expect(await quotaOf(seller.supplierId)).toBe(2);

    const again = await unlock(seller.cookie, buyer.identity);
    expect(again.json().message.data).toMatchObject({ email: buyer.email, contact_quota_left: 2, charged: false });
    expect(await quotaOf(seller.supplierId)).toBe(2);

    const shown = (await preview(seller.cookie, buyer.identity)).json().message.data;
    expect(shown).toMatchObject({ name: 'Linh Nguyễn', unlocked: true, contact_quota_left: 2, details: { email: buyer.email, phone: buyer.phone } });
  });

  it('keeps an unlocked contact free even after the supplier loses its level', async () => {
    const buyer = await createBuyer(t);
    const seller = await paidSupplier({ level: 2, contactQuota: 1 });
    expect((await unlock(seller.cookie, buyer.identity)).statusCode).toBe(200);
    await setupSupplier(t, seller.supplierId, { level: 1 });
    const again = await unlock(seller.cookie, buyer.identity);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.data).toMatchObject({ email: buyer.email, charged: false, contact_quota_left: 0 });
  });

  it('refuses when no contact unlock is left, and records nothing', async () => {
    const buyer = await createBuyer(t);
    const seller = await paidSupplier({ level: 3, contactQuota: 0 });
    const res = await unlock(seller.cookie, buyer.identity);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CONTACT_QUOTA_EXCEEDED');
    expect(res.body).not.toContain(buyer.email);
    expect((await preview(seller.cookie, buyer.identity)).json().message.data).toMatchObject({ unlocked: false, contact_quota_left: 0 });
  });

  it('with quota k, parallel unlocks of different buyers succeed exactly k times', async () => {
    const k = 2;
    const seller = await paidSupplier({ level: 2, contactQuota: k });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createBuyer(t)));
    const results = await Promise.all(buyers.map((b) => unlock(seller.cookie, b.identity)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(k);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('CONTACT_QUOTA_EXCEEDED');
    expect(await quotaOf(seller.supplierId)).toBe(0);
    expect((await list(seller.cookie)).json().message.total).toBe(k);
  });

  it('parallel unlocks of the same buyer cost one', async () => {
    const seller = await paidSupplier({ level: 2, contactQuota: 3 });
    const buyer = await createBuyer(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => unlock(seller.cookie, buyer.identity)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(results.filter((r) => r.json().message.data.charged)).toHaveLength(1);
    expect(await quotaOf(seller.supplierId)).toBe(2);
  });
});

describe('contact.list', () => {
  it('lists the supplier’s unlocked contacts with details, newest first, searchable, with the quota left', async () => {
    const seller = await paidSupplier({ level: 2, contactQuota: 5 });
    const company = `Harbour ${nonce()}`;
    const first = await createBuyer(t, { company_name: company });
    const second = await buyerWithContact();
    const notMine = await createBuyer(t);
    await unlock(seller.cookie, first.identity);
    await unlock(seller.cookie, second.identity);
    const other = await paidSupplier({ level: 2 });
    await unlock(other.cookie, notMine.identity);

    const page = (await list(seller.cookie)).json().message;
    expect(page).toMatchObject({ total: 2, page: 1, page_size: 20, contact_quota_left: 3 });
    expect(page.data.map((c: { contact_id: string }) => c.contact_id)).toEqual([second.identity, first.identity]);
    expect(page.data[0]).toMatchObject({ email: second.email, phone: second.phone, name: 'Linh Nguyễn' });
    expect(page.data[0].unlocked_at).toEqual(expect.any(String));

    const found = (await list(seller.cookie, { keyword: company.toLowerCase() })).json().message;
    expect(found.data.map((c: { contact_id: string }) => c.contact_id)).toEqual([first.identity]);
  });
});

describe('public calls never send a buyer’s email or phone', () => {
  it('buyer profile, request detail, search and buying leads', async () => {
    const word = nonce();
    const buyer = await buyerWithContact();
    await t.database.db.update(users).set({ companyName: `Buyer ${word}` }).where(eq(users.id, buyer.userId));
    await refreshSearchIndex(t.database.db, 'buyers', [buyer.buyerId]);
    const { a } = await leafCategories(t);
    const rfqId = await postLead(t, buyer.cookie, { product_name: `${word} copper wire`, category_id: a.id });
    const seller = await paidSupplier({ mainCategoryId: a.id });

    const responses = [
      await call(t.app, 'GET', 'buyer.get_public', { query: { id: buyer.identity } }),
      await call(t.app, 'GET', 'rfq.get', { query: { id: String(rfqId) } }),
      await call(t.app, 'GET', 'catalog.search', { query: { tab: 'buyers', keyword: word } }),
      await call(t.app, 'GET', 'catalog.search', { query: { tab: 'rfqs', keyword: word } }),
      await call(t.app, 'GET', 'buyer.get_public', { cookie: seller.cookie, query: { id: buyer.identity } }),
      await call(t.app, 'GET', 'supplier.buying_leads', { cookie: seller.cookie, query: { keyword: word } }),
    ];
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(buyer.email);
      expect(res.body).not.toContain(buyer.phone);
    }
    // The searches did find the buyer and its request, so the check above looked at them.
    expect(responses[2]!.json().message.total).toBe(1);
    expect(responses[3]!.json().message.total).toBe(1);
    expect(responses[5]!.json().message.total).toBe(1);
  });
});
