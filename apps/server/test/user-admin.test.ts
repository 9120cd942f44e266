import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_PREMIUM } from '@tradelink/shared/constants/plans';
import { USER_DETAIL_PAYMENTS } from '@tradelink/shared/user-admin/user-detail';
import { buildTestApp, call, registerAndLogin, sessionCookie, signupBody, type TestApp } from './helper.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import { createBuyer, createBuyerAndSupplier, createSupplier, nonce } from './factories/selling.ts';
import { insertProduct, sendInquiry } from './factories/inquiry.ts';
import { buyPlan, createPendingPayment } from './factories/payment.ts';
import { createRfq, referenceIds } from './factories/sourcing.ts';
import { companySupplier, documentsBody, requestVerification, uploadDocument } from './factories/verification.ts';

// The operators' console, users: search, detail, the Partner role, warnings, suspensions and
// reinstatements. Every account is fresh and every assertion filters by the ids made here, so the
// file also runs on a shared PostgreSQL database.

let t: TestApp;
let op: OperatorAccount;
beforeAll(async () => {
  t = await buildTestApp();
  op = await createOperator(t);
});
afterAll(() => t.close());

type Rows<T> = { rows: T[] };
const query = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;

const adminGet = (name: string, q: Record<string, string>, cookie = op.cookie) => call(t.app, 'GET', name, { query: q, cookie });
const adminPost = (name: string, body: Record<string, unknown>, cookie = op.cookie) => call(t.app, 'POST', name, { body, cookie });

async function users(q: Record<string, string>) {
  const res = await adminGet('admin.users', q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as { data: Array<Record<string, unknown>>; total: number; page_size: number };
}
async function detailOf(userId: string) {
  const res = await adminGet('admin.user_detail', { user_id: userId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data;
}
const auditRows = (userId: string) =>
  query<{ action: string; actor_user_id: string | null; actor_email: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null; reason: string | null }>(
    sql`SELECT action, actor_user_id, actor_email, before, after, reason FROM audit_log WHERE target_type = 'user' AND target_id = ${userId} ORDER BY id`,
  );
async function mailTo(email: string, template: string) {
  await t.mail.flush();
  return t.sent.findLast((m) => m.toAddress === email && m.template === template);
}
const login = (email: string, password: string) => call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: email, pwd: password } });
const me = (cookie: string) => call(t.app, 'GET', 'customer.me', { cookie });

const REASON = 'Several buyers reported unanswered inquiries after prepayment.';

