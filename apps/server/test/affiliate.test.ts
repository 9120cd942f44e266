import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateKinds } from '@tradelink/shared/affiliate/affiliate-kinds';
import partnerClicksPlugin from '../src/modules/affiliate/clicks.ts';
import { approveDueCommissions, earnCommission } from '../src/modules/affiliate/commissions.service.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { insertDemoPartner } from '../src/db/seed/demo-partner.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { buildTestApp, call, seedDemoForTest, sessionCookie, type TestApp } from './helper.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import { buyPlan, paymentRow, query } from './factories/payment.ts';
import { balanceOf, commissionsOf, createPartner, defaultCode, referralOf, referredSupplier, signUp } from './factories/affiliate.ts';

// The partner programme (issue 23, decision 030): links, clicks, attribution at sign-up, commissions
// from processed payment events, the hold job, payouts, and who may call what.

let t: TestApp;
let operator: OperatorAccount;

beforeAll(async () => {
  t = await buildTestApp();
  operator = await createOperator(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const kindOf = (name: string) => affiliateKinds[name as keyof typeof affiliateKinds];
const send = (name: string, cookie: string | undefined, input: Record<string, unknown> = {}) =>
  kindOf(name) === 'post' ? call(t.app, 'POST', name, { cookie, body: input }) : call(t.app, 'GET', name, { cookie, query: input as Record<string, string> });

/** Starter for 6 months, as the sandbox sells it: 399.00 USD, so 20% is exactly 79.80. */
const STARTER_6_CENTS = 39_900;
const COMMISSION_6 = 7_980;

describe('access', () => {
  it('every affiliate.* call refuses guests and accounts without the Partner role; every admin one refuses non-operators', async () => {
    const plain = await signUp(t);
    const partner = await createPartner(t);
    for (const name of Object.keys(affiliateKinds)) {
      if (name.startsWith('affiliate.')) {
        expect((await send(name, undefined)).statusCode, name).toBe(401);
        const refused = await send(name, plain.cookie);
        expect(refused.statusCode, name).toBe(403);
        expect(refused.json().code, name).toBe('AFFILIATE_NOT_PARTNER');
        // An operator is not a partner either.
        expect((await send(name, operator.cookie)).statusCode, name).toBe(403);
      } else {
        expect((await send(name, plain.cookie)).statusCode, name).toBe(403);
        expect((await send(name, partner.cookie)).statusCode, name).toBe(403);
      }
    }
  });
});

describe('bad input', () => {
  it('never fails a Partner’s call with a server error', async () => {
    const partner = await createPartner(t);
    const junk: Array<Record<string, unknown>> = [
      {},
      { page: '-1', state: 'gone', link_id: 'x', payout_id: '1', name: 'a'.repeat(5000), target_path: '/'.repeat(400) },
      { srtdate: '2026-02-30', enddate: '2026-01-01' },
      { srtdate: '2024-01-01', enddate: '2026-01-01' },
      { srtdate: today(), enddate: today(), link_id: '00000000-0000-0000-0000-000000000000' },
      { link_id: '00000000-0000-0000-0000-000000000000', name: 'x', utm_source: '<script>' },
      { method: 'cash', details: 42, page: '999999999999' },
      { name: ['x'], target_path: { a: 1 }, utm_source: 'ok', method: null },
    ];
    for (const name of Object.keys(affiliateKinds).filter((n) => n.startsWith('affiliate.'))) {
      for (const input of junk) {
        const res = await send(name, partner.cookie, input);
        expect(res.statusCode, `${name} ${JSON.stringify(input).slice(0, 80)}`).toBeLessThan(500);
      }
    }
    const range = await call(t.app, 'GET', 'affiliate.stats', { cookie: partner.cookie, query: { srtdate: '2024-01-01', enddate: '2026-01-01' } });
    expect(range.statusCode).toBe(400);
  });
});

describe('links', () => {
  it('a default link on first use; campaign links to public pages only; the default cannot be archived', async () => {
    const partner = await createPartner(t);
    const first = await call(t.app, 'GET', 'affiliate.links', { cookie: partner.cookie });
    const [link] = first.json().message.data.links;
    expect(link).toMatchObject({ is_default: true, target_path: '/', archived: false });
    expect(link.share_path).toBe(`/?referral=${link.code}`);
    // A second look does not make a second default.
    expect((await call(t.app, 'GET', 'affiliate.links', { cookie: partner.cookie })).json().message.data.links).toHaveLength(1);

    for (const target of ['https://evil.example', '//evil.example', '/admin/users', '/business/affiliate', '/api/x', '/x?referral=abc', '/../admin', 'pricing']) {
      const bad = await call(t.app, 'POST', 'affiliate.link_create', { cookie: partner.cookie, body: { name: 'Bad', target_path: target } });
      expect(bad.statusCode, target).toBe(400);
    }
    const made = await call(t.app, 'POST', 'affiliate.link_create', {
      cookie: partner.cookie,
      body: { name: 'Spring newsletter', target_path: '/membership-pricing', utm_source: 'newsletter', utm_campaign: 'spring 2026' },
    });
    expect(made.statusCode).toBe(200);
    const campaign = made.json().message.data;
    expect(campaign.share_path).toBe(`/membership-pricing?referral=${campaign.code}&utm_source=newsletter&utm_campaign=spring+2026`);

    const edited = await call(t.app, 'POST', 'affiliate.link_update', { cookie: partner.cookie, body: { link_id: campaign.id, name: 'Spring', utm_campaign: '' } });
    expect(edited.json().message.data).toMatchObject({ name: 'Spring', utm_campaign: null, utm_source: 'newsletter' });

    expect((await call(t.app, 'POST', 'affiliate.link_archive', { cookie: partner.cookie, body: { link_id: link.id } })).json().code).toBe('AFFILIATE_DEFAULT_LINK');
    expect((await call(t.app, 'POST', 'affiliate.link_archive', { cookie: partner.cookie, body: { link_id: campaign.id } })).json().message.data.archived).toBe(true);
    expect((await call(t.app, 'GET', 'affiliate.links', { cookie: partner.cookie })).json().message.data.links).toHaveLength(1);

    // Another partner's link is not found, whatever its id.
    const other = await createPartner(t);
    expect((await call(t.app, 'POST', 'affiliate.link_update', { cookie: other.cookie, body: { link_id: link.id, name: 'Mine' } })).json().code).toBe('AFFILIATE_LINK_NOT_FOUND');
  });
});

/** A page app with the clicks plugin, as web.plugin registers it (the API test app serves no pages). */
async function pageApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: true });
  await app.register(cookie);
  // The session plugin's part, for the test: `x-test-user` names the logged-in visitor.
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const id = request.headers['x-test-user'];
    if (typeof id === 'string') request.user = { id } as never;
  });
  await app.register(partnerClicksPlugin, { db: t.database.db, secret: 'test-secret', flushMs: 60_000 });
  app.get('/*', async () => 'page');
  await app.ready();
  return app;
}

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('clicks', () => {
  it('a person’s visits with a partner code are counted after the reply; bots, data requests and unknown codes are not; nothing personal is kept', async () => {
    const partner = await createPartner(t);
    const code = await defaultCode(t, partner);
    const pages = await pageApp();
    try {
      const visit = (url: string, agent: string, ip = '203.0.113.7', headers: Record<string, string> = {}) =>
        pages.inject({ method: 'GET', url, headers: { 'user-agent': agent, 'x-forwarded-for': ip, ...headers } });
      await visit(`/?referral=${code}`, BROWSER);
      await visit(`/pricing?referral=${code}&utm_source=x`, BROWSER);
      await visit(`/?referral=${code}`, BROWSER, '198.51.100.9', { 'cf-ipcountry': 'VN' });
      await visit(`/?referral=${code}`, GOOGLEBOT);
      await visit(`/search.data?referral=${code}`, BROWSER);
      await visit(`/?referral=${code}`, BROWSER, '203.0.113.8', { 'sec-purpose': 'prefetch' });
      await visit('/?referral=nosuchcode1', BROWSER);
      // The partner opening their own link is no click they brought; another logged-in visitor's is.
      await visit(`/?referral=${code}`, BROWSER, '192.0.2.44', { 'x-test-user': partner.userId });
      await visit(`/?referral=${code}`, BROWSER, '203.0.113.7', { 'x-test-user': '00000000-0000-4000-8000-000000000001' });
      await pages.partnerClicks.flush();
    } finally {
      await pages.close();
    }
    const rows = await query<{ day: string; country: string; visitor_key: string; clicks: number }>(
      t,
      sql`SELECT to_char(c.day, 'YYYY-MM-DD') AS day, c.country, c.visitor_key, c.clicks FROM partner_clicks c JOIN partner_links l ON l.id = c.link_id WHERE l.code = ${code} ORDER BY c.clicks DESC`,
    );
    expect(rows.map((r) => [r.clicks, r.country])).toEqual([
      [3, ''],
      [1, 'VN'],
    ]);
    expect(rows[0]!.visitor_key).not.toContain('203.0.113.7');
    const stats = await call(t.app, 'GET', 'affiliate.stats', { cookie: partner.cookie, query: { srtdate: today(), enddate: today() } });
    expect(stats.json().message.data.totals).toMatchObject({ clicks: 4, visitors: 2 });
  });
});

