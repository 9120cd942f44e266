import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_EMAIL_CODES_PER_HOUR } from '@tradelink/shared/verification/verification';
import { recordTracingResult, reviewBusiness, reviewDocuments, type Reviewer } from '../src/modules/verification/verification-review.service.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import {
  buyer,
  codeFromMail,
  companySupplier,
  documentsBody,
  freeMailSupplier,
  level3Supplier,
  moderator,
  requestVerification,
  setWebsite,
  supplierStatus,
  uploadDocument,
  asReviewer,
  type Account,
} from './factories/verification.ts';

let t: TestApp;
let mod: Account;
let reviewer: Reviewer;
beforeAll(async () => {
  t = await buildTestApp();
  mod = await moderator(t);
  reviewer = asReviewer(mod);
});
afterAll(() => t.close());

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const workEmail = (domain = 'mekong-ceramics.vn') => `sales.${crypto.randomBytes(4).toString('hex')}@${domain}`;
const confirm = (cookie: string, code: string) => call(t.app, 'POST', 'supplier.confirm_work_email', { cookie, body: { code } });
const me = async (cookie: string) => (await call(t.app, 'GET', 'customer.me', { cookie })).json().message.data;

async function sendCode(supplier: Account, address = workEmail()) {
  const res = await requestVerification(t, supplier.cookie, { kind: 'work_email', work_email: address });
  expect(res.statusCode, res.body).toBe(200);
  return { address, code: await codeFromMail(t, address), status: res.json().message.data };
}

describe('Level 2: work email', () => {
  it('starts a free-mail supplier at Level 1 with the work email as the next step', async () => {
    const s = await freeMailSupplier(t);
    expect(await supplierStatus(t, s.cookie)).toMatchObject({
      verification_level: 1,
      last_verified_datetime: null,
      is_verified_work_email: false,
      next_step: 'work_email',
      work_email: null,
      documents: null,
      smart_tracing: null,
    });
  });

  it('mails a code (stored only as its hash) and the right code raises the supplier to Level 2', async () => {
    const s = await freeMailSupplier(t);
    const { address, code, status } = await sendCode(s);
    expect(status).toMatchObject({ next_step: 'confirm_code', work_email: { status: 'code_sent', work_email: address } });
    expect(Date.parse(status.work_email.code_expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);
    const stored = await t.database.db.execute(sql`SELECT code_hash FROM verification_requests WHERE work_email = ${address}`);
    expect((stored as unknown as { rows: Array<{ code_hash: string }> }).rows[0]!.code_hash).toBe(sha256(code));

    const res = await confirm(s.cookie, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ verification_level: 2, is_verified_work_email: true, next_step: 'documents', work_email: { status: 'approved' } });
    const plan = (await me(s.cookie)).plan;
    expect(plan).toMatchObject({ verification_level: 2, is_verified_work_email: 1 });
    expect(Date.now() - Date.parse(plan.last_verified_datetime)).toBeLessThan(60_000);
  });

  it('refuses free mail, other domains than the website’s, malformed addresses and a second Level 2', async () => {
    const s = await freeMailSupplier(t);
    const free = await requestVerification(t, s.cookie, { kind: 'work_email', work_email: 'boss@yahoo.com' });
    expect(free.json()).toMatchObject({ code: 'WORK_EMAIL_FREE_MAIL', field: 'work_email' });
    const malformed = await requestVerification(t, s.cookie, { kind: 'work_email', work_email: 'sales@' });
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'work_email' });

    await setWebsite(t, s.userId, 'https://www.mekong-ceramics.vn/about');
    const other = await requestVerification(t, s.cookie, { kind: 'work_email', work_email: workEmail('other-company.com') });
    expect(other.json()).toMatchObject({ code: 'WORK_EMAIL_DOMAIN_MISMATCH', field: 'work_email' });
    expect(other.json().messages[0]).toContain('mekong-ceramics.vn');
    expect((await supplierStatus(t, s.cookie)).website_domain).toBe('mekong-ceramics.vn');
    // A subdomain of the website's domain is the company's too.
    await sendCode(s, workEmail('export.mekong-ceramics.vn'));

    const already = await companySupplier(t);
    expect((await requestVerification(t, already.cookie, { kind: 'work_email', work_email: workEmail() })).json().code).toBe('CONFLICT');
  });

  it('counts wrong codes, refuses malformed ones, and spends a code after five tries', async () => {
    const s = await freeMailSupplier(t);
    const { code } = await sendCode(s);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm(s.cookie, '12ab')).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'code' });
    for (let i = 0; i < 5; i++) expect((await confirm(s.cookie, wrong)).json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', field: 'code' });
    expect((await confirm(s.cookie, code)).json().code).toBe('VERIFICATION_CODE_EXPIRED');
    expect(await supplierStatus(t, s.cookie)).toMatchObject({ verification_level: 1, next_step: 'work_email', work_email: { status: 'expired' } });
  });

  it('refuses an expired code or none, and a resent code replaces the previous one', async () => {
    const s = await freeMailSupplier(t);
    expect((await confirm(s.cookie, '123456')).json().code).toBe('VERIFICATION_CODE_EXPIRED');
    const first = await sendCode(s);
    await t.database.db.execute(sql`UPDATE verification_requests SET code_expires_at = now() - interval '1 minute' WHERE work_email = ${first.address}`);
    expect((await confirm(s.cookie, first.code)).json().code).toBe('VERIFICATION_CODE_EXPIRED');

    const second = await sendCode(s, first.address);
    const third = await sendCode(s, first.address);
    if (second.code !== third.code) expect((await confirm(s.cookie, second.code)).json().code).toBe('VERIFICATION_CODE_INVALID');
    expect((await confirm(s.cookie, third.code)).statusCode).toBe(200);
  });

  it('limits how many codes are mailed per hour', async () => {
    const s = await freeMailSupplier(t);
    for (let i = 0; i < WORK_EMAIL_CODES_PER_HOUR; i++) {
      expect((await requestVerification(t, s.cookie, { kind: 'work_email', work_email: workEmail() })).statusCode).toBe(200);
    }
    const over = await requestVerification(t, s.cookie, { kind: 'work_email', work_email: workEmail() });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
  });
});

