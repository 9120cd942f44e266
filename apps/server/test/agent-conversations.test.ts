import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_CONVERSATION_TOKEN_BUDGET, AGENT_DAILY_MESSAGES, AGENT_RATE_LIMIT } from '@tradelink/shared/constants/agent';
import { refreshSearchIndex } from '../src/modules/catalog/search-index.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { agentRows, chat, conversationIdOf, paidBuyer, paidSupplier, textOf, toolsOf } from './factories/agent.ts';
import { insertProduct } from './factories/inquiry.ts';
import { createOperator } from './factories/operator.ts';
import { openRfq, registerSeller, sendQuotation, templateBody } from './factories/quoting.ts';
import { createBuyer, createSupplier, leafCategories, nonce, postLead } from './factories/selling.ts';

// The agent's conversations and limits, with the built-in assistant: history (list, rename, delete,
// continue), one turn at a time, the daily allowance, the rate limit, and the buyer's and the
// supplier's flows that end in a pre-filled form.

let t: TestApp;
let word: string;

beforeAll(async () => {
  t = await buildTestApp();
  word = nonce();
  const supplier = await createSupplier(t, { level: 2 });
  const { a } = await leafCategories(t);
  const ids: number[] = [];
  for (const item of ['espresso grinder', 'porcelain cups', 'bistro chairs']) {
    ids.push((await insertProduct(t, supplier.supplierId, { name: `${word} ${item}`, categoryId: a.id, priceMin: '10', priceMax: '20', uom: 'piece' })).id);
  }
  await refreshSearchIndex(t.database.db, 'products', ids);
});
afterAll(() => t.close());

