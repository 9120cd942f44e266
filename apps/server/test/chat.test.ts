import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, CHAT_NEW_CONVERSATIONS_PER_DAY } from '@tradelink/shared/chat/chat';
import { translateError } from '@tradelink/shared/i18n/translate';
import { CHAT_ACCEPT_TEXT, CHAT_REJECT_TEXT } from '@tradelink/shared/rules/chat-gate';
import { balances, conversations, quotations, suppliers, users } from '../src/db/schema/index.ts';
import { CHAT_SEND_RATE } from '../src/modules/chat/message.service.ts';
import { settleNotifications } from '../src/modules/notification/notify.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createBuyer, createBuyerAndSupplier, createSupplier, type SupplierSetup } from './factories/selling.ts';
import { insertProduct } from './factories/inquiry.ts';
import { createRfq, referenceIds } from './factories/sourcing.ts';
import { setQuotas } from './factories/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Starting contact and unlocking need a paid plan (decision 019); these suppliers have one, with the old Free units. */
const paidSupplier = (setup: SupplierSetup = {}) => createSupplier(t, { plan: 'Starter', conversationQuota: 5, ...setup });

type Buyer = Awaited<ReturnType<typeof createBuyer>>;
type Supplier = Awaited<ReturnType<typeof createSupplier>>;

