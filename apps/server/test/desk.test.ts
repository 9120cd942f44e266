import { setQuotas } from './factories/wallet.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN_QUOTAS, QUOTATIONS_PER_MONTH } from '@tradelink/shared/constants/plans';
import { balances, quotations, rfqs, suppliers } from '../src/db/schema/index.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { buyerIdOf, createBuyer, createSeller, insertProduct, sendInquiry } from './factories/inquiry.ts';
import { referenceIds } from './factories/sourcing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const stats = async (cookie: string) => {
  const res = await call(t.app, 'GET', 'supplier.desk_stats', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data;
};

/** Quotations of `supplierId` on fresh approved RFQs of `buyerIdentity`, one per given status and send time. */
async function insertQuotations(supplierId: string, buyerIdentity: string, specs: Array<{ status: 'sent' | 'preferred' | 'declined' | 'withdrawn'; createdAt?: Date }>) {
  const { category_id, uom } = await referenceIds(t);
  const buyerId = await buyerIdOf(t, buyerIdentity);
  const rfqRows = await t.database.db
    .insert(rfqs)
    .values(specs.map((_, n) => ({ buyerId, categoryId: category_id, productName: `Bamboo chopsticks lot ${n}`, quantity: '1000', uom, status: 1 })))
    .returning({ id: rfqs.id });
  await t.database.db.insert(quotations).values(
    specs.map((spec, n) => ({
      rfqId: rfqRows[n]!.id,
      supplierId,
      unitPrice: '0.80',
      currency: 'USD',
      quantity: '1000',
      uom,
      status: spec.status,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })),
  );
}

describe('supplier.desk_stats', () => {
  it('starts a new supplier at zero, with its plan, level and the quotas of its balance', async () => {
    const seller = await createSeller(t);
    const [balance] = await t.database.db.select().from(balances).where(eq(balances.supplierId, seller.supplierId));
    // A company-domain sign-up may start above level 1: the row says which.
    const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, seller.supplierId));
    expect(await stats(seller.cookie)).toEqual({
      products: { pending: 0, approved: 0, rejected: 0, closed: 0 },
      quotations: { sent_total: 0, sent_this_month: 0, monthly_limit: QUOTATIONS_PER_MONTH.Free, preferred: 0, declined: 0, awaiting: 0 },
      leads: { new_count: 0 },
      inquiries: { unread: 0, open: 0 },
      quotas: {
        contact_quota: balance?.contactQuota ?? 0,
        farm_item_post_quota: balance?.farmItemPostQuota ?? 0,
        conversation_quota: balance?.conversationQuota ?? 0,
      },
      verification_level: row!.verificationLevel,
      plan_name: 'Free',
      plan_end_date: null,
    });
    expect(balance?.farmItemPostQuota).toBe(FREE_PLAN_QUOTAS.farm_item_post_quota);
  });

  it('counts the supplier’s products by status, and only its own', async () => {
    const seller = await createSeller(t);
    const other = await createSeller(t);
    for (const status of [0, 0, 1, 1, 1, 2, 3]) await insertProduct(t, seller.supplierId, { status });
    await insertProduct(t, other.supplierId, { status: 1 });
    expect((await stats(seller.cookie)).products).toEqual({ pending: 2, approved: 3, rejected: 1, closed: 1 });
    await insertProduct(t, seller.supplierId, { status: 0 });
    expect((await stats(seller.cookie)).products.pending).toBe(3);
    expect((await stats(other.cookie)).products).toEqual({ pending: 0, approved: 1, rejected: 0, closed: 0 });
  });

  it('counts quotations by outcome and this month’s against the plan’s allowance', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 86_400_000);
    await insertQuotations(seller.supplierId, buyer.identity, [
      { status: 'sent' },
      { status: 'sent' },
      { status: 'preferred' },
      { status: 'declined', createdAt: lastMonth },
      { status: 'withdrawn' },
    ]);
    expect((await stats(seller.cookie)).quotations).toEqual({
      sent_total: 4,
      // The allowance counts every quotation sent this month, withdrawn ones too (as quotation.send does).
      sent_this_month: 4,
      monthly_limit: QUOTATIONS_PER_MONTH.Free,
      preferred: 1,
      declined: 1,
      awaiting: 2,
    });

    // A paid plan raises the allowance; an expired one counts as Free.
    const nextYear = new Date(Date.now() + 365 * 86_400_000);
    await t.database.db.update(suppliers).set({ planName: 'Advance', planEndDate: nextYear, verificationLevel: 3 }).where(eq(suppliers.id, seller.supplierId));
    expect(await stats(seller.cookie)).toMatchObject({
      quotations: { monthly_limit: QUOTATIONS_PER_MONTH.Advance },
      plan_name: 'Advance',
      plan_end_date: nextYear.toISOString(),
      verification_level: 3,
    });
    await t.database.db.update(suppliers).set({ planEndDate: new Date(Date.now() - 86_400_000) }).where(eq(suppliers.id, seller.supplierId));
    expect((await stats(seller.cookie)).quotations.monthly_limit).toBe(QUOTATIONS_PER_MONTH.Free);
  });

  it('follows buyer inquiries: unread until opened, open until answered or marked handled', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const first = await sendInquiry(t, buyer.cookie, { supplierIdentity: seller.identity });
    const second = await sendInquiry(t, buyer.cookie, { supplierIdentity: seller.identity });
    expect((await stats(seller.cookie)).inquiries).toEqual({ unread: 2, open: 2 });

    await call(t.app, 'GET', 'inquiry.get', { cookie: seller.cookie, query: { inquiry_id: String(first.id) } });
    expect((await stats(seller.cookie)).inquiries).toEqual({ unread: 1, open: 2 });
    await call(t.app, 'POST', 'inquiry.reply', { cookie: seller.cookie, body: { inquiry_id: first.id, body: 'Thank you, price list attached.' } });
    expect((await stats(seller.cookie)).inquiries).toEqual({ unread: 1, open: 1 });
    await call(t.app, 'POST', 'inquiry.set_status', { cookie: seller.cookie, body: { inquiry_id: second.id, status: 'handled' } });
    expect((await stats(seller.cookie)).inquiries).toEqual({ unread: 0, open: 0 });
  });

  it('follows the balance’s quotas', async () => {
    const seller = await createSeller(t);
    await setQuotas(t, seller.supplierId, { contact_quota: 7, farm_item_post_quota: 2, conversation_quota: 4 });
    expect((await stats(seller.cookie)).quotas).toEqual({ contact_quota: 7, farm_item_post_quota: 2, conversation_quota: 4 });
  });

  it('is for accounts with a selling side, logged in', async () => {
    const buyer = await createBuyer(t);
    const res = await call(t.app, 'GET', 'supplier.desk_stats', { cookie: buyer.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SUPPLIER_ONLY', messages: ['Only supplier accounts can do this.'] });
    expect((await call(t.app, 'GET', 'supplier.desk_stats')).statusCode).toBe(401);
  });
});