describe('conversations', () => {
  it('lists, continues, renames and deletes the caller\'s own conversations; another user\'s is not found', async () => {
    const buyer = await paidBuyer(t);
    const first = await chat(t, buyer.cookie, { message: `${word} cups` });
    const id = conversationIdOf(first.chunks);
    expect(first.chunks.find((c) => c.type === 'data-conversation')).toMatchObject({ data: { id, title: `${word} cups`, side: 'buyer', created: true } });
    const again = await chat(t, buyer.cookie, { conversation_id: id, message: `${word} chairs` });
    expect(again.chunks.find((c) => c.type === 'data-conversation')).toMatchObject({ data: { id, created: false } });

    const list = await call(t.app, 'GET', 'agent.conversations', { cookie: buyer.cookie });
    expect(list.json().message).toMatchObject({ total: 1, data: [{ id, title: `${word} cups`, message_count: 4, side: 'buyer' }] });
    const detail = (await call(t.app, 'GET', 'agent.conversation', { cookie: buyer.cookie, query: { id } })).json().message.data;
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    // The stored answer is the streamed UI message: its tool parts carry the outputs the cards need.
    const tool = detail.messages[1].parts.find((p: { type: string }) => p.type === 'tool-search_products');
    expect(tool).toMatchObject({ state: 'output-available', output: { items: [expect.objectContaining({ kind: 'product' })] } });

    const renamed = await call(t.app, 'POST', 'agent.conversation_rename', { cookie: buyer.cookie, body: { id, title: 'Café fit-out' } });
    expect(renamed.json().message.data).toMatchObject({ id, title: 'Café fit-out' });

    const stranger = await paidBuyer(t);
    for (const [method, name, input] of [
      ['GET', 'agent.conversation', { query: { id } }],
      ['POST', 'agent.conversation_rename', { body: { id, title: 'Mine now' } }],
      ['POST', 'agent.conversation_delete', { body: { id } }],
    ] as const) {
      const res = await call(t.app, method, name, { cookie: stranger.cookie, ...input });
      expect(res.statusCode, name).toBe(404);
      expect(res.json().code).toBe('AGENT_CONVERSATION_NOT_FOUND');
    }
    const intruder = await chat(t, stranger.cookie, { conversation_id: id, message: 'hello' });
    expect(intruder.response.statusCode).toBe(404);
    expect((await agentRows(t, id)).length).toBe(4);

    expect((await call(t.app, 'POST', 'agent.conversation_delete', { cookie: buyer.cookie, body: { id } })).json().message.data).toEqual({ ok: true });
    expect((await call(t.app, 'GET', 'agent.conversations', { cookie: buyer.cookie })).json().message.total).toBe(0);
    expect(await agentRows(t, id)).toEqual([]);
  });

  it('refuses a second message while the first is being answered', async () => {
    const buyer = await paidBuyer(t);
    const first = await chat(t, buyer.cookie, { message: `${word} cups` });
    const id = conversationIdOf(first.chunks);
    await t.database.db.execute(sql`UPDATE agent_conversations SET busy_until = now() + interval '1 minute' WHERE id = ${id}`);
    const busy = await chat(t, buyer.cookie, { conversation_id: id, message: 'and chairs?' });
    expect(busy.response.statusCode).toBe(409);
    expect(busy.response.json().code).toBe('AGENT_CONVERSATION_BUSY');
    const usage = (await call(t.app, 'GET', 'agent.usage', { cookie: buyer.cookie })).json().message.data;
    expect(usage.allowance.used_today).toBe(1);
  });

  it('refuses to delete a conversation while a turn is being answered (its usage is still to be added)', async () => {
    const buyer = await paidBuyer(t);
    const id = conversationIdOf((await chat(t, buyer.cookie, { message: `${word} cups` })).chunks);
    await t.database.db.execute(sql`UPDATE agent_conversations SET busy_until = now() + interval '1 minute' WHERE id = ${id}`);
    const busy = await call(t.app, 'POST', 'agent.conversation_delete', { cookie: buyer.cookie, body: { id } });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('AGENT_CONVERSATION_BUSY');
    expect(await agentRows(t, id)).toHaveLength(2);
    await t.database.db.execute(sql`UPDATE agent_conversations SET busy_until = NULL WHERE id = ${id}`);
    expect((await call(t.app, 'POST', 'agent.conversation_delete', { cookie: buyer.cookie, body: { id } })).statusCode).toBe(200);
  });

  it('answers agent.usage for an account with neither side (an operator\'s) with a refusal, not an error', async () => {
    const operator = await createOperator(t);
    await t.database.db.execute(sql`DELETE FROM buyers WHERE user_id = ${operator.userId}`);
    await t.database.db.execute(sql`DELETE FROM suppliers WHERE user_id = ${operator.userId}`);
    for (const query of [{}, { side: 'buyer' }, { side: 'supplier' }] as Array<Record<string, string>>) {
      const res = await call(t.app, 'GET', 'agent.usage', { cookie: operator.cookie, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(res.json().message.data).toMatchObject({ allowed: false, sides: [], allowance: { tier: 'none', daily_limit: 0 } });
      expect(['BUYER_ONLY', 'SUPPLIER_ONLY']).toContain(res.json().message.data.refusal);
    }
    // Writing to the agent stays refused with the same code.
    expect((await chat(t, operator.cookie, { message: 'hello' })).response.statusCode).toBe(403);
  });

  it('warns near the conversation\'s token budget and refuses past it', async () => {
    const buyer = await paidBuyer(t);
    const first = await chat(t, buyer.cookie, { message: `${word} cups` });
    const id = conversationIdOf(first.chunks);
    expect(first.chunks.some((c) => c.type === 'data-notice' && (c.data as { code: string }).code === 'budget_nearly_used')).toBe(false);
    await t.database.db.execute(sql`UPDATE agent_conversations SET input_tokens = ${Math.ceil(AGENT_CONVERSATION_TOKEN_BUDGET * 0.85)} WHERE id = ${id}`);
    const near = await chat(t, buyer.cookie, { conversation_id: id, message: `${word} chairs` });
    expect(near.chunks.find((c) => c.type === 'data-notice' && (c.data as { code: string }).code === 'budget_nearly_used')).toMatchObject({ transient: true });
    await t.database.db.execute(sql`UPDATE agent_conversations SET input_tokens = ${AGENT_CONVERSATION_TOKEN_BUDGET} WHERE id = ${id}`);
    const over = await chat(t, buyer.cookie, { conversation_id: id, message: 'more' }, { lang: 'vi' });
    expect(over.response.statusCode).toBe(409);
    expect(over.response.json()).toMatchObject({ code: 'AGENT_CONVERSATION_BUDGET', messages: ['Cuộc trò chuyện này đã quá dài để tiếp tục. Hãy bắt đầu một cuộc trò chuyện mới.'] });
  });

  it('stops at the daily allowance with a translated message and a Retry-After', async () => {
    const buyer = await paidBuyer(t);
    const limit = AGENT_DAILY_MESSAGES.buyer_verified;
    await t.database.db.execute(sql`INSERT INTO agent_usage_daily (user_id, day, messages) VALUES (${buyer.userId}, ${new Date().toISOString().slice(0, 10)}, ${limit - 1})`);
    expect((await chat(t, buyer.cookie, { message: `${word} cups` })).response.statusCode).toBe(200);
    const refused = await chat(t, buyer.cookie, { message: `${word} cups`, locale: 'zh' }, { lang: 'zh' });
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.json()).toMatchObject({ code: 'AGENT_DAILY_LIMIT', messages: [`您今天与 AI 助手的 ${limit} 条消息已用完，请在 UTC 零点后再试。`] });
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    const usage = (await call(t.app, 'GET', 'agent.usage', { cookie: buyer.cookie })).json().message.data;
    expect(usage).toMatchObject({ allowed: true, mode: 'builtin', allowance: { tier: 'buyer_verified', daily_limit: limit, used_today: limit } });
  });

  it('limits bursts per user', async () => {
    const buyer = await paidBuyer(t, 'premium');
    const codes: number[] = [];
    for (let i = 0; i <= AGENT_RATE_LIMIT.max; i++) codes.push((await chat(t, buyer.cookie, { message: 'hello' })).response.statusCode);
    expect(codes.slice(0, AGENT_RATE_LIMIT.max).every((c) => c === 200)).toBe(true);
    const refused = await chat(t, buyer.cookie, { message: 'hello' });
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.json().code).toBe('AGENT_RATE_LIMITED');
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses bad input, guests and unsigned requests before anything streams', async () => {
    const buyer = await paidBuyer(t);
    const empty = await chat(t, buyer.cookie, { message: '   ' });
    expect(empty.response.statusCode).toBe(400);
    expect(empty.response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'message' });
    expect((await chat(t, buyer.cookie, { message: 'x'.repeat(2001) })).response.statusCode).toBe(400);
    expect((await chat(t, undefined, { message: 'hello' })).response.statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/agent/chat', headers: { 'content-type': 'application/json', cookie: buyer.cookie }, payload: '{"message":"hi"}' });
    expect(unsigned.json().code).toBe('BAD_SIGNATURE');
    expect((await chat(t, buyer.cookie, { message: 'hi', side: 'supplier' })).response.json().code).toBe('SUPPLIER_ONLY');
  });
});

