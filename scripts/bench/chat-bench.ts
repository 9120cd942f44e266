// The chat's figures (issue 6): with 1,000 connected clients (500 buyer/supplier pairs), messages
// persisted before fan-out, it prints the delivery latency (sender's send -> receiver's event) at 10
// messages a second, and the messages/s sustained by 50 senders in a closed loop. Once on one
// process (PGlite), and, given PostgreSQL and Redis, on two processes with every message crossing
// from one process to the other.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type { ChatMessage } from '@tradelink/shared/chat/chat';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@tradelink/shared/realtime/events';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { conversations, sessions, users } from '../../apps/server/src/db/schema/index.ts';
import { createAccountSide } from '../../apps/server/src/modules/auth/auth.service.ts';
import { issueChatToken } from '../../apps/server/src/modules/account/chat-token.ts';
import { startApiNode, type ApiNode } from '../../apps/server/test/support/api-node.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
// A fresh secret per run (production refuses known values and short ones).
const SECRET = crypto.randomBytes(48).toString('base64url');
const PAIRS = 500;

interface Pair {
  conversationId: string;
  buyer: { userId: string; identity: string; sessionId: string };
  supplier: { userId: string; identity: string; sessionId: string };
}

/** Writes 500 buyers, 500 suppliers and an accepted conversation per pair, straight into the database. */
async function seedPairs(dbEnv: { databaseUrl?: string; pgliteDir?: string }): Promise<Pair[]> {
  const database = await openDatabase(dbEnv);
  await database.migrate();
  const run = crypto.randomBytes(4).toString('hex');
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const make = async (type: 'Buyer' | 'Seller') => {
      const [user] = await database.db
        .insert(users)
        .values({ email: `bench-${run}-${type}-${i}@chat-bench.test`, firstName: `${type} ${i}`, accountType: type, status: 'active', onboardStage: 'DONE' })
        .returning();
      const side = await createAccountSide(database.db, user!, type, `Bench ${type} ${i}`);
      // Chat tokens must name an open login session.
      const sessionId = crypto.randomBytes(32).toString('hex');
      await database.db.insert(sessions).values({ id: sessionId, userId: user!.id, expiresAt: new Date(Date.now() + 86_400_000), userAgent: 'chat-bench' });
      return { userId: user!.id, identity: side.identity, sideId: side.id, sessionId };
    };
    const buyer = await make('Buyer');
    const supplier = await make('Seller');
    const [conversation] = await database.db
      .insert(conversations)
      .values({
        uniqueName: `${buyer.identity}|${supplier.identity}`,
        buyerId: buyer.sideId,
        supplierId: supplier.sideId,
        buyerIdentity: buyer.identity,
        supplierIdentity: supplier.identity,
        createdBy: buyer.identity,
        blockMarker: 'accepted',
        blockTimestamp: new Date(),
        firstSender: buyer.identity,
      })
      .returning({ id: conversations.id });
    pairs.push({ conversationId: conversation!.id, buyer, supplier });
  }
  await database.close();
  return pairs;
}

async function connectClient(url: string, token: string, attempt = 1): Promise<Client> {
  try {
    return await connectOnce(url, token);
  } catch (error) {
    if (attempt >= 3) throw error;
    return connectClient(url, token, attempt + 1);
  }
}

