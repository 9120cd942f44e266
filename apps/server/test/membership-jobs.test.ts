import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_QUOTAS, type PlanName } from '@tradelink/shared/constants/plans';
import { balances, subscriptions } from '../src/db/schema/index.ts';
import { applyPlan } from '../src/modules/membership/plan-change.ts';
import { runMembershipJobs } from '../src/modules/membership/membership-jobs.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createBuyer, createSupplier } from './factories/selling.ts';
import { setQuotas } from './factories/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
const run = (now = new Date()) => runMembershipJobs(t.app.deps, now);
const { quotations_per_month: _q, ...FREE_QUOTAS } = PLAN_QUOTAS.Free;
const { quotations_per_month: _a, ...ADVANCE_QUOTAS } = PLAN_QUOTAS.Advance;

/** Puts a side on a plan that started `startedAgo` ago and ends at `end` (the payment path's plan change). */
async function putOnPlan(userId: string, side: 'supplier' | 'buyer', planName: PlanName, end: Date, startedAgo = 30 * DAY) {
  const start = at(-startedAgo);
  await t.database.db.transaction((tx) => applyPlan(tx, { userId, side, planName, activeDate: start, endDate: end, reason: 'plan_activated' }, start));
}

async function addSubscription(userId: string, values: { side?: string; provider: 'sandbox' | 'stripe'; planName: string; months: number; end: Date; cancelling?: boolean }) {
  const [row] = await t.database.db
    .insert(subscriptions)
    .values({
      userId,
      side: values.side ?? 'supplier',
      planName: values.planName,
      months: values.months,
      provider: values.provider,
      providerSubscriptionId: `sub_${values.provider}_${crypto.randomUUID()}`,
      status: 'active',
      currentPeriodStart: at(-30 * DAY),
      currentPeriodEnd: values.end,
      cancelAtPeriodEnd: values.cancelling ?? false,
      lastEventAt: new Date(),
    })
    .returning();
  return row!;
}

async function mailsTo(email: string, template: string) {
  await t.mail.flush();
  return t.sent.filter((m) => m.toAddress === email && m.template === template);
}

