import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calls, type CallName } from '@tradelink/shared/api/calls';
import { operatorCalls } from '../src/lib/define-call.ts';
import { buildTestApp, call, registerAndLogin, seedDemoForTest, sessionCookie, signupBody, type TestApp } from './helper.ts';
import { createBuyer, createSupplier, leafCategories, postLead } from './factories/selling.ts';
import { createOperator } from './factories/operator.ts';
import { referenceIds } from './factories/sourcing.ts';
import { sendQuotation } from './factories/quoting.ts';
import { sendInquiry } from './factories/inquiry.ts';
import { uploadProductImage } from './factories/product.ts';
import { describeInput, KILLER_VALUES, malformedInputs, ODD_INPUTS, PER_FIELD_VALUES, rawRequests } from './fuzz/malformed-inputs.ts';
import { sampleObject, shapeOf, type KnownValues } from './fuzz/sample-input.ts';
import { send, sendRaw, wireForm, withTimeout } from './fuzz/transport.ts';

// Every call of the call table gets malformed input derived from its request schema, as a guest and
// as a logged-in buyer and supplier (and operator, for the staff calls): each field with each of
// PER_FIELD_VALUES, broken transports, whole inputs of the wrong shape, and RANDOM_RUNS mutations
// drawn by fast-check. Bad input is the caller's fault: any 4xx will do, never a 5xx, and an answer
// must come. FUZZ_RUNS and FUZZ_SEED replay or deepen a run.

const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? crypto.randomInt(2 ** 31));
const ANSWER_WITHIN_MS = 10_000;

type Role = 'guest' | 'buyer' | 'supplier' | 'operator';
interface Caller {
  role: Role;
  cookie?: string;
  email?: string;
  password?: string;
}

let t: TestApp;
let known: KnownValues;
const callers = new Map<Role, Caller>();
/** Every 5xx or missing answer, as "call as role: input -> status body". */
const failures: string[] = [];
let requests = 0;
let autoApprove = false;
let affiliateTerms: unknown = null;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoForTest(t.database.db, { suppliers: 3, buyers: 3, products: 12, rfqs: 4 });
  const { a: category } = await leafCategories(t);
  const { uom } = await referenceIds(t);
  const [buyer, supplier, operator, bystander] = await Promise.all([
    createBuyer(t),
    createSupplier(t, { level: 2, products: [{ name: 'Fuzzed cast iron skillet', categoryId: category.id }] }),
    createOperator(t),
    createBuyer(t),
  ]);
  // Real rows for the valid-looking inputs to point at, so mutations reach the services.
  const rfqId = await postLead(t, buyer.cookie);
  const quotationId = await sendQuotation(t, supplier.cookie, rfqId, uom);
  const inquiry = await sendInquiry(t, buyer.cookie, { productId: supplier.productIds[0] });
  const imageId = await uploadProductImage(t, supplier.cookie, '#3366aa');
  const conversation = await call(t.app, 'POST', 'chat.create_conversation', { cookie: buyer.cookie, body: { identity: buyer.identity, counterpart: supplier.identity } });
  known = {
    rfqId,
    productId: supplier.productIds[0]!,
    quotationId,
    inquiryId: inquiry.id,
    categoryId: category.id,
    uom,
    // Staff calls act on the user a uuid names: a bystander, so the fuzzed callers stay usable.
    userId: bystander.userId,
    buyerIdentity: buyer.identity,
    supplierIdentity: supplier.identity,
    ownIdentity: buyer.identity,
    otherIdentity: supplier.identity,
    conversationId: conversation.json().message.data.conversation_sid as string,
    imageId,
  };
  // The one setting the staff calls change for everyone: put back after the run.
  autoApprove = (await call(t.app, 'GET', 'admin.moderation_settings', { cookie: operator.cookie })).json().message.data.auto_approve_trusted;
  // And the partner programme's terms (admin.affiliate_terms_set), kept as stored.
  affiliateTerms = (((await t.database.db.execute(sql`SELECT value FROM moderation_settings WHERE key = 'affiliate_terms'`)) as unknown as { rows: Array<{ value: unknown }> }).rows[0]?.value ?? null);
  callers.set('guest', { role: 'guest' });
  callers.set('buyer', { role: 'buyer', ...buyer });
  callers.set('supplier', { role: 'supplier', ...supplier });
  callers.set('operator', { role: 'operator', cookie: operator.cookie, email: operator.email, password: signupBody().password });
}, 120_000);