describe('the buyer\'s flows', () => {
  it('turns "open a coffee shop in Hanoi" into a plan: one line per item with drafts for the RFQ form', async () => {
    const buyer = await paidBuyer(t, 'premium');
    const { chunks } = await chat(t, buyer.cookie, { message: 'Mở quán cà phê ở Hà Nội', locale: 'vi' });
    const plan = toolsOf(chunks).find((c) => c.name === 'sourcing_plan')!.output as {
      destination_country: string;
      lines: Array<{ item: string; draft_rfq: { form: Record<string, unknown>; form_url: string } }>;
    };
    expect(plan.destination_country).toBe('VN');
    expect(plan.lines.map((l) => l.item)).toEqual(['Cà phê rang', 'Máy xay cà phê', 'Bộ đồ ăn và ly tách', 'Ghế', 'Bàn', 'Túi và bao bì cà phê']);
    for (const line of plan.lines) expect(line.draft_rfq).toMatchObject({ form_url: '/user/request-quotation', form: { destination_country: 'VN', currency: 'USD' } });
    expect(textOf(chunks)).toContain('kế hoạch tìm nguồn hàng');
  });

  it('drafts an RFQ from plain words, valid for the posting form, and posts nothing', async () => {
    const buyer = await paidBuyer(t);
    const { chunks } = await chat(t, buyer.cookie, { message: `Draft an RFQ for 2,000 ${word} porcelain cups, CIF, to Germany, under $3` });
    const draft = toolsOf(chunks).find((c) => c.name === 'draft_rfq')!.output as { form: Record<string, unknown>; missing: string[] };
    expect(draft.form).toMatchObject({ quantity: '2000', uom: 'piece', incoterm: 'CIF', destination_country: 'DE', target_price: '3', currency: 'USD' });
    expect(draft.form.category_id).toEqual(expect.any(Number));
    expect(draft.missing).toEqual([]);
    const posted = await call(t.app, 'GET', 'rfq.list_mine', { cookie: buyer.cookie });
    expect(posted.json().message.total).toBe(0);
    // What the form would send passes the form's own check.
    const create = await call(t.app, 'POST', 'rfq.create', { cookie: buyer.cookie, body: draft.form });
    expect(create.statusCode).toBe(200);
  });

  it('compares the quotations on the buyer\'s own RFQ, cheapest first', async () => {
    const buyer = await paidBuyer(t);
    const rfq = await openRfq(t, buyer.cookie);
    for (const price of ['9.50', '7.25']) await sendQuotation(t, (await registerSeller(t)).cookie, rfq.id, 'piece', { unit_price: price });
    const { chunks } = await chat(t, buyer.cookie, { message: `compare the quotations on RFQ ${rfq.id}` });
    const table = toolsOf(chunks).find((c) => c.name === 'compare_quotations')!.output as { rows: Array<{ unit_price: string; quotation_id: number }>; lowest_price_id: number };
    expect(table.rows.map((r) => r.unit_price)).toEqual(['7.25', '9.50']);
    expect(table.lowest_price_id).toBe(table.rows[0]!.quotation_id);
    expect(textOf(chunks)).toContain('7.25 USD');
  });

  it('does not call a declined or expired quotation the cheapest or the fastest', async () => {
    const buyer = await paidBuyer(t);
    const rfq = await openRfq(t, buyer.cookie);
    const ids: number[] = [];
    for (const [price, days] of [['5.00', 5], ['6.00', 10], ['8.00', 20]] as const) {
      ids.push(await sendQuotation(t, (await registerSeller(t)).cookie, rfq.id, 'piece', { unit_price: price, lead_time_days: days }));
    }
    await t.database.db.execute(sql`UPDATE quotations SET status = 'declined' WHERE id = ${ids[0]!}`);
    await t.database.db.execute(sql`UPDATE quotations SET valid_until = '2000-01-01' WHERE id = ${ids[1]!}`);
    const { chunks } = await chat(t, buyer.cookie, { message: `compare the quotations on RFQ ${rfq.id}` });
    const table = toolsOf(chunks).find((c) => c.name === 'compare_quotations')!.output as { rows: unknown[]; lowest_price_id: number; shortest_lead_time_id: number };
    expect(table.rows).toHaveLength(3);
    expect(table.lowest_price_id).toBe(ids[2]);
    expect(table.shortest_lead_time_id).toBe(ids[2]);
    expect(textOf(chunks)).toContain('8 USD');
  });

  it('refuses another buyer\'s RFQ in the tool, as not available', async () => {
    const owner = await createBuyer(t);
    const rfq = await openRfq(t, owner.cookie);
    const other = await paidBuyer(t);
    const { chunks } = await chat(t, other.cookie, { message: `compare quotations on RFQ ${rfq.id}` });
    const call_ = toolsOf(chunks).find((c) => c.name === 'compare_quotations')!;
    expect(call_.output).toBeUndefined();
    expect(call_.errorText).toBe('This record is not one you can open, so the agent cannot use it.');
  });
});

