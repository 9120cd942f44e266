import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptNumber } from '@tradelink/shared/membership/money';
import { CONTACT_US_MAILS_PER_ADDRESS, CONTACT_US_RATE_LIMIT } from '@tradelink/shared/support/support';
import { buildTestApp, call, randomIp, registerAndLogin, uniqueEmail, type TestApp } from './helper.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import { createPaidPayment } from './factories/payment.ts';

let t: TestApp;
let alice: { cookie: string; email: string; user: { uuid: string } };
let bob: { cookie: string; email: string; user: { uuid: string } };
let operator: OperatorAccount;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = await Promise.all([
    registerAndLogin(t, { account_type: 'Buyer', first_name: 'Alice', last_name: 'Trần' }),
    registerAndLogin(t, { account_type: 'Seller', first_name: 'Bob', company_name: 'Hai Phong Steel Co' }),
  ]);
  operator = await createOperator(t);
});
afterAll(() => t.close());

type Rows<T> = { rows: T[] };
async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}
const requestRow = async (id: number) =>
  (await query<{ user_id: string | null; kind: string; subject: string; body: string; details: Record<string, string>; status: string; name: string; email: string; unread_by_user: boolean }>(
    sql`SELECT * FROM support_requests WHERE id = ${id}`,
  ))[0]!;
const auditRows = (id: number) =>
  query<{ action: string; actor_email: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    sql`SELECT action, actor_email, before, after FROM audit_log WHERE target_type = 'support_request' AND target_id = ${String(id)} ORDER BY id`,
  );
async function mailsTo(address: string) {
  await t.mail.flush();
  return t.sent.filter((m) => m.toAddress === address);
}

