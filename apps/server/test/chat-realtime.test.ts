import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatMessage } from '@tradelink/shared/chat/chat';
import { rooms, type ReceiptEvent } from '@tradelink/shared/realtime/events';
import { buildApp } from '../src/app.ts';
import { createMemoryRateLimiter } from '../src/lib/rate-limiter.ts';
import { settleNotifications } from '../src/modules/notification/notify.ts';
import { attachRealtime } from '../src/realtime/realtime.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createBuyer, createBuyerAndSupplier, createSupplier } from './factories/selling.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const once = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve as never));

/**
 * A socket logged in by its session cookie. The server authenticates the handshake and joins the
 * socket's rooms before it connects, so events sent after `connect` reach the socket.
 */
async function online(cookie: string, base = url): Promise<Socket> {
  const socket = connect(base, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Collects a socket's chat messages from now on; `until(n)` resolves once n have arrived. */
function inbox(socket: Socket) {
  const got: ChatMessage[] = [];
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  socket.on('chat:message', (m: ChatMessage) => {
    got.push(m);
    for (const w of waiters.filter((w) => got.length >= w.n)) w.resolve();
  });
  return {
    got,
    until: (n: number) => new Promise<ChatMessage[]>((resolve) => (got.length >= n ? resolve(got) : waiters.push({ n, resolve: () => resolve(got) }))),
  };
}

const clientId = () => `c-${crypto.randomUUID()}`;
const post = (app: FastifyInstance, cookie: string, name: string, body: Record<string, unknown>) => call(app, 'POST', `chat.${name}`, { cookie, body });
async function ok<T = Record<string, unknown>>(res: Promise<{ statusCode: number; body: string; json(): { message: { data: T } } }>) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().message.data;
}
const sendOverSocket = (socket: Socket, conversationId: string, body: string, extra: Record<string, unknown> = {}) =>
  socket.timeout(10_000).emitWithAck('chat:send', { conversation_id: conversationId, client_id: clientId(), body, ...extra });

/** A conversation the buyer opened and the supplier accepted (messages 1 and 2). */
async function acceptedPair(app: FastifyInstance = t.app, test: TestApp = t) {
  const [buyer, supplier] = await Promise.all([createBuyer(test), createSupplier(test)]);
  const conv = await ok<{ conversation_sid: string }>(post(app, buyer.cookie, 'create_conversation', { identity: buyer.identity, counterpart: supplier.identity }));
  const id = conv.conversation_sid;
  await ok(post(app, buyer.cookie, 'send_message', { conversation_id: id, client_id: clientId(), body: 'Hello' }));
  await ok(post(app, supplier.cookie, 'decide_first_contact', { conversation_id: id, decision: 'accept' }));
  return { buyer, supplier, id };
}
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** Everything a socket hears from now on, by event name. */
function heardBy(socket: Socket) {
  const heard: string[] = [];
  socket.onAny((event: string) => heard.push(event));
  return heard;
}
/**
 * An event sent to the user's room straight from the server: events to one socket arrive in order,
 * so anything meant for the socket before it has arrived once this has.
 */
async function barrier(socket: Socket, userId: string) {
  const got = once(socket, 'chat:typing');
  t.app.io.to(rooms.user(userId)).emit('chat:typing', { conversation_id: 'barrier', identity: 'barrier' });
  await got;
}

beforeAll(async () => {
  t = await buildTestApp({}, { realtime: {} });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('chat over the socket', () => {
  it('delivers one sender\'s quick messages in order, acknowledged with their indexes', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    const [sender, receiver] = await Promise.all([online(buyer.cookie), online(supplier.cookie)]);
    const box = inbox(receiver);
    const acks = await Promise.all(range(1, 20).map((n) => sendOverSocket(sender, id, `Message #${n}`)));
    expect(acks.map((a) => [a.ok, a.data?.index])).toEqual(range(3, 20).map((i) => [true, i]));
    const received = await box.until(20);
    expect(received.map((m) => m.index)).toEqual(range(3, 20));
    expect(received.map((m) => m.body)).toEqual(range(1, 20).map((n) => `Message #${n}`));
  });

  it('loses nothing across a reconnect: the client catches up from its last index', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    const sender = await online(buyer.cookie);
    let receiver = await online(supplier.cookie);
    const box = inbox(receiver);
    await sendOverSocket(sender, id, 'Before the tunnel');
    const [seen] = await box.until(1);
    const gone = once(receiver, 'disconnect');
    receiver.close();
    await gone;

    for (const n of range(1, 5)) expect((await sendOverSocket(sender, id, `While away #${n}`)).ok).toBe(true);
    receiver = await online(supplier.cookie);
    const later = inbox(receiver);
    const caught = await ok<{ messages: ChatMessage[]; has_more: boolean }>(
      call(t.app, 'GET', 'chat.get_messages', { cookie: supplier.cookie, query: { conversation_id: id, after_index: String(seen!.index) } }),
    );
    expect(caught.messages.map((m) => m.body)).toEqual(range(1, 5).map((n) => `While away #${n}`));
    expect(caught.messages.map((m) => m.index)).toEqual(range(seen!.index + 1, 5));
    expect(caught.has_more).toBe(false);
    // Nothing is delivered twice: the new socket only gets what is sent from now on.
    await sendOverSocket(sender, id, 'Welcome back');
    expect((await later.until(1)).map((m) => m.index)).toEqual([seen!.index + 6]);
  });

  it('never sends a hidden message to the identity it hides from, but sends it to its author', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    const [author, hiddenFrom] = await Promise.all([online(buyer.cookie), online(supplier.cookie)]);
    const mine = inbox(author);
    const theirs = inbox(hiddenFrom);
    expect((await sendOverSocket(author, id, 'Only for me', { hidden: [supplier.identity] })).data.index).toBe(3);
    expect((await sendOverSocket(author, id, 'For both')).data.index).toBe(4);
    expect((await mine.until(2)).map((m) => [m.index, m.attributes.hidden])).toEqual([
      [3, [supplier.identity]],
      [4, []],
    ]);
    // Events to one socket arrive in order: had message 3 been sent to the supplier, it would be here first.
    expect((await theirs.until(1)).map((m) => m.index)).toEqual([4]);
    const page = await ok<{ messages: ChatMessage[] }>(call(t.app, 'GET', 'chat.get_messages', { cookie: supplier.cookie, query: { conversation_id: id } }));
    expect(page.messages.map((m) => m.index)).toEqual([1, 2, 4]);
  });

  it('keeps a third user out of the conversation and its events', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    const stranger = await createBuyerAndSupplier(t);
    const [a, b, c] = await Promise.all([online(buyer.cookie), online(supplier.cookie), online(stranger.cookie)]);
    const overheard: string[] = [];
    c.onAny((event: string) => overheard.push(event));

    expect(await c.timeout(5000).emitWithAck('chat:join', id)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await c.timeout(5000).emitWithAck('chat:join', 'not-a-uuid')).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await c.timeout(5000).emitWithAck('chat:send', { conversation_id: id, client_id: clientId(), body: 'Let me in' })).toEqual({ ok: false, code: 'NOT_FOUND' });
    c.emit('chat:read', { conversation_id: id, index: 2 });
    c.emit('chat:typing', id);
    expect(await a.timeout(5000).emitWithAck('chat:join', id)).toEqual({ ok: true, data: null });
    expect(await b.timeout(5000).emitWithAck('chat:join', id)).toEqual({ ok: true, data: null });

    const typing = once<{ conversation_id: string; identity: string }>(a, 'chat:typing');
    b.emit('chat:typing', id);
    expect(await typing).toEqual({ conversation_id: id, identity: supplier.identity });
    const receipt = once<ReceiptEvent>(a, 'chat:receipt');
    const message = await sendOverSocket(b, id, 'Private reply');
    b.emit('chat:read', { conversation_id: id, index: message.data.index });
    expect(await receipt).toMatchObject({ conversation_id: id, identity: supplier.identity, read_index: 3, delivered_index: 3 });

    // A barrier: anything meant for the stranger would have arrived before this.
    const barrier = once(c, 'notification:changed');
    t.app.io.to(rooms.user(stranger.userId)).emit('notification:changed');
    await barrier;
    expect(overheard).toEqual(['notification:changed']);
    const stored = await ok<{ messages: ChatMessage[] }>(call(t.app, 'GET', 'chat.get_messages', { cookie: buyer.cookie, query: { conversation_id: id } }));
    expect(stored.messages.map((m) => m.body)).toEqual(['Hello', expect.any(String), 'Private reply']);
  });

  it('gives concurrent senders on both sides gapless, unique indexes', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    const [a, b] = await Promise.all([online(buyer.cookie), online(supplier.cookie)]);
    const acks = await Promise.all([
      ...range(1, 10).map((n) => sendOverSocket(a, id, `Buyer #${n}`)),
      ...range(1, 10).map((n) => sendOverSocket(b, id, `Supplier #${n}`)),
    ]);
    expect(acks.every((x) => x.ok)).toBe(true);
    const indexes = acks.map((x) => x.data.index as number).sort((x, y) => x - y);
    expect(indexes).toEqual(range(3, 20));
    const page = await ok<{ messages: ChatMessage[] }>(call(t.app, 'GET', 'chat.get_messages', { cookie: buyer.cookie, query: { conversation_id: id, limit: '100' } }));
    expect(page.messages.map((m) => m.index)).toEqual(range(1, 22));
    // Each side's messages keep the order that side sent them in.
    const bodiesOf = (author: string) => page.messages.filter((m) => m.author === author && m.index > 2).map((m) => m.body);
    expect(bodiesOf(buyer.identity)).toEqual(range(1, 10).map((n) => `Buyer #${n}`));
    expect(bodiesOf(supplier.identity)).toEqual(range(1, 10).map((n) => `Supplier #${n}`));
  });

  it('refuses the handshake of a socket without a session that brings a forged token', async () => {
    const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { token: 'forged.token.value' } });
    sockets.push(socket);
    const error = await once<Error>(socket, 'connect_error');
    expect(error.message).toBe('unauthorized');
    expect(socket.connected).toBe(false);
  });
});