const get = (cookie: string, name: string, query: Record<string, string | number> = {}, lang?: string) =>
  call(t.app, 'GET', `chat.${name}`, { cookie, lang, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
const post = (cookie: string, name: string, body: Record<string, unknown> = {}, lang?: string) => call(t.app, 'POST', `chat.${name}`, { cookie, body, lang });
/** A response body read loosely: the assertions check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const data = (res: { statusCode: number; body: string; json(): { message: { data: unknown } } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data as Json;
};
const clientId = () => `c-${crypto.randomUUID()}`;

async function open(cookie: string, identity: string, counterpart: string) {
  return data(await post(cookie, 'create_conversation', { identity, counterpart }));
}
const send = (cookie: string, conversationId: string, body: string, extra: Record<string, unknown> = {}, lang?: string) =>
  post(cookie, 'send_message', { conversation_id: conversationId, client_id: clientId(), body, ...extra }, lang);
async function messagesOf(cookie: string, conversationId: string, query: Record<string, string | number> = {}) {
  return data(await get(cookie, 'get_messages', { conversation_id: conversationId, ...query })) as { messages: Json[]; has_more: boolean };
}
async function conversationQuota(supplierId: string) {
  const [row] = await t.database.db.select({ left: balances.conversationQuota }).from(balances).where(eq(balances.supplierId, supplierId));
  return row!.left;
}
/** Puts a supplier on a paid plan until next month (what a payment does). */
async function givePlan(supplierId: string, plan: 'Starter' | 'Advance') {
  await t.database.db.execute(sql`UPDATE suppliers SET plan_name = ${plan}, plan_end_date = now() + interval '30 days' WHERE id = ${supplierId}`);
}
/** A buyer and a supplier whose conversation the buyer opened and got accepted. */
async function acceptedPair() {
  const [buyer, supplier] = await Promise.all([createBuyer(t), paidSupplier()]);
  const conv = await open(buyer.cookie, buyer.identity, supplier.identity);
  data(await send(buyer.cookie, conv.conversation_sid, 'Hello, do you ship to Hamburg?'));
  data(await post(supplier.cookie, 'decide_first_contact', { conversation_id: conv.conversation_sid, decision: 'accept' }));
  return { buyer, supplier, id: conv.conversation_sid as string };
}

describe('opening a conversation', () => {
  let buyer: Buyer;
  let supplier: Supplier;
  beforeAll(async () => {
    [buyer, supplier] = await Promise.all([createBuyer(t), paidSupplier()]);
  });

  it('refuses pairs that are not one buyer and one supplier, in the caller language', async () => {
    const [otherBuyer, otherSupplier] = await Promise.all([createBuyer(t), paidSupplier()]);
    const cases = [
      [buyer, buyer.identity, otherBuyer.identity, 'CHAT_BOTH_BUYERS'],
      [supplier, supplier.identity, otherSupplier.identity, 'CHAT_BOTH_SUPPLIERS'],
      [buyer, buyer.identity, 'XYZ0000000001', 'CHAT_IDENTITY_INVALID'],
    ] as const;
    for (const [who, identity, counterpart, code] of cases) {
      const res = await post(who.cookie, 'create_conversation', { identity, counterpart }, 'vi');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, messages: [translateError('vi', `codes.${code}`)] });
      expect(res.json().messages[0]).not.toBe(translateError('en', `codes.${code}`));
    }
    expect((await get(buyer.cookie, 'find_conversation', { identity: buyer.identity, counterpart: otherBuyer.identity })).json().code).toBe('CHAT_BOTH_BUYERS');
  });

  it('refuses chatting with oneself, from someone else\'s identity, and with unknown or suspended counterparts', async () => {
    const twin = await createBuyerAndSupplier(t);
    expect((await post(twin.cookie, 'create_conversation', { identity: twin.identity, counterpart: twin.supplierIdentity })).json().code).toBe('CHAT_SELF');
    expect((await post(buyer.cookie, 'create_conversation', { identity: twin.identity, counterpart: supplier.identity })).json().code).toBe('FORBIDDEN');
    expect((await get(buyer.cookie, 'find_conversation', { identity: twin.identity, counterpart: supplier.identity })).statusCode).toBe(403);
    expect((await post(buyer.cookie, 'create_conversation', { identity: buyer.identity, counterpart: 'SUPNOSUCHONE1' })).statusCode).toBe(404);
    const suspended = await paidSupplier();
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.userId));
    expect((await post(buyer.cookie, 'create_conversation', { identity: buyer.identity, counterpart: suspended.identity })).statusCode).toBe(404);
    expect(await conversationQuota(supplier.supplierId)).toBe(5);
  });

  it('names it buyer first whichever side opens it, and opening it again returns it without charging', async () => {
    expect(data(await get(buyer.cookie, 'find_conversation', { identity: buyer.identity, counterpart: supplier.identity }))).toBeNull();
    const byBuyer = await open(buyer.cookie, buyer.identity, supplier.identity);
    expect(byBuyer).toMatchObject({ unique_name: `${buyer.identity}|${supplier.identity}`, my_identity: buyer.identity, is_owned_conversation: true, isFarmChat: false });
    expect(byBuyer.supplierDetail).toMatchObject({ identity: supplier.identity, identity_name: expect.stringMatching(/^Seller /) });
    expect(byBuyer.gate).toMatchObject({ status: 'none', can_send: true });
    expect(data(await get(buyer.cookie, 'find_conversation', { identity: buyer.identity, counterpart: supplier.identity })).conversation_sid).toBe(byBuyer.conversation_sid);
    // Opening one tells the other side nothing until the first message.
    expect(data(await get(supplier.cookie, 'find_conversation', { identity: supplier.identity, counterpart: buyer.identity }))).toBeNull();
    expect((await get(supplier.cookie, 'get_conversation', { conversation_id: byBuyer.conversation_sid })).statusCode).toBe(404);

    const bySupplier = await open(supplier.cookie, supplier.identity, buyer.identity);
    expect(bySupplier).toMatchObject({ conversation_sid: byBuyer.conversation_sid, my_identity: supplier.identity, is_owned_conversation: false, isFarmChat: true });
    expect(bySupplier.customerDetail).toMatchObject({ identity: buyer.identity, identity_name: 'Linh Nguyễn' });
    expect(await conversationQuota(supplier.supplierId)).toBe(5);

    data(await send(buyer.cookie, byBuyer.conversation_sid, 'Hello'));
    const found = data(await get(supplier.cookie, 'find_conversation', { identity: supplier.identity, counterpart: buyer.identity }));
    expect(found.conversation_sid).toBe(byBuyer.conversation_sid);
    expect(data(await get(supplier.cookie, 'get_conversation', { conversation_id: byBuyer.conversation_sid })).last_message_index).toBe(1);
  });

  it('charges a supplier one conversation to open one, and refuses when none are left', async () => {
    const seller = await paidSupplier();
    const [a, b, c] = await Promise.all([createBuyer(t), createBuyer(t), createBuyer(t)]);
    await setQuotas(t, seller.supplierId, { conversation_quota: 2 });
    const conv = await open(seller.cookie, seller.identity, a.identity);
    expect(conv.unique_name).toBe(`${a.identity}|${seller.identity}`);
    expect(await conversationQuota(seller.supplierId)).toBe(1);
    // Two parallel opens of one pair make one conversation and pay once.
    const [x, y] = await Promise.all([open(seller.cookie, seller.identity, b.identity), open(seller.cookie, seller.identity, b.identity)]);
    expect(x.conversation_sid).toBe(y.conversation_sid);
    expect(await conversationQuota(seller.supplierId)).toBe(0);
    const refused = await post(seller.cookie, 'create_conversation', { identity: seller.identity, counterpart: c.identity });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CONVERSATION_QUOTA_EXCEEDED');
    expect(data(await get(seller.cookie, 'find_conversation', { identity: seller.identity, counterpart: c.identity }))).toBeNull();
    const ledger = await t.database.db.execute(sql`SELECT reason, ref FROM wallet_ledger WHERE supplier_id = ${seller.supplierId} AND conversation_quota_delta = -1 ORDER BY id`);
    expect((ledger as unknown as { rows: unknown[] }).rows).toEqual([
      { reason: 'chat_unlock', ref: `start:${a.identity}|${seller.identity}` },
      { reason: 'chat_unlock', ref: `start:${b.identity}|${seller.identity}` },
    ]);
  });

  it(`lets a buyer open ${CHAT_NEW_CONVERSATIONS_PER_DAY} conversations a day`, async () => {
    const [spender, other] = await Promise.all([createBuyer(t), paidSupplier()]);
    const rows = Array.from({ length: CHAT_NEW_CONVERSATIONS_PER_DAY }, (_, i) => ({
      uniqueName: `${spender.identity}|SUPFAKE${i}`,
      buyerId: spender.buyerId,
      supplierId: supplier.supplierId,
      buyerIdentity: spender.identity,
      supplierIdentity: `SUPFAKE${i}`,
      createdBy: spender.identity,
      createdAt: new Date(Date.now() - 3600_000),
    }));
    await t.database.db.insert(conversations).values(rows);
    const refused = await post(spender.cookie, 'create_conversation', { identity: spender.identity, counterpart: other.identity });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    await t.database.db.execute(sql`UPDATE conversations SET created_at = now() - interval '25 hours' WHERE buyer_id = ${spender.buyerId}`);
    data(await post(spender.cookie, 'create_conversation', { identity: spender.identity, counterpart: other.identity }));
  });
});