const tag = () => crypto.randomBytes(4).toString('hex');
const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Minh Hoàng',
  email: uniqueEmail('contact'),
  company: 'Saigon Coffee Export',
  phone: '+84 28 3822 1234',
  purpose: 'find_suppliers',
  message: 'We are looking for roasters who can supply 2 tonnes of robusta a month.',
  ...overrides,
});
const contactUs = (body: Record<string, unknown>, options: { cookie?: string; ip?: string } = {}) => call(t.app, 'POST', 'support.contact_us', { body, ...options });
const create = (cookie: string, body: Record<string, unknown>) => call(t.app, 'POST', 'support.create', { cookie, body });
const complaint = (overrides: Record<string, unknown> = {}) => ({
  kind: 'complaint',
  category: 'user',
  subject: 'Supplier never shipped the samples',
  about: 'SUPABC123',
  body: 'I paid for samples three weeks ago and the supplier stopped answering my messages.',
  ...overrides,
});
async function createComplaint(cookie: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await create(cookie, complaint(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data.id as number;
}
const getMine = (cookie: string, id: number) => call(t.app, 'GET', 'support.get_mine', { cookie, query: { id: String(id) } });
const listMine = (cookie: string, query: Record<string, string> = {}) => call(t.app, 'GET', 'support.list_mine', { cookie, query });
const reply = (cookie: string, id: number, body: string) => call(t.app, 'POST', 'support.reply_mine', { cookie, body: { id, body } });
const answer = (body: Record<string, unknown>) => call(t.app, 'POST', 'admin.answer_support_request', { cookie: operator.cookie, body });
const inbox = (query: Record<string, string>) => call(t.app, 'GET', 'admin.support_requests', { cookie: operator.cookie, query });

describe('contact us', () => {
  it('takes a guest’s message into the inbox and mails a receipt with the reference', async () => {
    const body = contactBody();
    const res = await contactUs(body);
    expect(res.statusCode, res.body).toBe(200);
    const { id, email } = res.json().message.data;
    expect(email).toBe(body.email);
    expect(await requestRow(id)).toMatchObject({
      user_id: null,
      kind: 'contact',
      status: 'open',
      name: 'Minh Hoàng',
      email: body.email,
      subject: 'Contact us: finding suppliers',
      body: body.message,
      details: { purpose: 'find_suppliers', company: 'Saigon Coffee Export', phone: '+84 28 3822 1234' },
    });
    const [mail] = await mailsTo(body.email);
    expect(mail!.subject).toContain('Contact us: finding suppliers');
    expect(mail!.textBody).toContain(`#${id}`);
    expect(mail!.textBody).toContain('http://localhost:3000/contact-us');
  });

  it('files a logged-in user’s message under their account, in their complaint centre', async () => {
    const res = await contactUs(contactBody({ email: alice.email, purpose: 'membership_consultation', company: '', phone: '' }), { cookie: alice.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().message.data;
    const row = await requestRow(id);
    expect(row).toMatchObject({ user_id: alice.user.uuid, subject: 'Contact us: membership consultation' });
    expect(row.details).toEqual({ purpose: 'membership_consultation' });
    const mine = (await listMine(alice.cookie)).json().message.data as Array<{ id: number; kind: string }>;
    expect(mine).toContainEqual(expect.objectContaining({ id, kind: 'contact' }));
    const mail = (await mailsTo(alice.email)).find((m) => m.textBody.includes(`#${id}`));
    expect(mail!.textBody).toContain(`http://localhost:3000/complaint-center?id=${id}`);
  });

  it('keeps a logged-in user’s message under the account’s own name and address, whatever the form says', async () => {
    const elsewhere = uniqueEmail('elsewhere');
    const res = await contactUs(contactBody({ name: 'Somebody Else', email: elsewhere }), { cookie: alice.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { id, email } = res.json().message.data;
    expect(email).toBe(alice.email);
    expect(await requestRow(id)).toMatchObject({ user_id: alice.user.uuid, name: 'Alice Trần', email: alice.email });
    expect((await mailsTo(alice.email)).some((m) => m.textBody.includes(`#${id}`))).toBe(true);

    // The operator's answer goes to the account too, never to the address typed in the form.
    expect((await answer({ id, body: 'Our membership team will call you this week.', status: 'resolved' })).statusCode).toBe(200);
    const answered = (await mailsTo(alice.email)).find((m) => m.template === 'notice_supportAnswered' && m.textBody.includes('membership team'));
    expect(answered!.textBody).toContain(`http://localhost:3000/complaint-center?id=${id}`);
    expect(await mailsTo(elsewhere)).toEqual([]);
  });

  it('refuses invalid input with the field named, and stores and mails nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-address' }, 'email'],
      [{ message: 'Too short' }, 'message'],
      [{ purpose: 'sell_my_car' }, 'purpose'],
      [{ name: '  ' }, 'name'],
      [{ phone: 'call me' }, 'phone'],
    ];
    for (const [overrides, field] of cases) {
      const body = contactBody({ email: uniqueEmail('invalid'), message: `Please call me back about case ${tag()}.`, ...overrides });
      const res = await contactUs(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
      const stored = await query(sql`SELECT id FROM support_requests WHERE email = ${String(body.email)} OR body = ${String(body.message)}`);
      expect(stored, field).toHaveLength(0);
    }
  });

  it('answers 429 once a client address sent its limit, and stores nothing more', async () => {
    const ip = randomIp();
    for (let i = 0; i < CONTACT_US_RATE_LIMIT.max; i++) expect((await contactUs(contactBody(), { ip })).statusCode).toBe(200);
    const blocked = contactBody();
    const res = await contactUs(blocked, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await query(sql`SELECT id FROM support_requests WHERE email = ${blocked.email}`)).toHaveLength(0);
    // Another address is not affected.
    expect((await contactUs(contactBody())).statusCode).toBe(200);
  });

  it('mails one address only a few receipts an hour, whoever sends them', async () => {
    const victim = uniqueEmail('victim');
    for (let i = 0; i < CONTACT_US_MAILS_PER_ADDRESS.max; i++) expect((await contactUs(contactBody({ email: victim }))).statusCode).toBe(200);
    expect((await contactUs(contactBody({ email: victim }))).statusCode).toBe(429);
    expect(await mailsTo(victim)).toHaveLength(CONTACT_US_MAILS_PER_ADDRESS.max);
  });
});

describe('requests from the account', () => {
  it('stores each kind with its own details and a subject, and mails a receipt', async () => {
    const itemTag = tag();
    const cases = [
      {
        body: complaint({ category: 'payment', about: '', subject: `Charged twice ${itemTag}` }),
        subject: `Charged twice ${itemTag}`,
        details: { category: 'payment' },
      },
      {
        body: { kind: 'removal', removal_type: 'product', item_name: `Fake Rolex ${itemTag}`, item_id: '4711', body: 'This listing copies our registered trademark and photos.' },
        subject: `Removal request: Fake Rolex ${itemTag}`,
        details: { removal_type: 'product', item_name: `Fake Rolex ${itemTag}`, item_id: '4711' },
      },
      {
        body: { kind: 'claim_business', supplier_identity: 'sup7k2m9q', company_name: 'Mekong Ceramics JSC', position: 'Director', phone: '', body: 'I am the director; our business licence number is 0312345678.' },
        subject: 'Business claim: Mekong Ceramics JSC',
        details: { supplier_identity: 'SUP7K2M9Q', company_name: 'Mekong Ceramics JSC', position: 'Director' },
      },
      {
        body: { kind: 'refund', payment_reference: `INV-${itemTag}`, plan_name: 'Starter', body: 'I was charged for the Starter plan after cancelling the trial.' },
        subject: `Refund request: INV-${itemTag}`,
        details: { payment_reference: `INV-${itemTag}`, plan_name: 'Starter' },
      },
    ];
    for (const c of cases) {
      const res = await create(bob.cookie, c.body);
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().message.data.id as number;
      const row = await requestRow(id);
      expect(row, c.body.kind as string).toMatchObject({ user_id: bob.user.uuid, kind: c.body.kind, status: 'open', email: bob.email, subject: c.subject, body: c.body.body });
      expect(row.details, c.body.kind as string).toEqual(c.details);
      const mail = (await mailsTo(bob.email)).find((m) => m.textBody.includes(`#${id}`));
      expect(mail, c.body.kind as string).toBeDefined();
      expect(mail!.subject).toContain(c.subject);
    }
  });

  it('refuses guests, other kinds, and descriptions that are too short', async () => {
    expect((await call(t.app, 'POST', 'support.create', { body: complaint() })).statusCode).toBe(401);
    expect((await create(alice.cookie, { ...complaint(), kind: 'contact' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'kind' });
    expect((await create(alice.cookie, complaint({ body: 'Too short' }))).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body' });
    expect((await create(alice.cookie, { kind: 'removal', removal_type: 'product', item_name: '', body: 'A description long enough to pass.' })).json()).toMatchObject({
      field: 'item_name',
    });
  });

  it('lets a user see only their own requests: another user’s id is not found', async () => {
    const id = await createComplaint(alice.cookie);
    const own = await getMine(alice.cookie, id);
    expect(own.statusCode).toBe(200);
    expect(own.json().message.data).toMatchObject({ id, kind: 'complaint', details: { category: 'user', about: 'SUPABC123' }, messages: [] });

    expect((await getMine(bob.cookie, id)).statusCode).toBe(404);
    expect((await reply(bob.cookie, id, 'Let me in')).statusCode).toBe(404);
    const bobs = (await listMine(bob.cookie)).json().message.data as Array<{ id: number }>;
    expect(bobs.map((r) => r.id)).not.toContain(id);
    expect(await query(sql`SELECT id FROM support_messages WHERE request_id = ${id}`)).toHaveLength(0);
  });

  it('filters the user’s list into open and closed requests, newest activity first', async () => {
    const first = await createComplaint(alice.cookie);
    const second = await createComplaint(alice.cookie);
    expect((await answer({ id: first, status: 'resolved' })).statusCode).toBe(200);
    const open = (await listMine(alice.cookie, { status: 'open' })).json().message.data as Array<{ id: number }>;
    const closed = (await listMine(alice.cookie, { status: 'closed' })).json().message.data as Array<{ id: number; status: string }>;
    expect(open.map((r) => r.id)).toContain(second);
    expect(open.map((r) => r.id)).not.toContain(first);
    expect(closed).toContainEqual(expect.objectContaining({ id: first, status: 'resolved' }));
    const all = ((await listMine(alice.cookie)).json().message.data as Array<{ id: number }>).map((r) => r.id);
    // The resolved one changed last, so it leads.
    expect(all.indexOf(first)).toBeLessThan(all.indexOf(second));
  });

  it('reopens a resolved request when its owner replies, and refuses replies to a closed one', async () => {
    const id = await createComplaint(alice.cookie);
    await answer({ id, status: 'resolved', body: 'We refunded the sample fee.' });
    const reopened = await reply(alice.cookie, id, 'The refund has not arrived yet.');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().message.data).toMatchObject({ status: 'open' });
    expect(reopened.json().message.data.messages.map((m: { author_role: string; body: string }) => [m.author_role, m.body])).toEqual([
      ['operator', 'We refunded the sample fee.'],
      ['user', 'The refund has not arrived yet.'],
    ]);

    await answer({ id, status: 'closed', body: 'The bank confirmed the transfer; closing.' });
    const refused = await reply(alice.cookie, id, 'One more thing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REQUEST_CLOSED');
    expect((await getMine(alice.cookie, id)).json().message.data.messages).toHaveLength(3);
  });
});

describe('the operators’ inbox', () => {
  it('lists active requests oldest first, filters by status and kind, and finds by keyword', async () => {
    const word = `pallet${tag()}`;
    const a = await createComplaint(alice.cookie, { subject: `First ${word}` });
    const b = await createComplaint(bob.cookie, { subject: `Second ${word}` });
    const c = await createComplaint(alice.cookie, { subject: `Third ${word}` });
    await answer({ id: b, status: 'in_progress' });
    await answer({ id: c, status: 'resolved' });

    const active = await inbox({ keyword: word });
    expect(active.statusCode, active.body).toBe(200);
    const items = active.json().message.data as Array<{ id: number; status: string; name: string; email: string; user_id: string; message_count: number; last_message_role: string | null }>;
    expect(items.map((r) => r.id)).toEqual([a, b]);
    expect(items[0]).toMatchObject({ name: 'Alice Trần', email: alice.email, user_id: alice.user.uuid, message_count: 0, last_message_role: null });

    const resolved = (await inbox({ keyword: word, status: 'resolved' })).json().message.data as Array<{ id: number }>;
    expect(resolved.map((r) => r.id)).toEqual([c]);
    expect((await inbox({ keyword: word, kind: 'refund' })).json().message.data).toEqual([]);
    expect(((await inbox({ keyword: `#${a}` })).json().message.data as Array<{ id: number }>).map((r) => r.id)).toContain(a);
  });

  it('answers: the user sees the answer as unread, the mail goes out, and the audit log records it', async () => {
    const id = await createComplaint(alice.cookie, { subject: 'Wrong invoice amount' });
    const res = await answer({ id, body: 'We asked the supplier to send a corrected invoice.', status: 'in_progress' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({
      id,
      status: 'in_progress',
      unread: true,
      requester: { user_id: alice.user.uuid, email: alice.email, status: 'active' },
      messages: [{ author_role: 'operator', body: 'We asked the supplier to send a corrected invoice.' }],
    });

    const listed = ((await listMine(alice.cookie)).json().message.data as Array<{ id: number; unread: boolean }>).find((r) => r.id === id);
    expect(listed).toMatchObject({ unread: true });
    const opened = (await getMine(alice.cookie, id)).json().message.data;
    expect(opened).toMatchObject({ status: 'in_progress', messages: [{ author_role: 'operator', body: 'We asked the supplier to send a corrected invoice.' }] });
    expect(((await listMine(alice.cookie)).json().message.data as Array<{ id: number; unread: boolean }>).find((r) => r.id === id)).toMatchObject({ unread: false });

    const mail = (await mailsTo(alice.email)).find((m) => m.template === 'notice_supportAnswered' && m.textBody.includes(`#${id}`));
    expect(mail!.subject).toContain('Wrong invoice amount');
    expect(mail!.textBody).toContain('We asked the supplier to send a corrected invoice.');
    expect(mail!.textBody).toContain(`http://localhost:3000/complaint-center?id=${id}`);

    expect(await auditRows(id)).toEqual([
      {
        action: 'support.answer',
        actor_email: operator.email,
        before: { status: 'open' },
        after: expect.objectContaining({ status: 'in_progress', answer: 'We asked the supplier to send a corrected invoice.' }),
      },
    ]);
  });

  it('changes the status alone (audited, no mail), and refuses a call that changes nothing', async () => {
    const id = await createComplaint(bob.cookie);
    const before = (await mailsTo(bob.email)).length;
    const res = await answer({ id, status: 'closed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ status: 'closed', unread: false, messages: [] });
    expect(await auditRows(id)).toEqual([{ action: 'support.status', actor_email: operator.email, before: { status: 'open' }, after: { status: 'closed' } }]);
    expect(await mailsTo(bob.email)).toHaveLength(before);

    const nothing = await answer({ id, status: 'closed', body: '  ' });
    expect(nothing.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body' });
    expect(await auditRows(id)).toHaveLength(1);
    expect((await answer({ id: 2_000_000_000, status: 'open' })).statusCode).toBe(404);
  });

  it('links a refund request naming one of the requester’s receipts to that payment, for operators only', async () => {
    // Accounts of its own: each account may file only a few requests an hour.
    const [owner, other] = await Promise.all([registerAndLogin(t, { account_type: 'Seller' }), registerAndLogin(t, { account_type: 'Buyer' })]);
    const payment = await createPaidPayment(t, owner.user.uuid);
    const number = receiptNumber(payment.number);
    const refund = async (cookie: string, reference: string) => {
      const res = await create(cookie, { kind: 'refund', payment_reference: reference, body: 'I cancelled right after paying, please refund the plan.' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().message.data.id as number;
    };
    const adminView = async (id: number) => (await call(t.app, 'GET', 'admin.support_request', { cookie: operator.cookie, query: { id: String(id) } })).json().message.data;

    const own = await refund(owner.cookie, number);
    expect(await adminView(own)).toMatchObject({ kind: 'refund', details: { payment_reference: number }, payment_id: payment.id });
    // The link opens the receipt, where the operator can refund it.
    const receipt = await call(t.app, 'GET', 'membership.payment', { cookie: operator.cookie, query: { payment_id: payment.id } });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().message.data).toMatchObject({ id: payment.id, number });
    // The answer's response carries it too; the requester's own view does not.
    expect((await answer({ id: own, status: 'in_progress' })).json().message.data.payment_id).toBe(payment.id);
    expect((await getMine(owner.cookie, own)).json().message.data).not.toHaveProperty('payment_id');

    // Typed in lower case with spaces, it is still that receipt.
    expect((await adminView(await refund(owner.cookie, ` ${number.toLowerCase()} `))).payment_id).toBe(payment.id);
    // Another user's receipt, a number not printed that way, and free text name no payment.
    for (const [cookie, reference] of [
      [other.cookie, number],
      [owner.cookie, `TL-0${number.slice(3)}`],
      [owner.cookie, `TL-${String(payment.number + 1_000_000).padStart(6, '0')}`],
      [owner.cookie, `INV-${tag()}`],
    ] as const) {
      expect(await adminView(await refund(cookie, reference)), reference).not.toHaveProperty('payment_id');
    }
  });

  it('answers a guest’s contact message by mail, pointing back to the contact page', async () => {
    const body = contactBody({ purpose: 'report_abuse' });
    const id = (await contactUs(body)).json().message.data.id as number;
    const detail = await call(t.app, 'GET', 'admin.support_request', { cookie: operator.cookie, query: { id: String(id) } });
    expect(detail.json().message.data).toMatchObject({
      kind: 'contact',
      details: { purpose: 'report_abuse' },
      requester: { user_id: null, name: 'Minh Hoàng', email: body.email, status: null },
    });
    expect((await answer({ id, body: 'Thank you, we removed the account.', status: 'resolved' })).statusCode).toBe(200);
    const mail = (await mailsTo(body.email)).find((m) => m.template === 'notice_supportAnswered');
    expect(mail!.textBody).toContain('Thank you, we removed the account.');
    expect(mail!.textBody).toContain('http://localhost:3000/contact-us');
  });
});