/** A client authenticated at the handshake by its chat token (a refusal is a `connect_error`). */
async function connectOnce(url: string, token: string): Promise<Client> {
  const socket: Client = io(url, { transports: ['websocket'], reconnection: false, auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

interface Run {
  latencies: number[];
  sent: number;
  delivered: number;
  errors: number;
  seconds: number;
}

function summary(label: string, run: Run) {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return `${label.padEnd(44)} ${(run.delivered / run.seconds).toFixed(0).padStart(6)} msg/s   p50 ${pct(sorted, 50).toFixed(1).padStart(6)} ms   p99 ${pct(sorted, 99).toFixed(1).padStart(6)} ms   sent ${run.sent}  delivered ${run.delivered}  errors ${run.errors}`;
}

async function scenario(label: string, nodes: ApiNode[], pairs: Pair[], seconds: number) {
  // Buyer and supplier of a pair sit on different processes when there are two.
  const buyers: Client[] = [];
  const suppliers: Client[] = [];
  const started = Date.now();
  // Clients arrive 20 at a time, so the handshakes' authentication does not queue up on the database.
  for (let i = 0; i < pairs.length; i += 10) {
    const batch = pairs.slice(i, i + 10);
    const made = await Promise.all(
      batch.flatMap((p, j) => [
        issueChatToken(SECRET, p.buyer.identity, p.buyer.userId, p.buyer.sessionId).then((token) => connectClient(nodes[(i + j) % nodes.length]!.url, token)),
        issueChatToken(SECRET, p.supplier.identity, p.supplier.userId, p.supplier.sessionId).then((token) => connectClient(nodes[(i + j + 1) % nodes.length]!.url, token)),
      ]),
    );
    for (let k = 0; k < made.length; k += 2) {
      buyers.push(made[k]!);
      suppliers.push(made[k + 1]!);
    }
  }
  console.log(`\n-- ${label}: ${buyers.length + suppliers.length} clients connected in ${((Date.now() - started) / 1000).toFixed(1)} s --`);

  const pending = new Map<string, number>();
  const onMessage = (run: Run) => (message: ChatMessage) => {
    const at = message.client_id ? pending.get(message.client_id) : undefined;
    if (at === undefined) return;
    pending.delete(message.client_id!);
    run.latencies.push(performance.now() - at);
    run.delivered++;
  };

  async function sendOne(run: Run, i: number) {
    const pair = i % pairs.length;
    const fromBuyer = i % 2 === 0;
    const sender = fromBuyer ? buyers[pair]! : suppliers[pair]!;
    const clientId = crypto.randomUUID();
    pending.set(clientId, performance.now());
    run.sent++;
    const ack: Ack<ChatMessage> = await sender.timeout(10_000).emitWithAck('chat:send', { conversation_id: pairs[pair]!.conversationId, client_id: clientId, body: `bench message ${i}` });
    if (!ack.ok) run.errors++;
  }

  async function measure(name: string, body: (run: Run) => Promise<void>) {
    const run: Run = { latencies: [], sent: 0, delivered: 0, errors: 0, seconds };
    // Each message reaches the receiver of its pair; the sender's own copy is not counted (no pending entry left).
    const handler = onMessage(run);
    for (let p = 0; p < pairs.length; p++) {
      buyers[p]!.on('chat:message', (m) => m.author !== pairs[p]!.buyer.identity && handler(m));
      suppliers[p]!.on('chat:message', (m) => m.author !== pairs[p]!.supplier.identity && handler(m));
    }
    const t0 = Date.now();
    await body(run);
    await new Promise((r) => setTimeout(r, 1000)); // the last deliveries
    run.seconds = Math.max(seconds, (Date.now() - t0 - 1000) / 1000);
    for (const c of [...buyers, ...suppliers]) c.off('chat:message');
    pending.clear();
    console.log(summary(name, run));
  }

  // Warm up the JIT and the connection pools.
  await measure('warm-up: 200 sends one by one (discarded)', async (run) => {
    for (let i = 0; i < 200; i++) await sendOne(run, i);
  });
  await measure('10 msg/s, random pairs', async (run) => {
    const total = seconds * 10;
    const sends: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      sends.push(sendOne(run, Math.floor(Math.random() * pairs.length * 2)));
      await new Promise((r) => setTimeout(r, 100));
    }
    await Promise.all(sends);
  });
  await measure('sustained: 50 senders in a closed loop', async (run) => {
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 50 }, async (_, w) => {
        for (let i = w; Date.now() < until; i += 50) await sendOne(run, i);
      }),
    );
  });
  for (const c of [...buyers, ...suppliers]) c.close();
}

export async function runChatBench(options: { root: string; seconds: number; postgres?: string; redis?: string }) {
  console.log('\n== Chat: 1,000 clients (500 buyer/supplier pairs), messages persisted before fan-out ==');
  console.log('goal: p50 < 20 ms and p99 < 60 ms at 10 msg/s, on one process and on two with Redis');
  const dataDir = path.join(options.root, '.tmp', `bench-chat-${Date.now()}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const pairs = await seedPairs({ pgliteDir: path.join(dataDir, 'db') });
  const single = await startApiNode(3950, { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SESSION_SECRET: SECRET, NODE_ENV: 'production', PAYMENTS_SANDBOX: '0' });
  try {
    await scenario('one process, PGlite', [single], pairs, options.seconds);
  } finally {
    await single.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (!options.postgres || !options.redis) {
    console.log('\n(two processes with Redis: pass --postgres URL --redis URL)');
    return;
  }
  const pgPairs = await seedPairs({ databaseUrl: options.postgres });
  const env = { DATABASE_URL: options.postgres, REDIS_URL: options.redis, SESSION_SECRET: SECRET, NODE_ENV: 'production', PAYMENTS_SANDBOX: '0' };
  const a = await startApiNode(3951, env);
  const b = await startApiNode(3952, env);
  try {
    await scenario('two processes, PostgreSQL + Redis adapter', [a, b], pgPairs, options.seconds);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}
