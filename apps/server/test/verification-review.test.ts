import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import { samplePdf } from './factories/sourcing.ts';
import {
  buyer,
  companySupplier,
  documentsBody,
  freeMailSupplier,
  level3Supplier,
  requestVerification,
  supplierStatus,
  uploadDocument,
  type Account,
} from './factories/verification.ts';

// The operators' console, verification review: the queue per kind and the decisions, with their
// audit entries and notice mails. The database may be shared with other files, so every list is
// narrowed to this file's companies (a tag in their names) and rows are found by their ids.

let t: TestApp;
let op: OperatorAccount;
beforeAll(async () => {
  t = await buildTestApp();
  op = await createOperator(t);
});
afterAll(() => t.close());

const tag = () => `VR${crypto.randomBytes(4).toString('hex')}`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const queue = (cookie: string | undefined, query: Record<string, string>) => call(t.app, 'GET', 'admin.verification_queue', { cookie, query });
const review = (cookie: string | undefined, body: Record<string, unknown>) => call(t.app, 'POST', 'admin.review_verification', { cookie, body });

async function queueIds(query: Record<string, string>): Promise<number[]> {
  const res = await queue(op.cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().message.data as Array<{ id: number }>).map((i) => i.id);
}

/** A Level 2 supplier of company `name` with documents in review; returns it and the request id. */
async function supplierWithDocuments(name: string, fileName = 'business-registration.pdf') {
  const s = await companySupplier(t, { company_name: name });
  const attachment = await uploadDocument(t, s.cookie, fileName);
  const res = await requestVerification(t, s.cookie, { kind: 'documents', ...documentsBody([attachment]), note: 'Registered in Hanoi since 2015.' });
  expect(res.statusCode, res.body).toBe(200);
  return { supplier: s, attachment, requestId: res.json().message.data.documents.id as number };
}

async function buyerWithDocuments(company: string) {
  const b = await buyer(t, { company_name: company });
  const res = await call(t.app, 'POST', 'customer.request_verification', { cookie: b.cookie, body: documentsBody([await uploadDocument(t, b.cookie)], 'other') });
  expect(res.statusCode, res.body).toBe(200);
  return { buyer: b, requestId: res.json().message.data.request.id as number };
}

/**
 * A booked tracing session at a chosen time. Written directly: the booking call only offers future
 * slots (tested in verification.test.ts), and a past appointment is exactly what waits for a result.
 */
