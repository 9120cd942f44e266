import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_AD_DAYS, type PlanName } from '@tradelink/shared/constants/plans';
import type { BuyingLead } from '@tradelink/shared/lead/lead';
import { balances, products, walletLedger } from '../src/db/schema/index.ts';
import { clearCatalogCache } from '../src/modules/catalog/catalog-cache.ts';
import { applyPlan } from '../src/modules/membership/plan-change.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { setQuotas } from './factories/wallet.ts';
import { createBuyer, createSupplier, leafCategories, nonce, postLead } from './factories/selling.ts';

// Plans' monthly product ads (`product.promote`) and Buyer Premium's "requests highlighted to
// suppliers": what a supplier pays for and what buyers and suppliers then see.

let t: TestApp;
let leaves: Awaited<ReturnType<typeof leafCategories>>;
beforeAll(async () => {
  t = await buildTestApp();
  leaves = await leafCategories(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const promote = (cookie: string | undefined, productId: number) => call(t.app, 'POST', 'product.promote', { cookie, body: { product_id: productId } });

async function adsLeft(supplierId: string) {
  const [row] = await t.database.db.select({ ads: balances.farmItemAdsQuota }).from(balances).where(eq(balances.supplierId, supplierId));
  return row!.ads;
}
const adLedger = (supplierId: string) =>
  t.database.db.select().from(walletLedger).where(and(eq(walletLedger.supplierId, supplierId), eq(walletLedger.reason, 'product_ad')));
async function promotedUntil(productId: number) {
  const [row] = await t.database.db.select({ until: products.promotedUntil }).from(products).where(eq(products.id, productId));
  return row!.until;
}

/** A seller with approved products named after a fresh word, and `ads` product ads left. */
async function sellerWith(word: string, names: string[], ads: number) {
  const seller = await createSupplier(t, { products: names.map((name) => ({ name: `${word} ${name}`, categoryId: leaves.a.id })) });
  await setQuotas(t, seller.supplierId, { farm_item_ads_quota: ads });
  return seller;
}

describe('product.promote', () => {
  it('spends one product ad, runs the ad for a week and extends a running one', async () => {
    const seller = await sellerWith(nonce(), ['teapot'], 2);
    const id = seller.productIds[0]!;
    const before = Date.now();
    const first = await promote(seller.cookie, id);
    expect(first.statusCode, first.body).toBe(200);
    const ad = first.json().message.data;
    expect(ad).toMatchObject({ product_id: id, farm_item_ads_quota: 1 });
    const end = Date.parse(ad.promoted_until);
    expect(end).toBeGreaterThanOrEqual(before + PRODUCT_AD_DAYS * DAY - 1000);
    expect(end).toBeLessThanOrEqual(Date.now() + PRODUCT_AD_DAYS * DAY + 1000);

    const ledger = await adLedger(seller.supplierId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ farmItemAdsQuotaDelta: -1, farmItemPostQuotaDelta: 0, ref: `product:${id}` });

    // The products list shows the ads left and the ad's end.
    const list = (await call(t.app, 'GET', 'product.list_mine', { cookie: seller.cookie, query: {} })).json().message;
    expect(list.farm_item_ads_quota).toBe(1);
    expect(list.data.find((p: { id: number }) => p.id === id).promoted_until).toBe(ad.promoted_until);

    // Promoting again adds a week to the running ad, not to today.
    const second = (await promote(seller.cookie, id)).json().message.data;
    expect(Date.parse(second.promoted_until)).toBe(end + PRODUCT_AD_DAYS * DAY);
    expect(second.farm_item_ads_quota).toBe(0);
    expect(await adsLeft(seller.supplierId)).toBe(0);
  });

  it('refuses other suppliers’ products, products not approved and an empty ad quota, changing nothing', async () => {
    const seller = await sellerWith(nonce(), ['kettle'], 1);
    const other = await sellerWith(nonce(), ['ladle'], 3);
    const [pending] = await t.database.db
      .insert(products)
      .values({ supplierId: seller.supplierId, status: 0, name: 'Pending kettle', categoryId: leaves.a.id, images: ['a'.repeat(64)] })
      .returning({ id: products.id });

    const foreign = await promote(other.cookie, seller.productIds[0]!);
    expect(foreign.statusCode).toBe(404);
    const notApproved = await promote(seller.cookie, pending!.id);
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().code).toBe('PRODUCT_NOT_APPROVED');

    await setQuotas(t, seller.supplierId, { farm_item_ads_quota: 0 });
    const empty = await promote(seller.cookie, seller.productIds[0]!);
    expect(empty.statusCode).toBe(403);
    expect(empty.json()).toMatchObject({ code: 'ADS_QUOTA_EXCEEDED', messages: [expect.stringContaining('product ads')] });

    for (const id of [seller.productIds[0]!, pending!.id]) expect(await promotedUntil(id)).toBeNull();
    expect(await adLedger(seller.supplierId)).toHaveLength(0);
    expect(await adLedger(other.supplierId)).toHaveLength(0);
    expect(await adsLeft(other.supplierId)).toBe(3);
  });

  it('is for logged-in suppliers only', async () => {
    expect((await promote(undefined, 1)).statusCode).toBe(401);
    const buyer = await createBuyer(t);
    const res = await promote(buyer.cookie, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SUPPLIER_ONLY');
  });

  it('spends the last ad once when two promotions race', async () => {
    const seller = await sellerWith(nonce(), ['cup', 'saucer'], 1);
    const results = await Promise.all(seller.productIds.map((id) => promote(seller.cookie, id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(await adsLeft(seller.supplierId)).toBe(0);
    expect(await adLedger(seller.supplierId)).toHaveLength(1);
    const ends = await Promise.all(seller.productIds.map(promotedUntil));
    expect(ends.filter(Boolean)).toHaveLength(1);
  });
});

describe('promoted products in search', () => {
  type Card = { id: number; is_promoted: boolean };
  const search = async (query: Record<string, string>) => {
    const res = await call(t.app, 'GET', 'catalog.search', { query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message.data as Card[];
  };

  it('ranks a promoted product first in the relevance order only, flagged, until its ad ends', async () => {
    const word = nonce();
    // Equal relevance: without the ad the newest (highest id) comes first and "bowl" last.
    const seller = await sellerWith(word, ['bowl', 'plate', 'jug'], 1);
    const [bowl, plate, jug] = seller.productIds as [number, number, number];
    expect((await search({ keyword: word })).map((c) => c.id)).toEqual([jug, plate, bowl]);

    // The answer above is cached; promoting clears the cache, so the ad shows at once.
    expect((await promote(seller.cookie, bowl)).statusCode).toBe(200);
    const ranked = await search({ keyword: word });
    expect(ranked.map((c) => c.id)).toEqual([bowl, jug, plate]);
    expect(ranked.map((c) => c.is_promoted)).toEqual([true, false, false]);
    // A sort the visitor chose is not bent by the ad; the card still says it is one.
    const newest = await search({ keyword: word, sort: 'newest' });
    expect(newest.map((c) => c.id)).toEqual([jug, plate, bowl]);
    expect(newest[2]!.is_promoted).toBe(true);

    await t.database.db.execute(sql`UPDATE products SET promoted_until = now() - interval '1 minute' WHERE id = ${bowl}`);
    clearCatalogCache(t.database.db);
    const ended = await search({ keyword: word });
    expect(ended.map((c) => c.id)).toEqual([jug, plate, bowl]);
    expect(ended.every((c) => !c.is_promoted)).toBe(true);
  });
});

describe('Buyer Premium requests', () => {
  async function buyerOn(plan: PlanName, days: number) {
    const buyer = await createBuyer(t, { fd_country: 'DE' });
    const now = new Date();
    await t.database.db.transaction((tx) =>
      applyPlan(tx, { userId: buyer.userId, side: 'buyer', planName: plan, activeDate: now, endDate: new Date(now.getTime() + days * DAY), reason: 'plan_activated' }, now),
    );
    return buyer;
  }
  const leads = async (cookie: string, query: Record<string, string>) => {
    const res = await call(t.app, 'GET', 'supplier.buying_leads', { cookie, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message as { data: BuyingLead[]; basis: string };
  };

  it('are flagged in search and buying leads, and come first among equally relevant leads', async () => {
    const word = nonce();
    const premium = await buyerOn('Starter', 365);
    const lapsed = await buyerOn('Starter', -1);
    const free = await createBuyer(t);
    // Oldest first, so without the plan the premium request would be last of three equals.
    const post = (cookie: string) => postLead(t, cookie, { product_name: 'Plain widgets', category_id: leaves.a.id, description: `Tender ${word}` });
    const fromPremium = await post(premium.cookie);
    const fromLapsed = await post(lapsed.cookie);
    const fromFree = await post(free.cookie);

    const seller = await createSupplier(t, { mainCategoryId: leaves.a.id });
    const matched = await leads(seller.cookie, { keyword: word });
    expect(matched.basis).toBe('matched');
    expect(matched.data.map((l) => l.rfq_id)).toEqual([fromPremium, fromFree, fromLapsed]);
    expect(matched.data.map((l) => l.buyer.is_premium)).toEqual([true, false, false]);

    // A supplier with nothing to match on sees the newest requests, Buyer Premium ones first.
    const newcomer = await createSupplier(t);
    const newest = await leads(newcomer.cookie, { keyword: word });
    expect(newest.basis).toBe('newest');
    expect(newest.data.map((l) => l.rfq_id)).toEqual([fromPremium, fromFree, fromLapsed]);

    const cards = (await call(t.app, 'GET', 'catalog.search', { query: { tab: 'rfqs', keyword: word } })).json().message.data as Array<{
      id: number;
      buyer: { is_premium: boolean };
    }>;
    const premiumOf = new Map(cards.map((c) => [c.id, c.buyer.is_premium]));
    expect([premiumOf.get(fromPremium), premiumOf.get(fromLapsed), premiumOf.get(fromFree)]).toEqual([true, false, false]);
  });
});
