import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGNING_KEY } from '@tradelink/shared/api/signing';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { buildTestApp, call, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the envelope', () => {
  it('wraps success in {message: {data}}', async () => {
    const res = await call(t.app, 'GET', 'get_uom');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['message']);
    expect(Array.isArray(body.message.data)).toBe(true);
    expect(body.message.data[0]).toMatchObject({ name: expect.any(String), label: expect.any(String), value: expect.any(String) });
  });

  it('adds total, page and page_size to list calls', async () => {
    const res = await call(t.app, 'GET', 'get_sitemap', { query: { page: '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ total: expect.any(Number), page: 1, page_size: 5000 });
    expect(res.json().message.data[0].loc).toMatch(/^http:\/\/localhost:3000\/product-category\/\d+$/);
  });

  it('answers a validation error with 400, the code and a translated message naming the field', async () => {
    const res = await call(t.app, 'POST', 'auth.signup_via_password', { body: { email: 'not-an-email' }, lang: 'vi' });
    expect(res.statusCode).toBe(400);
    // The field's message also comes alone, for a form to show under that field.
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'email',
      messages: ['Email: Nhập địa chỉ email hợp lệ, ví dụ ten@congty.com.'],
      field_message: 'Nhập địa chỉ email hợp lệ, ví dụ ten@congty.com.',
    });
  });

  it('answers in the language of the saved choice over Accept-Language', async () => {
    const res = await call(t.app, 'GET', 'customer.me', { lang: 'en', headers: { cookie: 'lang=zh' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', messages: ['请先登录。'] });
  });

  it('gives 404 in the envelope for an unknown call', async () => {
    const res = await call(t.app, 'GET', 'no.such_call');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI document generated from the call table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/method/tradelink.api.web.v3.auth.login_via_password'].post.requestBody.content).toHaveProperty('multipart/form-data');
    expect(doc.paths['/api/method/tradelink.api.web.v3.customer.me'].get).toBeDefined();
  });

  it('sends security headers with a content security policy', async () => {
    const res = await call(t.app, 'GET', 'get_uom');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows CORS only for the app origin', async () => {
    const own = await t.app.inject({ method: 'OPTIONS', url: '/api/method/tradelink.api.web.v3.get_uom', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } });
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await t.app.inject({ method: 'OPTIONS', url: '/api/method/tradelink.api.web.v3.get_uom', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('signature check', () => {
  it('rejects a missing hash', async () => {
    const res = await call(t.app, 'GET', 'get_uom', { headers: { 'X-Control-Hash': undefined } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('BAD_SIGNATURE');
  });

  it('rejects a missing timestamp', async () => {
    const res = await call(t.app, 'GET', 'get_uom', { headers: { 'X-Timestamp': undefined } });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a hash made with another key', async () => {
    const res = await call(t.app, 'GET', 'get_uom', { key: 'someone-elses-key' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('BAD_SIGNATURE');
  });

  it('rejects a timestamp more than five minutes off', async () => {
    const stale = await call(t.app, 'GET', 'get_uom', { now: Date.now() - 6 * 60_000 });
    expect(stale.statusCode).toBe(401);
    const future = await call(t.app, 'GET', 'get_uom', { now: Date.now() + 6 * 60_000 });
    expect(future.statusCode).toBe(401);
    const fine = await call(t.app, 'GET', 'get_uom', { now: Date.now() - 4 * 60_000 });
    expect(fine.statusCode).toBe(200);
  });

  it('rejects tampered query parameters but ignores parameters named like token', async () => {
    const path = '/api/method/tradelink.api.web.v3.get_sitemap';
    const headers = signedHeaders(DEFAULT_SIGNING_KEY, { method: 'GET', path, body: '', params: [['page', '1']] });
    const signed = await t.app.inject({ method: 'GET', url: `${path}?page=1`, headers });
    expect(signed.statusCode).toBe(200);
    const tampered = await t.app.inject({ method: 'GET', url: `${path}?page=2`, headers });
    expect(tampered.statusCode).toBe(401);
    const added = await t.app.inject({ method: 'GET', url: `${path}?page=1&extra=1`, headers });
    expect(added.statusCode).toBe(401);
    const withToken = await t.app.inject({ method: 'GET', url: `${path}?page=1&chat_Token=abc`, headers });
    expect(withToken.statusCode).toBe(200);
  });

  it('rejects a tampered body', async () => {
    const path = '/api/method/tradelink.api.web.v3.search_product_category';
    const body = JSON.stringify({ kw: 'coffee' });
    const headers = { 'content-type': 'application/json', ...signedHeaders(DEFAULT_SIGNING_KEY, { method: 'POST', path, body, params: [] }) };
    expect((await t.app.inject({ method: 'POST', url: path, headers, payload: body })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: path, headers, payload: JSON.stringify({ kw: 'steel' }) });
    expect(res.statusCode).toBe(401);
  });
});
