import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';

// Becoming a partner: the application, the operators' queue and decision, the role and the mail.
// Every account is fresh and every assertion filters by the ids made here, so the file also runs
// on a shared PostgreSQL database.

let t: TestApp;
let op: OperatorAccount;
beforeAll(async () => {
  t = await buildTestApp();
  op = await createOperator(t);
});
afterAll(() => t.close());

type Rows<T> = { rows: T[] };
const query = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;
const applicationsOf = (userId: string) =>
  query<{ id: number; status: string; decline_reason: string | null; reviewed_by: string | null }>(
    sql`SELECT id, status, decline_reason, reviewed_by FROM partner_applications WHERE user_id = ${userId} ORDER BY id`,
  );

const FORM = {
  applicant_name: 'Mekong Trade Media',
  website_url: 'https://mekong-trade.example.com',
  audience: 'Rice and coffee exporters in the Mekong delta, about 12,000 newsletter readers.',
  promotion_plan: 'A monthly newsletter feature and a pinned post in our exporters group.',
  expected_monthly_referrals: 25,
};

const apply = (cookie: string, body: Record<string, unknown> = FORM, lang?: string) => call(t.app, 'POST', 'affiliate.apply', { body, cookie, lang });
const mine = async (cookie: string) => {
  const res = await call(t.app, 'GET', 'affiliate.my_application', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data as { is_partner: boolean; application: Record<string, unknown> | null };
};
const decide = (body: Record<string, unknown>, cookie = op.cookie) => call(t.app, 'POST', 'admin.affiliate_decide', { body, cookie });
async function queue(q: Record<string, string>) {
  const res = await call(t.app, 'GET', 'admin.affiliate_applications', { query: q, cookie: op.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as { data: Array<Record<string, unknown>>; total: number };
}
async function mailTo(email: string, template: string) {
  await t.mail.flush();
  return t.sent.findLast((m) => m.toAddress === email && m.template === template);
}
async function applicant(overrides: Record<string, unknown> = {}) {
  const a = await registerAndLogin(t, { account_type: 'Seller', company_name: 'Mekong Trade Media', ...overrides });
  return { ...a, userId: a.user.uuid as string };
}

describe('access', () => {
  it('refuses guests on every call (401) and non-operators on the console calls (403)', async () => {
    const user = await applicant();
    expect((await call(t.app, 'POST', 'affiliate.apply', { body: FORM })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', 'affiliate.my_application', {})).statusCode).toBe(401);
    for (const [method, name, input] of [
      ['GET', 'admin.affiliate_applications', {}],
      ['POST', 'admin.affiliate_decide', { id: 1, decision: 'approve' }],
    ] as const) {
      const options = method === 'GET' ? { query: input as Record<string, string> } : { body: input };
      expect((await call(t.app, method, name, options)).statusCode).toBe(401);
      const res = await call(t.app, method, name, { ...options, cookie: user.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });
});

describe('affiliate.apply', () => {
  it('stores a pending application the applicant then sees', async () => {
    const a = await applicant();
    expect(await mine(a.cookie)).toEqual({ is_partner: false, application: null });
    const res = await apply(a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ status: 'pending', ...FORM, decline_reason: null, reviewed_at: null });
    expect((await mine(a.cookie)).application).toMatchObject({ status: 'pending', applicant_name: FORM.applicant_name });
  });

  it.each([
    [{ applicant_name: '' }, 'applicant_name', 'This field is required.'],
    [{ website_url: 'javascript:alert(1)' }, 'website_url', 'Enter a full web address, like https://example.com.'],
    [{ audience: 'Too short' }, 'audience', 'This is too short: please write a bit more.'],
    [{ promotion_plan: 'x'.repeat(2001) }, 'promotion_plan', 'This is too long.'],
    [{ expected_monthly_referrals: -1 }, 'expected_monthly_referrals', 'Enter a whole number from 0 to 100000.'],
    [{ expected_monthly_referrals: 'many' }, 'expected_monthly_referrals', 'Enter a whole number from 0 to 100000.'],
  ])('refuses %j with a translated error naming the field, and stores nothing', async (change, field, message) => {
    const a = await applicant();
    const res = await apply(a.cookie, { ...FORM, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, field_message: message });
    expect(await applicationsOf(a.userId)).toEqual([]);
  });

  it('answers field errors in the caller language', async () => {
    const a = await applicant();
    const res = await apply(a.cookie, { ...FORM, website_url: 'not a url' }, 'vi');
    expect(res.json().field_message).toBe('Nhập địa chỉ web đầy đủ, ví dụ https://example.com.');
  });

  it('accepts the optional fields left blank', async () => {
    const a = await applicant();
    const res = await apply(a.cookie, { ...FORM, website_url: '', expected_monthly_referrals: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ website_url: null, expected_monthly_referrals: null });
  });

  it('refuses a second application while one is pending, also when sent at once', async () => {
    const a = await applicant();
    const both = await Promise.all([apply(a.cookie), apply(a.cookie)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await apply(a.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PARTNER_APPLICATION_PENDING');
    expect(await applicationsOf(a.userId)).toHaveLength(1);
  });

  it('refuses an account that is already a Partner', async () => {
    const a = await applicant();
    await t.database.db.execute(sql`UPDATE users SET roles = array_append(roles, 'Partner') WHERE id = ${a.userId}`);
    const res = await apply(a.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PARTNER_APPLICATION_ALREADY_PARTNER');
    expect((await mine(a.cookie)).is_partner).toBe(true);
  });
});

describe('the operators decide', () => {
  it('lists pending applications with the applicant', async () => {
    const a = await applicant();
    const id = (await apply(a.cookie)).json().message.data.id as number;
    // By the applicant's e-mail: on a shared database other runs' applications wait too.
    const pending = await queue({ status: 'pending', keyword: a.email.toUpperCase() });
    expect(pending.total).toBe(1);
    // The console's dashboard counts the waiting applications (and badges the tab with them).
    const queues = (await call(t.app, 'GET', 'admin.dashboard', { cookie: op.cookie })).json().message.data.queues as Array<{ key: string; count: number; oldest_at: string | null }>;
    expect(queues.find((q) => q.key === 'partner_applications')).toMatchObject({ count: expect.any(Number), oldest_at: expect.any(String) });
    expect(queues.find((q) => q.key === 'partner_applications')!.count).toBeGreaterThanOrEqual(1);
    expect(pending.data.find((item) => item.id === id)).toMatchObject({
      status: 'pending',
      applicant: { user_id: a.userId, email: a.email, is_partner: false },
      reviewed_by_email: null,
    });
    expect((await queue({ status: 'declined', keyword: a.email })).total).toBe(0);
    expect((await queue({ status: 'pending', keyword: 'no-such-applicant-%_' })).total).toBe(0);
    expect((await call(t.app, 'GET', 'admin.affiliate_applications', { query: { status: 'bogus' }, cookie: op.cookie })).statusCode).toBe(400);
  });

  it('approval grants the Partner role, is audit-logged and mailed; deciding again is refused', async () => {
    const a = await applicant({ language: 'zh' });
    const id = (await apply(a.cookie)).json().message.data.id as number;
    const res = await decide({ id, decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ status: 'approved', applicant: { is_partner: true }, reviewed_by_email: op.email });
    expect(await mine(a.cookie)).toMatchObject({ is_partner: true, application: { status: 'approved' } });
    const me = await call(t.app, 'GET', 'customer.me', { cookie: a.cookie });
    expect(me.json().message.data.roles).toContain('Partner');

    const audit = await query<{ action: string; actor_user_id: string }>(
      sql`SELECT action, actor_user_id FROM audit_log WHERE (target_type = 'partner_application' AND target_id = ${String(id)}) OR (target_type = 'user' AND target_id = ${a.userId}) ORDER BY id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['user.grant_role', 'partner_application.approve']);
    expect(audit.every((r) => r.actor_user_id === op.userId)).toBe(true);

    const mail = await mailTo(a.email, 'notice_partnerApproved');
    expect(mail?.subject).toBe('欢迎加入 Tradelink 合作伙伴计划');
    expect(mail?.textBody).toContain('http://localhost:3000/business/affiliate');

    for (const decision of ['approve', 'decline'] as const) {
      const twice = await decide({ id, decision, reason: 'Changed my mind about this.' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('PARTNER_APPLICATION_DECIDED');
    }
    expect((await applicationsOf(a.userId))[0]!.status).toBe('approved');
  });

  it('a decline needs a reason, stores it and mails it; the applicant may apply again', async () => {
    const a = await applicant();
    const id = (await apply(a.cookie)).json().message.data.id as number;
    for (const reason of [undefined, '', '  ', 'no']) {
      const res = await decide({ id, decision: 'decline', reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('reason');
    }
    expect((await applicationsOf(a.userId))[0]!.status).toBe('pending');

    const reason = 'Please tell us more about how you reach exporters.';
    const res = await decide({ id, decision: 'decline', reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mine(a.cookie)).toMatchObject({ is_partner: false, application: { status: 'declined', decline_reason: reason } });
    expect((await applicationsOf(a.userId))[0]).toMatchObject({ status: 'declined', decline_reason: reason, reviewed_by: op.userId });
    const mail = await mailTo(a.email, 'notice_partnerDeclined');
    expect(mail?.textBody).toContain(reason);
    const me = await call(t.app, 'GET', 'customer.me', { cookie: a.cookie });
    expect(me.json().message.data.roles).not.toContain('Partner');

    const again = await apply(a.cookie, { ...FORM, promotion_plan: 'Webinars for exporters every quarter, with a referral link.' });
    expect(again.statusCode, again.body).toBe(200);
    expect((await mine(a.cookie)).application).toMatchObject({ status: 'pending', decline_reason: null });
    expect(await applicationsOf(a.userId)).toHaveLength(2);
  });

  it('refuses an unknown application and an operator deciding their own', async () => {
    expect((await decide({ id: 2_000_000_000, decision: 'approve' })).statusCode).toBe(404);
    const other = await createOperator(t);
    const id = (await apply(other.cookie)).json().message.data.id as number;
    const res = await decide({ id, decision: 'approve' }, other.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OWN_ACCOUNT');
    expect((await decide({ id: 'x', decision: 'maybe' })).statusCode).toBe(400);
  });
});
