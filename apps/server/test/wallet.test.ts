import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_PAGE_SIZE } from '@tradelink/shared/wallet/wallet';
import { balances, payments, suppliers, users } from '../src/db/schema/index.ts';
import { appendLedger } from '../src/modules/wallet/wallet.repository.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createBuyer, createSupplier } from './factories/selling.ts';
import { setQuotas } from './factories/wallet.ts';
import { referenceIds } from './factories/sourcing.ts';
import { uploadProductImage } from './factories/product.ts';
import { insertProduct } from './factories/inquiry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Rows<T> = { rows: T[] };
const query = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;

const wallet = (cookie: string | undefined) => call(t.app, 'GET', 'wallet.get_farm_wallet', { cookie });
const ledger = (cookie: string | undefined, page = 1) => call(t.app, 'GET', 'wallet.ledger', { cookie, query: { page: String(page) } });

/** The ledger's running sum, straight from the rows. */
async function ledgerSum(supplierId: string) {
  const [row] = await query<Record<string, string | number>>(sql`
    SELECT sum(balance_delta)::float AS balance, sum(contact_quota_delta)::int AS contact_quota, sum(conversation_quota_delta)::int AS conversation_quota,
      sum(farm_item_post_quota_delta)::int AS farm_item_post_quota, sum(farm_item_ads_quota_delta)::int AS farm_item_ads_quota
    FROM wallet_ledger WHERE supplier_id = ${supplierId}`);
  return row!;
}

const countLedger = async (supplierId: string, reason: string) =>
  (await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM wallet_ledger WHERE supplier_id = ${supplierId} AND reason = ${reason}`))[0]!.n;

describe('wallet.get_farm_wallet and wallet.ledger', () => {
  it('is the ledger’s sum after several changes, with the ledger newest first', async () => {
    const seller = await createSupplier(t, { level: 2 });
    const buyer = await createBuyer(t);
    // Unlocking needs a plan (decision 019): the trial comes first.
    expect((await call(t.app, 'POST', 'membership.start_trial', { cookie: seller.cookie, body: { side: 'supplier' } })).statusCode).toBe(200);
    await setQuotas(t, seller.supplierId, { contact_quota: 7, farm_item_ads_quota: 2 });
    expect((await call(t.app, 'POST', 'contact.unlock', { cookie: seller.cookie, body: { buyer_identity: buyer.identity } })).statusCode).toBe(200);
    await setQuotas(t, seller.supplierId, { conversation_quota: 11 });

    const res = await wallet(seller.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const balance = res.json().message.data;
    const { quota_renews_at: renewsAt, ...amounts } = balance;
    expect(amounts).toEqual(await ledgerSum(seller.supplierId));
    expect(amounts).toMatchObject({ conversation_quota: 11, contact_quota: 6 });
    expect(new Date(renewsAt).getTime()).toBeGreaterThan(Date.now());

    const page = (await ledger(seller.cookie)).json().message;
    expect(page).toMatchObject({ total: 5, page: 1, page_size: LEDGER_PAGE_SIZE });
    expect(page.data.map((r: { reason: string }) => r.reason)).toEqual(['operator_adjustment', 'contact_unlock', 'operator_adjustment', 'trial_started', 'signup_grant']);
    // Each row names what it was about for people (the buyer's company, the plan), never the stored key.
    expect(page.data[1]).toMatchObject({ contact_quota_delta: -1, plan_name: null, subject: { kind: 'buyer', name: buyer.user.company_name, href: `/buyer/${buyer.identity}` } });
    expect(page.data[3]).toMatchObject({ plan_name: 'Trial', subject: null });
    expect(JSON.stringify(page.data)).not.toContain(`buyer:${buyer.identity}`);
    expect(page.data[0]).not.toHaveProperty('ref');
  });

  it('names products and conversations by their names, linking only pages the supplier may open', async () => {
    const seller = await createSupplier(t);
    const other = await createSupplier(t);
    const buyer = await createBuyer(t);
    const published = await insertProduct(t, seller.supplierId, { status: 1 });
    const pending = await insertProduct(t, seller.supplierId, { status: 0 });
    const theirs = await insertProduct(t, other.supplierId, { status: 1 });
    const [conversation] = await query<{ id: string }>(sql`
      INSERT INTO conversations (unique_name, buyer_id, supplier_id, buyer_identity, supplier_identity, created_by)
      VALUES (${`${buyer.identity}|${seller.identity}`}, ${buyer.buyerId}, ${seller.supplierId}, ${buyer.identity}, ${seller.identity}, ${seller.identity}) RETURNING id`);
    const entry = (ref: string, reason: 'product_ad' | 'chat_unlock' | 'contact_unlock') =>
      t.database.db.transaction((tx) => appendLedger(tx, { supplierId: seller.supplierId, reason, deltas: {}, ref }));
    await entry(`product:${published.id}`, 'product_ad');
    await entry(`product:${pending.id}`, 'product_ad');
    // Another supplier's product, a gone buyer and a key we do not know stand for nothing.
    await entry(`product:${theirs.id}`, 'product_ad');
    await entry('buyer:BUR999999999', 'contact_unlock');
    await entry(`start:${buyer.identity}|${seller.identity}`, 'chat_unlock');
    await entry(`unlock:${conversation!.id}`, 'chat_unlock');
    await entry('mystery:1', 'product_ad');
    // A suspended buyer keeps its name in the history, without a link to its vanished page.
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, buyer.userId));
    await entry(`buyer:${buyer.identity}`, 'contact_unlock');

    const rows = (await ledger(seller.cookie)).json().message.data as Array<{ subject: unknown }>;
    const open = `/business/messages?open-conv=${conversation!.id}`;
    expect(rows.slice(0, 8).map((r) => r.subject)).toEqual([
      { kind: 'buyer', name: buyer.user.company_name, href: null },
      null,
      { kind: 'conversation', name: buyer.user.company_name, href: open },
      { kind: 'conversation', name: buyer.user.company_name, href: open },
      null,
      null,
      { kind: 'product', name: pending.name, href: `/business/post/${pending.id}` },
      { kind: 'product', name: published.name, href: `/product/${published.id}` },
    ]);
  });

  it('is the supplier’s own, for suppliers only', async () => {
    const buyer = await createBuyer(t);
    for (const res of [await wallet(buyer.cookie), await ledger(buyer.cookie)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SUPPLIER_ONLY');
    }
    expect((await wallet(undefined)).statusCode).toBe(401);
    expect((await ledger(undefined)).statusCode).toBe(401);
    const [one, two] = await Promise.all([createSupplier(t), createSupplier(t)]);
    await setQuotas(t, one.supplierId, { contact_quota: 40 });
    expect((await wallet(two.cookie)).json().message.data.contact_quota).toBe(0);
    expect((await ledger(two.cookie)).json().message.total).toBe(1);
  });
});

describe('the database guards the Balance', () => {
  it('refuses a direct change of a quota: only ledger rows move it', async () => {
    const seller = await createSupplier(t);
    await expect(t.database.db.execute(sql`UPDATE balances SET contact_quota = 99 WHERE supplier_id = ${seller.supplierId}`)).rejects.toThrow();
    await expect(t.database.db.update(balances).set({ balance: '1000' }).where(eq(balances.supplierId, seller.supplierId))).rejects.toThrow();
    expect((await wallet(seller.cookie)).json().message.data).toMatchObject({ contact_quota: 0, balance: 0 });
  });

  it('refuses a negative result, and the ledger refuses UPDATE and DELETE', async () => {
    const seller = await createSupplier(t);
    await expect(t.database.db.transaction((tx) => appendLedger(tx, { supplierId: seller.supplierId, reason: 'contact_unlock', deltas: { contact_quota: -4 } }))).rejects.toThrow();
    await expect(t.database.db.execute(sql`UPDATE wallet_ledger SET contact_quota_delta = 99 WHERE supplier_id = ${seller.supplierId}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM wallet_ledger WHERE supplier_id = ${seller.supplierId}`)).rejects.toThrow();
    expect(await countLedger(seller.supplierId, 'signup_grant')).toBe(1);
    expect((await wallet(seller.cookie)).json().message.data.contact_quota).toBe(0);
  });

  it('still deletes a supplier account, its ledger going with it', async () => {
    const seller = await createSupplier(t);
    const [payment] = await t.database.db
      .insert(payments)
      .values({ userId: seller.userId, side: 'supplier', planName: 'Starter', months: 1, amountCents: 9900, provider: 'sandbox', status: 'paid', billingEmail: seller.email })
      .returning({ id: payments.id });
    await t.database.db.transaction((tx) =>
      appendLedger(tx, { supplierId: seller.supplierId, reason: 'plan_activated', paymentId: payment!.id, deltas: { contact_quota: 27 } }),
    );
    await t.database.db.delete(users).where(eq(users.id, seller.userId));
    expect(await t.database.db.select().from(suppliers).where(eq(suppliers.id, seller.supplierId))).toHaveLength(0);
    expect((await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM wallet_ledger WHERE supplier_id = ${seller.supplierId}`))[0]!.n).toBe(0);
  });
});