describe('the supplier\'s flows', () => {
  it('drafts a quotation for a lead from the supplier\'s own template', async () => {
    const { a } = await leafCategories(t);
    const seller = await paidSupplier(t, { mainCategoryId: a.id });
    const buyer = await createBuyer(t);
    const rfqId = await postLead(t, buyer.cookie, { product_name: `${word} espresso grinder`, category_id: a.id, uom: 'piece', incoterm: 'FOB' });
    const template = await call(t.app, 'POST', 'quotation_template.save', { cookie: seller.cookie, body: templateBody({ uom: 'piece', incoterm: 'FOB', unit_price: '12.50' }) });
    expect(template.statusCode).toBe(200);
    const { chunks } = await chat(t, seller.cookie, { message: `Draft a quotation for request ${rfqId}` });
    const draft = toolsOf(chunks).find((c) => c.name === 'draft_quotation')!.output as { form: Record<string, unknown>; template: { name: string }; existing_quotation: null; form_url: string };
    expect(draft.template.name).toBe(template.json().message.data.name);
    expect(draft.form).toMatchObject({ unit_price: '12.50', incoterm: 'FOB', uom: 'piece' });
    expect(draft.form_url).toBe(`/business/buying-leads?rfq-id=${rfqId}`);
    expect(draft.existing_quotation).toBeNull();
    // Nothing was sent.
    expect((await call(t.app, 'GET', 'quotation.list_sent', { cookie: seller.cookie })).json().message.total).toBe(0);
  });

  it('lets a Trial or Free supplier see the page but not send', async () => {
    const trial = await createSupplier(t, { plan: 'Trial' });
    expect((await chat(t, trial.cookie, { message: 'find leads' })).response.json().code).toBe('AGENT_PLAN_REQUIRED');
  });
});

describe('operators', () => {
  it('see usage per user; nobody else does', async () => {
    const buyer = await paidBuyer(t);
    await chat(t, buyer.cookie, { message: `${word} cups` });
    const operator = await createOperator(t);
    const res = await call(t.app, 'GET', 'admin.agent_usage', { cookie: operator.cookie, query: { keyword: buyer.email } });
    expect(res.json().message).toMatchObject({ mode: 'builtin', model: null, total: 1, data: [{ email: buyer.email, messages: 1, tool_calls: 1, conversations: 1 }] });
    expect((await call(t.app, 'GET', 'admin.agent_usage', { cookie: buyer.cookie })).statusCode).toBe(403);
  });
});