describe('the first-contact gate', () => {
  it('makes the first sender wait until the receiver accepts with the fixed message', async () => {
    const [buyer, supplier] = await Promise.all([createBuyer(t), paidSupplier()]);
    const { conversation_sid: id } = await open(buyer.cookie, buyer.identity, supplier.identity);
    const first = data(await send(buyer.cookie, id, '  Hello, can you quote 500 sinks?  '));
    expect(first).toMatchObject({ index: 1, author: buyer.identity, kind: 'text', body: 'Hello, can you quote 500 sinks?' });
    const mine = data(await get(buyer.cookie, 'get_conversation', { conversation_id: id }));
    expect(mine.attributes.chatBlockStatus).toBe('first-message');
    expect(mine.gate).toMatchObject({ status: 'pending', first_sender: buyer.identity, can_send: false, can_decide: false });
    expect(data(await get(supplier.cookie, 'get_conversation', { conversation_id: id })).gate).toMatchObject({ can_send: true, can_decide: true });

    const waiting = await send(buyer.cookie, id, 'Are you there?');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe('CHAT_WAITING_ACCEPTANCE');
    expect((await messagesOf(buyer.cookie, id)).messages).toHaveLength(1);
    expect((await post(buyer.cookie, 'decide_first_contact', { conversation_id: id, decision: 'accept' })).json().code).toBe('FORBIDDEN');

    const accepted = data(await post(supplier.cookie, 'decide_first_contact', { conversation_id: id, decision: 'accept' }));
    expect(accepted.attributes.chatBlockStatus).toBe('accepted');
    expect(accepted.attributes.chatBlockTimestamp).not.toBeNull();
    expect(accepted.lastMessage).toMatchObject({ index: 2, kind: 'accept', body: CHAT_ACCEPT_TEXT, author: supplier.identity });
    expect(data(await send(buyer.cookie, id, 'Great, thanks!')).index).toBe(3);
    expect((await post(supplier.cookie, 'decide_first_contact', { conversation_id: id, decision: 'reject' })).json().code).toBe('CHAT_NOT_PENDING');
  });

  it('blocks both sides after a rejection', async () => {
    const [buyer, supplier] = await Promise.all([createBuyer(t), paidSupplier()]);
    const { conversation_sid: id } = await open(buyer.cookie, buyer.identity, supplier.identity);
    data(await send(buyer.cookie, id, 'Hello'));
    const rejected = data(await post(supplier.cookie, 'decide_first_contact', { conversation_id: id, decision: 'reject' }));
    expect(rejected).toMatchObject({ attributes: { chatBlockStatus: 'rejected' }, gate: { status: 'rejected', can_send: false } });
    expect(rejected.lastMessage).toMatchObject({ index: 2, kind: 'reject', body: CHAT_REJECT_TEXT });
    for (const who of [buyer, supplier]) {
      const res = await send(who.cookie, id, 'One more thing');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('CHAT_REJECTED');
    }
    expect((await messagesOf(buyer.cookie, id)).messages.map((m) => m.index)).toEqual([1, 2]);
  });

  it('counts the receiver\'s reply as acceptance', async () => {
    const [buyer, supplier] = await Promise.all([createBuyer(t), paidSupplier()]);
    const { conversation_sid: id } = await open(buyer.cookie, buyer.identity, supplier.identity);
    data(await send(buyer.cookie, id, 'Hello'));
    data(await send(supplier.cookie, id, 'Hi! Yes, we can.'));
    const conv = data(await get(buyer.cookie, 'get_conversation', { conversation_id: id }));
    expect(conv.attributes.chatBlockStatus).toBe('accepted');
    expect(data(await send(buyer.cookie, id, 'Perfect')).index).toBe(3);
  });

  it('counts as dealings for reviews once both sides have written', async () => {
    const [buyer, supplier] = await Promise.all([createBuyer(t), paidSupplier()]);
    const eligible = async () =>
      data(await call(t.app, 'GET', 'review.eligibility', { cookie: buyer.cookie, query: { target_identity: supplier.identity } })).reason;
    const { conversation_sid: id } = await open(buyer.cookie, buyer.identity, supplier.identity);
    data(await send(buyer.cookie, id, 'Hello'));
    expect(await eligible()).toBe('no_interaction');
    data(await send(supplier.cookie, id, 'Hello back'));
    expect(await eligible()).toBe('ok');
  });

  it('does not count a declined first contact, nor the fixed acceptance alone, as dealings for reviews', async () => {
    const eligible = async (buyer: Buyer, supplier: Supplier) =>
      data(await call(t.app, 'GET', 'review.eligibility', { cookie: buyer.cookie, query: { target_identity: supplier.identity } })).reason;
    const [buyer, declining] = await Promise.all([createBuyer(t), paidSupplier()]);
    const declined = await open(buyer.cookie, buyer.identity, declining.identity);
    data(await send(buyer.cookie, declined.conversation_sid, 'Hello'));
    data(await post(declining.cookie, 'decide_first_contact', { conversation_id: declined.conversation_sid, decision: 'reject' }));
    expect(await eligible(buyer, declining)).toBe('no_interaction');

    const accepting = await paidSupplier();
    const accepted = await open(buyer.cookie, buyer.identity, accepting.identity);
    data(await send(buyer.cookie, accepted.conversation_sid, 'Hello'));
    data(await post(accepting.cookie, 'decide_first_contact', { conversation_id: accepted.conversation_sid, decision: 'accept' }));
    expect(await eligible(buyer, accepting)).toBe('no_interaction');
    // A note the buyer cannot read is not writing to the buyer either.
    data(await send(accepting.cookie, accepted.conversation_sid, 'Note to self', { hidden: [buyer.identity] }));
    expect(await eligible(buyer, accepting)).toBe('no_interaction');
    data(await send(accepting.cookie, accepted.conversation_sid, 'Thanks, here are our prices.'));
    expect(await eligible(buyer, accepting)).toBe('ok');
  });

  it('lets a waiting supplier on a paid plan unlock the chat for one conversation', async () => {
    const [buyer, supplier] = await Promise.all([createBuyer(t), paidSupplier()]);
    const { conversation_sid: id } = await open(supplier.cookie, supplier.identity, buyer.identity);
    data(await send(supplier.cookie, id, 'We make the sinks you asked for.'));
    expect((await send(supplier.cookie, id, 'Follow-up')).json().code).toBe('CHAT_WAITING_ACCEPTANCE');
    expect(data(await get(supplier.cookie, 'get_conversation', { conversation_id: id })).gate).toMatchObject({ can_unlock: true });
    const before = await conversationQuota(supplier.supplierId);
    // Its plan ran out while it waited: Free may not follow up.
    await t.database.db.update(suppliers).set({ planName: 'Free', planEndDate: null }).where(eq(suppliers.id, supplier.supplierId));

    const free = await post(supplier.cookie, 'unlock_chat', { conversation_id: id });
    expect(free.statusCode).toBe(403);
    expect(free.json().code).toBe('CHAT_PLAN_REQUIRED');
    expect(await conversationQuota(supplier.supplierId)).toBe(before);
    expect((await post(buyer.cookie, 'unlock_chat', { conversation_id: id })).json().code).toBe('FORBIDDEN');

    await givePlan(supplier.supplierId, 'Starter');
    const unlocked = data(await post(supplier.cookie, 'unlock_chat', { conversation_id: id }));
    expect(unlocked.gate).toMatchObject({ status: 'pending', unlocked: true, can_send: true, can_unlock: false });
    expect(await conversationQuota(supplier.supplierId)).toBe(before - 1);
    expect(data(await send(supplier.cookie, id, 'Follow-up')).index).toBe(2);
    data(await post(supplier.cookie, 'unlock_chat', { conversation_id: id }));
    expect(await conversationQuota(supplier.supplierId)).toBe(before - 1);
    // The buyer still decides on the first contact.
    expect(data(await get(buyer.cookie, 'get_conversation', { conversation_id: id })).gate).toMatchObject({ status: 'pending', can_decide: true });
  });
});