describe('Level 3: business documents', () => {
  it('needs Level 2 first', async () => {
    const s = await freeMailSupplier(t);
    const id = await uploadDocument(t, s.cookie);
    const res = await requestVerification(t, s.cookie, { kind: 'documents', ...documentsBody([id]) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'VERIFICATION_LEVEL_REQUIRED', messages: ['Reach Level 2 first.'] });
  });

  it('checks the documents: 1 to 5, known types, no repeats, only the caller’s own uploads', async () => {
    const s = await companySupplier(t);
    const other = await companySupplier(t);
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => uploadDocument(t, s.cookie, `doc-${i}.pdf`)));
    const foreign = await uploadDocument(t, other.cookie);
    const send = (body: Record<string, unknown>) => requestVerification(t, s.cookie, { kind: 'documents', ...body });
    expect((await send({ documents: [] })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'documents' });
    expect((await send(documentsBody(ids))).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'documents' });
    expect((await send(documentsBody([ids[0]!, ids[0]!]))).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'documents' });
    expect((await send(documentsBody([ids[0]!], 'passport'))).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'documents.0.doc_type' });
    expect((await send(documentsBody(['not-a-uuid']))).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'documents.0.attachment_id' });
    expect((await send(documentsBody([ids[0]!, foreign]))).json()).toMatchObject({ code: 'ATTACHMENT_INVALID', field: 'documents' });
  });

  it('keeps one request in review; its owner downloads the files, others cannot', async () => {
    const s = await companySupplier(t);
    const [a, b] = [await uploadDocument(t, s.cookie, 'dang-ky-kinh-doanh.pdf'), await uploadDocument(t, s.cookie, 'tax.pdf')];
    const res = await requestVerification(t, s.cookie, {
      kind: 'documents',
      documents: [
        { attachment_id: a, doc_type: 'business_registration' },
        { attachment_id: b, doc_type: 'tax_certificate' },
      ],
      note: 'Registered in Hanoi since 2015.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json().message.data;
    expect(status).toMatchObject({ verification_level: 2, next_step: 'documents_review', documents: { status: 'pending', note: 'Registered in Hanoi since 2015.' } });
    expect(status.documents.documents.map((d: { name: string; doc_type: string }) => [d.name, d.doc_type])).toEqual([
      ['dang-ky-kinh-doanh.pdf', 'business_registration'],
      ['tax.pdf', 'tax_certificate'],
    ]);
    const url = status.documents.documents[0].url as string;
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: mod.cookie } })).statusCode).toBe(404);

    const again = await requestVerification(t, s.cookie, { kind: 'documents', ...documentsBody([await uploadDocument(t, s.cookie)]) });
    expect(again.json().code).toBe('VERIFICATION_PENDING');
  });

  it('shows a rejection’s reason, takes new documents, and an approval raises the level to 3', async () => {
    const s = await companySupplier(t);
    const first = await requestVerification(t, s.cookie, { kind: 'documents', ...documentsBody([await uploadDocument(t, s.cookie)]) });
    const firstId = first.json().message.data.documents.id as number;
    await expect(reviewDocuments(t.app.deps, reviewer, firstId, 'reject', '  ')).rejects.toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
    await expect(reviewDocuments(t.app.deps, asReviewer(s), firstId, 'approve')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await reviewDocuments(t.app.deps, reviewer, firstId, 'reject', 'The registration certificate is not readable.');
    expect(await supplierStatus(t, s.cookie)).toMatchObject({
      verification_level: 2,
      next_step: 'documents',
      documents: { status: 'rejected', review_note: 'The registration certificate is not readable.' },
    });
    await expect(reviewDocuments(t.app.deps, reviewer, firstId, 'approve')).rejects.toMatchObject({ code: 'CONFLICT' });

    const second = await requestVerification(t, s.cookie, { kind: 'documents', ...documentsBody([await uploadDocument(t, s.cookie)]) });
    const view = await reviewDocuments(t.app.deps, reviewer, second.json().message.data.documents.id, 'approve');
    expect(view.status).toBe('approved');
    const status = await supplierStatus(t, s.cookie);
    expect(status).toMatchObject({ verification_level: 3, next_step: 'smart_tracing', documents: { status: 'approved' } });
    expect((await me(s.cookie)).plan.verification_level).toBe(3);
    expect((await requestVerification(t, s.cookie, { kind: 'documents', ...documentsBody([await uploadDocument(t, s.cookie)]) })).json().code).toBe('CONFLICT');
  });

  it('lets the supplier withdraw documents in review, and nobody else', async () => {
    const s = await companySupplier(t);
    const other = await companySupplier(t);
    const res = await requestVerification(t, s.cookie, { kind: 'documents', ...documentsBody([await uploadDocument(t, s.cookie)]) });
    const id = res.json().message.data.documents.id as number;
    expect((await call(t.app, 'POST', 'supplier.cancel_verification', { cookie: other.cookie, body: { id } })).statusCode).toBe(404);
    const cancelled = await call(t.app, 'POST', 'supplier.cancel_verification', { cookie: s.cookie, body: { id } });
    expect(cancelled.json().message.data).toMatchObject({ next_step: 'documents', documents: { status: 'cancelled' } });
    await expect(reviewDocuments(t.app.deps, reviewer, id, 'approve')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(reviewDocuments(t.app.deps, reviewer, 999_999_999, 'approve')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('Level 4: smart tracing', () => {
  const slotsOf = async (cookie: string) => (await call(t.app, 'GET', 'supplier.tracing_slots', { cookie })).json().message.data;
  const book = (cookie: string, scheduledAt: string, overrides: Record<string, unknown> = {}) =>
    requestVerification(t, cookie, { kind: 'smart_tracing', scheduled_at: scheduledAt, contact_name: 'Trần Thị Mai', contact_phone: '+84 912 345 678', ...overrides });

  it('lists weekday one-hour slots between 09:00 and 17:00 in Ho Chi Minh City', async () => {
    const s = await companySupplier(t);
    const { time_zone, slot_minutes, slots } = await slotsOf(s.cookie);
    expect(time_zone).toBe('Asia/Ho_Chi_Minh');
    expect(slot_minutes).toBe(60);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots as string[]) {
      const local = new Date(Date.parse(slot) + 7 * 3_600_000);
      expect(local.getUTCHours()).toBeGreaterThanOrEqual(9);
      expect(local.getUTCHours()).toBeLessThan(17);
      expect([0, 6]).not.toContain(local.getUTCDay());
      expect(Date.parse(slot)).toBeGreaterThan(Date.now());
      expect(Date.parse(slot)).toBeLessThan(Date.now() + 15 * 86_400_000);
    }
  });

  it('needs Level 3, a listed slot and a contact', async () => {
    const s2 = await companySupplier(t);
    const slot = (await slotsOf(s2.cookie)).slots[0] as string;
    expect((await book(s2.cookie, slot)).json()).toMatchObject({ code: 'VERIFICATION_LEVEL_REQUIRED', messages: ['Reach Level 3 first.'] });
    const s = await level3Supplier(t, mod.userId);
    const offHours = new Date(Date.parse(slot) + 30 * 60_000).toISOString();
    expect((await book(s.cookie, offHours)).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'scheduled_at' });
    expect((await book(s.cookie, 'tomorrow at nine')).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'scheduled_at' });
    expect((await book(s.cookie, slot, { contact_name: ' ' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'contact_name' });
    expect((await book(s.cookie, slot, { contact_phone: 'call me' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'contact_phone' });
  });

  it('books a slot once: it leaves the list, and a second booking or another supplier is refused', async () => {
    const [a, b] = [await level3Supplier(t, mod.userId), await level3Supplier(t, mod.userId)];
    const slot = (await slotsOf(a.cookie)).slots[0] as string;
    const res = await book(a.cookie, slot);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({
      next_step: 'tracing_scheduled',
      smart_tracing: { status: 'scheduled', scheduled_at: slot, contact_name: 'Trần Thị Mai', contact_phone: '+84 912 345 678' },
    });
    expect((await slotsOf(b.cookie)).slots).not.toContain(slot);
    expect((await book(b.cookie, slot)).json()).toMatchObject({ code: 'SLOT_UNAVAILABLE', field: 'scheduled_at' });
    const next = (await slotsOf(a.cookie)).slots[0] as string;
    expect((await book(a.cookie, next)).json().code).toBe('VERIFICATION_PENDING');
  });

  it('never books one slot twice, even in parallel', async () => {
    const suppliers = await Promise.all(Array.from({ length: 4 }, () => level3Supplier(t, mod.userId)));
    const slot = (await slotsOf(suppliers[0]!.cookie)).slots.at(-1) as string;
    const results = await Promise.all(suppliers.map((s) => book(s.cookie, slot)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'SLOT_UNAVAILABLE')).toBe(true);
    const count = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM verification_requests WHERE kind = 'smart_tracing' AND status = 'scheduled' AND scheduled_at = ${slot}`,
    );
    expect((count as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });

  it('lets the supplier cancel its own booking, freeing the slot', async () => {
    const s = await level3Supplier(t, mod.userId);
    const other = await level3Supplier(t, mod.userId);
    const slot = (await slotsOf(s.cookie)).slots[1] as string;
    const id = (await book(s.cookie, slot)).json().message.data.smart_tracing.id as number;
    expect((await call(t.app, 'POST', 'supplier.cancel_verification', { cookie: other.cookie, body: { id } })).json().code).toBe('NOT_FOUND');
    const res = await call(t.app, 'POST', 'supplier.cancel_verification', { cookie: s.cookie, body: { id } });
    expect(res.json().message.data).toMatchObject({ next_step: 'smart_tracing', smart_tracing: { status: 'cancelled' } });
    expect((await slotsOf(s.cookie)).slots).toContain(slot);
    expect((await call(t.app, 'POST', 'supplier.cancel_verification', { cookie: s.cookie, body: { id } })).json().code).toBe('CONFLICT');
    expect((await call(t.app, 'POST', 'supplier.cancel_verification', { cookie: s.cookie, body: { id: 'x' } })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
  });

  it('records a failed session with its note, and a passed one raises the supplier to Level 4', async () => {
    const s = await level3Supplier(t, mod.userId);
    const slots = (await slotsOf(s.cookie)).slots as string[];
    const firstId = (await book(s.cookie, slots[2]!)).json().message.data.smart_tracing.id as number;
    await expect(recordTracingResult(t.app.deps, reviewer, firstId, 'failed')).rejects.toMatchObject({ field: 'reason' });
    await recordTracingResult(t.app.deps, reviewer, firstId, 'failed', 'Nobody answered at the booked time.');
    expect(await supplierStatus(t, s.cookie)).toMatchObject({
      verification_level: 3,
      next_step: 'smart_tracing',
      smart_tracing: { status: 'rejected', review_note: 'Nobody answered at the booked time.' },
    });
    const secondId = (await book(s.cookie, slots[3]!)).json().message.data.smart_tracing.id as number;
    await recordTracingResult(t.app.deps, reviewer, secondId, 'passed', 'Factory and office seen on video.');
    expect(await supplierStatus(t, s.cookie)).toMatchObject({ verification_level: 4, next_step: 'done', smart_tracing: { status: 'approved' } });
    expect((await me(s.cookie)).plan.verification_level).toBe(4);
    expect((await book(s.cookie, slots[4]!)).json().code).toBe('CONFLICT');
  });
});

describe('buyer business verification', () => {
  const status = async (cookie: string) => (await call(t.app, 'GET', 'customer.verification_status', { cookie })).json().message.data;
  const request = (cookie: string, body: Record<string, unknown>) => call(t.app, 'POST', 'customer.request_verification', { cookie, body });

  it('takes documents for review, one request at a time, and validates them', async () => {
    const b = await buyer(t);
    expect(await status(b.cookie)).toEqual({ is_biz_verified: false, last_verified_datetime: null, next_step: 'documents', request: null });
    expect((await request(b.cookie, { documents: [] })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'documents' });
    const other = await buyer(t);
    expect((await request(b.cookie, documentsBody([await uploadDocument(t, other.cookie)]))).json()).toMatchObject({ code: 'ATTACHMENT_INVALID' });
    const res = await request(b.cookie, { ...documentsBody([await uploadDocument(t, b.cookie)], 'other'), note: 'Importer of record since 2019' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ next_step: 'in_review', request: { kind: 'business', status: 'pending', note: 'Importer of record since 2019' } });
    expect((await request(b.cookie, documentsBody([await uploadDocument(t, b.cookie)]))).json().code).toBe('VERIFICATION_PENDING');
  });

  it('shows a rejection’s reason; an approval marks the buyer business verified in its plan', async () => {
    const b = await buyer(t);
    const first = (await request(b.cookie, documentsBody([await uploadDocument(t, b.cookie)]))).json().message.data.request.id as number;
    await expect(reviewBusiness(t.app.deps, reviewer, first, 'reject')).rejects.toMatchObject({ field: 'reason' });
    // A business request is not a supplier's documents request.
    await expect(reviewDocuments(t.app.deps, reviewer, first, 'approve')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await reviewBusiness(t.app.deps, reviewer, first, 'reject', 'Please add the import licence.');
    expect(await status(b.cookie)).toMatchObject({ is_biz_verified: false, next_step: 'documents', request: { status: 'rejected', review_note: 'Please add the import licence.' } });

    const second = (await request(b.cookie, documentsBody([await uploadDocument(t, b.cookie)]))).json().message.data.request.id as number;
    await reviewBusiness(t.app.deps, reviewer, second, 'approve');
    const after = await status(b.cookie);
    expect(after).toMatchObject({ is_biz_verified: true, next_step: 'done', request: { status: 'approved' } });
    expect((await me(b.cookie)).plan).toMatchObject({ is_biz_verified: 1, last_verified_datetime: after.last_verified_datetime });
    expect((await request(b.cookie, documentsBody([await uploadDocument(t, b.cookie)]))).json().code).toBe('CONFLICT');
  });
});

describe('access', () => {
  const supplierCalls: Array<['GET' | 'POST', string]> = [
    ['GET', 'supplier.verification_status'],
    ['POST', 'supplier.request_verification'],
    ['POST', 'supplier.confirm_work_email'],
    ['GET', 'supplier.tracing_slots'],
    ['POST', 'supplier.cancel_verification'],
  ];
  const buyerCalls: Array<['GET' | 'POST', string]> = [
    ['GET', 'customer.verification_status'],
    ['POST', 'customer.request_verification'],
  ];
  const validBody: Record<string, unknown> = {
    'supplier.request_verification': { kind: 'work_email', work_email: 'sales@mekong-ceramics.vn' },
    'supplier.confirm_work_email': { code: '123456' },
    'supplier.cancel_verification': { id: 1 },
    'customer.request_verification': documentsBody([crypto.randomUUID()]),
  };

  it('asks logged-out visitors to log in', async () => {
    for (const [method, name] of [...supplierCalls, ...buyerCalls]) {
      expect((await call(t.app, method, name, { body: validBody[name] })).statusCode, name).toBe(401);
    }
  });

  it('keeps supplier calls for suppliers and buyer calls for buyers', async () => {
    const [b, s] = [await buyer(t), await companySupplier(t)];
    for (const [method, name] of supplierCalls) {
      expect((await call(t.app, method, name, { cookie: b.cookie, body: validBody[name] })).json().code, name).toBe('SUPPLIER_ONLY');
    }
    for (const [method, name] of buyerCalls) {
      expect((await call(t.app, method, name, { cookie: s.cookie, body: validBody[name] })).json().code, name).toBe('BUYER_ONLY');
    }
  });
});
