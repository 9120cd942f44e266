import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, randomIp, registerAndLogin, signupBody, uniqueEmail, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('allows 10 logins a minute per address, then 429 with Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, 'POST', 'auth.login_via_password', { ip, multipart: { usr: uniqueEmail(), pwd: 'wrong-password' } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await call(t.app, 'POST', 'auth.login_via_password', { ip, multipart: { usr: uniqueEmail(), pwd: 'wrong-password' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: uniqueEmail(), pwd: 'wrong-password' } });
    expect(other.statusCode).toBe(401);
  });

  it('limits signups per address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) await call(t.app, 'POST', 'auth.signup', { ip, body: { email: 'bad' } });
    const blocked = await call(t.app, 'POST', 'auth.signup', { ip, body: signupBody() });
    expect(blocked.statusCode).toBe(429);
  });

  it('sends at most 5 reset mails per 30 minutes per account', async () => {
    const { email } = await registerAndLogin(t);
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, 'POST', 'auth.reset_password', { body: { email } })).statusCode).toBe(200);
    }
    const blocked = await call(t.app, 'POST', 'auth.reset_password', { body: { email } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1800');
    await t.mail.flush();
    expect(t.sent.filter((m) => m.toAddress === email && m.template === 'reset')).toHaveLength(5);
  });
});
