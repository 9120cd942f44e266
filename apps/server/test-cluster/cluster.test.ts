import crypto from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@tradelink/shared/api/paths';
import { DEFAULT_SIGNING_KEY } from '@tradelink/shared/api/signing';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import type { ChatMessage } from '@tradelink/shared/chat/chat';
import { imageUrl } from '@tradelink/shared/media/images';
import type { ClientToServerEvents, ServerToClientEvents } from '@tradelink/shared/realtime/events';
import { clusterSettings, missingForCluster, startCluster, type Cluster } from './cluster.ts';
import { apiCall, dataOf, logIn, visitorIp } from './http-client.ts';

// Two production-mode processes on PostgreSQL, Redis and an S3-compatible store, behind HAProxy
// started with deploy/haproxy.cfg (round robin, /readyz health checks): nothing may tie a user to
// one process (docs/deployment.md). `npm run test:cluster`; skipped, with the reason, when haproxy,
// PostgreSQL or Redis is missing.
const settings = clusterSettings();
const missing = await missingForCluster(settings);
if (missing) console.warn(`cluster test skipped: ${missing}`);

const BUYER = 'buyer@demo.tradelink.test';
const SELLER = 'seller@demo.tradelink.test';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describe.skipIf(missing !== null)('two processes behind HAProxy', () => {
  let cluster: Cluster;
  let buyer: { cookie: string; identity: string };
  let seller: { cookie: string; identity: string };
  let conversationId = '';
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    cluster = await startCluster(settings as Required<typeof settings>, { log: (line) => console.info(`cluster: ${line}`) });
    console.info(`cluster: proxy on ${cluster.proxyUrl}, processes ${cluster.apps.map((a) => `${a.name}=${a.port}`).join(' ')}, up in ${cluster.startSeconds.toFixed(1)} s`);
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const identity = async (table: 'buyers' | 'suppliers', email: string) =>
      (await db.query(`SELECT s.identity FROM ${table} s JOIN users u ON u.id = s.user_id WHERE u.email = $1`, [email])).rows[0]!.identity as string;
    buyer = { cookie: (await logIn(cluster.proxyUrl, BUYER, cluster.demoPassword)).cookie, identity: await identity('buyers', BUYER) };
    seller = { cookie: (await logIn(cluster.proxyUrl, SELLER, cluster.demoPassword)).cookie, identity: await identity('suppliers', SELLER) };
    await db.end();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await cluster?.stop();
  });

  const [app1, app2] = [() => cluster.apps[0]!, () => cluster.apps[1]!];

  it('started both processes at once on an empty database: migrated and seeded once', async () => {
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const demoBuyers = await db.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [BUYER]);
    const migrations = await db.query('SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations');
    await db.end();
    expect(demoBuyers.rows[0].n).toBe(1);
    expect(migrations.rows[0].n).toBe(migrations.rows[0].d);
  });

  it('a session made through one process works on the other, and the proxy spreads requests over both', async () => {
    const made = await logIn(app1().url, BUYER, cluster.demoPassword);
    for (const app of [app2(), app1()]) {
      const answer = await apiCall(app.url, 'POST', 'chat.update_last_active', { cookie: made.cookie });
      expect(answer.status, `${app.name}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    const backends = new Set<string | null>();
    for (let i = 0; i < 6; i++) {
      const answer = await apiCall(cluster.proxyUrl, 'POST', 'chat.update_last_active', { cookie: made.cookie });
      expect(answer.status).toBe(200);
      backends.add(answer.backend);
    }
    expect([...backends].sort()).toEqual(['app1', 'app2']);
    const anonymous = await apiCall(app2().url, 'POST', 'chat.update_last_active');
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
  });

  it('a photo uploaded through one process is served by the other (and through the proxy)', async () => {
    const colour = { r: crypto.randomInt(256), g: crypto.randomInt(256), b: crypto.randomInt(256) };
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).png().toBuffer();
    const boundary = `----tl${crypto.randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const path = callPath('media.upload_image');
    const uploaded = await fetch(`${app1().url}${path}`, {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: seller.cookie,
        'x-forwarded-for': visitorIp(),
        ...signedHeaders(DEFAULT_SIGNING_KEY, { method: 'POST', path, body: '', params: [] }),
      },
    });
    const text = await uploaded.text();
    expect(uploaded.status, text).toBe(200);
    const key = JSON.parse(text).message.data.key as string;
    const fromOther = await fetch(`${app2().url}${imageUrl(key, 'thumb')}`);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await fromOther.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320 });
    const fromWriter = Buffer.from(await (await fetch(`${app1().url}${imageUrl(key, 'thumb')}`)).arrayBuffer());
    expect(fromWriter.equals(bytes)).toBe(true);
    for (let i = 0; i < 2; i++) expect((await fetch(`${cluster.proxyUrl}${imageUrl(key, 'detail')}`)).status).toBe(200);
  });

  it('a login limit counts the attempts made on both processes together', async () => {
    // 10 attempts a minute per client address (AUTH_RATE_LIMITS.perAddress), counted in Redis. Each
    // attempt names a different unknown address, so only the per-client limit can refuse them.
    const ip = visitorIp();
    const answers = [];
    for (let i = 0; i < 14; i++) {
      answers.push(await apiCall(cluster.proxyUrl, 'POST', 'auth.login_via_password', { multipart: { usr: `nobody-${crypto.randomUUID()}@example.com`, pwd: 'wrong password' }, ip }));
    }
    const refusedAt = answers.findIndex((a) => a.status === 429);
    expect(new Set(answers.map((a) => a.backend))).toEqual(new Set(['app1', 'app2']));
    expect(answers.slice(0, 10).filter((a) => a.status === 429)).toHaveLength(0);
    expect(refusedAt).toBe(10);
    expect(answers.slice(10).every((a) => a.status === 429)).toBe(true);
    // Both processes refused some: neither counted only its own attempts.
    expect(new Set(answers.slice(10).map((a) => a.backend))).toEqual(new Set(['app1', 'app2']));
  });

  it('a chat message sent through either process reaches a socket connected (WebSocket, through the proxy) to the other', async () => {
    const created = await apiCall(cluster.proxyUrl, 'POST', 'chat.create_conversation', { cookie: buyer.cookie, body: { identity: buyer.identity, counterpart: seller.identity } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    conversationId = dataOf<{ conversation_sid: string }>(created).conversation_sid;
    const first = await apiCall(cluster.proxyUrl, 'POST', 'chat.send_message', { cookie: buyer.cookie, body: { conversation_id: conversationId, client_id: crypto.randomUUID(), body: 'Hello, can you quote 2 containers?' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The demo data may have opened this conversation already (then its first contact is answered).
    const accepted = await apiCall(cluster.proxyUrl, 'POST', 'chat.decide_first_contact', { cookie: seller.cookie, body: { conversation_id: conversationId, decision: 'accept' } });
    if (accepted.status !== 200) expect((accepted.body as { code: string }).code, JSON.stringify(accepted.body)).toBe('CHAT_NOT_PENDING');

    const received: ChatMessage[] = [];
    const socket: ChatSocket = io(cluster.proxyUrl, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie: seller.cookie } });
    sockets.push(socket);
    socket.on('chat:message', (m) => received.push(m));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const bodies: string[] = [];
    for (const app of [app1(), app2()]) {
      const body = `sent through ${app.name} ${crypto.randomUUID()}`;
      bodies.push(body);
      const sent = await apiCall(app.url, 'POST', 'chat.send_message', { cookie: buyer.cookie, body: { conversation_id: conversationId, client_id: crypto.randomUUID(), body } });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    await expect.poll(() => received.map((m) => m.body).filter((b) => bodies.includes(b)).sort(), { timeout: 10_000 }).toEqual([...bodies].sort());
    socket.close();
  });

  it('a SIGKILLed process loses no acknowledged write, and the proxy sends its users to the other', { timeout: 120_000 }, async () => {
    expect(conversationId).not.toBe('');
    const victim = app1();
    interface Write {
      clientId: string;
      firstStart: number;
      firstOk: boolean;
      ackedAt?: number;
      index?: number;
      backend?: string | null;
      attempts: number;
      /** What each failed attempt got: a status or an error. */
      failures: string[];
    }
    const writes: Write[] = [];
    let killedAt = Number.POSITIVE_INFINITY;

    // A writer sends its messages one after another and retries a failed one with the same client
    // id (the chat's idempotency key), as the web client does.
    // Each writer goes on until 1.5 s after the kill and a dozen writes have started after it (fixed
    // counts finished before the kill on a fast machine), at most 40 writes per user: the chat takes 60
    // a minute from one user (CHAT_SEND_RATE) and earlier tests sent some.
    const startedAfterKill = () => writes.filter((w) => w.firstStart > killedAt).length;
    const writer = async (who: typeof buyer) => {
      for (let i = 0; i < 40 && (performance.now() < killedAt + 1_500 || startedAfterKill() < 12); i++) {
        const write: Write = { clientId: crypto.randomUUID(), firstStart: performance.now(), firstOk: false, attempts: 0, failures: [] };
        writes.push(write);
        while (write.ackedAt === undefined && write.attempts < 15) {
          write.attempts++;
          try {
            const answer = await apiCall(cluster.proxyUrl, 'POST', 'chat.send_message', {
              cookie: who.cookie,
              body: { conversation_id: conversationId, client_id: write.clientId, body: `write ${i} ${write.clientId}` },
              signal: AbortSignal.timeout(10_000),
            });
            if (answer.status === 200) {
              write.ackedAt = performance.now();
              write.index = dataOf<ChatMessage>(answer).index;
              write.backend = answer.backend;
              if (write.attempts === 1) write.firstOk = true;
              break;
            }
            write.failures.push(`${answer.status} from ${answer.backend ?? 'the proxy'}`);
          } catch (error) {
            // the connection broke: try again
            write.failures.push(String((error as Error).cause ?? error));
          }
          await new Promise((r) => setTimeout(r, 200));
        }
        await new Promise((r) => setTimeout(r, 80));
      }
    };
    // Sockets of the seller through the proxy: those on the victim are cut by the kill.
    const socketsBefore = await Promise.all([0, 1].map(() => connectSocket(cluster.proxyUrl, seller.cookie)));
    sockets.push(...socketsBefore);

    const writing = [writer(buyer), writer(seller)];
    await new Promise((r) => setTimeout(r, 1_200));
    await cluster.kill(victim);
    // From here on the process is gone (its exit was reported): nothing can be in flight on it.
    killedAt = performance.now();
    await Promise.all(writing);

    const ackedBeforeKill = writes.filter((w) => w.ackedAt !== undefined && w.ackedAt < killedAt);
    console.info(`failover: failed attempts ${JSON.stringify(writes.flatMap((w) => w.failures))}`);
    const ackedByVictim = ackedBeforeKill.filter((w) => w.backend === victim.name);
    const startedAfter = writes.filter((w) => w.firstStart > killedAt);
    console.info(
      `failover: ${writes.length} writes, ${ackedBeforeKill.length} acknowledged before the kill (${ackedByVictim.length} by the killed process), ` +
        `${writes.filter((w) => w.attempts > 1).length} retried, ${startedAfter.length} started after it (${startedAfter.filter((w) => w.firstOk).length} succeeded at once)`,
    );
    expect(ackedByVictim.length).toBeGreaterThan(0);
    expect(writes.every((w) => w.ackedAt !== undefined)).toBe(true);
    // Requests made after the kill go to the survivor at once: the proxy redispatches refused connections.
    expect(startedAfter.length).toBeGreaterThan(10);
    expect(startedAfter.filter((w) => !w.firstOk).map((w) => w.failures)).toEqual([]);
    expect(startedAfter.every((w) => w.backend === 'app2')).toBe(true);

    // Everything acknowledged is stored, once, at the index its sender was told.
    const stored = new Map<string, number[]>();
    let after = 0;
    for (;;) {
      const page = await apiCall(cluster.proxyUrl, 'GET', 'chat.get_messages', { cookie: buyer.cookie, query: { conversation_id: conversationId, after_index: String(after), limit: '100' } });
      expect(page.status).toBe(200);
      const { messages, has_more } = dataOf<{ messages: ChatMessage[]; has_more: boolean }>(page);
      for (const m of messages) if (m.client_id) stored.set(m.client_id, [...(stored.get(m.client_id) ?? []), m.index]);
      if (!messages.length || !has_more) break;
      after = messages.at(-1)!.index;
    }
    const lost = writes.filter((w) => stored.get(w.clientId)?.[0] !== w.index || stored.get(w.clientId)?.length !== 1);
    expect(lost).toEqual([]);

    // The seller's sockets: those cut by the kill reconnect through the proxy, to the survivor.
    for (let i = 0; i < 3; i++) {
      const socket = await connectSocket(cluster.proxyUrl, seller.cookie);
      sockets.push(socket);
      expect(socket.connected).toBe(true);
    }
    // The survivor keeps serving pages and the API.
    for (let i = 0; i < 4; i++) {
      const page = await fetch(`${cluster.proxyUrl}/`, { headers: { 'x-forwarded-for': visitorIp() } });
      expect(page.status).toBe(200);
      expect(page.headers.get('x-tradelink-backend')).toBe('app2');
    }
  });
});

async function connectSocket(url: string, cookie: string): Promise<ChatSocket> {
  const socket: ChatSocket = io(url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie }, timeout: 5_000 });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
