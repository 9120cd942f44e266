import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { rooms } from '@tradelink/shared/realtime/events';
import { buildTestApp, registerAndLogin, type TestApp } from './helper.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

function open(options: { cookie?: string } = {}): Socket {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, extraHeaders: options.cookie ? { cookie: options.cookie } : {} });
  sockets.push(socket);
  return socket;
}

const once = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve as never));

beforeAll(async () => {
  t = await buildTestApp({}, { realtime: {} });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('the real-time socket', () => {
  it('authenticates with the session cookie and joins the user and identity rooms', async () => {
    const { cookie, user } = await registerAndLogin(t);
    const socket = open({ cookie });
    await once(socket, 'connect');
    await new Promise((r) => setTimeout(r, 1200)); // past the one-second grace
    expect(socket.connected).toBe(true);
    const got = once(socket, 'notification:changed');
    t.app.io.to(rooms.identity(user.buyer.identity)).emit('notification:changed');
    await expect(got).resolves.toBeUndefined();
  });

  it('drops a socket that does not authenticate within a second', async () => {
    const socket = open();
    await once(socket, 'connect');
    const started = Date.now();
    await once(socket, 'disconnect');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('accepts a chat token sent after connecting, and refuses a forged one', async () => {
    const { user } = await registerAndLogin(t);
    const good = open();
    await once(good, 'connect');
    const ack = await good.timeout(2000).emitWithAck('authenticate', user.buyer.token);
    expect(ack).toEqual({ ok: true });

    const bad = open();
    await once(bad, 'connect');
    const refused = await bad.timeout(2000).emitWithAck('authenticate', `${user.buyer.token}x`);
    expect(refused).toEqual({ ok: false });
  });
});

// Two processes (two app instances on two ports) share rooms through Redis. Runs when
// TEST_REDIS_URL is set (CI sets it to this machine's Redis).
describe.runIf(process.env.TEST_REDIS_URL)('across two processes with Redis', () => {
  it('delivers an event emitted by one process to a client of the other', async () => {
    const a = await buildTestApp({}, { realtime: { redisUrl: process.env.TEST_REDIS_URL } });
    const b = await buildTestApp({}, { realtime: { redisUrl: process.env.TEST_REDIS_URL } });
    try {
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie, user } = await registerAndLogin(b);
      const socket = connect(`http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`, {
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie },
      });
      sockets.push(socket);
      await once(socket, 'connect');
      await new Promise((r) => setTimeout(r, 200));
      const got = once(socket, 'notification:changed');
      a.app.io.to(rooms.user(user.uuid)).emit('notification:changed');
      await expect(got).resolves.toBeUndefined();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