describe('access', () => {
  const calls: Array<['GET' | 'POST', string, Record<string, unknown>]> = [
    ['GET', 'admin.users', {}],
    ['GET', 'admin.user_detail', { user_id: '00000000-0000-4000-8000-000000000000' }],
    ['POST', 'admin.set_partner', { user_id: '00000000-0000-4000-8000-000000000000', granted: true }],
    ['POST', 'admin.warn_user', { user_id: '00000000-0000-4000-8000-000000000000', reason: REASON }],
    ['POST', 'admin.suspend_user', { user_id: '00000000-0000-4000-8000-000000000000', reason: REASON }],
    ['POST', 'admin.reinstate_user', { user_id: '00000000-0000-4000-8000-000000000000', reason: REASON }],
  ];

  it.each(calls)('%s %s refuses guests (401) and non-operators (403)', async (method, name, input) => {
    const user = await registerAndLogin(t);
    const options = method === 'GET' ? { query: input as Record<string, string> } : { body: input };
    expect((await call(t.app, method, name, options)).statusCode).toBe(401);
    const res = await call(t.app, method, name, { ...options, cookie: user.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});

describe('admin.users — search and filters', () => {
  it('finds an account by e-mail, identity, public name and company, with both sides', async () => {
    const twin = await createBuyerAndSupplier(t, { level: 3 });
    const byEmail = await users({ keyword: twin.email.toUpperCase() });
    expect(byEmail.total).toBe(1);
    expect(byEmail.data[0]).toMatchObject({
      user_id: twin.userId,
      name: twin.user.name,
      email: twin.email,
      status: 'active',
      buyer_identity: twin.identity,
      supplier_identity: twin.supplierIdentity,
      verification_level: 3,
      plan_name: 'Free',
      roles: ['Customer'],
    });
    expect(byEmail.data[0]!.last_login_at).toEqual(expect.any(String));

    for (const keyword of [twin.identity.toLowerCase(), twin.supplierIdentity, twin.user.name, String(twin.user.name).replace(/^CUS-0*/, 'cus')]) {
      const found = await users({ keyword });
      expect(found.data.map((u) => u.user_id), keyword).toEqual([twin.userId]);
    }
    const company = (await users({ keyword: String(byEmail.data[0]!.company_name).split(' ')[1]! })).data;
    expect(company.map((u) => u.user_id)).toEqual([twin.userId]);
  });

  it('takes LIKE wildcards literally, lists newest first, 20 a page', async () => {
    expect((await users({ keyword: '%_%' })).total).toBe(0);
    const tag = nonce();
    const first = await createBuyer(t, { last_name: tag });
    const second = await createBuyer(t, { last_name: tag });
    const list = await users({ keyword: tag });
    expect(list.data.map((u) => u.user_id)).toEqual([second.userId, first.userId]);
    expect(list.page_size).toBe(20);
  });

  it('filters by side, status and role', async () => {
    const tag = nonce();
    const buyer = await createBuyer(t, { last_name: tag });
    const supplier = await createSupplier(t);
    await t.database.db.execute(sql`UPDATE users SET last_name = ${tag} WHERE id = ${supplier.userId}`);
    const ids = async (q: Record<string, string>) => (await users({ keyword: tag, ...q })).data.map((u) => u.user_id);

    expect(await ids({ side: 'buyer' })).toEqual([buyer.userId]);
    expect(await ids({ side: 'supplier' })).toEqual([supplier.userId]);
    expect(await ids({ role: 'Partner' })).toEqual([]);
    await adminPost('admin.set_partner', { user_id: buyer.userId, granted: true });
    expect(await ids({ role: 'Partner' })).toEqual([buyer.userId]);
    expect(await ids({ status: 'suspended' })).toEqual([]);
    await adminPost('admin.suspend_user', { user_id: supplier.userId, reason: REASON });
    expect(await ids({ status: 'suspended' })).toEqual([supplier.userId]);
    expect(await ids({ status: 'active' })).toEqual([buyer.userId]);
    expect((await adminGet('admin.users', { status: 'deleted' })).statusCode).toBe(400);
  });
});

describe('admin.user_detail', () => {
  it('shows both sides, balances, posts, activity, verification, reports and sanctions', async () => {
    const twin = await createBuyerAndSupplier(t, { contactQuota: 7, products: [{ name: `Bamboo tray ${nonce()}`, categoryId: (await referenceIds(t)).category_id }] });
    await insertProduct(t, twin.supplierId, { status: 0 });
    const rejected = await insertProduct(t, twin.supplierId, { status: 2 });
    const rfq = await createRfq(t, twin.cookie);

    // Activity: an inquiry the account sent as a buyer, one it received as a supplier, and a quotation.
    const seller = await createSupplier(t);
    await sendInquiry(t, twin.cookie, { supplierIdentity: seller.identity });
    const other = await createBuyer(t);
    await sendInquiry(t, other.cookie, { supplierIdentity: twin.supplierIdentity });
    const otherRfq = await createRfq(t, other.cookie);
    const { uom } = await referenceIds(t);
    await t.database.db.execute(
      sql`INSERT INTO quotations (rfq_id, supplier_id, unit_price, currency, quantity, uom) VALUES (${otherRfq.id}, ${twin.supplierId}, 10, 'USD', 100, ${uom})`,
    );

    // Reports: two open ones about the account (its company, one of its posts) and a resolved one.
    await t.database.db.execute(sql`INSERT INTO reports (reporter_user_id, target_type, target_id, reason) VALUES
      (${other.userId}, 'supplier', ${twin.supplierIdentity}, 'scammer'),
      (${other.userId}, 'product', ${String(rejected.id)}, 'fake_information')`);
    await t.database.db.execute(
      sql`INSERT INTO reports (reporter_user_id, target_type, target_id, reason, status) VALUES (${seller.userId}, 'buyer', ${twin.identity}, 'spam', 'dismissed')`,
    );

    const d = await detailOf(twin.userId);
    expect(d.profile).toMatchObject({ user_id: twin.userId, email: twin.email, status: 'active', country: 'VN', language: 'en', buyer_identity: twin.identity });
    expect(d.profile.activated_at).toEqual(expect.any(String));
    expect(d.buyer).toMatchObject({ identity: twin.identity, plan_name: 'Free', is_biz_verified: false });
    expect(d.supplier).toMatchObject({ identity: twin.supplierIdentity, balances: { contact_quota: 7 } });
    expect(d.posts.products).toEqual({ pending: 1, approved: 1, rejected: 1, closed: 0 });
    expect(d.posts.rfqs).toEqual({ pending: 1, approved: 0, rejected: 0, closed: 0 });
    expect(d.posts.recent).toHaveLength(4);
    expect(d.posts.recent[0]).toMatchObject({ kind: 'rfq', id: rfq.id, status: 0 });
    expect(d.activity).toEqual({ quotations_sent: 1, inquiries_sent: 1, inquiries_received: 1 });
    expect(d.reports_against).toBe(2);
    expect(d.sanctions).toEqual([]);
    expect(d.history).toEqual([]);
  });

  it('lists the account’s payments on both sides, newest first, with the current subscription of each side', async () => {
    const twin = await createBuyerAndSupplier(t);
    const fresh = await detailOf(twin.userId);
    expect(fresh.payments).toEqual([]);
    expect(fresh.subscriptions).toEqual({ buyer: null, supplier: null });

    const paidId = await buyPlan(t, twin.cookie, { months: 6 });
    const pending = await createPendingPayment(t, twin.userId, { side: 'buyer', plan: BUYER_PREMIUM.plan, months: BUYER_PREMIUM.months });
    const stranger = await createSupplier(t);
    await createPendingPayment(t, stranger.userId);
    expect((await call(t.app, 'POST', 'membership.cancel', { cookie: twin.cookie, body: { side: 'supplier' } })).statusCode).toBe(200);

    const d = await detailOf(twin.userId);
    expect(d.payments).toHaveLength(2);
    expect(d.payments[0]).toEqual({
      id: pending.id,
      // An attempt, not a charge: no receipt number.
      number: null,
      side: 'buyer',
      plan_name: 'Starter',
      months: 12,
      amount_cents: BUYER_PREMIUM.amount_cents,
      currency: 'USD',
      status: 'payment_pending',
      failure_code: null,
      kind: 'checkout',
      created_at: pending.createdAt.toISOString(),
      paid_at: null,
    });
    expect(d.payments[1]).toMatchObject({ id: paidId, number: expect.stringMatching(/^TL-\d{6}$/), side: 'supplier', plan_name: 'Starter', months: 6, amount_cents: 39900, status: 'paid' });
    expect(d.subscriptions.buyer).toBeNull();
    expect(d.subscriptions.supplier).toMatchObject({ status: 'active', plan_name: 'Starter', months: 6, provider: 'sandbox', cancel_at_period_end: true });
    expect(Date.parse(d.subscriptions.supplier.current_period_end)).toBeGreaterThan(Date.now());

    // Each row links to its receipt, which the operator can open and refund.
    const receipt = await adminGet('membership.payment', { payment_id: paidId });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().message.data).toMatchObject({ id: paidId, number: d.payments[1].number, can_refund: true });
  });

  it(`shows only the ${USER_DETAIL_PAYMENTS} newest payments`, async () => {
    const seller = await createSupplier(t);
    const ids: string[] = [];
    for (let i = 0; i <= USER_DETAIL_PAYMENTS; i++) {
      ids.push((await createPendingPayment(t, seller.userId, { months: 1 })).id);
      // Apart in time: PGlite's clock can give two quick inserts the same created_at (a newcomer run once tied them).
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const d = await detailOf(seller.userId);
    expect(d.payments.map((p: { id: string }) => p.id)).toEqual(ids.reverse().slice(0, USER_DETAIL_PAYMENTS));
  });

  it('lists verification requests, sanctions and history, newest first', async () => {
    const supplier = await companySupplier(t);
    const doc = await uploadDocument(t, supplier.cookie);
    expect((await requestVerification(t, supplier.cookie, { kind: 'documents', ...documentsBody([doc]) })).statusCode).toBe(200);
    await adminPost('admin.warn_user', { user_id: supplier.userId, reason: 'First warning: keep product photos your own.' });
    await adminPost('admin.warn_user', { user_id: supplier.userId, reason: REASON });

    const d = await detailOf(supplier.userId);
    expect(d.buyer).toBeNull();
    expect(d.supplier.verification_level).toBe(2);
    expect(d.verification[0]).toMatchObject({ side: 'supplier', kind: 'documents', status: 'pending', reviewed_at: null });
    expect(d.sanctions.map((s: { reason: string }) => s.reason)).toEqual([REASON, 'First warning: keep product photos your own.']);
    expect(d.sanctions[0]).toMatchObject({ kind: 'warning', by_email: op.email });
    expect(d.history.map((h: { action: string }) => h.action)).toEqual(['user.warn', 'user.warn']);
    expect(d.history[0]).toMatchObject({ actor_email: op.email, reason: REASON, before: { warnings: 1 }, after: { warnings: 2 } });
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    expect((await adminGet('admin.user_detail', { user_id: '00000000-0000-4000-8000-000000000000' })).json().code).toBe('NOT_FOUND');
    expect((await adminGet('admin.user_detail', { user_id: 'CUS-000001' })).statusCode).toBe(400);
  });
});

describe('admin.set_partner', () => {
  it('grants and revokes the Partner role idempotently, seen by the user and audited', async () => {
    const user = await createBuyer(t);
    const grant = await adminPost('admin.set_partner', { user_id: user.userId, granted: true, role: 'Operator' });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json().message.data.roles).toEqual(['Customer', 'Partner']);
    expect((await me(user.cookie)).json().message.data.roles).toEqual(['Customer', 'Partner']);

    // Asking again changes nothing and records nothing.
    expect((await adminPost('admin.set_partner', { user_id: user.userId, granted: true })).json().message.data.roles).toEqual(['Customer', 'Partner']);
    expect((await auditRows(user.userId)).map((r) => r.action)).toEqual(['user.grant_role']);

    const revoke = await adminPost('admin.set_partner', { user_id: user.userId, granted: false });
    expect(revoke.json().message.data.roles).toEqual(['Customer']);
    expect((await me(user.cookie)).json().message.data.roles).toEqual(['Customer']);

    const audit = await auditRows(user.userId);
    expect(audit).toEqual([
      { action: 'user.grant_role', actor_user_id: op.userId, actor_email: op.email, before: { roles: ['Customer'] }, after: { roles: ['Customer', 'Partner'] }, reason: null },
      { action: 'user.revoke_role', actor_user_id: op.userId, actor_email: op.email, before: { roles: ['Customer', 'Partner'] }, after: { roles: ['Customer'] }, reason: null },
    ]);
  });

  it('refuses the operator’s own account and unknown accounts', async () => {
    expect((await adminPost('admin.set_partner', { user_id: op.userId, granted: true })).json().code).toBe('OWN_ACCOUNT');
    expect((await adminPost('admin.set_partner', { user_id: '00000000-0000-4000-8000-000000000000', granted: true })).statusCode).toBe(404);
    expect((await adminPost('admin.set_partner', { user_id: op.userId })).statusCode).toBe(400);
  });
});

describe('admin.warn_user', () => {
  it('records a warning, mails the reason with a link to the complaint centre, and audits it', async () => {
    const user = await createBuyer(t);
    const res = await adminPost('admin.warn_user', { user_id: user.userId, reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ user_id: user.userId, status: 'active', sanction: { kind: 'warning', reason: REASON, by_email: op.email } });
    // A warning does not end the account's sessions.
    expect((await me(user.cookie)).statusCode).toBe(200);

    const mail = await mailTo(user.email, 'notice_accountWarned');
    expect(mail?.textBody).toContain(REASON);
    expect(mail?.textBody).toContain(`${t.env.appUrl}/complaint-center`);
    expect(await auditRows(user.userId)).toEqual([
      { action: 'user.warn', actor_user_id: op.userId, actor_email: op.email, before: { status: 'active', warnings: 0 }, after: { status: 'active', warnings: 1 }, reason: REASON },
    ]);
  });

  it('needs a reason of 5 to 1000 characters', async () => {
    const user = await createBuyer(t);
    for (const reason of ['', 'spam', 'x'.repeat(1001)]) {
      const res = await adminPost('admin.warn_user', { user_id: user.userId, reason });
      expect(res.json(), reason).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
    }
    expect(await auditRows(user.userId)).toEqual([]);
  });
});

describe('admin.suspend_user and admin.reinstate_user', () => {
  it('logs the account out at once, refuses its logins and hides its pages and posts until reinstated', async () => {
    const word = nonce();
    const { category_id } = await referenceIds(t);
    const supplier = await createSupplier(t, { products: [{ name: `Rattan basket ${word}`, categoryId: category_id }] });
    const productId = supplier.productIds[0]!;
    const page = () => call(t.app, 'GET', 'supplier.get_public', { query: { id: supplier.identity } });
    const product = () => call(t.app, 'GET', 'product.get', { query: { id: String(productId) } });
    const found = async () => {
      const res = await call(t.app, 'GET', 'catalog.search', { query: { keyword: word } });
      return (res.json().message.data as Array<{ id?: number }>).some((p) => p.id === productId);
    };
    const second = sessionCookie(await login(supplier.email, supplier.password));
    expect((await page()).statusCode).toBe(200);
    expect((await product()).statusCode).toBe(200);
    expect(await found()).toBe(true);

    const res = await adminPost('admin.suspend_user', { user_id: supplier.userId, reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ status: 'suspended', sanction: { kind: 'suspension', reason: REASON } });

    expect((await me(supplier.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect(await query(sql`SELECT id FROM sessions WHERE user_id = ${supplier.userId}`)).toEqual([]);
    expect((await login(supplier.email, supplier.password)).json().code).toBe('ACCOUNT_SUSPENDED');
    expect((await page()).statusCode).toBe(404);
    expect((await product()).statusCode).toBe(404);
    expect(await found()).toBe(false);
    const suspendedMail = await mailTo(supplier.email, 'notice_accountSuspended');
    expect(suspendedMail?.textBody).toContain(REASON);
    expect(suspendedMail?.textBody).toContain(`${t.env.appUrl}/contact-us`);

    // Twice is a conflict; reinstating brings everything back.
    expect((await adminPost('admin.suspend_user', { user_id: supplier.userId, reason: REASON })).json().code).toBe('CONFLICT');
    const back = await adminPost('admin.reinstate_user', { user_id: supplier.userId, reason: 'The buyers confirmed their goods arrived.' });
    expect(back.json().message.data).toMatchObject({ status: 'active', sanction: { kind: 'reinstatement' } });
    const again = await login(supplier.email, supplier.password);
    expect(again.statusCode).toBe(200);
    expect((await me(sessionCookie(again))).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
    expect((await product()).statusCode).toBe(200);
    expect(await found()).toBe(true);
    expect((await mailTo(supplier.email, 'notice_accountReinstated'))?.textBody).toContain(`${t.env.appUrl}/login`);
    expect((await adminPost('admin.reinstate_user', { user_id: supplier.userId, reason: REASON })).json().code).toBe('CONFLICT');

    const audit = await auditRows(supplier.userId);
    expect(audit).toEqual([
      { action: 'user.suspend', actor_user_id: op.userId, actor_email: op.email, before: { status: 'active' }, after: { status: 'suspended', sessions_ended: 2 }, reason: REASON },
      {
        action: 'user.reinstate',
        actor_user_id: op.userId,
        actor_email: op.email,
        before: { status: 'suspended' },
        after: { status: 'active' },
        reason: 'The buyers confirmed their goods arrived.',
      },
    ]);
    const detail = await detailOf(supplier.userId);
    expect(detail.sanctions.map((s: { kind: string }) => s.kind)).toEqual(['reinstatement', 'suspension']);
  });

  it('refuses the operator’s own account, another operator and unknown accounts', async () => {
    expect((await adminPost('admin.suspend_user', { user_id: op.userId, reason: REASON })).json().code).toBe('OWN_ACCOUNT');
    const colleague = await createOperator(t);
    const res = await adminPost('admin.suspend_user', { user_id: colleague.userId, reason: REASON });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await me(colleague.cookie)).statusCode).toBe(200);
    expect((await adminPost('admin.suspend_user', { user_id: '00000000-0000-4000-8000-000000000000', reason: REASON })).statusCode).toBe(404);
    expect(await auditRows(colleague.userId)).toEqual([]);
  });

  it('returns an account suspended before activation to pending activation', async () => {
    const body = signupBody();
    expect((await call(t.app, 'POST', 'auth.signup_via_password', { body })).statusCode).toBe(200);
    const [row] = await query<{ id: string }>(sql`SELECT id FROM users WHERE email = ${body.email}`);
    await adminPost('admin.suspend_user', { user_id: row!.id, reason: REASON });
    const back = await adminPost('admin.reinstate_user', { user_id: row!.id, reason: 'Signed up again by mistake.' });
    expect(back.json().message.data.status).toBe('pending_activation');
    expect((await login(body.email, body.password)).json().code).toBe('ACCOUNT_NOT_ACTIVE');
  });
});

