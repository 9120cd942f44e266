import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import marketingPlugin from '../src/plugins/marketing.ts';
import { findUserByEmail } from '../src/modules/account/account.repository.ts';
import { buildTestApp, call, signupBody, type TestApp } from './helper.ts';

const THIRTY_DAYS_S = 30 * 24 * 3600;

/**
 * The API test app serves no pages (the web build is left out), so the capture hook is tested on a
 * bare app with the same plugin and a page route that echoes the Cookie header its render would
 * see. The real pages are covered by e2e/marketing.spec.ts.
 */
async function pageApp(secure: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(marketingPlugin, { secure });
  app.get('/api/*', async () => ({ ok: true }));
  app.get('/*', async (request) => ({ cookie: request.headers.cookie ?? '' }));
  await app.ready();
  return app;
}

describe('marketing cookies on page requests', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await pageApp(false);
  });
  afterAll(() => app.close());

  it('stores each parameter for 30 days, httpOnly and SameSite=Lax, and the page sees them at once', async () => {
    const res = await app.inject({ method: 'GET', url: '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&utm_id=7&utm_term=coffee&utm_content=hero&referral=ACME01&page=2' });
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(Object.keys(cookies).sort()).toEqual(['tl_referral', 'tl_utm_campaign', 'tl_utm_content', 'tl_utm_id', 'tl_utm_medium', 'tl_utm_source', 'tl_utm_term']);
    expect(cookies.tl_utm_campaign).toMatchObject({ value: 'spring sale', maxAge: THIRTY_DAYS_S, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.tl_utm_source!.secure).toBeFalsy();
    expect(res.json().cookie).toContain('tl_utm_source=newsletter');
    expect(res.json().cookie).toContain('tl_utm_campaign=spring%20sale');
  });

  it('defaults the source to "origin" when a tagged visit has none', async () => {
    const res = await app.inject({ method: 'GET', url: '/supplier/SUP1?referral=ACME01' });
    expect(res.cookies.find((c) => c.name === 'tl_utm_source')).toMatchObject({ value: 'origin', maxAge: THIRTY_DAYS_S });
    expect(res.cookies.find((c) => c.name === 'tl_referral')?.value).toBe('ACME01');
  });

  it('keeps stored values on later visits without parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/search?keyword=coffee', headers: { cookie: 'tl_utm_source=newsletter' } });
    expect(res.cookies).toEqual([]);
    expect(res.json().cookie).toBe('tl_utm_source=newsletter');
  });

  it('replaces the whole stored set on a new touch (last touch wins)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/?utm_source=google&utm_medium=cpc',
      headers: { cookie: 'tl_sid=abc; tl_utm_source=newsletter; tl_utm_campaign=spring; tl_referral=ACME01' },
    });
    const set = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(set.tl_utm_source?.value).toBe('google');
    expect(set.tl_utm_medium?.value).toBe('cpc');
    // Older values of another touch are cleared, not mixed in.
    expect(set.tl_utm_campaign).toMatchObject({ value: '' });
    expect(set.tl_referral).toMatchObject({ value: '' });
    expect(res.json().cookie).toBe('tl_sid=abc; tl_utm_source=google; tl_utm_medium=cpc');
  });

  it('ignores unsafe or over-long values, API calls and non-GET requests', async () => {
    const unsafe = await app.inject({ method: 'GET', url: `/?utm_source=%3Cscript%3E&utm_campaign=${'x'.repeat(201)}` });
    expect(unsafe.cookies).toEqual([]);
    const api = await app.inject({ method: 'GET', url: '/api/method/x?utm_source=newsletter' });
    expect(api.cookies).toEqual([]);
    const post = await app.inject({ method: 'POST', url: '/?utm_source=newsletter' });
    expect(post.cookies).toEqual([]);
  });

  it('marks the cookies Secure in production', async () => {
    const secureApp = await pageApp(true);
    const res = await secureApp.inject({ method: 'GET', url: '/?utm_source=newsletter' });
    expect(res.cookies.find((c) => c.name === 'tl_utm_source')?.secure).toBe(true);
    await secureApp.close();
  });
});

describe('attribution at signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores the visitor’s marketing cookies on the new user', async () => {
    const body = signupBody();
    const res = await call(t.app, 'POST', 'auth.signup_via_password', {
      body,
      cookie: 'tl_gid=guest-1234567890abcdef; tl_utm_source=newsletter; tl_utm_campaign=spring%20sale; tl_referral=ACME01; tl_utm_term=%3Cbad%3E',
    });
    expect(res.statusCode).toBe(200);
    const user = await findUserByEmail(t.database.db, body.email);
    // The tampered term is dropped: cookies are client input and are checked again.
    expect(user?.marketing).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring sale', referral: 'ACME01' });
  });

  it('leaves it empty for an untagged visitor', async () => {
    const body = signupBody({ account_type: 'Seller' });
    const res = await call(t.app, 'POST', 'auth.signup', { body });
    expect(res.statusCode).toBe(200);
    expect((await findUserByEmail(t.database.db, body.email))?.marketing).toBeNull();
  });
});