describe('attribution and commissions', () => {
  it('a sign-up through a link is the partner’s; its sandbox payment earns exactly the rate, pending; stats show it', async () => {
    const partner = await createPartner(t);
    const code = await defaultCode(t, partner);
    const seller = await referredSupplier(t, code);
    const referral = await referralOf(t, seller.userId);
    expect(referral).toMatchObject({ partner_user_id: partner.userId, flag: null });
    expect(referral!.link_id).not.toBeNull();

    const paymentId = await buyPlan(t, seller.cookie, { months: 6 });
    const [commission] = await commissionsOf(t, partner.userId);
    expect(commission).toMatchObject({ payment_id: paymentId, state: 'pending', base_amount_cents: STARTER_6_CENTS, amount_cents: COMMISSION_6, reversed_cents: 0 });
    expect(await balanceOf(t, partner.userId)).toEqual({ pending: COMMISSION_6, approved: 0, inPayout: 0, paid: 0 });

    const stats = (await call(t.app, 'GET', 'affiliate.stats', { cookie: partner.cookie, query: { srtdate: today(), enddate: today() } })).json().message.data;
    expect(stats.totals).toMatchObject({ signups: 1, conversions: 1, revenue_cents: STARTER_6_CENTS, commission_cents: COMMISSION_6 });
    expect(stats.links[0]).toMatchObject({ code, signups: 1, commission_cents: COMMISSION_6 });
    expect(stats.daily).toHaveLength(1);

    const referrals = (await call(t.app, 'GET', 'affiliate.referrals', { cookie: partner.cookie })).json().message;
    expect(referrals.total).toBe(1);
    // Company and date only: nothing to reach the account by.
    expect(Object.keys(referrals.data[0]).sort()).toEqual(['company_name', 'converted', 'flag', 'id', 'link_name', 'referred_at']);
    expect(referrals.data[0]).toMatchObject({ converted: true, flag: null });
    expect(JSON.stringify(referrals)).not.toContain(seller.email);

    const listed = (await call(t.app, 'GET', 'affiliate.commissions', { cookie: partner.cookie })).json().message;
    expect(listed.data[0]).toMatchObject({ state: 'pending', amount_cents: COMMISSION_6 });
    expect(listed.balance).toMatchObject({ pending_cents: COMMISSION_6, approved_cents: 0 });
  });

  it('the same payment event processed twice pays once', async () => {
    const partner = await createPartner(t);
    const seller = await referredSupplier(t, await defaultCode(t, partner));
    const paymentId = await buyPlan(t, seller.cookie, { months: 6 });
    const [first] = await commissionsOf(t, partner.userId);
    // The stored event applied again by the worker (a redelivery that slipped past the inbox) ...
    await t.database.db.execute(sql`UPDATE payment_events SET processed_at = NULL, outcome = NULL, next_attempt_at = now() WHERE id = ${first!.event_id}`);
    await t.payments.flush();
    // ... and the commission code called again directly with the same payment and event.
    const payment = await paymentRow(t, paymentId);
    await t.database.db.transaction((tx) => earnCommission(tx, payment, first!.event_id, new Date()));
    await t.database.db.transaction((tx) => earnCommission(tx, payment, 'evt_other_delivery', new Date()));
    expect(await commissionsOf(t, partner.userId)).toHaveLength(1);
    expect((await balanceOf(t, partner.userId)).pending).toBe(COMMISSION_6);
  });

  it('a refund reverses the commission it created', async () => {
    const partner = await createPartner(t);
    const seller = await referredSupplier(t, await defaultCode(t, partner));
    const paymentId = await buyPlan(t, seller.cookie, { months: 6 });
    const res = await call(t.app, 'POST', 'admin.refund_payment', { cookie: operator.cookie, body: { payment_id: paymentId, reason: 'Bought by mistake' } });
    expect(res.statusCode).toBe(200);
    const [commission] = await commissionsOf(t, partner.userId);
    expect(commission).toMatchObject({ state: 'reversed', reversed_cents: COMMISSION_6 });
    expect(await balanceOf(t, partner.userId)).toEqual({ pending: 0, approved: 0, inPayout: 0, paid: 0 });
    const ledger = await query<{ entry: string; pending_delta: number }>(t, sql`SELECT entry, pending_delta::int FROM partner_ledger WHERE partner_user_id = ${partner.userId} ORDER BY id`);
    expect(ledger).toEqual([
      { entry: 'earned', pending_delta: COMMISSION_6 },
      { entry: 'reversed', pending_delta: -COMMISSION_6 },
    ]);
  });

  it('a partial refund gives back the same share, once', async () => {
    const { reverseCommission } = await import('../src/modules/affiliate/commissions.service.ts');
    const partner = await createPartner(t);
    const seller = await referredSupplier(t, await defaultCode(t, partner));
    const paymentId = await buyPlan(t, seller.cookie, { months: 6 });
    const half = STARTER_6_CENTS / 2;
    for (let i = 0; i < 2; i++) await t.database.db.transaction((tx) => reverseCommission(tx, paymentId, half, new Date()));
    const [commission] = await commissionsOf(t, partner.userId);
    expect(commission).toMatchObject({ state: 'pending', reversed_cents: COMMISSION_6 / 2 });
    expect((await balanceOf(t, partner.userId)).pending).toBe(COMMISSION_6 / 2);
  });

  it('a renewal within the duration earns another commission', async () => {
    const { renewDueSandboxSubscriptions } = await import('../src/modules/payment/sandbox-renewals.ts');
    const fresh = await buildTestApp();
    const main = t;
    t = fresh;
    try {
      const partner = await createPartner(t);
      const seller = await referredSupplier(t, await defaultCode(t, partner));
      await buyPlan(t, seller.cookie, { months: 1 });
      const [plan] = await query<{ plan_end_date: string }>(t, sql`SELECT plan_end_date FROM suppliers WHERE id = ${seller.supplierId}`);
      const after = new Date(new Date(plan!.plan_end_date).getTime() + 3_600_000);
      for (let run = 0; run < 20 && (await commissionsOf(t, partner.userId)).length < 2; run++) {
        if ((await renewDueSandboxSubscriptions(t.app.deps, after)) === 0) await t.app.deps.payments.flush();
      }
      const commissions = await commissionsOf(t, partner.userId);
      expect(commissions.map((c) => [c.base_amount_cents, c.amount_cents])).toEqual([
        [9_900, 1_980],
        [9_900, 1_980],
      ]);
      expect((await balanceOf(t, partner.userId)).pending).toBe(3_960);
    } finally {
      t = main;
      await fresh.close();
    }
  });

  it('self-referral is flagged and earns nothing; two strangers on a public webmail domain are not', async () => {
    const partner = await createPartner(t);
    const domain = partner.email.split('@')[1];
    const colleague = await referredSupplier(t, await defaultCode(t, partner), `colleague.${Date.now()}@${domain}`);
    expect((await referralOf(t, colleague.userId))?.flag).toBe('same_email_domain');
    await buyPlan(t, colleague.cookie, { months: 6 });
    expect(await commissionsOf(t, partner.userId)).toHaveLength(0);
    const flagged = (await call(t.app, 'GET', 'affiliate.referrals', { cookie: partner.cookie })).json().message.data[0];
    expect(flagged).toMatchObject({ flag: 'same_email_domain', converted: false });
    // Operators see it among the flagged attributions.
    const review = (await call(t.app, 'GET', 'admin.affiliate_referrals', { cookie: operator.cookie, query: { flagged: 'true' } })).json().message.data;
    expect(review.find((r: { referred_user_id: string }) => r.referred_user_id === colleague.userId)).toMatchObject({ partner_email: partner.email, flag: 'same_email_domain', referred_email: colleague.email });

    const gmailPartner = await createPartner(t, `lan.partner.${Date.now()}@gmail.com`);
    const stranger = await referredSupplier(t, await defaultCode(t, gmailPartner), `minh.seller.${Date.now()}@gmail.com`);
    expect((await referralOf(t, stranger.userId))?.flag).toBeNull();
  });

  it('a code of someone who is no longer a Partner attributes nothing', async () => {
    const partner = await createPartner(t);
    const code = await defaultCode(t, partner);
    await t.database.db.execute(sql`UPDATE users SET roles = array_remove(roles, 'Partner') WHERE id = ${partner.userId}`);
    const seller = await referredSupplier(t, code);
    expect(await referralOf(t, seller.userId)).toBeUndefined();
  });
});

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