describe('what the other side hears', () => {
  it('tells only the creator of a new conversation; the counterpart hears of it with the first message', async () => {
    const [buyer, supplier] = await Promise.all([createBuyer(t), createSupplier(t)]);
    const [b, s] = await Promise.all([online(buyer.cookie), online(supplier.cookie)]);
    const heard = heardBy(s);
    const created = once<string>(b, 'chat:conversation');
    const conv = await ok<{ conversation_sid: string }>(post(t.app, buyer.cookie, 'create_conversation', { identity: buyer.identity, counterpart: supplier.identity }));
    expect(await created).toBe(conv.conversation_sid);
    await barrier(s, supplier.userId);
    expect(heard).toEqual(['chat:typing']);

    const told = once<string>(s, 'chat:conversation');
    await ok(post(t.app, buyer.cookie, 'send_message', { conversation_id: conv.conversation_sid, client_id: clientId(), body: 'Hello' }));
    expect(await told).toBe(conv.conversation_sid);
  });

  it('does not refresh every menu count per message, but does when the chat is read', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    await settleNotifications(t.app.deps);
    const [b, s] = await Promise.all([online(buyer.cookie), online(supplier.cookie)]);
    const heard = heardBy(s);
    const box = inbox(s);
    const sent = await sendOverSocket(b, id, 'Quick question');
    await box.until(1);
    await barrier(s, supplier.userId);
    expect(heard).toEqual(['chat:message', 'chat:typing']);

    const changed = once(s, 'notification:changed');
    s.emit('chat:read', { conversation_id: id, index: sent.data.index });
    await changed;
  });

  it('marks the "new messages" notification read when the chat is read over the socket', async () => {
    // The supplier was offline when the buyer wrote: it has a "new messages" notification.
    const { supplier, id } = await acceptedPair();
    await settleNotifications(t.app.deps);
    const unreadNotices = async () => {
      const res = await call(t.app, 'GET', 'notification.list', { cookie: supplier.cookie, query: { unread_only: '1' } });
      return (res.json().message.data as Array<{ type: string; link: string }>).filter((n) => n.type === 'message_offline' && n.link.includes(id));
    };
    expect(await unreadNotices()).toHaveLength(1);
    const s = await online(supplier.cookie);
    const changed = once(s, 'notification:changed');
    s.emit('chat:read', { conversation_id: id, index: 2 });
    await changed;
    expect(await unreadNotices()).toEqual([]);
  });

  it('passes typing on at most once per interval, and never from a first sender waiting for an answer', async () => {
    const [buyer, supplier] = await Promise.all([createBuyer(t), createSupplier(t)]);
    const conv = await ok<{ conversation_sid: string }>(post(t.app, buyer.cookie, 'create_conversation', { identity: buyer.identity, counterpart: supplier.identity }));
    const id = conv.conversation_sid;
    await ok(post(t.app, buyer.cookie, 'send_message', { conversation_id: id, client_id: clientId(), body: 'Hello' }));
    await settleNotifications(t.app.deps);
    const [b, s] = await Promise.all([online(buyer.cookie), online(supplier.cookie)]);
    for (const socket of [b, s]) expect(await socket.timeout(5000).emitWithAck('chat:join', id)).toEqual({ ok: true, data: null });
    const typingAtSupplier: unknown[] = [];
    s.on('chat:typing', (e: { conversation_id: string }) => e.conversation_id === id && typingAtSupplier.push(e));
    const typingAtBuyer: unknown[] = [];
    b.on('chat:typing', (e: { conversation_id: string }) => e.conversation_id === id && typingAtBuyer.push(e));

    // The waiting buyer types first; the supplier (who may answer) right after, three times.
    b.emit('chat:typing', id);
    const typed = once(b, 'chat:typing');
    for (let i = 0; i < 3; i++) s.emit('chat:typing', id);
    await typed;
    await Promise.all([barrier(b, buyer.userId), barrier(s, supplier.userId)]);
    expect(typingAtBuyer).toEqual([{ conversation_id: id, identity: supplier.identity }]);
    expect(typingAtSupplier).toEqual([]);
  });
});

