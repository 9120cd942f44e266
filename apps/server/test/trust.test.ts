import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createBuyer, createSeller, insertProduct, sendInquiry } from './factories/inquiry.ts';
import { openRfq, sendQuotation } from './factories/quoting.ts';
import { referenceIds } from './factories/sourcing.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import { REPORT_CREATE_RATE_LIMIT } from '../src/modules/trust/report.service.ts';

let t: TestApp;
let operator: OperatorAccount;
let uom: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await createOperator(t);
  uom = (await referenceIds(t)).uom;
});
afterAll(() => t.close());

type Seller = Awaited<ReturnType<typeof createSeller>>;

const query = async <T>(statement: ReturnType<typeof sql>) => ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
const word = () => `kw${crypto.randomBytes(5).toString('hex')}`;
const reviewBody = (extra = '') => `Reliable partner, samples matched the order. ${extra}`.trim();

const eligibility = (cookie: string | undefined, identity: string) =>
  call(t.app, 'GET', 'review.eligibility', { cookie, query: { target_identity: identity } });
const createReview = (cookie: string | undefined, body: Record<string, unknown>) => call(t.app, 'POST', 'review.create', { cookie, body });
const report = (cookie: string | undefined, body: Record<string, unknown>) => call(t.app, 'POST', 'report.create', { cookie, body });
const hide = (cookie: string, body: Record<string, unknown>) => call(t.app, 'POST', 'admin.hide_review', { cookie, body });

