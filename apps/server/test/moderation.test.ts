import { setQuotas } from './factories/wallet.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import { uploadProductImage } from './factories/product.ts';
import { createBuyer, createSupplier, nonce, setupSupplier } from './factories/selling.ts';
import { createRfq, referenceIds, rfqBody } from './factories/sourcing.ts';
import { moderatePosts } from '../src/modules/moderation/moderation.service.ts';

// The operators' moderation console: the queue, (bulk) decisions with their audit rows and
// notices, the auto-approve rule, the dashboard and the audit log. Every post carries a fresh word
// in its title, so the checks hold on a shared database full of other files' posts.

let t: TestApp;
let op: OperatorAccount;
let ids: { category_id: number; uom: string };
type Supplier = Awaited<ReturnType<typeof createSupplier>>;
type Buyer = Awaited<ReturnType<typeof createBuyer>>;
let supplier: Supplier;
let buyer: Buyer;
let image: string;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await referenceIds(t);
  [op, supplier, buyer] = await Promise.all([createOperator(t), createSupplier(t), createBuyer(t)]);
  image = await uploadProductImage(t, supplier.cookie, '#5b8c3a');
  await setQuota(supplier, 100);
  await setAutoApprove(false);
});
afterAll(async () => {
  // Other test files (on a shared database) expect posts to wait for review.
  await setAutoApprove(false);
  await t.close();
});

const get = (name: string, query: Record<string, string> = {}, cookie = op.cookie) => call(t.app, 'GET', name, { cookie, query });
const post = (name: string, body: unknown, cookie = op.cookie) => call(t.app, 'POST', name, { cookie, body });
const data = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message;
};

async function setQuota(s: Supplier, quota: number) {
  await setQuotas(t, s.supplierId, { farm_item_post_quota: quota });
}

async function setAutoApprove(on: boolean) {
  const res = await post('admin.update_moderation_settings', { auto_approve_trusted: on });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data;
}

