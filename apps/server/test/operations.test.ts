import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helper.ts';

// Operating the server (issue 19): /metrics for Prometheus, readiness apart from liveness, a request id.

const TOKEN = 'scrape-token-0123456789abcdef';
let open: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  open = await buildTestApp();
  guarded = await buildTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await open.close();
  await guarded.close();
});

const metric = (text: string, name: string, labels: string) =>
  text.split('\n').find((line) => line.startsWith(`${name}{`) && labels.split(',').every((l) => line.includes(l)));

describe('/metrics', () => {
  it('counts requests per route pattern and status, with the process and queue figures', async () => {
    for (let i = 0; i < 3; i++) expect((await call(open.app, 'GET', 'get_uom')).statusCode).toBe(200);
    expect((await call(open.app, 'GET', 'customer.me')).statusCode).toBe(401);
    const res = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // Labels are patterns, never raw URLs with ids.
    const countries = metric(text, 'http_request_duration_seconds_count', 'method="GET",status_code="200"');
    expect(countries).toBeDefined();
    expect(Number(metric(text, 'http_request_duration_seconds_count', 'status_code="401"')?.split(' ').pop())).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    for (const queue of ['mail', 'payment', 'notification_mail']) expect(text).toMatch(new RegExp(`^tradelink_queue_depth\\{queue="${queue}"\\} \\d+`, 'm'));
    expect(text).toContain('http_request_errors_total');
  });

  it('is shown only to this machine without a token, and only with the token when one is set', async () => {
    expect((await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(404);
    const ok = await guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds_bucket');
  });
});

describe('health', () => {
  it('answers liveness and readiness apart', async () => {
    const live = await open.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await open.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok' });
  });
});

describe('request ids', () => {
  it('gives every answer an id, and keeps a proxy\'s id when it is a plain token', async () => {
    const a = await call(open.app, 'GET', 'get_uom');
    const b = await call(open.app, 'GET', 'get_uom');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const kept = await open.app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': 'edge-7f3a9c21' } });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a9c21');
    // A line break or a huge value is not copied into logs and headers.
    const replaced = await open.app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': 'x'.repeat(500) } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