describe('messages', () => {
  it('are only for the two participants', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    const stranger = await createBuyerAndSupplier(t);
    for (const res of [
      await get(stranger.cookie, 'get_messages', { conversation_id: id }),
      await get(stranger.cookie, 'get_conversation', { conversation_id: id }),
      await send(stranger.cookie, id, 'Let me in'),
      await post(stranger.cookie, 'mark_read', { conversation_id: id, index: 2 }),
      await post(stranger.cookie, 'decide_first_contact', { conversation_id: id, decision: 'accept' }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await get(stranger.cookie, 'find_conversation', { identity: buyer.identity, counterpart: supplier.identity })).statusCode).toBe(403);
    expect(data(await get(stranger.cookie, 'find_conversation', { identity: stranger.identity, counterpart: supplier.identity }))).toBeNull();
    expect((await messagesOf(buyer.cookie, id)).messages).toHaveLength(2);
  });

  it('refuses an empty or whitespace-only body and stores nothing', async () => {
    const { buyer, id } = await acceptedPair();
    for (const body of ['', '   \n\t ']) {
      const res = await send(buyer.cookie, id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('body');
    }
    expect((await messagesOf(buyer.cookie, id)).messages).toHaveLength(2);
  });

  it(`refuses a body over ${CHAT_MESSAGE_MAX} characters whole, in the caller's language, and never cuts it`, async () => {
    const { buyer, id } = await acceptedPair();
    const res = await send(buyer.cookie, id, 'a'.repeat(CHAT_MESSAGE_MAX + 1), {}, 'vi');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body');
    expect(JSON.stringify(res.json().messages)).toContain(translateError('vi', 'validation.too_long'));
    expect((await messagesOf(buyer.cookie, id)).messages).toHaveLength(2);
    // Characters as a reader counts them: the limit in emoji (two UTF-16 units each) is taken whole.
    const emoji = '🙂'.repeat(CHAT_MESSAGE_MAX);
    expect(data(await send(buyer.cookie, id, emoji)).body).toBe(emoji);
  });

  it('stores a resend with the same client id once and returns the stored message', async () => {
    const { buyer, id } = await acceptedPair();
    const client_id = clientId();
    const first = data(await post(buyer.cookie, 'send_message', { conversation_id: id, client_id, body: 'Order 500' }));
    const again = data(await post(buyer.cookie, 'send_message', { conversation_id: id, client_id, body: 'Order 500 (resent)' }));
    expect(again).toEqual(first);
    expect(first.index).toBe(3);
    expect((await messagesOf(buyer.cookie, id)).messages.map((m) => m.index)).toEqual([1, 2, 3]);
  });

  it('pages by index: after an index (catching up), before one (scrolling back), the newest by default', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    for (const body of ['three', 'four', 'five']) data(await send(buyer.cookie, id, body));
    const indexes = (page: { messages: Array<Record<string, unknown>> }) => page.messages.map((m) => m.index);
    expect(indexes(await messagesOf(supplier.cookie, id, { after_index: 2 }))).toEqual([3, 4, 5]);
    const firstTwo = await messagesOf(supplier.cookie, id, { after_index: 0, limit: 2 });
    expect([indexes(firstTwo), firstTwo.has_more]).toEqual([[1, 2], true]);
    const back = await messagesOf(supplier.cookie, id, { before_index: 4, limit: 2 });
    expect([indexes(back), back.has_more]).toEqual([[2, 3], true]);
    const newest = await messagesOf(supplier.cookie, id, { limit: 2 });
    expect([indexes(newest), newest.has_more]).toEqual([[4, 5], true]);
    expect((await messagesOf(supplier.cookie, id, { after_index: 5 })).messages).toEqual([]);
  });

  it('keeps a hidden message from the identity it hides from', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    const hidden = data(await send(buyer.cookie, id, 'Note to self', { hidden: [supplier.identity, 'BURSOMEONEELSE'] }));
    expect(hidden.attributes.hidden).toEqual([supplier.identity]);
    data(await send(buyer.cookie, id, 'Visible to both'));
    expect((await messagesOf(buyer.cookie, id)).messages.map((m) => m.index)).toEqual([1, 2, 3, 4]);
    const theirs = await messagesOf(supplier.cookie, id);
    expect(theirs.messages.map((m) => m.index)).toEqual([1, 2, 4]);
    expect(theirs.messages.every((m) => m.attributes.hidden.length === 0)).toBe(true);
  });

  it('attach cards the sender may share, and refuse others', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    const product = await insertProduct(t, supplier.supplierId, { priceMin: '12.5', priceMax: '14', currency: 'USD' });
    const card = data(await send(supplier.cookie, id, 'Our best seller', { embed: { type: 'product', id: String(product.id) } }));
    expect(card.attributes.embed).toEqual({
      type: 'product',
      id: String(product.id),
      title: product.name,
      image: expect.stringMatching(/^\/media\/.+\/thumb\.webp$/),
      url: `/product/${product.id}`,
      subtitle: 'USD 12.5 – 14',
    });
    const pendingProduct = await insertProduct(t, supplier.supplierId, { status: 0 });
    expect((await send(supplier.cookie, id, 'New', { embed: { type: 'product', id: String(pendingProduct.id) } })).json().code).toBe('EMBED_INVALID');

    // Quotations: only one between these two parties.
    const rfq = await createRfq(t, buyer.cookie);
    const { uom } = await referenceIds(t);
    const [ours] = await t.database.db.insert(quotations).values({ rfqId: rfq.id, supplierId: supplier.supplierId, unitPrice: '40', currency: 'USD', quantity: '500', uom }).returning({ id: quotations.id });
    const shared = data(await send(supplier.cookie, id, 'Our quotation', { embed: { type: 'quotation', id: String(ours!.id) } }));
    expect(shared.attributes.embed).toMatchObject({ type: 'quotation', url: `/quotations/${ours!.id}`, subtitle: 'USD 20,000' });
    const outsider = await paidSupplier();
    const [theirs] = await t.database.db.insert(quotations).values({ rfqId: rfq.id, supplierId: outsider.supplierId, unitPrice: '38', currency: 'USD', quantity: '500', uom }).returning({ id: quotations.id });
    const refused = await send(supplier.cookie, id, 'Their quotation', { embed: { type: 'quotation', id: String(theirs!.id) } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('EMBED_INVALID');

    // A request still in review: its buyer may share it, nobody else may.
    expect(data(await send(buyer.cookie, id, 'My request', { embed: { type: 'rfq', id: String(rfq.id) } })).attributes.embed).toMatchObject({ url: `/request/${rfq.id}` });
    expect((await send(supplier.cookie, id, 'Their request', { embed: { type: 'rfq', id: String(rfq.id) } })).json().code).toBe('EMBED_INVALID');
    expect((await messagesOf(buyer.cookie, id)).messages).toHaveLength(5);
  });

  it(`are limited to ${CHAT_SEND_RATE.max} a minute per user; a resend of a stored one is still answered`, async () => {
    const { buyer, supplier, id } = await acceptedPair();
    // acceptedPair's first message counts too.
    let last: Json = {};
    for (let n = 2; n <= CHAT_SEND_RATE.max; n++) last = data(await send(buyer.cookie, id, `Line ${n}`));
    const refused = await send(buyer.cookie, id, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const resent = data(await post(buyer.cookie, 'send_message', { conversation_id: id, client_id: last.client_id, body: last.body }));
    expect(resent.index).toBe(last.index);
    // The limit is the sender's: the other side still writes.
    expect(data(await send(supplier.cookie, id, 'Slow down, please')).index).toBe(last.index + 1);
  });

  it('fail for a suspended sender', async () => {
    const { buyer, id } = await acceptedPair();
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, buyer.userId));
    expect((await send(buyer.cookie, id, 'Still here?')).statusCode).toBe(401);
  });
});

