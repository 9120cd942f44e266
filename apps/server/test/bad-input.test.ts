import crypto from 'node:crypto';
import fc from 'fast-check';
import Fastify from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSeoFiles } from '../src/web/seo-files.ts';
import { buildTestApp, call, type TestApp, listen } from './helper.ts';
import { createBuyer, createSupplier } from './factories/selling.ts';
import { badValue } from './fuzz/malformed-inputs.ts';

// Bad input is the caller's fault: ids beyond the integer columns, NUL characters that PostgreSQL
// text cannot hold, on calls, on the download routes and over the chat socket, all answer 4xx.

const TOO_BIG = '2147483648'; // 2^31: one past the largest integer (int4) id

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { realtime: {} });
  url = await listen(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('ids beyond the integer columns', () => {
  it.each(['product.get', 'rfq.get'])('%s as a guest answers 400, not 500', async (name) => {
    for (const id of [TOO_BIG, '9007199254740993', '1e308']) {
      const res = await call(t.app, 'GET', name, { query: { id } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
    }
    const vi = await call(t.app, 'GET', name, { query: { id: TOO_BIG }, lang: 'vi' });
    expect(vi.json().messages[0]).not.toBe((await call(t.app, 'GET', name, { query: { id: TOO_BIG } })).json().messages[0]);
  });

  it('still finds the largest id a column can hold (as nothing, here)', async () => {
    const res = await call(t.app, 'GET', 'product.get', { query: { id: '2147483647' } });
    expect(res.statusCode).toBe(404);
  });

  it.each(['/export-pdf/', '/export-quotation/'])('%s<id> answers 404', async (prefix) => {
    const buyer = await createBuyer(t);
    for (const id of [TOO_BIG, '9007199254740993', '1e308', '-1', '0', 'abc']) {
      const res = await t.app.inject({ method: 'GET', url: `${prefix}${id}`, headers: { cookie: buyer.cookie } });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
    }
  });

  it('JSON bodies are held to the same bound', async () => {
    const buyer = await createBuyer(t);
    const res = await call(t.app, 'POST', 'rfq.close', { cookie: buyer.cookie, body: { id: 2 ** 31, reason: 'fulfilled' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
  });
});

describe('NUL characters', () => {
  it('contact.list with a NUL in the keyword answers 400 naming the field', async () => {
    const supplier = await createSupplier(t, { level: 2 });
    const res = await call(t.app, 'GET', 'contact.list', { cookie: supplier.cookie, query: { keyword: 'a\u0000b' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'keyword' });
  });

  it('are refused in JSON bodies, nested fields and names, and multipart fields', async () => {
    const buyer = await createBuyer(t);
    const inJson = await call(t.app, 'POST', 'support.contact_us', {
      body: { name: 'Linh', email: 'linh@acme-sourcing.com', purpose: 'find_suppliers', message: 'Looking for 304 grade kitchen sinks.', company: 'a\u0000b' },
    });
    expect(inJson.statusCode, inJson.body).toBe(400);
    expect(inJson.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'company' });
    const nested = await call(t.app, 'POST', 'customer.update_profile', { cookie: buyer.cookie, body: { deep: [{ ok: 'x', 'na\u0000me': 1 }] } });
    expect(nested.statusCode, nested.body).toBe(400);
    const multipart = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: 'a\u0000b@acme-sourcing.com', pwd: 'x' } });
    expect(multipart.statusCode, multipart.body).toBe(400);
    expect(multipart.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'usr' });
  });
});

describe('the chat socket', () => {
  async function online(cookie: string): Promise<Socket> {
    const socket = connect(url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
    sockets.push(socket);
    // Authenticated at the handshake: connected means admitted.
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    return socket;
  }

  it('refuses a message with a NUL as invalid input, not as a failure of its own', async () => {
    const [buyer, supplier] = await Promise.all([createBuyer(t), createSupplier(t)]);
    const conv = await call(t.app, 'POST', 'chat.create_conversation', { cookie: buyer.cookie, body: { identity: buyer.identity, counterpart: supplier.identity } });
    const id = conv.json().message.data.conversation_sid as string;
    const client = () => `c-${crypto.randomUUID()}`;
    // An accepted conversation, so a message that passes validation is stored.
    await call(t.app, 'POST', 'chat.send_message', { cookie: buyer.cookie, body: { conversation_id: id, client_id: client(), body: 'Hello' } });
    await call(t.app, 'POST', 'chat.decide_first_contact', { cookie: supplier.cookie, body: { conversation_id: id, decision: 'accept' } });
    const socket = await online(buyer.cookie);
    const send = (input: unknown) => socket.timeout(10_000).emitWithAck('chat:send', input);
    expect(await send({ conversation_id: id, client_id: client(), body: 'a\u0000b' })).toEqual({ ok: false, code: 'VALIDATION_ERROR' });
    expect(await send({ conversation_id: id, client_id: `c-\u0000-${crypto.randomUUID()}`, body: 'Hello' })).toEqual({ ok: false, code: 'VALIDATION_ERROR' });
    expect((await send({ conversation_id: id, client_id: client(), body: 'Hello' })).ok).toBe(true);

    // Anything else a client may send: never an internal failure.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('conversation_id', 'client_id', 'body', 'embed', 'hidden'), badValue, async (field, value) => {
        const ack = (await send({ conversation_id: id, client_id: client(), body: 'Hello again', [field]: value })) as { ok: boolean; code?: string };
        expect(ack.code).not.toBe('INTERNAL');
      }),
      { numRuns: 30 },
    );
  });
});

describe('the sitemap pages (served beside the web app)', () => {
  it('answer 404 for pages no sitemap has, however large the number', async () => {
    const app = Fastify({ logger: false });
    app.decorate('deps', t.app.deps);
    await registerSeoFiles(app);
    for (const page of ['99999999999999999', '1e21', '2147483648', '0', '-1', 'x']) {
      const res = await app.inject({ method: 'GET', url: `/sitemap-${page}.xml` });
      expect(res.statusCode, `${page}: ${res.body}`).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(200);
    await app.close();
  });
});