describe('quota races', () => {
  it('with contact_quota 3, eight parallel unlocks of different buyers succeed exactly 3 times', async () => {
    const seller = await createSupplier(t, { level: 2, contactQuota: 3, plan: 'Starter' });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createBuyer(t)));
    const results = await Promise.all(buyers.map((b) => call(t.app, 'POST', 'contact.unlock', { cookie: seller.cookie, body: { buyer_identity: b.identity } })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('CONTACT_QUOTA_EXCEEDED');
    expect((await wallet(seller.cookie)).json().message.data.contact_quota).toBe(0);
    expect(await countLedger(seller.supplierId, 'contact_unlock')).toBe(3);
    expect((await ledgerSum(seller.supplierId)).contact_quota).toBe(0);
  });

  it('with farm_item_post_quota 3, eight parallel product posts succeed exactly 3 times', async () => {
    const ids = await referenceIds(t);
    const seller = await createSupplier(t);
    await setQuotas(t, seller.supplierId, { farm_item_post_quota: 3 });
    const image = await uploadProductImage(t, seller.cookie, '#c8a165');
    const body = (i: number) => ({
      name: `Parallel bamboo board ${i}`,
      category_id: ids.category_id,
      images: [image],
      price_min: '3.20',
      price_max: '4.80',
      currency: 'USD',
      moq: '500',
      uom: ids.uom,
    });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => call(t.app, 'POST', 'product.quick_create', { cookie: seller.cookie, body: body(i) })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('PRODUCT_QUOTA_EXCEEDED');
    expect((await wallet(seller.cookie)).json().message.data.farm_item_post_quota).toBe(0);
    expect(await countLedger(seller.supplierId, 'product_post')).toBe(3);
    const [posted] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE supplier_id = ${seller.supplierId}`);
    expect(posted!.n).toBe(3);
  });
});
