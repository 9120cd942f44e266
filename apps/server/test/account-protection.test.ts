import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCK_STEPS } from '@tradelink/shared/constants/limits';
import { GUEST_PAGE_LIMIT } from '@tradelink/shared/rules/rate-window';
import { buildTestApp, call, linkFromMail, registerAndLogin, signupBody, uniqueEmail, type TestApp } from './helper.ts';
import { approveRfq, createRfq } from './factories/sourcing.ts';
import { users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { guardDemoPassword } from '../src/db/seed/demo-password-guard.ts';
import { hashPassword } from '../src/modules/auth/password.ts';

// Protections that no client address can dodge: which address counts (TRUST_PROXY), locks per
// account, reset links that retire each other, and answers that do not tell which addresses exist.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, ip?: string) =>
  call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: email, pwd: password }, ...(ip ? { ip } : {}) });

const resetMails = (email: string) => t.sent.filter((m) => m.toAddress === email && m.template === 'reset');

describe('who the client is (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default: a new forged address per request does not reset the per-address limit', async () => {
    const direct = await buildTestApp({ TRUST_PROXY: '' });
    try {
      const email = uniqueEmail('nobody');
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) {
        const res = await call(direct.app, 'POST', 'auth.reset_password', { body: { email: `${i}.${email}` }, ip: `203.0.113.${i + 1}` });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await direct.close();
    }
  });

  it('believes the nearest proxy with TRUST_PROXY=1, and only the addresses listed otherwise', async () => {
    for (const [trust, separate] of [['1', true], ['10.9.9.9', false], ['127.0.0.1', true]] as const) {
      const app = await buildTestApp({ TRUST_PROXY: trust });
      try {
        const ip = (await app.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': '198.51.100.7' } })).statusCode;
        expect(ip).toBe(200);
        // Ten reset requests from one forwarded address use up that address's minute, not another's.
        for (let i = 0; i < 10; i++) await call(app.app, 'POST', 'auth.reset_password', { body: { email: uniqueEmail() }, ip: '198.51.100.7' });
        const other = await call(app.app, 'POST', 'auth.reset_password', { body: { email: uniqueEmail() }, ip: '198.51.100.8' });
        expect(other.statusCode).toBe(separate ? 200 : 429);
      } finally {
        await app.close();
      }
    }
  });
});

describe('wrong passwords for one account', () => {
  it(`lock it after ${LOGIN_LOCK_STEPS.every} whatever the address, refuse even the right password meanwhile, and a reset unlocks it`, async () => {
    const account = await registerAndLogin(t);
    for (let i = 0; i < LOGIN_LOCK_STEPS.every; i++) {
      const res = await login(account.email, `Wrong-Guess-${i}`, `192.0.2.${i + 1}`);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await login(account.email, account.password, '192.0.2.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(locked.json().messages[0]).toMatch(/Too many wrong passwords .* 1 min, or reset your password/);
    const vi = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: account.email, pwd: account.password }, lang: 'vi' });
    expect(vi.json().messages[0]).toMatch(/đặt lại mật khẩu/);

    // The owner resets the password from the mail and logs in at once.
    await call(t.app, 'POST', 'auth.reset_password', { body: { email: account.email } });
    await t.mail.flush();
    const { key } = linkFromMail(resetMails(account.email).at(-1)!);
    expect((await call(t.app, 'POST', 'auth.update_password', { body: { key, new_password: 'Fresh-Harbour-2027' } })).statusCode).toBe(200);
    expect((await login(account.email, 'Fresh-Harbour-2027')).statusCode).toBe(200);
  });

  it('let at most the allowed guesses reach the password check when they arrive all at once', async () => {
    const account = await registerAndLogin(t);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(account.email, `Parallel-Guess-${i}`, `198.18.0.${i + 1}`)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(LOGIN_LOCK_STEPS.every);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(30 - LOGIN_LOCK_STEPS.every);
  });

  it('lock an unknown address the same way, so a lock tells nothing', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < LOGIN_LOCK_STEPS.every; i++) expect((await login(email, `Guess-${i}`)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login(email, 'Guess-again')).json().code).toBe('ACCOUNT_LOCKED');
  });

  it('start counting again after a successful login', async () => {
    const account = await registerAndLogin(t);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_LOCK_STEPS.every - 1; i++) await login(account.email, `Wrong-${round}-${i}`);
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    }
  });
});

describe('password reset links', () => {
  it('retire each other: a newer link ends every older one, and using one ends the rest', async () => {
    const account = await registerAndLogin(t);
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) {
      await call(t.app, 'POST', 'auth.reset_password', { body: { email: account.email } });
      await t.mail.flush();
      keys.push(linkFromMail(resetMails(account.email).at(-1)!).key);
    }
    expect(new Set(keys).size).toBe(3);
    const update = (key: string, password: string) =>
      call(t.app, 'POST', 'auth.update_password', { body: { key, new_password: password } });

    // The first link, issued before two newer ones, no longer works.
    const old = await update(keys[0]!, 'Older-Link-Pass-1');
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('KEY_EXPIRED');
    expect((await update(keys[2]!, 'Newest-Link-Pass-3')).statusCode).toBe(200);
    // The middle one was already retired; after the newest was used, nothing older revives.
    expect((await update(keys[1]!, 'Middle-Link-Pass-2')).json().code).toBe('KEY_EXPIRED');
    expect((await login(account.email, 'Newest-Link-Pass-3')).statusCode).toBe(200);
    expect((await login(account.email, 'Middle-Link-Pass-2')).statusCode).toBe(401);
  });
});