afterAll(async () => {
  const operator = callers.get('operator');
  if (operator?.cookie) await call(t.app, 'POST', 'admin.update_moderation_settings', { cookie: operator.cookie, body: { auto_approve_trusted: autoApprove } });
  if (affiliateTerms === null) await t?.database.db.execute(sql`DELETE FROM moderation_settings WHERE key = 'affiliate_terms'`);
  else await t?.database.db.execute(sql`UPDATE moderation_settings SET value = ${JSON.stringify(affiliateTerms)}::jsonb WHERE key = 'affiliate_terms'`);
  const names = Object.keys(calls).length;
  console.log(`fuzz: ${names} calls x ~${Math.round(requests / names)} inputs = ${requests} requests, ${failures.length} x 5xx (seed ${SEED}, ${RANDOM_RUNS} random runs)`);
  await t?.close();
});

/** Sends a request and records a 5xx or a missing answer; returns the status. */
async function probe(what: string, input: unknown, request: () => Promise<LightMyRequestResponse>): Promise<number | 'no answer'> {
  requests++;
  const res = await withTimeout(request(), ANSWER_WITHIN_MS);
  const status = res === 'no answer' ? res : res.statusCode;
  if (status === 'no answer' || status >= 500) {
    const failure = `${what}: ${describeInput(input)} -> ${status} ${res === 'no answer' ? '' : res.body.slice(0, 300)}`;
    failures.push(failure);
  }
  return status;
}

/** Logs a caller in again when a fuzzed call ended its session (logout, a password change ...). */
async function keepLoggedIn(caller: Caller) {
  if (!caller.cookie || (await call(t.app, 'GET', 'customer.me', { cookie: caller.cookie })).statusCode !== 401) return;
  const login = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: caller.email!, pwd: caller.password! } });
  if (login.statusCode === 200) caller.cookie = sessionCookie(login);
  else if (caller.role === 'operator') caller.cookie = (await createOperator(t)).cookie;
  else caller.cookie = (await registerAndLogin(t, { account_type: caller.role === 'supplier' ? 'Seller' : 'Buyer' })).cookie;
}

async function fuzzCall(name: CallName, caller: Caller, seed: number) {
  const def = calls[name] as { method: 'GET' | 'POST'; request?: z.ZodType; multipart?: true };
  const what = `${name} as ${caller.role}`;
  const sent = new Set<string>();
  const sendOnce = async (input: unknown) => {
    const form = wireForm(name, input);
    if (sent.has(form)) return undefined;
    sent.add(form);
    return probe(what, input, () => send(t.app, name, input, caller.cookie));
  };

  const own = caller.role === 'supplier' ? { ownIdentity: known.supplierIdentity, otherIdentity: known.buyerIdentity } : {};
  const base = sampleObject(def.request, name, { ...known, ...own });
  const fields = Object.keys(shapeOf(def.request) ?? {});
  const first = await sendOnce(base);
  const statuses = new Set([first]);
  for (const input of ODD_INPUTS) {
    const status = await sendOnce(input);
    if (status !== undefined) statuses.add(status);
  }
  // A caller refused whatever it sends (401 or 403 to every one of these) is refused before its
  // input is read: it has had all the input that matters.
  if ((first === 401 || first === 403) && statuses.size === 1) return;
  for (const raw of rawRequests(def.method, Boolean(def.multipart))) {
    await probe(what, raw.label, () => sendRaw(t.app, name, raw, caller.cookie));
  }
  for (const field of fields) for (const value of PER_FIELD_VALUES) await sendOnce({ ...base, [field]: value });
  // fast-check draws the random part; the property records every 5xx and goes on (no shrinking),
  // so one run reports all of them.
  await fc.assert(
    fc.asyncProperty(malformedInputs(base, fields), async (input) => {
      await sendOnce(input);
    }),
    { numRuns: RANDOM_RUNS, seed },
  );
}

describe('the call table', () => {
  const names = Object.keys(calls) as CallName[];
  it.each(names.map((name, index) => [name, index] as const))('%s answers bad input with 4xx', async (name, index) => {
    const before = failures.length;
    const roles: Role[] = ['guest', 'buyer', 'supplier', ...(operatorCalls.has(name) ? (['operator'] as const) : [])];
    for (const role of roles) {
      const caller = callers.get(role)!;
      await fuzzCall(name, caller, SEED + index);
      await keepLoggedIn(caller);
    }
    expect(failures.slice(before)).toEqual([]);
  });
});

describe('routes outside the call table', () => {
  const ids = [...KILLER_VALUES.filter((v) => typeof v === 'string' || typeof v === 'number').map(String), '00001', '1.0', '%00', '..%2f..%2fetc', 'a'.repeat(5000)];

  it.each(['/export-pdf/', '/export-quotation/'])('%s<id> answers bad ids with 4xx', async (prefix) => {
    const before = failures.length;
    for (const role of ['guest', 'buyer', 'supplier'] as const) {
      const cookie = callers.get(role)!.cookie;
      for (const id of ids) {
        const url = `${prefix}${encodeURIComponent(id.replace(/[\ud800-\udfff]/g, '\ufffd'))}`;
        await probe(`${prefix} as ${role}`, id, () => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }));
      }
    }
    expect(failures.slice(before)).toEqual([]);
  });
});