const state = async (cookie: string, side = 'supplier') => (await call(t.app, 'GET', 'membership.get_mine', { cookie, query: { side } })).json().message.data;
const countLedger = async (supplierId: string, reason: string) =>
  ((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM wallet_ledger WHERE supplier_id = ${supplierId} AND reason = ${reason}`)) as unknown as { rows: Array<{ n: number }> })
    .rows[0]!.n;

describe('expiry', () => {
  it('moves an ended Advance (Starter) plan back to Free with the Free quotas and one mail; a second run changes nothing', async () => {
    const seller = await createSupplier(t);
    await putOnPlan(seller.userId, 'supplier', 'Starter', at(-HOUR));
    await run();
    const after = await state(seller.cookie);
    expect(after.plan).toMatchObject({ plan_name: 'Free', tier: 'Free', end_date: null });
    expect(after.quotas).toMatchObject(FREE_QUOTAS);
    expect(new Date(after.quotas.renews_at).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    const mails = await mailsTo(seller.email, 'notice_planExpired');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Advance membership has ended');
    expect(mails[0]!.textBody).toContain('/membership-pricing');

    await run();
    await run(at(HOUR));
    expect(await mailsTo(seller.email, 'notice_planExpired')).toHaveLength(1);
    expect(await countLedger(seller.supplierId, 'plan_expired')).toBe(1);
    expect((await state(seller.cookie)).quotas).toEqual(after.quotas);
  });

  it('ends a trial the same way, and the trial stays used', async () => {
    const seller = await createSupplier(t);
    expect((await call(t.app, 'POST', 'membership.start_trial', { cookie: seller.cookie, body: { side: 'supplier' } })).statusCode).toBe(200);
    await run(at(6 * DAY));
    expect((await state(seller.cookie)).plan.plan_name).toBe('Trial');
    await run(at(8 * DAY));
    await run(at(8 * DAY));
    const after = await state(seller.cookie);
    expect(after).toMatchObject({ plan: { plan_name: 'Free' }, quotas: FREE_QUOTAS, trial: { available: false } });
    const mails = await mailsTo(seller.email, 'notice_planExpired');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Trial membership has ended');
    expect(await countLedger(seller.supplierId, 'plan_expired')).toBe(1);
  });

  it('does not expire a plan that ends tomorrow', async () => {
    const seller = await createSupplier(t);
    await putOnPlan(seller.userId, 'supplier', 'Advance', at(DAY));
    await run();
    expect((await state(seller.cookie))).toMatchObject({ plan: { plan_name: 'Advance', is_active: true }, quotas: ADVANCE_QUOTAS });
    expect(await mailsTo(seller.email, 'notice_planExpired')).toHaveLength(0);
  });

  it('expires a buyer’s Buyer Premium, naming it so', async () => {
    const buyer = await createBuyer(t);
    await putOnPlan(buyer.userId, 'buyer', 'Starter', at(-HOUR));
    await run();
    expect((await state(buyer.cookie, 'buyer')).plan.plan_name).toBe('Free');
    const mails = await mailsTo(buyer.email, 'notice_planExpired');
    expect(mails.map((m) => m.subject)).toEqual(['Your Buyer Premium membership has ended']);
  });

  it('waits three days for a Stripe renewal that is on its way, then expires', async () => {
    const seller = await createSupplier(t);
    const end = at(-HOUR);
    await putOnPlan(seller.userId, 'supplier', 'Advance', end);
    const sub = await addSubscription(seller.userId, { provider: 'stripe', planName: 'Advance', months: 1, end });
    await run();
    await run(at(2 * DAY));
    expect((await state(seller.cookie)).plan.plan_name).toBe('Advance');
    await run(at(3 * DAY));
    expect((await state(seller.cookie)).plan.plan_name).toBe('Free');
    expect(await mailsTo(seller.email, 'notice_planExpired')).toHaveLength(1);
    // Stripe owns its subscription's status; only the plan here ended.
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row!.status).toBe('active');
  });

  it('counts the grace from the plan’s end, not from a subscription period Stripe has already moved on', async () => {
    const seller = await createSupplier(t);
    const end = at(-HOUR);
    await putOnPlan(seller.userId, 'supplier', 'Advance', end);
    // `customer.subscription.updated` moved the period a month on before the renewal (which never came) was paid.
    await addSubscription(seller.userId, { provider: 'stripe', planName: 'Advance', months: 1, end: at(30 * DAY) });
    await run(at(2 * DAY));
    expect((await state(seller.cookie)).plan.plan_name).toBe('Advance');
    await run(at(3 * DAY));
    expect((await state(seller.cookie)).plan.plan_name).toBe('Free');
  });

  it('does not wait for a Stripe subscription that is cancelling', async () => {
    const seller = await createSupplier(t);
    await putOnPlan(seller.userId, 'supplier', 'Advance', at(-HOUR));
    await addSubscription(seller.userId, { provider: 'stripe', planName: 'Advance', months: 1, end: at(-HOUR), cancelling: true });
    await run();
    expect((await state(seller.cookie)).plan.plan_name).toBe('Free');
  });

  it('ends a sandbox subscription still marked active when its plan expires', async () => {
    const seller = await createSupplier(t);
    await putOnPlan(seller.userId, 'supplier', 'Starter', at(-HOUR));
    const sub = await addSubscription(seller.userId, { provider: 'sandbox', planName: 'Starter', months: 1, end: at(-HOUR), cancelling: true });
    await run();
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({ status: 'canceled' });
    expect(row!.canceledAt).not.toBeNull();
    expect((await state(seller.cookie)).subscription).toBeNull();
  });

  it('expires once and mails once when two job processes run at the same time', async () => {
    const sellers = await Promise.all([createSupplier(t), createSupplier(t), createSupplier(t)]);
    for (const s of sellers) await putOnPlan(s.userId, 'supplier', 'Starter', at(-HOUR));
    const now = new Date();
    await Promise.all([run(now), run(now), run(now)]);
    for (const s of sellers) {
      expect(await mailsTo(s.email, 'notice_planExpired')).toHaveLength(1);
      expect(await countLedger(s.supplierId, 'plan_expired')).toBe(1);
    }
  });
});

describe('monthly quota reset', () => {
  it('puts used quotas back to the allowance and moves the renewal a month on, once', async () => {
    const seller = await createSupplier(t);
    await setQuotas(t, seller.supplierId, { contact_quota: 0, farm_item_post_quota: 4, conversation_quota: 1 });
    await t.database.db.update(balances).set({ quotaRenewsAt: at(-HOUR) }).where(eq(balances.supplierId, seller.supplierId));
    const now = new Date();
    await run(now);
    const after = await state(seller.cookie);
    expect(after.quotas).toMatchObject(FREE_QUOTAS);
    const next = new Date(now);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(Math.abs(new Date(after.quotas.renews_at).getTime() - next.getTime())).toBeLessThan(3 * DAY);
    expect(new Date(after.quotas.renews_at).getTime()).toBeGreaterThan(now.getTime() + 27 * DAY);
    await run(now);
    await run(at(DAY));
    expect(await countLedger(seller.supplierId, 'monthly_reset')).toBe(1);
    expect((await state(seller.cookie)).quotas).toEqual(after.quotas);
  });

  it('resets to the plan’s allowance, never past the plan’s end', async () => {
    const seller = await createSupplier(t);
    const end = at(40 * DAY);
    await putOnPlan(seller.userId, 'supplier', 'Advance', end);
    await setQuotas(t, seller.supplierId, { contact_quota: 2, farm_item_ads_quota: 0 });
    const now = at(35 * DAY);
    await run(now);
    const [balance] = await t.database.db.select().from(balances).where(eq(balances.supplierId, seller.supplierId));
    expect(balance).toMatchObject({ contactQuota: ADVANCE_QUOTAS.contact_quota, farmItemAdsQuota: ADVANCE_QUOTAS.farm_item_ads_quota });
    expect(balance!.quotaRenewsAt!.getTime()).toBe(end.getTime());
  });
});

describe('reminders', () => {
  it('reminds once of a renewal within three days, with the amount', async () => {
    const seller = await createSupplier(t);
    const end = at(2 * DAY);
    await putOnPlan(seller.userId, 'supplier', 'Starter', end, 150 * DAY);
    await addSubscription(seller.userId, { provider: 'sandbox', planName: 'Starter', months: 6, end });
    await run(at(-2 * DAY));
    expect(await mailsTo(seller.email, 'notice_renewalReminder')).toHaveLength(0);
    await run();
    await run(at(HOUR));
    const mails = await mailsTo(seller.email, 'notice_renewalReminder');
    expect(mails).toHaveLength(1);
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(end);
    expect(mails[0]!.subject).toBe(`Your Advance membership renews on ${date}`);
    expect(mails[0]!.textBody).toContain('$399');
    expect(mails[0]!.textBody).toContain('/business/membership');
  });

  it('does not remind of a subscription that is cancelling', async () => {
    const seller = await createSupplier(t);
    const end = at(2 * DAY);
    await putOnPlan(seller.userId, 'supplier', 'Advance', end);
    await addSubscription(seller.userId, { provider: 'stripe', planName: 'Advance', months: 1, end, cancelling: true });
    await run();
    expect(await mailsTo(seller.email, 'notice_renewalReminder')).toHaveLength(0);
  });

  it('tells once that a trial ends within two days, in the account language', async () => {
    const seller = await createSupplier(t);
    await t.database.db.execute(sql`UPDATE users SET language = 'zh' WHERE id = ${seller.userId}`);
    expect((await call(t.app, 'POST', 'membership.start_trial', { cookie: seller.cookie, body: { side: 'supplier' } })).statusCode).toBe(200);
    await run(at(4 * DAY));
    expect(await mailsTo(seller.email, 'notice_trialEnding')).toHaveLength(0);
    await run(at(5 * DAY + HOUR));
    await run(at(6 * DAY));
    const mails = await mailsTo(seller.email, 'notice_trialEnding');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^您的免费试用将于 .*年.*月.*日 结束$/);
  });
});
