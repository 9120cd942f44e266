import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_QUOTAS, type PlanName } from '@tradelink/shared/constants/plans';
import { buyers, subscriptions, users } from '../src/db/schema/index.ts';
import { applyPlan, revertToFree } from '../src/modules/membership/plan-change.ts';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';
import { createBuyer, createBuyerAndSupplier, createSupplier } from './factories/selling.ts';
import { openRfq, sendQuotation } from './factories/quoting.ts';
import { referenceIds } from './factories/sourcing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const getMine = (cookie: string | undefined, side: string) => call(t.app, 'GET', 'membership.get_mine', { cookie, query: { side } });
const startTrial = (cookie: string | undefined, side = 'supplier') => call(t.app, 'POST', 'membership.start_trial', { cookie, body: { side } });
const { quotations_per_month: _free, ...FREE_QUOTAS } = PLAN_QUOTAS.Free;
const { quotations_per_month: _trial, ...TRIAL_QUOTAS } = PLAN_QUOTAS.Trial;

/** Puts a side on a plan as a processed payment would (the one plan-change path). */
async function putOnPlan(userId: string, side: 'supplier' | 'buyer', planName: PlanName, days: number) {
  const now = new Date();
  await t.database.db.transaction((tx) =>
    applyPlan(tx, { userId, side, planName, activeDate: now, endDate: new Date(now.getTime() + days * DAY), reason: 'plan_activated' }, now),
  );
}

async function ledgerReasons(supplierId: string, reason: string) {
  const result = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM wallet_ledger WHERE supplier_id = ${supplierId} AND reason = ${reason}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]!.n;
}

async function trialMails(email: string) {
  await t.mail.flush();
  return t.sent.filter((m) => m.toAddress === email && m.template === 'notice_trialStarted');
}

describe('membership.get_mine', () => {
  it('shows a new supplier on Free with the Free quotas, a trial to start and 0 of 10 quotations', async () => {
    const seller = await createSupplier(t);
    const res = await getMine(seller.cookie, 'supplier');
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json().message.data;
    expect(state).toMatchObject({
      side: 'supplier',
      plan: { plan_name: 'Free', tier: 'Free', is_active: false, end_date: null, days_left: null },
      subscription: null,
      trial: { available: true, used_at: null, status: 'available' },
      quotas: FREE_QUOTAS,
      allowance: PLAN_QUOTAS.Free,
      quotations: { sent_this_month: 0, monthly_limit: 10 },
      is_paying: false,
      is_biz_verified: false,
    });
    // The first monthly renewal is about a month away.
    const renews = new Date(state.quotas.renews_at).getTime() - Date.now();
    expect(renews).toBeGreaterThan(27 * DAY);
    expect(renews).toBeLessThan(32 * DAY);
  });

  it('counts the quotations the supplier sent this month', async () => {
    const ids = await referenceIds(t);
    const buyer = await createBuyer(t);
    const seller = await createSupplier(t);
    const rfq = await openRfq(t, buyer.cookie);
    await sendQuotation(t, seller.cookie, rfq.id, ids.uom);
    expect((await getMine(seller.cookie, 'supplier')).json().message.data.quotations).toEqual({ sent_this_month: 1, monthly_limit: 10 });
  });

  it('shows a buyer its business verification, paying status and no quotas', async () => {
    const buyer = await createBuyer(t);
    const before = (await getMine(buyer.cookie, 'buyer')).json().message.data;
    expect(before).toMatchObject({ side: 'buyer', is_biz_verified: false, is_paying: false, quotas: null, quotations: null, trial: { available: false, status: 'not_supplier' } });
    await t.database.db.update(buyers).set({ isBizVerified: true }).where(eq(buyers.userId, buyer.userId));
    const after = (await getMine(buyer.cookie, 'buyer')).json().message.data;
    expect(after).toMatchObject({ is_biz_verified: true, is_paying: true, quotas: null, quotations: null });
  });

  it('refuses a side the account does not have, and guests', async () => {
    const buyer = await createBuyer(t);
    const seller = await createSupplier(t);
    expect((await getMine(buyer.cookie, 'supplier')).json().code).toBe('SUPPLIER_ONLY');
    expect((await getMine(seller.cookie, 'buyer')).json().code).toBe('BUYER_ONLY');
    expect((await getMine(undefined, 'supplier')).statusCode).toBe(401);
    expect((await getMine(seller.cookie, 'nobody')).statusCode).toBe(400);
  });

  it('shows a cancelled subscription while paid time is left, and not after', async () => {
    const seller = await createSupplier(t);
    await putOnPlan(seller.userId, 'supplier', 'Advance', 20);
    const row = {
      userId: seller.userId,
      side: 'supplier',
      planName: 'Advance',
      months: 1,
      provider: 'sandbox',
      status: 'canceled',
      cancelAtPeriodEnd: true,
      currentPeriodStart: new Date(Date.now() - 10 * DAY),
      lastEventAt: new Date(),
    };
    await t.database.db.insert(subscriptions).values({ ...row, providerSubscriptionId: `sub_old_${seller.userId}`, currentPeriodEnd: new Date(Date.now() - DAY) });
    expect((await getMine(seller.cookie, 'supplier')).json().message.data.subscription).toBeNull();
    await t.database.db.insert(subscriptions).values({ ...row, providerSubscriptionId: `sub_new_${seller.userId}`, currentPeriodEnd: new Date(Date.now() + 20 * DAY) });
    const state = (await getMine(seller.cookie, 'supplier')).json().message.data;
    expect(state.subscription).toMatchObject({ status: 'canceled', plan_name: 'Advance', cancel_at_period_end: true, provider: 'sandbox' });
    expect(state.plan).toMatchObject({ plan_name: 'Advance', tier: 'Silver', is_active: true, days_left: 20 });
    // Paying without ever taking the trial: it cannot be started, but it is not "used".
    expect(state).toMatchObject({ is_paying: true, trial: { available: false, used_at: null, status: 'paid_plan' }, allowance: PLAN_QUOTAS.Advance });
  });

  it('counts an ended plan the job has not reverted yet as Free', async () => {
    const seller = await createSupplier(t);
    await putOnPlan(seller.userId, 'supplier', 'Starter', -1);
    const state = (await getMine(seller.cookie, 'supplier')).json().message.data;
    expect(state.plan).toMatchObject({ plan_name: 'Starter', tier: 'Free', is_active: false, days_left: 0 });
    expect(state).toMatchObject({ is_paying: false, allowance: PLAN_QUOTAS.Free, quotations: { monthly_limit: 10 } });
  });
});