describe('conversation lists', () => {
  it('orders by last activity and pages with limit and offset', async () => {
    const buyer = await createBuyer(t);
    const sellers = await Promise.all([paidSupplier(), paidSupplier(), paidSupplier()]);
    const ids: string[] = [];
    for (const seller of sellers) {
      const conv = await open(buyer.cookie, buyer.identity, seller.identity);
      data(await send(buyer.cookie, conv.conversation_sid, `Hello ${seller.identity}`));
      ids.push(conv.conversation_sid);
    }
    data(await send(sellers[0]!.cookie, ids[0]!, 'Replying now'));
    const list = data(await get(buyer.cookie, 'get_customer_conversations')) as unknown as Json[];
    expect(list.map((c) => c.conversation_sid)).toEqual([ids[0], ids[2], ids[1]]);
    expect(list[0]).toMatchObject({ lastMessage: { body: 'Replying now' }, unread_messages_count: 1, unreadMessagesCount: 1, participants: [{ identity: buyer.identity }, { identity: sellers[0]!.identity }] });
    const page = data(await get(buyer.cookie, 'get_customer_conversations', { limit: 1, offset: 1 })) as unknown as Array<{ conversation_sid: string }>;
    expect(page.map((c) => c.conversation_sid)).toEqual([ids[2]]);
  });

  it('keeps the buyer side and the supplier side of one account apart', async () => {
    const twin = await createBuyerAndSupplier(t);
    const [seller, customer] = await Promise.all([paidSupplier(), createBuyer(t)]);
    const asBuyer = await open(twin.cookie, twin.identity, seller.identity);
    const asSupplier = await open(customer.cookie, customer.identity, twin.supplierIdentity);
    data(await send(customer.cookie, asSupplier.conversation_sid, 'Hello supplier'));
    const buying = data(await get(twin.cookie, 'get_customer_conversations')) as unknown as Array<Record<string, unknown>>;
    const selling = data(await get(twin.cookie, 'get_farm_conversations')) as unknown as Array<Record<string, unknown>>;
    expect(buying.map((c) => [c.conversation_sid, c.my_identity, c.isFarmChat])).toEqual([[asBuyer.conversation_sid, twin.identity, false]]);
    expect(selling.map((c) => [c.conversation_sid, c.my_identity, c.isFarmChat])).toEqual([[asSupplier.conversation_sid, twin.supplierIdentity, true]]);
    // The counterpart lists a conversation once it holds a message; an account without the side has none.
    expect(data(await get(seller.cookie, 'get_farm_conversations'))).toEqual([]);
    expect(data(await get(customer.cookie, 'get_farm_conversations'))).toEqual([]);
  });

  it('moves the unread badge with a message and back after reading', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    const badge = async () => data(await call(t.app, 'GET', 'notification.count_noti_menu_bar', { cookie: supplier.cookie })).count_unread_chats_supplier;
    data(await post(supplier.cookie, 'mark_read', { conversation_id: id, index: 2 }));
    expect(await badge()).toBe(0);
    const message = data(await send(buyer.cookie, id, 'Any news?'));
    expect(await badge()).toBe(1);
    const listed = (data(await get(supplier.cookie, 'get_farm_conversations')) as unknown as Array<Record<string, unknown>>).find((c) => c.conversation_sid === id);
    expect(listed).toMatchObject({ unread_messages_count: 1, unreadMessagesCount: 1, last_read_message_index: 2, counterpart_read_index: 3 });
    expect(data(await post(supplier.cookie, 'mark_read', { conversation_id: id, index: message.index }))).toEqual({ last_read_message_index: 3, unread_messages_count: 0 });
    expect(await badge()).toBe(0);
    // Receipts never move back, nor past the newest message.
    expect(data(await post(supplier.cookie, 'mark_read', { conversation_id: id, index: 1 })).last_read_message_index).toBe(3);
    expect(data(await post(supplier.cookie, 'mark_read', { conversation_id: id, index: 99 })).last_read_message_index).toBe(3);
    expect(data(await get(buyer.cookie, 'get_conversation', { conversation_id: id }))).toMatchObject({ counterpart_read_index: 3, counterpart_delivered_index: 3 });
  });
});