async function createProduct(owner: Supplier, name: string, ownerImage = image) {
  const res = await post('product.quick_create', { name, category_id: ids.category_id, images: [ownerImage], price_min: '2.10', currency: 'USD', moq: '100', uom: ids.uom }, owner.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data as { id: number; status: number };
}

/** Moves a post's "entered the queue" time, so the order of the queue can be checked. */
async function setSubmitted(table: 'products' | 'rfqs', id: number, hoursAgo: number) {
  await t.database.db.execute(sql`UPDATE ${sql.raw(table)} SET updated_at = now() - make_interval(hours => ${hoursAgo}) WHERE id = ${id}`);
}

const queue = async (query: Record<string, string>) => data(await get('admin.moderation_queue', query));
const audit = async (query: Record<string, string>) => (await data(await get('admin.audit_log', query))).data as Array<Record<string, unknown>>;
const productStatus = async (id: number) =>
  ((await t.database.db.execute(sql`SELECT status, reject_reason FROM products WHERE id = ${id}`)) as unknown as { rows: Array<{ status: number; reject_reason: string | null }> }).rows[0]!;

describe('the moderation queue', () => {
  it('lists pending posts only, oldest first, filtered by kind and keyword', async () => {
    const word = nonce();
    const newer = await createProduct(supplier, `Teak bowl ${word}`);
    const older = await createProduct(supplier, `Teak tray ${word}`);
    const approved = await createProduct(supplier, `Teak spoon ${word}`);
    const rfq = await createRfq(t, buyer.cookie, { product_name: `Teak chairs ${word}` });
    await setSubmitted('products', newer.id, 1);
    await setSubmitted('products', older.id, 50);
    await setSubmitted('rfqs', rfq.id, 10);
    await data(await post('admin.moderate_posts', { items: [{ kind: 'product', id: approved.id }], decision: 'approve' }));

    const all = await queue({ keyword: word.toUpperCase() });
    expect(all.data.map((i: { kind: string; id: number }) => `${i.kind}:${i.id}`)).toEqual([`product:${older.id}`, `rfq:${rfq.id}`, `product:${newer.id}`]);
    expect(all).toMatchObject({ total: 3, page: 1, page_size: 20 });
    const first = all.data[0];
    expect(first).toMatchObject({
      title: `Teak tray ${word}`,
      price_min: '2.10',
      moq: '100',
      currency: 'USD',
      owner: { user_id: supplier.userId, identity: supplier.identity, verification_level: 2, is_biz_verified: null },
    });
    expect(first.image_url).toContain(image);
    expect(first.category_name).toBeTruthy();
    expect(all.data[1]).toMatchObject({ quantity: '500', destination_country: 'DE', owner: { identity: buyer.identity, is_biz_verified: false, verification_level: null } });

    const rfqsOnly = await queue({ keyword: word, kind: 'rfq' });
    expect(rfqsOnly.data.map((i: { id: number }) => i.id)).toEqual([rfq.id]);
    const productsOnly = await queue({ keyword: word, kind: 'product' });
    expect(productsOnly.data.map((i: { id: number }) => i.id)).toEqual([older.id, newer.id]);
    expect((await queue({ keyword: `${word}x` })).total).toBe(0);
  });

  it('gives every photo of a product, cover first, and counts the whole queue beside what the filters match', async () => {
    const word = nonce();
    const side = await uploadProductImage(t, supplier.cookie, '#a33b2f');
    const res = await post('product.quick_create', { name: `Jute rug ${word}`, category_id: ids.category_id, images: [image, side], currency: 'USD' }, supplier.cookie);
    expect(res.statusCode, res.body).toBe(200);
    await createRfq(t, buyer.cookie, { product_name: `Jute sacks ${word}` });

    const products = await queue({ keyword: word, kind: 'product' });
    expect(products.total).toBe(1);
    const photos = products.data[0].images as Array<{ thumb_url: string; detail_url: string }>;
    expect(photos).toHaveLength(2);
    expect(photos.map((p) => [p.thumb_url.includes(image), p.detail_url.includes(image)])).toEqual([[true, true], [false, false]]);
    expect(photos[1]!.detail_url).toContain(side);
    expect(photos[0]!.thumb_url).not.toBe(photos[0]!.detail_url);
    expect((await queue({ keyword: word, kind: 'rfq' })).data[0].images).toEqual([]);

    const pending = ((await t.database.db.execute(sql`
      SELECT (SELECT count(*)::int FROM products WHERE status = 0) AS product, (SELECT count(*)::int FROM rfqs WHERE status = 0) AS rfq`)) as unknown as {
      rows: Array<{ product: number; rfq: number }>;
    }).rows[0]!;
    expect(products.waiting).toEqual({ product: pending.product, rfq: pending.rfq });
    expect((await queue({})).waiting).toEqual(products.waiting);
    expect(pending.product + pending.rfq).toBeGreaterThan(products.total);
  });

  it('names a buyer without a company by the first name, as the public pages do', async () => {
    const word = nonce();
    const person = await createBuyer(t);
    const rfq = await createRfq(t, person.cookie, { product_name: `Hemp cord ${word}` });
    await t.database.db.execute(sql`UPDATE users SET company_name = NULL, first_name = 'Mai', last_name = 'Tran' WHERE id = ${person.userId}`);
    expect((await queue({ keyword: word })).data).toMatchObject([{ id: rfq.id, owner: { identity: person.identity, name: 'Mai' } }]);
    await data(await post('moderation.review_post', { kind: 'rfq', id: rfq.id, decision: 'approve' }));
    expect((await data(await get('rfq.get', { id: String(rfq.id) }, ''))).data.buyer.name).toBe('Mai');
  });
});

describe('deciding posts', () => {
  it('approves two products and an RFQ in one go: public at once, each with an audit row', async () => {
    const word = nonce();
    const [a, b] = [await createProduct(supplier, `Rattan lamp ${word}`), await createProduct(supplier, `Rattan stool ${word}`)];
    const rfq = await createRfq(t, buyer.cookie, { product_name: `Rattan baskets ${word}` });
    expect((await get('product.get', { id: String(a.id) }, '')).statusCode).toBe(404);
    expect((await get('rfq.get', { id: String(rfq.id) }, '')).statusCode).toBe(404);

    const items = [{ kind: 'product', id: a.id }, { kind: 'product', id: b.id }, { kind: 'rfq', id: rfq.id }];
    const res = (await data(await post('admin.moderate_posts', { items, decision: 'approve' }))).data;
    expect(res.results).toEqual(items.map((i) => ({ ...i, ok: true, status: 1, error: null })));

    for (const id of [a.id, b.id]) expect((await get('product.get', { id: String(id) }, '')).statusCode).toBe(200);
    expect((await get('rfq.get', { id: String(rfq.id) }, '')).statusCode).toBe(200);
    const search = await data(await get('catalog.search', { keyword: word, tab: 'products' }, ''));
    expect(search.data.map((p: { id: number }) => p.id).sort()).toEqual([a.id, b.id].sort());

    for (const item of items) {
      const rows = await audit({ target_type: item.kind, target_id: String(item.id) });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'post.approve',
        actor_email: op.email,
        before: { status: 0, reject_reason: null },
        after: { status: 1, reject_reason: null },
        reason: null,
      });
    }
    await t.mail.flush();
    const notice = t.sent.findLast((m) => m.toAddress === buyer.email && m.template === 'notice_postApproved' && m.textBody.includes(word))!;
    expect(notice.textBody).toContain(`http://localhost:3000/request/${rfq.id}`);
  });

  it('refuses a rejection without a reason and changes nothing', async () => {
    const p = await createProduct(supplier, `Bamboo fan ${nonce()}`);
    const res = await post('admin.moderate_posts', { items: [{ kind: 'product', id: p.id }], decision: 'reject', reason: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
    expect(await productStatus(p.id)).toEqual({ status: 0, reject_reason: null });
    expect(await audit({ target_type: 'product', target_id: String(p.id) })).toEqual([]);
    const duplicate = await post('admin.moderate_posts', { items: [{ kind: 'product', id: p.id }, { kind: 'product', id: p.id }], decision: 'approve' });
    expect(duplicate.statusCode).toBe(400);
    expect(await productStatus(p.id)).toEqual({ status: 0, reject_reason: null });
  });

  it('rejects with a reason the owner reads in a mail and in their own lists', async () => {
    const word = nonce();
    const p = await createProduct(supplier, `Replica handbag ${word}`);
    const rfq = await createRfq(t, buyer.cookie, { product_name: `Replica watches ${word}` });
    const reason = 'Prohibited or restricted item: replicas of branded goods.';
    const items = [{ kind: 'product', id: p.id }, { kind: 'rfq', id: rfq.id }];
    const res = (await data(await post('admin.moderate_posts', { items, decision: 'reject', reason }))).data;
    expect(res.results.every((r: { ok: boolean; status: number }) => r.ok && r.status === 2)).toBe(true);

    await t.mail.flush();
    const mail = t.sent.findLast((m) => m.toAddress === supplier.email && m.template === 'notice_postRejected')!;
    expect(mail.subject).toContain(`Replica handbag ${word}`);
    expect(mail.textBody).toContain(reason);
    expect(mail.textBody).toContain(`http://localhost:3000/business/post/${p.id}`);
    const rfqMail = t.sent.findLast((m) => m.toAddress === buyer.email && m.template === 'notice_postRejected')!;
    expect(rfqMail.textBody).toContain(`http://localhost:3000/user/request-quotation/${rfq.id}`);

    const mine = await data(await get('product.list_mine', { status: 'rejected', keyword: word }, supplier.cookie));
    expect(mine.data).toMatchObject([{ id: p.id, status: 2, reject_reason: reason }]);
    const myRfqs = await data(await get('rfq.list_mine', { status: 'rejected', keyword: word }, buyer.cookie));
    expect(myRfqs.data).toMatchObject([{ id: rfq.id, status: 2, reject_reason: reason }]);
    const [row] = await audit({ target_type: 'rfq', target_id: String(rfq.id) });
    expect(row).toMatchObject({ action: 'post.reject', reason, before: { status: 0 }, after: { status: 2, reject_reason: reason } });
  });

  it('decides the good items of a batch and reports the bad ones', async () => {
    const good = await createProduct(supplier, `Coir mat ${nonce()}`);
    const closed = await createProduct(supplier, `Coir rope ${nonce()}`);
    await data(await post('product.set_status', { id: closed.id, action: 'close' }, supplier.cookie));
    const items = [
      { kind: 'product', id: 2_000_000_000 },
      { kind: 'product', id: closed.id },
      { kind: 'product', id: good.id },
    ];
    const res = (await data(await post('admin.moderate_posts', { items, decision: 'approve' }))).data;
    expect(res.results).toEqual([
      { kind: 'product', id: 2_000_000_000, ok: false, status: null, error: 'NOT_FOUND' },
      { kind: 'product', id: closed.id, ok: false, status: null, error: 'CONFLICT' },
      { kind: 'product', id: good.id, ok: true, status: 1, error: null },
    ]);
    expect((await productStatus(closed.id)).status).toBe(3);
    expect((await productStatus(good.id)).status).toBe(1);
    expect(await audit({ target_type: 'product', target_id: String(closed.id) })).toEqual([]);
  });

  it('decides from the queue only posts still pending: one decided meanwhile is a conflict, not a reversal', async () => {
    const word = nonce();
    const approved = await createProduct(supplier, `Sisal rug ${word}`);
    const rejected = await createRfq(t, buyer.cookie, { product_name: `Sisal twine ${word}` });
    const pending = await createProduct(supplier, `Sisal bag ${word}`);
    // Another operator decided two of them after this operator's queue was loaded.
    await data(await post('moderation.review_post', { kind: 'product', id: approved.id, decision: 'approve' }));
    await data(await post('moderation.review_post', { kind: 'rfq', id: rejected.id, decision: 'reject', reason: 'Vague quantity.' }));

    const items = [{ kind: 'product', id: approved.id }, { kind: 'rfq', id: rejected.id }, { kind: 'product', id: pending.id }];
    const res = (await data(await post('admin.moderate_posts', { items, decision: 'reject', reason: 'Stock photo.' }))).data;
    expect(res.results).toEqual([
      { kind: 'product', id: approved.id, ok: false, status: null, error: 'CONFLICT' },
      { kind: 'rfq', id: rejected.id, ok: false, status: null, error: 'CONFLICT' },
      { kind: 'product', id: pending.id, ok: true, status: 2, error: null },
    ]);
    expect(await productStatus(approved.id)).toEqual({ status: 1, reject_reason: null });
    expect((await get('product.get', { id: String(approved.id) }, '')).statusCode).toBe(200);
    const approvedAudit = await audit({ target_type: 'product', target_id: String(approved.id) });
    expect(approvedAudit.map((r) => r.action)).toEqual(['post.approve']);
    const approveAgain = (await data(await post('admin.moderate_posts', { items: [{ kind: 'rfq', id: rejected.id }], decision: 'approve' }))).data;
    expect(approveAgain.results).toEqual([{ kind: 'rfq', id: rejected.id, ok: false, status: null, error: 'CONFLICT' }]);
    expect((await get('rfq.get', { id: String(rejected.id) }, '')).statusCode).toBe(404);
  });

  it('reports an unexpected failure of one item as INTERNAL and logs it, deciding the others', async () => {
    const good = await createProduct(supplier, `Abaca hat ${nonce()}`);
    const logged: unknown[][] = [];
    const log = { error: (...args: unknown[]) => void logged.push(args) };
    // An id past the integer range (the call's schema refuses it; the service meets a database error).
    const items = [{ kind: 'product' as const, id: 2 ** 40 }, { kind: 'product' as const, id: good.id }];
    const res = await moderatePosts(t.app.deps, { id: op.userId, email: op.email }, { items, decision: 'approve' }, log);
    expect(res.results).toEqual([
      { kind: 'product', id: 2 ** 40, ok: false, status: null, error: 'INTERNAL' },
      { kind: 'product', id: good.id, ok: true, status: 1, error: null },
    ]);
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toMatchObject({ kind: 'product', id: 2 ** 40, err: expect.any(Error) });
  });

  it('refuses the same decision twice but lets an operator reverse one', async () => {
    const p = await createProduct(supplier, `Jute bag ${nonce()}`);
    await data(await post('admin.moderate_posts', { items: [{ kind: 'product', id: p.id }], decision: 'approve' }));
    const again = await post('moderation.review_post', { kind: 'product', id: p.id, decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');

    const reversed = await post('moderation.review_post', { kind: 'product', id: p.id, decision: 'reject', reason: 'Contact details in the text.' });
    expect((await data(reversed)).data).toMatchObject({ status: 2, reject_reason: 'Contact details in the text.' });
    expect((await get('product.get', { id: String(p.id) }, '')).statusCode).toBe(404);
    const restored = await post('moderation.review_post', { kind: 'product', id: p.id, decision: 'approve' });
    expect((await data(restored)).data).toMatchObject({ status: 1, reject_reason: null });
    expect((await get('product.get', { id: String(p.id) }, '')).statusCode).toBe(200);
    const rows = await audit({ target_type: 'product', target_id: String(p.id) });
    expect(rows.map((r) => r.action)).toEqual(['post.approve', 'post.reject', 'post.approve']);
    expect(rows[1]).toMatchObject({ actor_email: op.email, before: { status: 1 }, after: { status: 2 } });
    expect(rows[0]).toMatchObject({ before: { status: 2, reject_reason: 'Contact details in the text.' }, after: { status: 1, reject_reason: null } });
  });
});

describe('the auto-approve rule', () => {
  it('is off by default, and switching it is recorded with who did it', async () => {
    const before = await data(await get('admin.moderation_settings'));
    expect(before.data.auto_approve_trusted).toBe(false);
    const on = await setAutoApprove(true);
    expect(on).toMatchObject({ auto_approve_trusted: true, updated_by_email: op.email });
    expect(on.updated_at).toBeTruthy();
    expect((await data(await get('admin.dashboard'))).data.auto_approve_trusted).toBe(true);
    const [row] = await audit({ action: 'settings.update', actor: op.email });
    expect(row).toMatchObject({ target_type: 'setting', target_id: 'auto_approve_trusted', before: { value: false }, after: { value: true } });
    await setAutoApprove(false);
  });

  it('approves at once the posts of Level 3+ suppliers and verified buyers while on; others wait', async () => {
    const [trusted, level2, verifiedBuyer] = await Promise.all([createSupplier(t), createSupplier(t), createBuyer(t)]);
    await setupSupplier(t, trusted.supplierId, { level: 3 });
    await Promise.all([setQuota(trusted, 10), setQuota(level2, 10)]);
    await t.database.db.execute(sql`UPDATE buyers SET is_biz_verified = true WHERE id = ${verifiedBuyer.buyerId}`);
    const [trustedImage, level2Image] = await Promise.all([uploadProductImage(t, trusted.cookie, '#aa3311'), uploadProductImage(t, level2.cookie, '#11aa33')]);

    await setAutoApprove(true);
    try {
      const fast = await createProduct(trusted, `Ceramic vase ${nonce()}`, trustedImage);
      expect(fast.status).toBe(1);
      expect((await get('product.get', { id: String(fast.id) }, '')).statusCode).toBe(200);
      const [row] = await audit({ target_type: 'product', target_id: String(fast.id) });
      expect(row).toMatchObject({ action: 'post.auto_approve', actor_email: null, before: null, after: { status: 1 } });

      // Reopening and editing go through the same rule.
      await data(await post('product.set_status', { id: fast.id, action: 'close' }, trusted.cookie));
      const reopened = await data(await post('product.set_status', { id: fast.id, action: 'reopen' }, trusted.cookie));
      expect(reopened.data.status).toBe(1);
      const [reopenRow] = await audit({ target_type: 'product', target_id: String(fast.id) });
      expect(reopenRow).toMatchObject({ action: 'post.auto_approve', before: { status: 3 }, after: { status: 1 } });

      const slow = await createProduct(level2, `Ceramic jar ${nonce()}`, level2Image);
      expect(slow.status).toBe(0);
      expect(await audit({ target_type: 'product', target_id: String(slow.id) })).toEqual([]);

      const rfq = await createRfq(t, verifiedBuyer.cookie, { product_name: `Ceramic tiles ${nonce()}` });
      expect(rfq.status).toBe(1);
      expect((await get('rfq.get', { id: String(rfq.id) }, '')).statusCode).toBe(200);
      const edited = await post('rfq.update', { id: rfq.id, ...(await rfqBody(t, { product_name: `Ceramic floor tiles ${nonce()}` })) }, verifiedBuyer.cookie);
      expect((await data(edited)).data.status).toBe(1);
      expect((await get('rfq.get', { id: String(rfq.id) }, '')).json().message.data.product_name).toContain('Ceramic floor tiles');
      const unverified = await createRfq(t, buyer.cookie, { product_name: `Ceramic mugs ${nonce()}` });
      expect(unverified.status).toBe(0);
    } finally {
      await setAutoApprove(false);
    }
    const later = await createProduct(trusted, `Ceramic plate ${nonce()}`, trustedImage);
    expect(later.status).toBe(0);
    const rfq = await createRfq(t, verifiedBuyer.cookie, { product_name: `Ceramic cups ${nonce()}` });
    expect(rfq.status).toBe(0);
  });
});

describe('the dashboard', () => {
  it('counts every queue and shows how long the oldest item has waited', async () => {
    const p = await createProduct(supplier, `Silk scarf ${nonce()}`);
    const rfq = await createRfq(t, buyer.cookie, { product_name: `Silk fabric ${nonce()}` });
    await setSubmitted('products', p.id, 24 * 400);
    const res = (await data(await get('admin.dashboard'))).data;
    expect(res.queues.map((q: { key: string }) => q.key)).toEqual(['products', 'rfqs', 'documents', 'tracing', 'business', 'reports', 'support', 'partner_applications', 'payouts']);
    const products = res.queues.find((q: { key: string }) => q.key === 'products');
    const rfqs = res.queues.find((q: { key: string }) => q.key === 'rfqs');
    expect(products.count).toBeGreaterThanOrEqual(1);
    expect(rfqs.count).toBeGreaterThanOrEqual(1);
    // Our product waits 400 days: nothing else in the queue is that old.
    expect(Date.now() - new Date(products.oldest_at).getTime()).toBeGreaterThan(399 * 86_400_000);
    const created = await t.database.db.execute(sql`SELECT updated_at FROM rfqs WHERE id = ${rfq.id}`);
    const rfqSubmitted = new Date((created as unknown as { rows: Array<{ updated_at: string }> }).rows[0]!.updated_at).getTime();
    expect(new Date(rfqs.oldest_at).getTime()).toBeLessThanOrEqual(rfqSubmitted);

    await data(await post('admin.moderate_posts', { items: [{ kind: 'product', id: p.id }], decision: 'approve' }));
    const after = (await data(await get('admin.dashboard'))).data.queues.find((q: { key: string }) => q.key === 'products');
    expect(after.count).toBe(products.count - 1);
  });
});

describe('the audit log', () => {
  it('filters by action, target and actor, newest first', async () => {
    const other = await createOperator(t);
    const word = nonce();
    const [a, b] = [await createProduct(supplier, `Linen towel ${word}`), await createProduct(supplier, `Linen sheet ${word}`)];
    await data(await post('admin.moderate_posts', { items: [{ kind: 'product', id: a.id }], decision: 'reject', reason: 'Duplicate post.' }));
    await data(await post('admin.moderate_posts', { items: [{ kind: 'product', id: b.id }], decision: 'approve' }, other.cookie));

    const byOther = await audit({ actor: other.email.toUpperCase() });
    expect(byOther.map((r) => [r.action, r.target_id])).toEqual([['post.approve', String(b.id)]]);
    const rejects = await audit({ action: 'post.reject', actor: op.email });
    expect(rejects.length).toBeGreaterThan(0);
    expect(rejects.every((r) => r.action === 'post.reject' && r.actor_email === op.email)).toBe(true);
    expect(rejects[0]).toMatchObject({ target_id: String(a.id), reason: 'Duplicate post.' });
    const times = rejects.map((r) => new Date(r.created_at as string).getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(await audit({ target_type: 'rfq', target_id: String(a.id), actor: other.email })).toEqual([]);
  });

  it('cannot be changed or deleted, even with direct SQL', async () => {
    const [row] = await audit({ actor: op.email });
    const id = Number(row!.id);
    await expect(t.database.db.execute(sql`UPDATE audit_log SET reason = 'rewritten' WHERE id = ${id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log WHERE id = ${id}`)).rejects.toThrow();
    const [still] = await audit({ actor: op.email });
    expect(still).toEqual(row);
  });
});
