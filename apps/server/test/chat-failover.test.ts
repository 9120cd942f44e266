import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createBuyer, createSupplier } from './factories/selling.ts';
import { startApiNode, type ApiNode } from './support/api-node.ts';
import { ChatPeer } from './support/chat-peer.ts';

// Two server processes share one PostgreSQL database and rooms through Redis. One is killed with
// SIGKILL while both clients keep sending; socket.io alone would lose what was in flight, so the
// clients follow the delivery rules (ack by index, resend with the same id, fetch after the last
// index on reconnect) and nothing acknowledged may be missing or shown twice.
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

/**
 * Sends per peer in its loop, and the burst cut off by the kill. Each user stays within the chat's
 * send limit (60 a minute, counted in Redis by both processes) even if every message in flight at
 * the kill (the burst and a loop send or two) was counted by the dying process and again when
 * resent to the survivor: 20 + 15 + 17.
 */
const LOOP_SENDS = 20;
const BURST = 15;
/** The loops span the kill: 20 sends 150 ms apart outlast the 1.5 s before it. */
const LOOP_PAUSE_MS = 150;

describe.runIf(enabled)('chat across two processes when one is killed', () => {
  let t: TestApp;
  const nodes: ApiNode[] = [];
  const peers: ChatPeer[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    for (const p of peers) p.close();
    await Promise.all(nodes.map((n) => n.stop()));
    await t?.close();
  });

  it('loses no acknowledged message and shows none twice', { timeout: 120_000 }, async () => {
    const buyer = await createBuyer(t);
    const supplier = await createSupplier(t);
    const created = await call(t.app, 'POST', 'chat.create_conversation', {
      cookie: buyer.cookie,
      body: { identity: buyer.identity, counterpart: supplier.identity },
    });
    expect(created.statusCode, created.body).toBe(200);
    const conversationId: string = created.json().message.data.conversation_sid;
    const first = await call(t.app, 'POST', 'chat.send_message', {
      cookie: buyer.cookie,
      body: { conversation_id: conversationId, client_id: 'failover-first-1', body: 'Hello, can you quote 2 containers?' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const accepted = await call(t.app, 'POST', 'chat.decide_first_contact', { cookie: supplier.cookie, body: { conversation_id: conversationId, decision: 'accept' } });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, REDIS_URL: process.env.TEST_REDIS_URL!, SESSION_SECRET: t.env.SESSION_SECRET };
    const a = await startApiNode(3461, env);
    nodes.push(a);
    const b = await startApiNode(3462, env);
    nodes.push(b);

    const buyerPeer = new ChatPeer(buyer.cookie, conversationId);
    const supplierPeer = new ChatPeer(supplier.cookie, conversationId);
    peers.push(buyerPeer, supplierPeer);
    await buyerPeer.connect(a.url);
    await supplierPeer.connect(b.url);

    const loop = async (peer: ChatPeer, tag: string) => {
      for (let i = 0; i < LOOP_SENDS; i++) {
        void peer.send(`${tag} message ${i}`);
        await new Promise((r) => setTimeout(r, LOOP_PAUSE_MS));
      }
    };
    const loops = [loop(buyerPeer, 'buyer'), loop(supplierPeer, 'supplier')];

    await new Promise((r) => setTimeout(r, 1500));
    // Delivered live across processes before the failure: the Redis adapter at work.
    const liveFromBuyer = [...supplierPeer.seen.values()].filter((m) => m.author === buyer.identity).length;
    // A burst the dying process receives (and may store) but never acknowledges: resent later with the same ids.
    for (let i = 0; i < BURST; i++) void buyerPeer.send(`buyer burst ${i}`);
    await new Promise((r) => setImmediate(r));
    const inFlightAtKill = buyerPeer.pending;
    await a.kill();
    // The buyer's client finds the surviving process (a load balancer would send it there).
    await buyerPeer.connect(b.url);
    await new Promise((r) => setTimeout(r, 1500));
    await Promise.all(loops);

    // Every send is eventually acknowledged (resends with the same id), then both catch up.
    await expect.poll(() => buyerPeer.pending + supplierPeer.pending, { timeout: 20_000 }).toBe(0);
    await buyerPeer.catchUp(b.url);
    await supplierPeer.catchUp(b.url);

    console.info(`failover: ${buyerPeer.acked.size + supplierPeer.acked.size} acknowledged, ${liveFromBuyer} delivered live across processes before the kill, ${inFlightAtKill} of the buyer's sends in flight at the kill`);
    expect(liveFromBuyer).toBeGreaterThan(5);
    const acked = new Map([...buyerPeer.acked, ...supplierPeer.acked]);
    // Every send was acknowledged once: the loops of both peers and the burst.
    expect(acked.size).toBe(2 * LOOP_SENDS + BURST);
    for (const peer of [buyerPeer, supplierPeer]) {
      const indexes = [...peer.seen.keys()].sort((x, y) => x - y);
      // Gapless from 1: nothing missing in the middle.
      expect(indexes).toEqual(indexes.map((_, i) => i + 1));
      const byClientId = new Map<string, number[]>();
      for (const m of peer.seen.values()) {
        if (m.client_id) byClientId.set(m.client_id, [...(byClientId.get(m.client_id) ?? []), m.index]);
      }
      // None stored (so none shown) twice.
      for (const [clientId, at] of byClientId) expect(at, clientId).toHaveLength(1);
      // Every acknowledged message is there, at the index its sender was told.
      const missing = [...acked].filter(([clientId, index]) => byClientId.get(clientId)?.[0] !== index);
      expect(missing).toEqual([]);
    }
  });
});