describe('reading a conversation', () => {
  const offlineNotices = async (cookie: string, id: string) => {
    const res = await call(t.app, 'GET', 'notification.list', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().message.data as Json[]).filter((n) => n.type === 'message_offline' && String(n.link).includes(id));
  };

  it('marks its "new messages" notification read once nothing is left unread', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    data(await send(buyer.cookie, id, 'Any news?'));
    data(await send(buyer.cookie, id, 'Still there?'));
    // Nobody has a socket here: each message told the supplier, folded into one notification.
    await settleNotifications(t.app.deps);
    expect(await offlineNotices(supplier.cookie, id)).toMatchObject([{ is_read: false, params: { count: '3' } }]);
    data(await post(supplier.cookie, 'mark_read', { conversation_id: id, index: 3 }));
    expect(await offlineNotices(supplier.cookie, id)).toMatchObject([{ is_read: false }]);
    data(await post(supplier.cookie, 'mark_read', { conversation_id: id, index: 4 }));
    expect(await offlineNotices(supplier.cookie, id)).toMatchObject([{ is_read: true }]);
    const counts = data(await call(t.app, 'GET', 'notification.count_noti_menu_bar', { cookie: supplier.cookie }));
    expect(counts).toMatchObject({ count_notifications: 0, count_unread_chats_supplier: 0 });
  });

  it('does not light the chat badge for a message hidden from the reader', async () => {
    const { buyer, supplier, id } = await acceptedPair();
    const badge = async () => data(await call(t.app, 'GET', 'notification.count_noti_menu_bar', { cookie: supplier.cookie })).count_unread_chats_supplier;
    expect(await badge()).toBe(0);
    data(await send(buyer.cookie, id, 'Note to self', { hidden: [supplier.identity] }));
    expect(await badge()).toBe(0);
    data(await send(buyer.cookie, id, 'For you'));
    expect(await badge()).toBe(1);
  });
});