describe('membership.start_trial', () => {
  it('starts a 7-day trial with the trial quotas, a ledger row and a mail', async () => {
    const seller = await createSupplier(t);
    const res = await startTrial(seller.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json().message.data;
    expect(state).toMatchObject({
      plan: { plan_name: 'Trial', tier: 'Trial', is_active: true, days_left: 7 },
      trial: { available: false, status: 'running' },
      quotas: TRIAL_QUOTAS,
      allowance: PLAN_QUOTAS.Trial,
      quotations: { monthly_limit: PLAN_QUOTAS.Trial.quotations_per_month },
      is_paying: false,
    });
    const length = new Date(state.plan.end_date).getTime() - new Date(state.plan.active_date).getTime();
    expect(length).toBe(7 * DAY);
    expect(state.trial.used_at).toBe(state.plan.active_date);

    const ledger = (await call(t.app, 'GET', 'wallet.ledger', { cookie: seller.cookie })).json().message;
    expect(ledger.data[0]).toMatchObject({ reason: 'trial_started', contact_quota_delta: TRIAL_QUOTAS.contact_quota - FREE_QUOTAS.contact_quota });

    const mails = await trialMails(seller.email);
    expect(mails).toHaveLength(1);
    const endText = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(state.plan.end_date));
    expect(mails[0]!.textBody).toContain(endText);
    expect(mails[0]!.textBody).toContain('/business/membership');
  });

  it('mails in the account language', async () => {
    const seller = await createSupplier(t);
    await t.database.db.update(users).set({ language: 'vi' }).where(eq(users.id, seller.userId));
    expect((await startTrial(seller.cookie)).statusCode).toBe(200);
    const [mail] = await trialMails(seller.email);
    expect(mail!.subject).toBe('Bản dùng thử miễn phí của bạn đã bắt đầu');
    expect(mail!.textBody).toMatch(/tháng/);
  });

  it('is once per account: a second start is TRIAL_USED, even after the trial ended', async () => {
    const seller = await createSupplier(t);
    expect((await startTrial(seller.cookie)).statusCode).toBe(200);
    const again = await startTrial(seller.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TRIAL_USED');
    await t.database.db.transaction((tx) => revertToFree(tx, seller.userId, 'supplier', 'plan_expired'));
    expect((await startTrial(seller.cookie)).json().code).toBe('TRIAL_USED');
    expect((await getMine(seller.cookie, 'supplier')).json().message.data.trial).toMatchObject({ available: false, status: 'used' });
    expect(await ledgerReasons(seller.supplierId, 'trial_started')).toBe(1);
  });

  it('starts once when clicked several times at once', async () => {
    const seller = await createSupplier(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => startTrial(seller.cookie)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('TRIAL_USED');
    expect(await ledgerReasons(seller.supplierId, 'trial_started')).toBe(1);
    expect(await trialMails(seller.email)).toHaveLength(1);
  });

  it('is refused on an active paid plan, and uses nothing up', async () => {
    const seller = await createSupplier(t);
    await putOnPlan(seller.userId, 'supplier', 'Starter', 30);
    const res = await startTrial(seller.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TRIAL_NOT_AVAILABLE', messages: [expect.stringContaining('without a paid plan')] });
    const state = (await getMine(seller.cookie, 'supplier')).json().message.data;
    expect(state).toMatchObject({ plan: { plan_name: 'Starter' }, trial: { used_at: null, available: false, status: 'paid_plan' }, is_paying: true });
    expect(await ledgerReasons(seller.supplierId, 'trial_started')).toBe(0);
  });

  it('is for the supplier side only, and for logged-in users', async () => {
    const buyer = await createBuyer(t);
    expect((await startTrial(buyer.cookie)).json().code).toBe('SUPPLIER_ONLY');
    const twin = await createBuyerAndSupplier(t);
    const res = await startTrial(twin.cookie, 'buyer');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SUPPLIER_ONLY');
    expect((await startTrial(undefined)).statusCode).toBe(401);
    // The same account's selling side may still start it.
    expect((await startTrial(twin.cookie, 'supplier')).statusCode).toBe(200);
  });

  it('leaves another account alone', async () => {
    const [one, two] = await Promise.all([registerAndLogin(t, { account_type: 'Seller' }), registerAndLogin(t, { account_type: 'Seller' })]);
    expect((await startTrial(one.cookie)).statusCode).toBe(200);
    expect((await getMine(two.cookie, 'supplier')).json().message.data).toMatchObject({ plan: { plan_name: 'Free' }, trial: { available: true } });
  });
});