async function bookedSession(s: Account, at: Date): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      INSERT INTO verification_requests (user_id, side, kind, status, scheduled_at, contact_name, contact_phone)
      VALUES (${s.userId}, 'supplier', 'smart_tracing', 'scheduled', ${at.toISOString()}, 'Trần Thị Mai', '+84 912 345 678') RETURNING id`),
  );
  return row!.id;
}

const auditOf = async (requestId: number) =>
  rowsOf<{ actor_user_id: string; actor_email: string; action: string; before: unknown; after: unknown; reason: string | null }>(
    await t.database.db.execute(
      sql`SELECT actor_user_id, actor_email, action, before, after, reason FROM audit_log WHERE target_type = 'verification_request' AND target_id = ${String(requestId)} ORDER BY id`,
    ),
  );

async function mailsTo(email: string, template: string) {
  await t.mail.flush();
  return t.sent.filter((m) => m.toAddress === email && m.template === template);
}

const requestStatus = async (id: number) => rowsOf<{ status: string }>(await t.database.db.execute(sql`SELECT status FROM verification_requests WHERE id = ${id}`))[0]!.status;

describe('the queue', () => {
  it('lists waiting documents oldest first, with the requester, the company and the files', async () => {
    const name = tag();
    const first = await supplierWithDocuments(`${name} Ceramics`, 'dang-ky-kinh-doanh.pdf');
    const second = await supplierWithDocuments(`${name} Garments`);
    // Make the order unambiguous whatever the clock resolution.
    await t.database.db.execute(sql`UPDATE verification_requests SET created_at = now() - interval '2 days' WHERE id = ${first.requestId}`);

    const res = await queue(op.cookie, { kind: 'documents', keyword: name });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().message;
    expect(body).toMatchObject({ total: 2, page: 1, page_size: 20 });
    expect(body.data.map((i: { id: number }) => i.id)).toEqual([first.requestId, second.requestId]);
    const item = body.data[0];
    expect(item).toMatchObject({
      kind: 'documents',
      status: 'pending',
      side: 'supplier',
      requester: { user_id: first.supplier.userId, email: first.supplier.email, name: 'Linh Nguyễn' },
      company: { name: `${name} Ceramics`, verification_level: 2, is_biz_verified: null, country: 'VN' },
      note: 'Registered in Hanoi since 2015.',
      scheduled_at: null,
      review_note: null,
      reviewed_at: null,
      reviewed_by_email: null,
    });
    expect(item.company.identity).toMatch(/^SUP/);
    expect(item.documents).toEqual([
      {
        attachment_id: first.attachment,
        doc_type: 'business_registration',
        file_name: 'dang-ky-kinh-doanh.pdf',
        mime_type: 'application/pdf',
        size: samplePdf().length,
        url: expect.stringContaining(`/files/${first.attachment}/`),
      },
    ]);

    // The keyword also finds the requester's e-mail; the other kinds do not list documents.
    expect(await queueIds({ kind: 'documents', keyword: second.supplier.email.toUpperCase() })).toEqual([second.requestId]);
    expect(await queueIds({ kind: 'business', keyword: name })).toEqual([]);
    expect(await queueIds({ kind: 'documents', state: 'decided', keyword: name })).toEqual([]);
  });

  it('lists booked tracing sessions by appointment, the next one first', async () => {
    const name = tag();
    const [a, b] = [await level3Supplier(t, op.userId), await level3Supplier(t, op.userId)];
    await t.database.db.execute(sql`UPDATE suppliers SET company_name = ${name}::text || ' ' || company_name WHERE user_id IN (${a.userId}, ${b.userId})`);
    // Booked first, but for a later time.
    const later = await bookedSession(a, new Date(Date.now() - 3_600_000));
    const sooner = await bookedSession(b, new Date(Date.now() - 2 * 86_400_000));
    const res = await queue(op.cookie, { kind: 'smart_tracing', keyword: name });
    expect(res.json().message.data.map((i: { id: number }) => i.id)).toEqual([sooner, later]);
    expect(res.json().message.data[0]).toMatchObject({ status: 'scheduled', contact_name: 'Trần Thị Mai', contact_phone: '+84 912 345 678', company: { verification_level: 3 } });
  });

  it('lists buyers’ business requests with the buyer’s company', async () => {
    const name = tag();
    const { buyer: b, requestId } = await buyerWithDocuments(`${name} Imports`);
    const [item] = (await queue(op.cookie, { kind: 'business', keyword: name })).json().message.data;
    expect(item).toMatchObject({ id: requestId, side: 'buyer', status: 'pending', company: { name: `${name} Imports`, verification_level: null, is_biz_verified: false } });
    expect(item.company.identity).toMatch(/^BUR/);
    expect(item.requester.email).toBe(b.email);
  });

  it('puts Buyer Premium buyers first in the business queue (their priority review), each group oldest first', async () => {
    const name = tag();
    const first = await buyerWithDocuments(`${name} Early Imports`);
    const second = await buyerWithDocuments(`${name} Later Imports`);
    expect(await queueIds({ kind: 'business', keyword: name })).toEqual([first.requestId, second.requestId]);
    await t.database.db.execute(sql`UPDATE buyers SET plan_name = 'Starter', plan_end_date = now() + interval '1 year' WHERE user_id = ${second.buyer.userId}`);
    expect(await queueIds({ kind: 'business', keyword: name })).toEqual([second.requestId, first.requestId]);
    // An ended plan is no longer a priority.
    await t.database.db.execute(sql`UPDATE buyers SET plan_end_date = now() - interval '1 day' WHERE user_id = ${second.buyer.userId}`);
    expect(await queueIds({ kind: 'business', keyword: name })).toEqual([first.requestId, second.requestId]);
  });

  it('validates its input', async () => {
    expect((await queue(op.cookie, {})).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'kind' });
    expect((await queue(op.cookie, { kind: 'work_email' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'kind' });
    expect((await queue(op.cookie, { kind: 'documents', state: 'all' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'state' });
  });
});

describe('Level 3 documents', () => {
  it('approving raises the supplier to Level 3, records the audit entry and mails the supplier', async () => {
    const name = tag();
    const { supplier: s, requestId } = await supplierWithDocuments(`${name} Ceramics`);
    const res = await review(op.cookie, { id: requestId, decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.data).toMatchObject({ id: requestId, status: 'approved', reviewed_by_email: op.email, company: { verification_level: 3 } });

    expect(await supplierStatus(t, s.cookie)).toMatchObject({ verification_level: 3, next_step: 'smart_tracing', documents: { status: 'approved' } });
    expect(await auditOf(requestId)).toEqual([
      {
        actor_user_id: op.userId,
        actor_email: op.email,
        action: 'verification.approve',
        before: { status: 'pending', level: 2 },
        after: { status: 'approved', level: 3 },
        reason: null,
      },
    ]);
    const [mail] = await mailsTo(s.email, 'notice_verificationApproved');
    expect(mail?.textBody).toContain('company documents (Level 3)');
    expect(mail?.textBody).toContain('http://localhost:3000/business/verification');

    // Decided: off the waiting list, on the decided one; deciding again is a conflict.
    expect(await queueIds({ kind: 'documents', keyword: name })).toEqual([]);
    expect(await queueIds({ kind: 'documents', state: 'decided', keyword: name })).toEqual([requestId]);
    expect((await review(op.cookie, { id: requestId, decision: 'reject', reason: 'Too late' })).json().code).toBe('CONFLICT');
    expect(await auditOf(requestId)).toHaveLength(1);
  });

  it('rejecting needs a reason; the supplier reads it in its status and in the mail', async () => {
    const { supplier: s, requestId } = await supplierWithDocuments(`${tag()} Ceramics`);
    for (const reason of [undefined, '   ']) {
      const res = await review(op.cookie, { id: requestId, decision: 'reject', reason });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
    }
    expect(await requestStatus(requestId)).toBe('pending');
    expect(await auditOf(requestId)).toEqual([]);

    const reason = 'The registration certificate is not readable.';
    const res = await review(op.cookie, { id: requestId, decision: 'reject', reason });
    expect(res.json().message.data).toMatchObject({ status: 'rejected', review_note: reason, company: { verification_level: 2 } });
    expect(await supplierStatus(t, s.cookie)).toMatchObject({ verification_level: 2, next_step: 'documents', documents: { status: 'rejected', review_note: reason } });
    expect(await auditOf(requestId)).toMatchObject([{ action: 'verification.reject', before: { status: 'pending', level: 2 }, after: { status: 'rejected', level: 2 }, reason }]);
    const [mail] = await mailsTo(s.email, 'notice_verificationRejected');
    expect(mail?.textBody).toContain(reason);
  });

  it('lists decisions latest first', async () => {
    const name = tag();
    const a = await supplierWithDocuments(`${name} A`);
    const b = await supplierWithDocuments(`${name} B`);
    await review(op.cookie, { id: b.requestId, decision: 'approve' });
    await review(op.cookie, { id: a.requestId, decision: 'reject', reason: 'Blurred scan.' });
    await t.database.db.execute(sql`UPDATE verification_requests SET reviewed_at = now() - interval '1 hour' WHERE id = ${b.requestId}`);
    expect(await queueIds({ kind: 'documents', state: 'decided', keyword: name })).toEqual([a.requestId, b.requestId]);
  });
});

describe('Level 4 smart tracing', () => {
  it('a failed session needs a note; a passed one raises the supplier to Level 4', async () => {
    const s = await level3Supplier(t, op.userId);
    const first = await bookedSession(s, new Date(Date.now() - 86_400_000));
    expect((await review(op.cookie, { id: first, decision: 'reject' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
    const failed = await review(op.cookie, { id: first, decision: 'reject', reason: 'Nobody answered at the booked time.' });
    expect(failed.json().message.data).toMatchObject({ status: 'rejected', review_note: 'Nobody answered at the booked time.' });
    expect(await supplierStatus(t, s.cookie)).toMatchObject({ verification_level: 3, smart_tracing: { status: 'rejected', review_note: 'Nobody answered at the booked time.' } });
    expect(await auditOf(first)).toMatchObject([{ action: 'tracing.fail', before: { status: 'scheduled', level: 3 }, after: { status: 'rejected', level: 3 } }]);

    const second = await bookedSession(s, new Date(Date.now() - 3_600_000));
    const passed = await review(op.cookie, { id: second, decision: 'approve', reason: 'Factory and office seen on video.' });
    expect(passed.json().message.data).toMatchObject({ status: 'approved', review_note: 'Factory and office seen on video.', company: { verification_level: 4 } });
    expect(await supplierStatus(t, s.cookie)).toMatchObject({ verification_level: 4, next_step: 'done' });
    expect(await auditOf(second)).toMatchObject([{ action: 'tracing.pass', actor_email: op.email, before: { level: 3 }, after: { status: 'approved', level: 4 } }]);
    // The supplier's Level 3 approval mailed it too: the newest mail is this decision's.
    expect((await mailsTo(s.email, 'notice_verificationApproved')).at(-1)?.textBody).toContain('smart tracing session (Level 4)');
    const [failMail] = await mailsTo(s.email, 'notice_verificationRejected');
    expect(failMail?.textBody).toContain('Nobody answered at the booked time.');
    expect((await review(op.cookie, { id: second, decision: 'approve' })).json().code).toBe('CONFLICT');
  });
});

describe('buyer business verification', () => {
  it('approving marks the buyer business verified and mails it a link to its profile', async () => {
    const { buyer: b, requestId } = await buyerWithDocuments(`${tag()} Imports`);
    const res = await review(op.cookie, { id: requestId, decision: 'approve' });
    expect(res.json().message.data).toMatchObject({ status: 'approved', company: { is_biz_verified: true } });
    const status = (await call(t.app, 'GET', 'customer.verification_status', { cookie: b.cookie })).json().message.data;
    expect(status).toMatchObject({ is_biz_verified: true, next_step: 'done' });
    expect(await auditOf(requestId)).toMatchObject([{ action: 'verification.approve', before: { status: 'pending', is_biz_verified: false }, after: { status: 'approved', is_biz_verified: true } }]);
    const [mail] = await mailsTo(b.email, 'notice_verificationApproved');
    expect(mail?.textBody).toContain('http://localhost:3000/user/profile');
  });

  it('nobody decides their own request, and a work-email code is not reviewed here', async () => {
    const { buyer: b, requestId } = await buyerWithDocuments(`${tag()} Imports`);
    await t.database.db.execute(sql`UPDATE users SET roles = array_append(roles, 'Operator') WHERE id = ${b.userId}`);
    // An operator now (the console answers), yet its own request stays out of its hands.
    expect((await queue(b.cookie, { kind: 'business' })).statusCode).toBe(200);
    const own = await review(b.cookie, { id: requestId, decision: 'approve' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('FORBIDDEN');
    expect(await requestStatus(requestId)).toBe('pending');

    const s = await freeMailSupplier(t);
    await requestVerification(t, s.cookie, { kind: 'work_email', work_email: `sales.${tag().toLowerCase()}@mekong-ceramics.vn` });
    const [code] = rowsOf<{ id: number }>(await t.database.db.execute(sql`SELECT id FROM verification_requests WHERE user_id = ${s.userId} AND kind = 'work_email'`));
    expect((await review(op.cookie, { id: code!.id, decision: 'approve' })).json().code).toBe('NOT_FOUND');
    expect((await review(op.cookie, { id: 999_999_999, decision: 'approve' })).json().code).toBe('NOT_FOUND');
  });
});

describe('submitted documents', () => {
  it('an operator downloads them; other users and guests get 404', async () => {
    const { supplier: s, attachment } = await supplierWithDocuments(`${tag()} Ceramics`);
    const [item] = (await queue(op.cookie, { kind: 'documents', keyword: s.email })).json().message.data;
    const url = item.documents[0].url as string;
    const asOperator = await t.app.inject({ method: 'GET', url, headers: { cookie: op.cookie } });
    expect(asOperator.statusCode).toBe(200);
    expect(asOperator.rawPayload.equals(samplePdf())).toBe(true);
    expect(asOperator.headers['content-type']).toBe('application/pdf');

    const other = await companySupplier(t);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(url).toContain(attachment);
  });

  it('an operator cannot open a file that was never submitted for verification', async () => {
    const s = await companySupplier(t);
    const loose = await uploadDocument(t, s.cookie, 'private.pdf');
    expect((await t.app.inject({ method: 'GET', url: `/files/${loose}/private.pdf`, headers: { cookie: op.cookie } })).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('refuses guests (401) and every non-operator (403) on each call', async () => {
    const [b, s] = [await buyer(t), await companySupplier(t)];
    const { requestId } = await supplierWithDocuments(`${tag()} Ceramics`);
    const attempts = [
      (cookie?: string) => queue(cookie, { kind: 'documents' }),
      (cookie?: string) => review(cookie, { id: requestId, decision: 'approve' }),
    ];
    for (const attempt of attempts) {
      expect((await attempt()).statusCode).toBe(401);
      for (const cookie of [b.cookie, s.cookie]) {
        const res = await attempt(cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    expect(await requestStatus(requestId)).toBe('pending');
  });
});