describe('presence and profiles', () => {
  it('lists online suppliers, featured first, and never the caller', async () => {
    const [buyer, plain, featured, away] = await Promise.all([createBuyer(t), createSupplier(t), createSupplier(t), createSupplier(t)]);
    await t.database.db.update(suppliers).set({ isFeatured: true }).where(eq(suppliers.id, featured.supplierId));
    for (const who of [buyer, plain, featured]) expect(data(await post(who.cookie, 'update_last_active')).last_active).toBeTruthy();
    await t.database.db.update(users).set({ lastActiveAt: new Date(Date.now() - 3600_000) }).where(eq(users.id, away.userId));

    const online = data(await get(buyer.cookie, 'get_online_farms', { limit: 100 }));
    const identities = (online.data as Array<{ identity: string }>).map((p) => p.identity);
    expect(identities).toContain(plain.identity);
    expect(identities).not.toContain(away.identity);
    expect(identities.indexOf(featured.identity)).toBeLessThan(identities.indexOf(plain.identity));
    expect(online.total).toBeGreaterThanOrEqual(2);
    expect(online.data.find((p: { identity: string }) => p.identity === plain.identity)).toMatchObject({ is_online: true, is_featured: false, plan: 'Free' });
    const seen = data(await get(plain.cookie, 'get_online_farms', { limit: 100 }));
    expect((seen.data as Array<{ identity: string }>).map((p) => p.identity)).not.toContain(plain.identity);
  });

  it('shows online buyers to suppliers whose plan connects them with buyers', async () => {
    const [buyer, seller] = await Promise.all([createBuyer(t), createSupplier(t)]);
    data(await post(buyer.cookie, 'update_last_active'));
    const locked = data(await get(seller.cookie, 'get_online_customers'));
    expect(locked).toMatchObject({ data: [], locked: true });
    expect(locked.total).toBeGreaterThanOrEqual(1);
    await givePlan(seller.supplierId, 'Advance');
    const open = data(await get(seller.cookie, 'get_online_customers', { limit: 100 }));
    expect(open.locked).toBe(false);
    expect((open.data as Array<{ identity: string }>).map((p) => p.identity)).toContain(buyer.identity);
    expect((await get(buyer.cookie, 'get_online_customers')).json().code).toBe('SUPPLIER_ONLY');
  });

  it('shows a buyer\'s presence only to suppliers who may connect with buyers or already talk with them', async () => {
    const [buyer, free, paid, partner] = await Promise.all([createBuyer(t), createSupplier(t), createSupplier(t), createSupplier(t)]);
    for (const who of [buyer, free]) data(await post(who.cookie, 'update_last_active'));
    const presence = async (cookie: string, identity = buyer.identity) => {
      const card = data(await get(cookie, 'get_identity_profile', { identity }));
      return { online: card.is_online, seen: card.last_active !== null };
    };
    const hidden = { online: false, seen: false };
    const shown = { online: true, seen: true };
    expect(await presence(free.cookie)).toEqual(hidden);
    await givePlan(paid.supplierId, 'Advance');
    expect(await presence(paid.cookie)).toEqual(shown);
    // A conversation the buyer only opened is not known to the supplier yet; with a message it is.
    const conv = await open(buyer.cookie, buyer.identity, partner.identity);
    expect(await presence(partner.cookie)).toEqual(hidden);
    data(await send(buyer.cookie, conv.conversation_sid, 'Hello'));
    expect(await presence(partner.cookie)).toEqual(shown);
    // The buyer sees itself; suppliers' presence is public.
    expect(await presence(buyer.cookie)).toEqual(shown);
    expect(await presence(buyer.cookie, free.identity)).toEqual(shown);
  });

  it('shows an identity card without private details', async () => {
    const [buyer, seller] = await Promise.all([createBuyer(t), paidSupplier()]);
    const res = await get(buyer.cookie, 'get_identity_profile', { identity: seller.identity });
    expect(data(res)).toMatchObject({ identity: seller.identity, identity_name: expect.stringMatching(/^Seller /), name: 'Minh N.', country_code: 'VN', country: 'Vietnam' });
    expect(res.body).not.toContain(seller.email);
    expect(res.body).not.toContain('Nguyễn');
    const card = data(await get(seller.cookie, 'get_identity_profile', { identity: buyer.identity }, 'vi'));
    expect(card).toMatchObject({ identity_name: 'Linh N.', name: 'Linh N.', country: 'Việt Nam' });
    expect((await get(buyer.cookie, 'get_identity_profile', { identity: 'SUPNOSUCHONE1' })).statusCode).toBe(404);
  });
});
