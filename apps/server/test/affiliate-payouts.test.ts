import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveDueCommissions } from '../src/modules/affiliate/commissions.service.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { insertDemoPartner } from '../src/db/seed/demo-partner.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { buildTestApp, call, seedDemoForTest, sessionCookie, type TestApp } from './helper.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import { DEFAULT_AFFILIATE_TERMS as DEFAULT_TERMS } from '@tradelink/shared/affiliate/terms';
import { buyPlan, query } from './factories/payment.ts';
import { balanceOf, commissionsOf, createPartner, defaultCode, referredSupplier } from './factories/affiliate.ts';

// The partner programme's money after it is earned (decision 030): the hold job, payouts, the
// ledger's database guards, the terms, and the demo partner. Earning it: affiliate.test.ts.

let t: TestApp;
let operator: OperatorAccount;

beforeAll(async () => {
  t = await buildTestApp();
  operator = await createOperator(t);
  // The terms are one setting for everyone: on a shared database another file may have changed them.
  await call(t.app, 'POST', 'admin.affiliate_terms_set', { cookie: operator.cookie, body: DEFAULT_TERMS });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

/** Starter for 6 months, as the sandbox sells it: 399.00 USD, so 20% is exactly 79.80. */
const STARTER_6_CENTS = 39_900;
const COMMISSION_6 = 7_980;

/** A partner with one approved commission of COMMISSION_6 (the hold moved past by the job's clock). */
async function partnerWithApproved() {
  const partner = await createPartner(t);
  const seller = await referredSupplier(t, await defaultCode(t, partner));
  const paymentId = await buyPlan(t, seller.cookie, { months: 6 });
  await approveDueCommissions(t.app.deps, new Date(Date.now() + 31 * DAY));
  return { ...partner, paymentId };
}

describe('the hold job', () => {
  it('approves a commission only after the hold window, once, however many runners', async () => {
    const partner = await createPartner(t);
    const seller = await referredSupplier(t, await defaultCode(t, partner));
    await buyPlan(t, seller.cookie, { months: 6 });
    await approveDueCommissions(t.app.deps, new Date(Date.now() + 29 * DAY));
    expect((await commissionsOf(t, partner.userId))[0]!.state).toBe('pending');
    const later = new Date(Date.now() + 31 * DAY);
    await Promise.all([approveDueCommissions(t.app.deps, later), approveDueCommissions(t.app.deps, later), approveDueCommissions(t.app.deps, later)]);
    expect((await commissionsOf(t, partner.userId))[0]!.state).toBe('approved');
    expect(await balanceOf(t, partner.userId)).toEqual({ pending: 0, approved: COMMISSION_6, inPayout: 0, paid: 0 });
    const approvals = await query<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM partner_ledger WHERE partner_user_id = ${partner.userId} AND entry = 'approved'`);
    expect(approvals[0]!.n).toBe(1);
  });
});

describe('payouts', () => {
  const request = (cookie: string) => call(t.app, 'POST', 'affiliate.payout_request', { cookie, body: { method: 'bank_transfer', details: 'Vietcombank 0123456789, Tran Thi Lan' } });

  it('below the threshold a payout is refused', async () => {
    const partner = await createPartner(t);
    expect((await request(partner.cookie)).json().code).toBe('PAYOUT_BELOW_THRESHOLD');
  });

  it('parallel requests cannot overdraw: one payout of the approved sum, the rest refused', async () => {
    const partner = await partnerWithApproved();
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(partner.cookie)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect(['PAYOUT_ALREADY_REQUESTED', 'PAYOUT_BELOW_THRESHOLD']).toContain(refused.json().code);
    expect(ok[0]!.json().message.data).toMatchObject({ amount_cents: COMMISSION_6, state: 'requested', commissions: 1 });
    expect(await balanceOf(t, partner.userId)).toEqual({ pending: 0, approved: 0, inPayout: COMMISSION_6, paid: 0 });
  });

  it('an operator marks a payout paid with a reference (audited); the commissions are paid', async () => {
    const partner = await partnerWithApproved();
    const payout = (await request(partner.cookie)).json().message.data;
    const queue = (await call(t.app, 'GET', 'admin.affiliate_payouts', { cookie: operator.cookie, query: { state: 'requested' } })).json().message;
    expect(queue.data.some((p: { id: string; partner_email: string }) => p.id === payout.id && p.partner_email === partner.email)).toBe(true);
    const queues = (await call(t.app, 'GET', 'admin.dashboard', { cookie: operator.cookie })).json().message.data.queues as Array<{ key: string; count: number }>;
    expect(queues.find((q) => q.key === 'payouts')!.count).toBeGreaterThanOrEqual(1);

    expect((await call(t.app, 'POST', 'admin.affiliate_payout_mark_paid', { cookie: operator.cookie, body: { payout_id: payout.id, reference: '' } })).statusCode).toBe(400);
    const paid = await call(t.app, 'POST', 'admin.affiliate_payout_mark_paid', { cookie: operator.cookie, body: { payout_id: payout.id, reference: 'VCB-TRX-884211' } });
    expect(paid.json().message.data).toMatchObject({ state: 'paid', reference: 'VCB-TRX-884211' });
    expect(await balanceOf(t, partner.userId)).toEqual({ pending: 0, approved: 0, inPayout: 0, paid: COMMISSION_6 });
    expect((await commissionsOf(t, partner.userId))[0]!.state).toBe('paid');
    const audit = await query<{ action: string; actor_email: string }>(t, sql`SELECT action, actor_email FROM audit_log WHERE target_type = 'partner_payout' AND target_id = ${payout.id}`);
    expect(audit).toEqual([{ action: 'affiliate_payout.mark_paid', actor_email: operator.email }]);
    // The partner's receipt.
    await t.mail.flush();
    const receipt = t.sent.find((m) => m.toAddress === partner.email && m.template === 'notice_payoutPaid');
    expect(receipt?.textBody).toContain('VCB-TRX-884211');
    // Decided once.
    expect((await call(t.app, 'POST', 'admin.affiliate_payout_refuse', { cookie: operator.cookie, body: { payout_id: payout.id, reason: 'Late' } })).json().code).toBe('PAYOUT_NOT_REQUESTED');
    const mine = (await call(t.app, 'GET', 'affiliate.payouts', { cookie: partner.cookie })).json().message.data;
    expect(mine[0]).toMatchObject({ id: payout.id, state: 'paid', commissions: 1 });

    // A refund after the money was paid out is noted beside the commission; no sum moves (decision 030).
    expect((await call(t.app, 'POST', 'admin.refund_payment', { cookie: operator.cookie, body: { payment_id: partner.paymentId, reason: 'Goodwill' } })).statusCode).toBe(200);
    const [after] = await query<{ state: string; base_refunded_cents: number; reversed_cents: number }>(t, sql`SELECT state, base_refunded_cents, reversed_cents FROM partner_commissions WHERE partner_user_id = ${partner.userId}`);
    expect(after).toEqual({ state: 'paid', base_refunded_cents: STARTER_6_CENTS, reversed_cents: 0 });
    expect(await balanceOf(t, partner.userId)).toEqual({ pending: 0, approved: 0, inPayout: 0, paid: COMMISSION_6 });
  });

  it('a refused payout returns the money to the approved balance', async () => {
    const partner = await partnerWithApproved();
    const payout = (await request(partner.cookie)).json().message.data;
    const refused = await call(t.app, 'POST', 'admin.affiliate_payout_refuse', { cookie: operator.cookie, body: { payout_id: payout.id, reason: 'Bank details incomplete' } });
    expect(refused.json().message.data).toMatchObject({ state: 'refused', refused_reason: 'Bank details incomplete' });
    await t.mail.flush();
    expect(t.sent.find((m) => m.toAddress === partner.email && m.template === 'notice_payoutRefused')?.textBody).toContain('Bank details incomplete');
    expect(await balanceOf(t, partner.userId)).toEqual({ pending: 0, approved: COMMISSION_6, inPayout: 0, paid: 0 });
    // And the partner may ask again.
    expect((await request(partner.cookie)).statusCode).toBe(200);
  });
});

describe('the ledger is the database’s', () => {
  it('balances and ledger rows cannot be written directly; a commission’s amount cannot change', async () => {
    const partner = await partnerWithApproved();
    const [commission] = await commissionsOf(t, partner.userId);
    await expect(t.database.db.execute(sql`UPDATE partner_balances SET approved_cents = approved_cents + 100000 WHERE partner_user_id = ${partner.userId}`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`INSERT INTO partner_ledger (partner_user_id, commission_id, entry, approved_delta) VALUES (${partner.userId}, ${commission!.id}, 'earned', 100000)`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`UPDATE partner_commissions SET amount_cents = 100000 WHERE id = ${commission!.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`UPDATE partner_commissions SET state = 'paid' WHERE id = ${commission!.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM partner_ledger WHERE partner_user_id = ${partner.userId}`)).rejects.toThrow();
    expect(await balanceOf(t, partner.userId)).toEqual({ pending: 0, approved: COMMISSION_6, inPayout: 0, paid: 0 });
  });

  it('a referred account’s deletion keeps the money records; a partner’s deletion takes theirs with it', async () => {
    const partner = await partnerWithApproved();
    const [commission] = await commissionsOf(t, partner.userId);
    const [referral] = await query<{ referred_user_id: string }>(t, sql`SELECT referred_user_id FROM partner_referrals WHERE partner_user_id = ${partner.userId}`);
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${referral!.referred_user_id}`);
    expect((await commissionsOf(t, partner.userId))[0]).toMatchObject({ id: commission!.id, state: 'approved' });
    const listed = (await call(t.app, 'GET', 'affiliate.referrals', { cookie: partner.cookie })).json().message.data;
    expect(listed[0]).toMatchObject({ company_name: null, converted: true });
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${partner.userId}`);
    expect(await commissionsOf(t, partner.userId)).toHaveLength(0);
    const left = await query<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM partner_ledger WHERE partner_user_id = ${partner.userId}`);
    expect(left[0]!.n).toBe(0);
  });

  it('terms are the operator’s: a new rate applies to payments from then on', async () => {
    const set = (rate: number) =>
      call(t.app, 'POST', 'admin.affiliate_terms_set', { cookie: operator.cookie, body: { rate_bp: rate, duration_months: 12, hold_days: 30, payout_threshold_cents: 5000 } });
    expect((await set(2500)).statusCode).toBe(200);
    try {
      const partner = await createPartner(t);
      expect((await call(t.app, 'GET', 'affiliate.terms', { cookie: partner.cookie })).json().message.data).toMatchObject({ rate_bp: 2500, currency: 'USD' });
      // The console's form starts from the terms in force.
      expect((await call(t.app, 'GET', 'admin.affiliate_terms', { cookie: operator.cookie })).json().message.data).toMatchObject({ rate_bp: 2500, duration_months: 12, hold_days: 30, payout_threshold_cents: 5000 });
      const seller = await referredSupplier(t, await defaultCode(t, partner));
      await buyPlan(t, seller.cookie, { months: 6 });
      expect((await commissionsOf(t, partner.userId))[0]!.amount_cents).toBe(9_975);
    } finally {
      await set(2000);
    }
  });
});

describe('the demo partner', () => {
  it('has links, clicks, referred accounts and a commission in every state, its sums kept by the ledger', { timeout: 120_000 }, async () => {
    if (process.env.TEST_DATABASE_URL) {
      // The files share the database there: the demo is seeded once, as a whole, by whichever needs it first.
      await seedDemoForTest(t.database.db, { suppliers: 40, buyers: 30, products: 1200, rfqs: 150 });
    } else {
      const hash = await hashPassword(DEMO_PASSWORD);
      await t.database.db.transaction((tx) => insertDemoPartner(tx as never, hash, (d) => new Date(Date.now() - d * DAY)));
    }
    const login = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: DEMO_ACCOUNTS.partner, pwd: DEMO_PASSWORD } });
    const cookie = sessionCookie(login);
    const commissions = (await call(t.app, 'GET', 'affiliate.commissions', { cookie })).json().message;
    // Another test's hold job, with its clock moved a month on, may have approved the pending one.
    const states = new Set(commissions.data.map((c: { state: string }) => c.state));
    for (const state of ['approved', 'paid', 'reversed']) expect(states.has(state), state).toBe(true);
    expect(commissions.data).toHaveLength(4);
    const { pending_cents, approved_cents, in_payout_cents, paid_cents } = commissions.balance;
    expect({ unpaid: pending_cents + approved_cents, in_payout_cents, paid_cents }).toEqual({ unpaid: 27_960, in_payout_cents: 0, paid_cents: 13_980 });
    expect((await call(t.app, 'GET', 'affiliate.referrals', { cookie })).json().message.total).toBe(6);
    expect((await call(t.app, 'GET', 'affiliate.payouts', { cookie })).json().message.data[0]).toMatchObject({ state: 'paid', amount_cents: 13_980 });
    const links = (await call(t.app, 'GET', 'affiliate.links', { cookie })).json().message.data.links;
    expect(links).toHaveLength(2);
    const from = new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10);
    const stats = (await call(t.app, 'GET', 'affiliate.stats', { cookie, query: { srtdate: from, enddate: today() } })).json().message.data;
    expect(stats.totals.clicks).toBeGreaterThan(0);
    expect(stats.daily).toHaveLength(30);
  });
});