describe('known and unknown addresses get the same answers', () => {
  it('reset: the same 200s and the same 429 after as many requests', async () => {
    const known = await registerAndLogin(t);
    const unknown = uniqueEmail('unknown');
    const run = async (email: string) => {
      const out: Array<[number, string]> = [];
      for (let i = 0; i < 7; i++) {
        const res = await call(t.app, 'POST', 'auth.reset_password', { body: { email } });
        out.push([res.statusCode, res.body]);
      }
      return out;
    };
    const a = await run(known.email);
    const b = await run(unknown);
    expect(a.map(([s]) => s)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(b).toEqual(a);
    await t.mail.flush();
    expect(resetMails(known.email)).toHaveLength(5);
  });

  it('signup: the answer for a taken address equals a new one, and the owner is mailed at most a few times', async () => {
    const owner = await registerAndLogin(t);
    const fresh = signupBody({ email: uniqueEmail('fresh') });
    const newAnswer = await call(t.app, 'POST', 'auth.signup_via_password', { body: fresh });
    const takenAnswers = [];
    for (let i = 0; i < 5; i++) takenAnswers.push(await call(t.app, 'POST', 'auth.signup_via_password', { body: { ...fresh, email: owner.email } }));
    for (const answer of takenAnswers) {
      expect(answer.statusCode).toBe(newAnswer.statusCode);
      expect({ ...answer.json().message.data, email: 'x' }).toEqual({ ...newAnswer.json().message.data, email: 'x' });
    }
    await t.mail.flush();
    const told = t.sent.filter((m) => m.toAddress === owner.email && m.template === 'accountExists');
    expect(told.length).toBe(3);
    expect(told[0]!.subject).toBe('You already have a Tradelink account');
    // The owner's password is untouched.
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });
});

/** Approved RFQs guests can open, one buyer's: a page already seen in the window reopens without counting, so each view below is of a new one. */
async function approvedRfqs(n: number): Promise<number[]> {
  const buyer = await registerAndLogin(t);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await createRfq(t, buyer.cookie);
    await approveRfq(t, id);
    ids.push(id);
  }
  return ids;
}

describe('the guest page limit', () => {
  it('is not reset by a fresh cookie per request from one address', async () => {
    const ids = await approvedRfqs(GUEST_PAGE_LIMIT + 3);
    const ip = `100.64.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (const id of ids) {
      const cookie = `tl_gid=guest-${crypto.randomBytes(10).toString('hex')}`;
      statuses.push((await call(t.app, 'GET', 'rfq.get', { query: { id: String(id) }, headers: { cookie }, ip })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(GUEST_PAGE_LIMIT);
    expect(statuses.slice(GUEST_PAGE_LIMIT).every((s) => s === 429)).toBe(true);
  });

  it('counts an IPv6 guest by the /64, not by each address in it', async () => {
    const ids = await approvedRfqs(GUEST_PAGE_LIMIT + 3);
    const prefix = `2001:db8:${crypto.randomInt(65536).toString(16)}:${crypto.randomInt(65536).toString(16)}`;
    const statuses: number[] = [];
    for (const [i, id] of ids.entries()) {
      statuses.push((await call(t.app, 'GET', 'rfq.get', { query: { id: String(id) }, ip: `${prefix}:0:0:0:${(i + 1).toString(16)}` })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(GUEST_PAGE_LIMIT);
    const rows = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM guest_page_views WHERE guest_id LIKE ${`ip6:${prefix}%`}`)) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0]!.n).toBe(1);
  });
});

// PGlite only: on the shared PostgreSQL database other files seed and log in as the demo accounts.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the demo accounts’ public password in production', () => {
  it('stops the start, or moves every demo account to DEMO_PASSWORD when one is given', async () => {
    // As the seed makes them: one hash shared by every demo account.
    const hash = await hashPassword(DEMO_PASSWORD);
    for (const email of [DEMO_ACCOUNTS.operator, DEMO_ACCOUNTS.buyer]) {
      await t.database.db.insert(users).values({ email, passwordHash: hash, firstName: 'Demo', accountType: 'Buyer', status: 'active', onboardStage: 'DONE' });
    }
    await expect(guardDemoPassword(t.database.db, DEMO_PASSWORD, () => {})).rejects.toThrow(/public demo password/);
    const logged: string[] = [];
    await guardDemoPassword(t.database.db, 'Our-Own-Demo-Pass-42', (m) => logged.push(m));
    expect(logged).toEqual(['Moved 2 demo accounts from the public demo password to DEMO_PASSWORD.']);
    expect((await login(DEMO_ACCOUNTS.buyer, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(DEMO_ACCOUNTS.buyer, 'Our-Own-Demo-Pass-42')).statusCode).toBe(200);
    // Moved: the next production start goes ahead.
    await expect(guardDemoPassword(t.database.db, DEMO_PASSWORD, () => {})).resolves.toBeUndefined();
  });
});