// Two processes share rooms through Redis: a message sent on one reaches a client of the other.
// Runs when TEST_REDIS_URL is set (CI). The second app shares the first one's database, as two
// processes of one deployment do.
describe.runIf(process.env.TEST_REDIS_URL)('chat across two processes with Redis', () => {
  it('delivers a message sent through one process to a receiver connected to the other', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const a = await buildTestApp({}, { realtime: { redisUrl } });
    const b = await buildApp({
      env: a.env,
      database: a.database,
      rateLimiter: createMemoryRateLimiter(),
      mail: { kick: () => {}, flush: () => Promise.resolve() },
      payments: { kick: () => {}, flush: () => Promise.resolve() },
      logger: false,
    });
    try {
      await attachRealtime(b, { redisUrl });
      await b.ready();
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      await b.listen({ port: 0, host: '127.0.0.1' });
      const { buyer, supplier, id } = await acceptedPair(a.app, a);
      const sender = await online(buyer.cookie, urlOf(a.app));
      const receiver = await online(supplier.cookie, urlOf(b));
      const box = inbox(receiver);
      const ack = await sendOverSocket(sender, id, 'Across processes');
      expect(ack.ok).toBe(true);
      expect((await box.until(1)).map((m) => [m.index, m.body])).toEqual([[3, 'Across processes']]);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
