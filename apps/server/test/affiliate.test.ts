import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateKinds } from '@tradelink/shared/affiliate/affiliate-kinds';
import partnerClicksPlugin from '../src/modules/affiliate/clicks.ts';
import { createVisitorSalts } from '../src/modules/analytics/visitor-key.ts';
import { earnCommission } from '../src/modules/affiliate/commissions.service.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import { DEFAULT_AFFILIATE_TERMS as DEFAULT_TERMS } from '@tradelink/shared/affiliate/terms';
import { buyPlan, checkoutId, paymentRow, payWithCard, query } from './factories/payment.ts';
import { SANDBOX_CARDS } from '@tradelink/shared/constants/plans';
import { PARTNER_ROLE } from '@tradelink/shared/constants/roles';
import { balanceOf, commissionsOf, companyDomain, createPartner, defaultCode, referralOf, referredSupplier, signUp } from './factories/affiliate.ts';

// The partner programme (issue 23, decision 030): links, clicks, attribution at sign-up, commissions
// from processed payment events, and who may call what. The money after that: affiliate-payouts.test.ts.

let t: TestApp;
let operator: OperatorAccount;

beforeAll(async () => {
  t = await buildTestApp();
  operator = await createOperator(t);
  // The terms are one setting for everyone: on a shared database another file may have changed them.
  await call(t.app, 'POST', 'admin.affiliate_terms_set', { cookie: operator.cookie, body: DEFAULT_TERMS });
});
afterAll(() => t.close());

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
  await app.register(partnerClicksPlugin, { db: t.database.db, salts: createVisitorSalts(t.database.db), flushMs: 60_000, trustProxy: true });
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

  it('a referred account paying with a card the partner paid with is flagged and earns nothing; another card earns', async () => {
    // A partner who sells too, and has paid for a plan with the sandbox's accepted card.
    const partner = await signUp(t, { email: `partner.card.${Date.now()}@${companyDomain()}`, account_type: 'Seller', first_name: 'Lan' });
    await t.database.db.execute(sql`UPDATE users SET roles = array_append(roles, ${PARTNER_ROLE}) WHERE id = ${partner.userId}`);
    await buyPlan(t, partner.cookie, { months: 6 });
    const code = await defaultCode(t, partner);

    const sameCard = await referredSupplier(t, code);
    expect((await referralOf(t, sameCard.userId))?.flag).toBeNull();
    const paid = await buyPlan(t, sameCard.cookie, { months: 6 });
    // The card is known by its fingerprint only: the number is not kept.
    expect((await paymentRow(t, paid)).cardFingerprint).toMatch(/^[\w-]{24}$/);
    expect(JSON.stringify(await paymentRow(t, paid))).not.toContain('4242424242424242');
    expect((await referralOf(t, sameCard.userId))?.flag).toBe('same_card');
    expect(await commissionsOf(t, partner.userId)).toHaveLength(0);
    const review = (await call(t.app, 'GET', 'admin.affiliate_referrals', { cookie: operator.cookie, query: { flagged: 'true' } })).json().message.data;
    expect(review.find((r: { referred_user_id: string }) => r.referred_user_id === sameCard.userId)).toMatchObject({ flag: 'same_card' });

    // Another referred account on another card (the retry card: refused once, then accepted).
    const otherCard = await referredSupplier(t, code);
    const id = await checkoutId(t, otherCard.cookie, { months: 6 });
    expect((await payWithCard(t, otherCard.cookie, id, SANDBOX_CARDS.retry)).statusCode).toBe(402);
    expect((await payWithCard(t, otherCard.cookie, id, SANDBOX_CARDS.retry)).statusCode).toBe(200);
    expect(await commissionsOf(t, partner.userId)).toEqual([expect.objectContaining({ payment_id: id, amount_cents: COMMISSION_6 })]);
  });

  it('a code of someone who is no longer a Partner attributes nothing', async () => {
    const partner = await createPartner(t);
    const code = await defaultCode(t, partner);
    await t.database.db.execute(sql`UPDATE users SET roles = array_remove(roles, 'Partner') WHERE id = ${partner.userId}`);
    const seller = await referredSupplier(t, code);
    expect(await referralOf(t, seller.userId)).toBeUndefined();
  });
});