const supplierPage = async (identity: string) => {
  const res = await call(t.app, 'GET', 'supplier.get_public', { query: { id: identity } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data;
};
const buyerPage = async (identity: string, cookie: string) => {
  const res = await call(t.app, 'GET', 'buyer.get_public', { query: { id: identity }, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data;
};
const reviewsBy = (userId: string) => query<{ id: number; rating: number; body: string }>(sql`SELECT id, rating, body FROM reviews WHERE author_user_id = ${userId}`);
const auditOf = (targetType: string, targetId: string) =>
  query<{ action: string; actor_user_id: string; actor_email: string; before: Record<string, unknown>; after: Record<string, unknown>; reason: string | null }>(
    sql`SELECT action, actor_user_id, actor_email, before, after, reason FROM audit_log WHERE target_type = ${targetType} AND target_id = ${targetId} ORDER BY id`,
  );

/** A buyer who sent the seller an inquiry: the two have dealt with each other. */
async function buyerWhoAsked(seller: Seller) {
  const buyer = await createBuyer(t);
  await sendInquiry(t, buyer.cookie, { supplierIdentity: seller.identity });
  return buyer;
}

describe('review.eligibility and review.create — a buyer reviews a supplier', () => {
  it('refuses before any dealings, then accepts one review after an inquiry and shows it on the supplier page', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);

    expect((await eligibility(buyer.cookie, seller.identity)).json().message.data).toEqual({ can_review: false, reason: 'no_interaction', existing: null });
    const early = await createReview(buyer.cookie, { target_identity: seller.identity, rating: 5, body: reviewBody() });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('REVIEW_NOT_ELIGIBLE');

    await sendInquiry(t, buyer.cookie, { supplierIdentity: seller.identity });
    expect((await eligibility(buyer.cookie, seller.identity)).json().message.data).toEqual({ can_review: true, reason: 'ok', existing: null });

    const created = await createReview(buyer.cookie, { target_identity: seller.identity, rating: 4, body: `  ${reviewBody()}  ` });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message.data).toEqual({ id: expect.any(Number), rating: 4, body: reviewBody(), created_at: expect.any(String) });

    const page = await supplierPage(seller.identity);
    expect(page.reviews).toMatchObject({ count: 1, average: 4, distribution: [0, 0, 0, 1, 0] });
    expect(page.reviews.latest[0]).toMatchObject({ id: created.json().message.data.id, body: reviewBody(), author_role: 'buyer', rating: 4 });

    const again = await createReview(buyer.cookie, { target_identity: seller.identity, rating: 1, body: reviewBody('Changed my mind.') });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVIEW_EXISTS');
    expect(await reviewsBy(buyer.userId)).toHaveLength(1);
    expect((await eligibility(buyer.cookie, seller.identity)).json().message.data).toMatchObject({
      can_review: false,
      reason: 'exists',
      existing: { rating: 4, body: reviewBody() },
    });
  });

  it('counts a quotation on the buyer’s request as dealings too', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const rfq = await openRfq(t, buyer.cookie);
    await sendQuotation(t, seller.cookie, rfq.id, uom);
    expect((await eligibility(buyer.cookie, seller.identity)).json().message.data.reason).toBe('ok');
  });

  it('rejects a rating outside 1–5, a fractional rating and a too short or too long text, storing nothing', async () => {
    const seller = await createSeller(t);
    const buyer = await buyerWhoAsked(seller);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rating: 0, body: reviewBody() }, 'rating'],
      [{ rating: 6, body: reviewBody() }, 'rating'],
      [{ rating: 3.5, body: reviewBody() }, 'rating'],
      [{ rating: '5', body: reviewBody() }, 'rating'],
      [{ rating: 5, body: '   too short   ' }, 'body'],
      [{ rating: 5, body: 'x'.repeat(2001) }, 'body'],
      [{ rating: 5 }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await createReview(buyer.cookie, { target_identity: seller.identity, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    expect(await reviewsBy(buyer.userId)).toHaveLength(0);
  });

  it('explains why not: one’s own company, no buying side, unknown or suspended party, guests', async () => {
    const seller = await createSeller(t);
    const own = await eligibility(seller.cookie, seller.identity);
    expect(own.json().message.data).toEqual({ can_review: false, reason: 'own', existing: null });
    const ownCreate = await createReview(seller.cookie, { target_identity: seller.identity, rating: 5, body: reviewBody() });
    expect(ownCreate.statusCode).toBe(403);
    expect(ownCreate.json().code).toBe('OWN_COMPANY');

    // A seller account has no buying side to review another supplier from.
    const other = await createSeller(t);
    expect((await eligibility(seller.cookie, other.identity)).json().message.data.reason).toBe('no_side');
    expect((await createReview(seller.cookie, { target_identity: other.identity, rating: 5, body: reviewBody() })).json().code).toBe('FORBIDDEN');

    const buyer = await createBuyer(t);
    expect((await eligibility(buyer.cookie, 'SUPNOSUCH999')).statusCode).toBe(404);
    await t.database.db.execute(sql`UPDATE users SET status = 'suspended' WHERE id = ${other.userId}`);
    expect((await eligibility(buyer.cookie, other.identity)).statusCode).toBe(404);
    expect((await eligibility(undefined, seller.identity)).statusCode).toBe(401);
    expect((await createReview(undefined, { target_identity: seller.identity, rating: 5, body: reviewBody() })).statusCode).toBe(401);
  });
});

describe('review.create — a supplier reviews a buyer', () => {
  it('needs a quotation (or inquiry) between them and shows the review on the public buyer page', async () => {
    const buyer = await createBuyer(t);
    const seller = await createSeller(t);
    const stranger = await createSeller(t);
    expect((await eligibility(seller.cookie, buyer.identity)).json().message.data.reason).toBe('no_interaction');

    const rfq = await openRfq(t, buyer.cookie);
    await sendQuotation(t, seller.cookie, rfq.id, uom);
    expect((await eligibility(seller.cookie, buyer.identity)).json().message.data).toEqual({ can_review: true, reason: 'ok', existing: null });
    expect((await eligibility(stranger.cookie, buyer.identity)).json().message.data.reason).toBe('no_interaction');
    // The buyer account has no selling side to review a buyer from.
    expect((await eligibility(buyer.cookie, buyer.identity)).json().message.data.reason).toBe('own');

    const body = reviewBody('Clear specifications and quick decisions.');
    const res = await createReview(seller.cookie, { target_identity: buyer.identity, rating: 5, body });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await query<{ buyer_id: string | null; supplier_id: string | null; author_role: string }>(
      sql`SELECT buyer_id, supplier_id, author_role FROM reviews WHERE id = ${res.json().message.data.id}`,
    );
    expect(stored[0]).toMatchObject({ supplier_id: null, author_role: 'supplier' });

    const page = await buyerPage(buyer.identity, stranger.cookie);
    expect(page.reviews).toMatchObject({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
    expect(page.reviews.latest[0]).toMatchObject({ body, author_name: seller.company, author_role: 'supplier' });
    expect(JSON.stringify(page.reviews)).not.toMatch(/@|email|user_id/);
  });
});

describe('admin.hide_review and admin.reviews', () => {
  it('hides a review from the public page with a reason and shows it again, each recorded in the audit log', async () => {
    const seller = await createSeller(t);
    const buyer = await buyerWhoAsked(seller);
    const marker = word();
    const created = await createReview(buyer.cookie, { target_identity: seller.identity, rating: 2, body: reviewBody(marker) });
    const id = created.json().message.data.id as number;
    expect((await supplierPage(seller.identity)).reviews.count).toBe(1);

    const missingReason = await hide(operator.cookie, { id, hidden: true });
    expect(missingReason.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });

    const hidden = await hide(operator.cookie, { id, hidden: true, reason: 'Personal insults' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message.data).toMatchObject({
      id,
      hidden_at: expect.any(String),
      hidden_reason: 'Personal insults',
      hidden_by_email: operator.email,
      author: { user_id: buyer.userId, email: buyer.email },
      target: { type: 'supplier', identity: seller.identity, name: seller.company },
    });
    expect((await supplierPage(seller.identity)).reviews).toMatchObject({ count: 0, average: null, latest: [] });

    // The console still lists it, under "hidden" and not under "visible".
    const list = async (filter: string) =>
      (await call(t.app, 'GET', 'admin.reviews', { cookie: operator.cookie, query: { filter, keyword: marker } })).json().message;
    expect((await list('hidden')).data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await list('visible')).total).toBe(0);

    const shown = await hide(operator.cookie, { id, hidden: false });
    expect(shown.json().message.data).toMatchObject({ hidden_at: null, hidden_reason: null, hidden_by_email: null });
    expect((await supplierPage(seller.identity)).reviews.latest[0]).toMatchObject({ id, rating: 2 });

    // Asking again for the state it has changes nothing and records nothing.
    await hide(operator.cookie, { id, hidden: false });
    const audit = await auditOf('review', String(id));
    expect(audit.map((a) => a.action)).toEqual(['review.hide', 'review.unhide']);
    expect(audit[0]).toMatchObject({
      actor_user_id: operator.userId,
      actor_email: operator.email,
      reason: 'Personal insults',
      before: { hidden_at: null },
      after: { hidden_at: expect.any(String), hidden_reason: 'Personal insults' },
    });
    expect(audit[1]).toMatchObject({ before: { hidden_at: expect.any(String) }, after: { hidden_at: null } });
    expect((await hide(operator.cookie, { id: 2_000_000_000, hidden: true, reason: 'x' })).statusCode).toBe(404);
  });

  it('lists reviews newest first with their open reports, and filters the reported ones', async () => {
    const seller = await createSeller(t);
    const marker = word();
    const [first, second] = [await buyerWhoAsked(seller), await buyerWhoAsked(seller)];
    const a = (await createReview(first.cookie, { target_identity: seller.identity, rating: 5, body: reviewBody(marker) })).json().message.data.id;
    const b = (await createReview(second.cookie, { target_identity: seller.identity, rating: 1, body: reviewBody(marker) })).json().message.data.id;
    expect((await report(seller.cookie, { target_type: 'review', target_id: String(b), reason: 'fake_information' })).statusCode).toBe(200);

    const all = (await call(t.app, 'GET', 'admin.reviews', { cookie: operator.cookie, query: { keyword: marker } })).json().message;
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([b, a]);
    expect(all.data.map((r: { open_reports: number }) => r.open_reports)).toEqual([1, 0]);
    const reported = (await call(t.app, 'GET', 'admin.reviews', { cookie: operator.cookie, query: { filter: 'reported', keyword: marker } })).json().message;
    expect(reported.data.map((r: { id: number }) => r.id)).toEqual([b]);
    // The keyword also finds the author by e-mail.
    const byAuthor = (await call(t.app, 'GET', 'admin.reviews', { cookie: operator.cookie, query: { keyword: first.email } })).json().message;
    expect(byAuthor.data.map((r: { id: number }) => r.id)).toEqual([a]);
  });
});

describe('report.create', () => {
  it('files a report once per open target, refuses unknown targets, one’s own and a bare "other"', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const filed = await report(buyer.cookie, { target_type: 'supplier', target_id: seller.identity, reason: 'scammer', details: 'Asked for payment to a private account.' });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().message.data).toEqual({ id: expect.any(Number) });

    const twice = await report(buyer.cookie, { target_type: 'supplier', target_id: seller.identity.toLowerCase(), reason: 'spam' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('REPORT_EXISTS');

    for (const [type, id] of [['supplier', 'SUPNOSUCH999'], ['buyer', 'BURNOSUCH999'], ['product', '2000000000'], ['rfq', 'abc'], ['review', '2000000000']]) {
      const res = await report(buyer.cookie, { target_type: type, target_id: id, reason: 'spam' });
      expect(res.statusCode, `${type} ${id}`).toBe(404);
    }
    // A product waiting for moderation is not public: nothing to report yet.
    const pending = await insertProduct(t, seller.supplierId, { status: 0 });
    expect((await report(buyer.cookie, { target_type: 'product', target_id: String(pending.id), reason: 'spam' })).statusCode).toBe(404);

    const ownProduct = await insertProduct(t, seller.supplierId);
    const own = await report(seller.cookie, { target_type: 'product', target_id: String(ownProduct.id), reason: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('OWN_COMPANY');
    expect((await report(buyer.cookie, { target_type: 'buyer', target_id: buyer.identity, reason: 'spam' })).json().code).toBe('OWN_COMPANY');

    const bare = await report(buyer.cookie, { target_type: 'product', target_id: String(ownProduct.id), reason: 'other' });
    expect(bare.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'details' });
    const badReason = await report(buyer.cookie, { target_type: 'product', target_id: String(ownProduct.id), reason: 'boring' });
    expect(badReason.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
    expect((await report(undefined, { target_type: 'supplier', target_id: seller.identity, reason: 'spam' })).statusCode).toBe(401);

    const stored = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM reports WHERE reporter_user_id = ${buyer.userId}`);
    expect(stored[0]!.n).toBe(1);
  });
});

describe('report.create — the rate limit', () => {
  it('takes 20 reports an hour from one account, then answers 429 and stores nothing; others are not held back', async () => {
    const seller = await createSeller(t);
    const busy = await createBuyer(t);
    // Every attempt counts, found or not: a flood of made-up targets is refused like real ones.
    for (let i = 0; i < REPORT_CREATE_RATE_LIMIT.max; i++) {
      expect((await report(busy.cookie, { target_type: 'supplier', target_id: `SUPNOSUCH${i}`, reason: 'spam' })).statusCode).toBe(404);
    }
    const refused = await report(busy.cookie, { target_type: 'supplier', target_id: seller.identity, reason: 'scammer' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await query(sql`SELECT id FROM reports WHERE reporter_user_id = ${busy.userId}`)).toEqual([]);

    const other = await createBuyer(t);
    expect((await report(other.cookie, { target_type: 'supplier', target_id: seller.identity, reason: 'scammer' })).statusCode).toBe(200);
  });
});

describe('operators: reports grouped by target', () => {
  /** The group of one target in a view, looking through the pages (other files' reports may share the database). */
  async function findGroup(state: 'open' | 'closed', type: string, id: string) {
    for (let page = 1; page <= 50; page++) {
      const res = await call(t.app, 'GET', 'admin.reports', { cookie: operator.cookie, query: { state, target_type: type, page: String(page) } });
      expect(res.statusCode, res.body).toBe(200);
      const message = res.json().message;
      for (const group of message.data) expect(group.target_type).toBe(type);
      const found = message.data.find((g: { target_id: string }) => g.target_id === id);
      if (found) return found;
      if (page * message.page_size >= message.total) return undefined;
    }
    return undefined;
  }

  it('groups reports on a target with counts by reason, lists them, and closes them all with an audit entry', async () => {
    const seller = await createSeller(t);
    const [first, second, third] = [await createBuyer(t), await createBuyer(t), await createBuyer(t)];
    await report(first.cookie, { target_type: 'supplier', target_id: seller.identity, reason: 'scammer', details: 'Took a deposit and vanished.' });
    await report(second.cookie, { target_type: 'supplier', target_id: seller.identity, reason: 'scammer' });
    await report(third.cookie, { target_type: 'supplier', target_id: seller.identity, reason: 'unable_to_contact' });
    const product = await insertProduct(t, seller.supplierId);
    await report(first.cookie, { target_type: 'product', target_id: String(product.id), reason: 'fake_information' });

    const group = await findGroup('open', 'supplier', seller.identity);
    expect(group).toMatchObject({
      target_name: seller.company,
      target_url: `/supplier/${seller.identity}`,
      owner_user_id: seller.userId,
      owner_name: seller.company,
      owner_status: 'active',
      open_count: 3,
      total_count: 3,
      reasons: { scammer: 2, spam: 0, unable_to_contact: 1, fake_information: 0, other: 0 },
    });
    expect(Date.parse(group.first_at)).toBeLessThanOrEqual(Date.parse(group.last_at));
    expect(await findGroup('open', 'product', String(product.id))).toMatchObject({ target_name: product.name, target_url: `/product/${product.id}`, open_count: 1, owner_user_id: seller.userId });

    const listed = await call(t.app, 'GET', 'admin.report_target', { cookie: operator.cookie, query: { target_type: 'supplier', target_id: seller.identity } });
    expect(listed.statusCode, listed.body).toBe(200);
    const entries = listed.json().message.data;
    expect(entries).toHaveLength(3);
    expect(entries.map((e: { reporter: { email: string } }) => e.reporter.email).sort()).toEqual([first.email, second.email, third.email].sort());
    expect(entries.find((e: { reporter: { user_id: string } }) => e.reporter.user_id === first.userId)).toMatchObject({
      reason: 'scammer',
      details: 'Took a deposit and vanished.',
      status: 'open',
      resolved_at: null,
    });

    const resolved = await call(t.app, 'POST', 'admin.resolve_reports', {
      cookie: operator.cookie,
      body: { target_type: 'supplier', target_id: seller.identity, resolution: 'resolved', note: 'Account warned.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().message.data).toEqual({ updated: 3 });
    expect(await findGroup('open', 'supplier', seller.identity)).toBeUndefined();
    expect(await findGroup('closed', 'supplier', seller.identity)).toMatchObject({ open_count: 0, total_count: 3, reasons: { scammer: 2, unable_to_contact: 1 } });
    const after = (await call(t.app, 'GET', 'admin.report_target', { cookie: operator.cookie, query: { target_type: 'supplier', target_id: seller.identity } })).json().message.data;
    expect(after.every((e: { status: string; resolution_note: string; resolved_at: string }) => e.status === 'resolved' && e.resolution_note === 'Account warned.' && e.resolved_at)).toBe(true);

    const audit = await auditOf('report', `supplier:${seller.identity}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'reports.resolve', actor_user_id: operator.userId, reason: 'Account warned.', before: { status: 'open' }, after: { status: 'resolved' } });
    expect((audit[0]!.after.report_ids as number[]).sort()).toEqual(entries.map((e: { id: number }) => e.id).sort());

    // Closed reports no longer block a new one; closing again finds nothing open.
    expect((await report(first.cookie, { target_type: 'supplier', target_id: seller.identity, reason: 'spam' })).statusCode).toBe(200);
    expect((await findGroup('open', 'supplier', seller.identity))?.open_count).toBe(1);
    const dismissed = await call(t.app, 'POST', 'admin.resolve_reports', {
      cookie: operator.cookie,
      body: { target_type: 'product', target_id: String(product.id), resolution: 'dismissed' },
    });
    expect(dismissed.json().message.data).toEqual({ updated: 1 });
    const again = await call(t.app, 'POST', 'admin.resolve_reports', {
      cookie: operator.cookie,
      body: { target_type: 'product', target_id: String(product.id), resolution: 'dismissed' },
    });
    expect(again.json().message.data).toEqual({ updated: 0 });
    expect((await auditOf('report', `product:${product.id}`)).map((a) => a.action)).toEqual(['reports.dismiss']);
  });

  it('names a reported review by its text and links to the reviewed party; its author is the owner', async () => {
    const seller = await createSeller(t);
    const buyer = await buyerWhoAsked(seller);
    const body = reviewBody(word());
    const id = String((await createReview(buyer.cookie, { target_identity: seller.identity, rating: 1, body })).json().message.data.id);
    await report(seller.cookie, { target_type: 'review', target_id: id, reason: 'fake_information' });
    expect(await findGroup('open', 'review', id)).toMatchObject({
      target_name: body,
      target_url: `/supplier/${seller.identity}#reviews`,
      owner_user_id: buyer.userId,
    });
  });

  it('names a buyer without a company as the public buyer page does, in report groups and in the reviews list', async () => {
    const buyer = await createBuyer(t);
    const seller = await createSeller(t);
    const rfq = await openRfq(t, buyer.cookie);
    await sendQuotation(t, seller.cookie, rfq.id, uom);
    const review = await createReview(seller.cookie, { target_identity: buyer.identity, rating: 3, body: reviewBody(word()) });
    expect(review.statusCode, review.body).toBe(200);
    expect((await report(seller.cookie, { target_type: 'buyer', target_id: buyer.identity, reason: 'unable_to_contact' })).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE users SET company_name = NULL, first_name = 'Linh', last_name = 'Pham' WHERE id = ${buyer.userId}`);

    expect((await buyerPage(buyer.identity, seller.cookie)).name).toBe('Linh');
    expect(await findGroup('open', 'buyer', buyer.identity)).toMatchObject({ target_name: 'Linh', owner_name: 'Linh', target_url: `/buyer/${buyer.identity}` });
    const listed = (await call(t.app, 'GET', 'admin.reviews', { cookie: operator.cookie, query: { keyword: buyer.identity } })).json().message;
    expect(listed.data.map((r: { target: unknown }) => r.target)).toEqual([{ type: 'buyer', identity: buyer.identity, name: 'Linh' }]);
  });

  it('refuses every console call to non-operators (403) and guests (401)', async () => {
    const buyer = await createBuyer(t);
    const calls: Array<['GET' | 'POST', string, Record<string, unknown>]> = [
      ['GET', 'admin.reports', {}],
      ['GET', 'admin.report_target', { target_type: 'supplier', target_id: 'SUPABC123' }],
      ['POST', 'admin.resolve_reports', { target_type: 'supplier', target_id: 'SUPABC123', resolution: 'dismissed' }],
      ['GET', 'admin.reviews', {}],
      ['POST', 'admin.hide_review', { id: 1, hidden: true, reason: 'x' }],
    ];
    for (const [method, name, input] of calls) {
      const options = method === 'GET' ? { query: input as Record<string, string> } : { body: input };
      expect((await call(t.app, method, name, { ...options, cookie: buyer.cookie })).statusCode, name).toBe(403);
      expect((await call(t.app, method, name, options)).statusCode, name).toBe(401);
    }
  });
});
