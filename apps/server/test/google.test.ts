import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { buildTestApp, call, sessionCookie, uniqueEmail, type TestApp } from './helper.ts';

const CLIENT_ID = 'tradelink-test.apps.googleusercontent.com';
let t: TestApp;
let privateKey: CryptoKey;
let otherKey: CryptoKey;

async function idToken(claims: Record<string, unknown>, options: { key?: CryptoKey; audience?: string; expiresIn?: string } = {}) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(options.key ?? privateKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  t = await buildTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS: JSON.stringify({ keys: [jwk] }) });
});
afterAll(() => t.close());

describe('auth.login_via_google', () => {
  it('creates an active account from a valid token and logs in', async () => {
    const email = uniqueEmail('google');
    const credential = await idToken({ sub: `g-${email}`, email, given_name: 'Mai', family_name: 'Phạm' });
    const res = await call(t.app, 'POST', 'auth.login_via_google', { body: { credential, account_type: 'Seller' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.data).toMatchObject({ email, first_name: 'Mai', account_type: 'Seller', is_supplier: 1 });
    const me = await call(t.app, 'GET', 'customer.me', { cookie: sessionCookie(res) });
    expect(me.statusCode).toBe(200);
  });

  it('keeps the visitor\'s marketing cookies on an account it creates', async () => {
    const email = uniqueEmail('google-utm');
    const credential = await idToken({ sub: `g-${email}`, email, given_name: 'Lan' });
    const res = await call(t.app, 'POST', 'auth.login_via_google', {
      body: { credential },
      cookie: 'tl_utm_source=newsletter; tl_utm_campaign=autumn; tl_referral=partner42',
    });
    expect(res.statusCode).toBe(200);
    const rows = (await t.database.db.execute(sql`SELECT marketing FROM users WHERE email = ${email}`)) as unknown as { rows: Array<{ marketing: unknown }> };
    expect(rows.rows[0]!.marketing).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'autumn', referral: 'partner42' });
  });

  it('refuses a token signed by another key, for another audience, or expired', async () => {
    const email = uniqueEmail('google');
    for (const credential of [
      await idToken({ sub: 'x1', email }, { key: otherKey }),
      await idToken({ sub: 'x2', email }, { audience: 'someone-else' }),
      await idToken({ sub: 'x3', email }, { expiresIn: '-1m' }),
      await idToken({ sub: 'x4', email, email_verified: false }),
    ]) {
      const res = await call(t.app, 'POST', 'auth.login_via_google', { body: { credential } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('GOOGLE_TOKEN_INVALID');
    }
  });

  it('links an existing password account by email', async () => {
    const email = uniqueEmail('linked');
    await call(t.app, 'POST', 'auth.signup', {
      body: { email, password: 'Sourcing-Trip-2026', first_name: 'Anh', fd_country: 'VN', account_type: 'Buyer' },
    });
    const credential = await idToken({ sub: `g-${email}`, email });
    const res = await call(t.app, 'POST', 'auth.login_via_google', { body: { credential } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.data).toMatchObject({ email, first_name: 'Anh', is_buyer: 1 });
  });
});

describe('the page policy for Google sign-in', () => {
  it('allows Google Identity Services only when GOOGLE_CLIENT_ID is configured', async () => {
    const csp = async (app: TestApp) => String((await app.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    const configured = await csp(t);
    expect(configured).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com\/gsi\//);
    expect(configured).toMatch(/frame-src https:\/\/accounts\.google\.com\/gsi\//);
    const plain = await buildTestApp();
    try {
      expect(await csp(plain)).not.toContain('accounts.google.com');
    } finally {
      await plain.close();
    }
  });
});
