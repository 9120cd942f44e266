import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@tradelink/shared/validation/optional';
import { buildTestApp, call, registerAndLogin, signupBody, type TestApp } from './helper.ts';
import { approveRfq, createRfq, rfqBody, samplePdf, uploadFile } from './factories/sourcing.ts';

let t: TestApp;
let buyer: { cookie: string; email: string };
let otherBuyer: { cookie: string };
let seller: { cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  [buyer, otherBuyer, seller] = await Promise.all([
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t, { account_type: 'Seller', company_name: 'Saigon Steelworks Co.' }),
  ]);
});
afterAll(() => t.close());

const status = async (id: number) =>
  ((await t.database.db.execute(sql`SELECT status, confirmed_at FROM rfqs WHERE id = ${id}`)) as unknown as { rows: Array<{ status: number; confirmed_at: Date | null }> }).rows[0]!;

describe('posting an RFQ', () => {
  it('creates a pending RFQ for the buyer and mails links to confirm or withdraw it', async () => {
    const res = await call(t.app, 'POST', 'rfq.create', { cookie: buyer.cookie, body: await rfqBody(t) });
    expect(res.statusCode, res.body).toBe(200);
    const rfq = res.json().message.data;
    expect(rfq).toMatchObject({ status: 0, product_name: 'Stainless steel kitchen sinks', quantity: '500', target_price: '42.50', quotation_count: 0, confirmed: false });
    expect(rfq.category_name).toBeTruthy();
    await t.mail.flush();
    const mail = t.sent.findLast((m) => m.toAddress === buyer.email && m.template === 'rfq_posted')!;
    expect(mail.subject).toContain('Stainless steel kitchen sinks');
    expect(mail.textBody).toContain(`/user/request-quotation/detail/${rfq.id}?action=verified_rfq&key=`);
    expect(mail.textBody).toContain('action=decline_rfq');
  });

  it('refuses guests and accounts without a buying side', async () => {
    expect((await call(t.app, 'POST', 'rfq.create', { body: await rfqBody(t) })).statusCode).toBe(401);
    const res = await call(t.app, 'POST', 'rfq.create', { cookie: seller.cookie, body: await rfqBody(t) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BUYER_ONLY');
  });

  it.each([
    ['product_name', { product_name: '' }, 'This field is required.'],
    ['quantity', { quantity: '1.2.3' }, 'Enter a number, like 100 or 2.5.'],
    ['quantity', { quantity: 'ten' }, 'Enter a number, like 100 or 2.5.'],
    ['target_price', { target_price: '-4' }, 'Enter a number above 0 with at most 2 decimals, like 12.50.'],
    ['incoterm', { incoterm: 'XYZ' }, 'This value is not valid.'],
    ['payment_method', { payment_method: 'Bitcoin' }, 'This value is not valid.'],
    ['frequency', { frequency: 'hourly' }, 'This value is not valid.'],
    ['expiry_date', { expiry_date: addDaysIso(todayIso(), -1) }, 'Choose a date in the future.'],
    ['expiry_date', { expiry_date: addDaysIso(todayIso(), 400) }, 'Choose a date within one year.'],
    ['expiry_date', { expiry_date: '2027-02-30' }, 'Enter a valid date.'],
    ['destination_country', { destination_country: 'Germany' }, 'Choose a country.'],
    ['category_id', { category_id: 99999999 }, 'Choose a category.'],
    ['uom', { uom: 'barrels-of-fun' }, 'This value is not valid.'],
  ])('names the field %s in a translated error and stores nothing (%j)', async (field, override, message) => {
    const count = async () => ((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM rfqs`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    const before = await count();
    const res = await call(t.app, 'POST', 'rfq.create', { cookie: buyer.cookie, body: await rfqBody(t, override) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().messages[0]).toContain(message);
    expect(await count()).toBe(before);
  });

  it('keeps a title of 200 and details of 4,000 characters whole, and refuses longer ones instead of cutting them', async () => {
    const name = `Stainless steel sink ${'x'.repeat(179)}`;
    const details = 'Grade 304. '.repeat(400).slice(0, 4000);
    const ok = await call(t.app, 'POST', 'rfq.create', { cookie: buyer.cookie, body: await rfqBody(t, { product_name: name, description: details }) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message.data.product_name).toBe(name);
    expect(ok.json().message.data.description).toBe(details.trim());
    for (const [field, override] of [
      ['product_name', { product_name: `${name}y` }],
      ['description', { description: `${details}y` }],
    ] as const) {
      const create = await call(t.app, 'POST', 'rfq.create', { cookie: buyer.cookie, body: await rfqBody(t, override) });
      expect(create.statusCode, field).toBe(400);
      expect(create.json()).toMatchObject({ field, messages: [expect.stringContaining('This is too long.')] });
      const update = await call(t.app, 'POST', 'rfq.update', { cookie: buyer.cookie, body: { id: ok.json().message.data.id, ...(await rfqBody(t, override)) } });
      expect(update.json().field, field).toBe(field);
    }
    const stored = await call(t.app, 'GET', 'rfq.get_mine', { cookie: buyer.cookie, query: { id: String(ok.json().message.data.id) } });
    expect(stored.json().message.data.product_name).toBe(name);
  });

  it('names the unit in the confirmation mail as the pages do', async () => {
    const res = await call(t.app, 'POST', 'rfq.create', { cookie: buyer.cookie, body: await rfqBody(t, { product_name: 'Galvanised steel coils', quantity: '1200', uom: 'ton' }) });
    expect(res.statusCode, res.body).toBe(200);
    await t.mail.flush();
    const mail = t.sent.findLast((m) => m.toAddress === buyer.email && m.subject.includes('Galvanised steel coils'))!;
    expect(mail.textBody).toContain('1,200 Metric Tons');
  });

  it('answers validation errors in the caller language', async () => {
    const res = await call(t.app, 'POST', 'rfq.create', { cookie: buyer.cookie, lang: 'vi', body: await rfqBody(t, { quantity: 'abc' }) });
    expect(res.json().messages[0]).toContain('Số lượng');
  });
});

describe('the buyer’s RFQs', () => {
  it('lists only the caller’s RFQs with counts per status, filters and paging', async () => {
    const mine = await createRfq(t, otherBuyer.cookie, { product_name: 'Bamboo cutting boards' });
    await createRfq(t, otherBuyer.cookie, { product_name: 'Rattan chairs' });
    await approveRfq(t, mine.id);
    const all = (await call(t.app, 'GET', 'rfq.list_mine', { cookie: otherBuyer.cookie })).json().message;
    expect(all.total).toBe(2);
    expect(all.counts).toMatchObject({ all: 2, pending: 1, approved: 1 });
    const approved = (await call(t.app, 'GET', 'rfq.list_mine', { cookie: otherBuyer.cookie, query: { status: 'approved' } })).json().message;
    expect(approved.data.map((r: { product_name: string }) => r.product_name)).toEqual(['Bamboo cutting boards']);
    const byKeyword = (await call(t.app, 'GET', 'rfq.list_mine', { cookie: otherBuyer.cookie, query: { keyword: 'rattan' } })).json().message;
    expect(byKeyword.data).toHaveLength(1);
  });

  it('hides other buyers’ RFQs behind "not found" for reading, editing and closing', async () => {
    const rfq = await createRfq(t, buyer.cookie);
    for (const [method, name, options] of [
      ['GET', 'rfq.get_mine', { query: { id: String(rfq.id) } }],
      ['POST', 'rfq.update', { body: { id: rfq.id, ...(await rfqBody(t)) } }],
      ['POST', 'rfq.close', { body: { id: rfq.id, reason: 'fulfilled' } }],
    ] as const) {
      const res = await call(t.app, method, name, { cookie: otherBuyer.cookie, ...options });
      expect(res.statusCode, name).toBe(404);
      expect(res.body).not.toContain('Stainless');
    }
  });

  it('editing an approved RFQ sends it back to review; a closed one cannot be edited', async () => {
    const rfq = await createRfq(t, buyer.cookie);
    await approveRfq(t, rfq.id);
    const edited = await call(t.app, 'POST', 'rfq.update', { cookie: buyer.cookie, body: { id: rfq.id, ...(await rfqBody(t, { quantity: '800' })) } });
    expect(edited.json().message.data).toMatchObject({ status: 0, quantity: '800' });
    const closed = await call(t.app, 'POST', 'rfq.close', { cookie: buyer.cookie, body: { id: rfq.id, reason: 'fulfilled' } });
    expect(closed.json().message.data).toMatchObject({ status: 3, close_reason: 'fulfilled' });
    const again = await call(t.app, 'POST', 'rfq.update', { cookie: buyer.cookie, body: { id: rfq.id, ...(await rfqBody(t)) } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RFQ_NOT_EDITABLE');
  });

  it('closing needs one of the listed reasons', async () => {
    const rfq = await createRfq(t, buyer.cookie);
    const res = await call(t.app, 'POST', 'rfq.close', { cookie: buyer.cookie, body: { id: rfq.id, reason: 'bored' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('reason');
  });
});

describe('the email links', () => {
  const keyFor = async (email: string, id: number) => {
    await t.mail.flush();
    const mail = t.sent.findLast((m) => m.toAddress === email && m.textBody.includes(`/detail/${id}?`))!;
    return new URL(/https?:\/\/\S+action=verified_rfq\S+/.exec(mail.textBody)![0]).searchParams.get('key')!;
  };

  it('confirms from the email without a session, once', async () => {
    const rfq = await createRfq(t, buyer.cookie);
    const key = await keyFor(buyer.email, rfq.id);
    const res = await call(t.app, 'POST', 'rfq.email_action', { body: { id: rfq.id, key, action: 'verified_rfq' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data.confirmed).toBe(true);
    expect((await status(rfq.id)).confirmed_at).not.toBeNull();
    const reuse = await call(t.app, 'POST', 'rfq.email_action', { body: { id: rfq.id, key, action: 'decline_rfq' } });
    expect(reuse.json().code).toBe('KEY_USED');
    expect((await status(rfq.id)).status).toBe(0);
  });

  it('withdraws (closes) with decline_rfq, and a key works only for its owner’s RFQ', async () => {
    const rfq = await createRfq(t, buyer.cookie);
    const key = await keyFor(buyer.email, rfq.id);
    const foreign = await createRfq(t, otherBuyer.cookie);
    const wrong = await call(t.app, 'POST', 'rfq.email_action', { body: { id: foreign.id, key, action: 'decline_rfq' } });
    expect(wrong.json().code).toBe('KEY_INVALID');
    expect((await status(foreign.id)).status).toBe(0);
    // The failed attempt rolled back: the key still works for its own RFQ.
    const res = await call(t.app, 'POST', 'rfq.email_action', { body: { id: rfq.id, key, action: 'decline_rfq' } });
    expect(res.json().message.data).toMatchObject({ status: 3, close_reason: 'declined_by_email' });
  });
});

describe('attachments', () => {
  it('accepts a real PDF, refuses a renamed file and a disallowed type, and attaches only own uploads', async () => {
    const pdf = await uploadFile(t, buyer.cookie, 'specification.pdf', samplePdf());
    expect(pdf.statusCode, pdf.body).toBe(200);
    const file = pdf.json().message.data;
    expect(file).toMatchObject({ name: 'specification.pdf', kind: 'pdf' });

    const fake = await uploadFile(t, buyer.cookie, 'invoice.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fake.json().code).toBe('FILE_CONTENT_MISMATCH');
    const exe = await uploadFile(t, buyer.cookie, 'setup.exe', Buffer.from('MZ\x90\x00'));
    expect(exe.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect((await uploadFile(t, undefined, 'a.pdf', samplePdf())).statusCode).toBe(401);

    const foreign = await call(t.app, 'POST', 'rfq.create', { cookie: otherBuyer.cookie, body: await rfqBody(t, { attachment_ids: [file.id] }) });
    expect(foreign.json()).toMatchObject({ code: 'ATTACHMENT_INVALID', field: 'attachment_ids' });

    const rfq = (await call(t.app, 'POST', 'rfq.create', { cookie: buyer.cookie, body: await rfqBody(t, { attachment_ids: [file.id] }) })).json().message.data;
    expect(rfq.attachments).toEqual([expect.objectContaining({ id: file.id, name: 'specification.pdf' })]);

    // Downloads: the owner yes; another user and guests not while the RFQ is pending; once approved,
    // suppliers too but still not guests or other buyers (rfq-market.test.ts covers the rest).
    const download = (cookie?: string) => t.app.inject({ method: 'GET', url: file.url, headers: cookie ? { cookie } : {} });
    const own = await download(buyer.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(otherBuyer.cookie)).statusCode).toBe(404);
    expect((await download()).statusCode).toBe(404);
    await approveRfq(t, rfq.id);
    expect((await download()).statusCode).toBe(404);
    expect((await download(otherBuyer.cookie)).statusCode).toBe(404);
  });
});

describe('quick RFQ', () => {
  it('posts the RFQ a guest filled together with the new buyer account', async () => {
    const body = signupBody({ quick_rfq: await rfqBody(t, { product_name: 'Robusta coffee beans' }) });
    const res = await call(t.app, 'POST', 'auth.signup_via_password', { body });
    expect(res.statusCode, res.body).toBe(200);
    const rfqId = res.json().message.data.rfq_id;
    expect(rfqId).toBeGreaterThan(0);
    const rows = (await t.database.db.execute(
      sql`SELECT r.product_name, r.status, u.email FROM rfqs r JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id WHERE r.id = ${rfqId}`,
    )) as unknown as { rows: Array<{ product_name: string; status: number; email: string }> };
    expect(rows.rows[0]).toEqual({ product_name: 'Robusta coffee beans', status: 0, email: body.email });
  });

  it('refuses a quick RFQ with a seller account on account_type, in the asker\'s language, and creates nothing', async () => {
    const body = signupBody({ account_type: 'Seller', company_name: 'Mekong Seafood Co', quick_rfq: await rfqBody(t, { product_name: 'Frozen pangasius fillets' }) });
    const res = await call(t.app, 'POST', 'auth.signup_via_password', { body, lang: 'zh' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'account_type' });
    expect(res.json().field_message).toContain('采购商');
    const users = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE email = ${body.email as string}`)) as unknown as { rows: Array<{ n: number }> };
    expect(users.rows[0]!.n).toBe(0);
  });

  it('rejects the whole signup when the quick RFQ is invalid', async () => {
    const body = signupBody({ quick_rfq: await rfqBody(t, { quantity: 'lots' }) });
    const res = await call(t.app, 'POST', 'auth.signup_via_password', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('quick_rfq.quantity');
    const users = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE email = ${body.email as string}`)) as unknown as { rows: Array<{ n: number }> };
    expect(users.rows[0]!.n).toBe(0);
  });
});
