import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EMAIL_DELAY_MS, NOTIFICATIONS_PAGE_SIZE, type NotificationItem } from '@tradelink/shared/notification/notification';
import type { Deps } from '../src/lib/deps.ts';
import { notifyNewInquiry } from '../src/modules/notification/notification-producers.ts';
import { notify, publishNotifications, settleNotifications, type NotifyInput } from '../src/modules/notification/notify.ts';
import { sendDueNotificationMails } from '../src/modules/notification/offline-mail.job.ts';
import { createUnsubscribeToken } from '../src/modules/notification/unsubscribe-token.ts';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';
import { createSeller, insertProduct, sendInquiry, supplierOutreach } from './factories/inquiry.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import { openRfq, registerSeller, sendQuotation } from './factories/quoting.ts';
import { createBuyer, createSupplier, leafCategories, nonce } from './factories/selling.ts';
import { createRfq, referenceIds } from './factories/sourcing.ts';

// Notifications: what each action writes for the other party, the bell's list and read marks,
// grouping of repeats, and the mail batch for users who were offline. Every account is fresh, so the
// checks hold on a shared database with other files' notifications.

let t: TestApp;
let uom: string;
let op: OperatorAccount;
beforeAll(async () => {
  t = await buildTestApp();
  uom = (await referenceIds(t)).uom;
  op = await createOperator(t);
});
afterAll(() => t.close());

type Page = { data: NotificationItem[]; total: number; page: number; page_size: number; unread: number };

async function list(cookie: string, query: Record<string, string> = {}): Promise<Page> {
  const res = await call(t.app, 'GET', 'notification.list', { cookie, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as Page;
}
const ofType = async (cookie: string, type: string) => (await list(cookie)).data.filter((n) => n.type === type);
const markRead = (cookie: string, body: { id?: string } = {}) => call(t.app, 'POST', 'notification.mark_read', { cookie, body });

/** A notification written as producers write them, published as after their commit. */
async function notifyAndPublish(input: NotifyInput, deps: Deps = t.app.deps) {
  const pending = await notify(t.database.db, input);
  await publishNotifications(deps, [pending]);
  return pending.item;
}
const inquiryFor = (userId: string, name: string, subject = `Bamboo baskets ${nonce()}`): NotifyInput => ({
  userId,
  type: 'new_inquiry',
  side: 'supplier',
  params: { name, subject },
  link: '/business/buyer-inquiries/1',
});

/**
 * Runs the mail batch at a time after the mail delay until nothing is left, and sends what it
 * queued. Actions publish their notifications after answering: that finishes first.
 */
async function runMailBatch(at = new Date(Date.now() + NOTIFICATION_EMAIL_DELAY_MS + 60_000)) {
  await settleNotifications(t.app.deps);
  while ((await sendDueNotificationMails(t.app.deps, at)) > 0);
  await t.mail.flush();
}
const digestsTo = (email: string) => t.sent.filter((m) => m.toAddress === email && m.template === 'notification_digest');

describe('what actions notify', () => {
  it('tells the buyer once when a supplier quotes, with its company and a link to the quotation', async () => {
    const buyer = await registerAndLogin(t);
    const company = `Mekong Cookware ${nonce()} Co.`;
    const seller = await registerSeller(t, company);
    const rfq = await openRfq(t, buyer.cookie);
    const quotationId = await sendQuotation(t, seller.cookie, rfq.id, uom);

    const found = await ofType(buyer.cookie, 'new_quotation');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ side: 'buyer', is_read: false, params: { name: company, subject: rfq.productName }, link: `/my-quotations/${quotationId}` });
    // The link is the web route of the quotation, and the quotation behind it opens for this buyer.
    const id = /^\/my-quotations\/(\d+)$/.exec(found[0]!.link)![1]!;
    const opened = await call(t.app, 'GET', 'customer.get_quotation_details', { cookie: buyer.cookie, query: { quotation_id: id } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await ofType(seller.cookie, 'new_quotation')).length).toBe(0);
  });

  it('tells the supplier of a buyer inquiry, and the buyer of a supplier outreach', async () => {
    const buyerCompany = `Hanoi Home Goods ${nonce()}`;
    const buyer = await createBuyer(t, { company_name: buyerCompany });
    const seller = await createSeller(t);
    const product = await insertProduct(t, seller.supplierId);
    const inquiry = await sendInquiry(t, buyer.cookie, { productId: product.id });

    const received = await ofType(seller.cookie, 'new_inquiry');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ side: 'supplier', params: { name: buyerCompany, subject: product.name }, link: `/business/buyer-inquiries/${inquiry.id}` });
    expect(await ofType(buyer.cookie, 'new_inquiry')).toHaveLength(0);

    // The other direction: the buyer is the receiving side and reads it in its inbox of suppliers' inquiries.
    const outreachId = await supplierOutreach(t, buyer.identity, seller, 'Robusta coffee beans');
    await notifyNewInquiry(t.database.db, outreachId);
    const toBuyer = await ofType(buyer.cookie, 'new_inquiry');
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]).toMatchObject({ side: 'buyer', params: { name: seller.company, subject: 'Robusta coffee beans' }, link: `/user/supplier-inquiries/${outreachId}` });
  });

  it('tells the buyer its RFQ was approved, and the matching suppliers (only them) of the new lead', async () => {
    const { a, sibling, parent, elsewhere } = await leafCategories(t);
    const buyer = await createBuyer(t);
    const [byMain, byParent, bySibling, unrelated] = await Promise.all([
      createSupplier(t, { mainCategoryId: a.id }),
      createSupplier(t, { mainCategoryId: parent.id }),
      createSupplier(t, { products: [{ name: `Sample ${nonce()}`, categoryId: sibling.id }] }),
      createSupplier(t, { mainCategoryId: elsewhere.id }),
    ]);
    const productName = `Enamel cookware ${nonce()}`;
    const rfq = await createRfq(t, buyer.cookie, { product_name: productName, category_id: a.id });
    expect(rfq.status).toBe(0);
    const review = await call(t.app, 'POST', 'moderation.review_post', { cookie: op.cookie, body: { kind: 'rfq', id: rfq.id, decision: 'approve' } });
    expect(review.statusCode, review.body).toBe(200);

    const approved = await ofType(buyer.cookie, 'rfq_approved');
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ side: 'buyer', params: { subject: productName }, link: `/user/request-quotation/detail/${rfq.id}` });
    for (const supplier of [byMain, byParent, bySibling]) {
      const leads = await ofType(supplier.cookie, 'new_lead');
      expect(leads, supplier.email).toHaveLength(1);
      expect(leads[0]).toMatchObject({ side: 'supplier', params: { subject: productName, count: '1' }, link: '/business/buying-leads' });
    }
    expect(await ofType(unrelated.cookie, 'new_lead')).toHaveLength(0);

    // A second lead the same day raises the count of the supplier's unread row instead of adding one.
    const second = `Cast iron woks ${nonce()}`;
    const rfq2 = await createRfq(t, buyer.cookie, { product_name: second, category_id: a.id });
    await call(t.app, 'POST', 'admin.moderate_posts', { cookie: op.cookie, body: { items: [{ kind: 'rfq', id: rfq2.id }], decision: 'approve' } });
    const leads = await ofType(byMain.cookie, 'new_lead');
    expect(leads).toHaveLength(1);
    expect(leads[0]!.params).toEqual({ subject: second, count: '2' });
  });

  it('tells the matching suppliers of an RFQ the auto-approve rule approved at once', async () => {
    const { a } = await leafCategories(t);
    const buyer = await createBuyer(t);
    await t.database.db.execute(sql`UPDATE buyers SET is_biz_verified = true WHERE id = ${buyer.buyerId}`);
    const supplier = await createSupplier(t, { mainCategoryId: a.id });
    const setAutoApprove = (on: boolean) => call(t.app, 'POST', 'admin.update_moderation_settings', { cookie: op.cookie, body: { auto_approve_trusted: on } });
    expect((await setAutoApprove(true)).statusCode).toBe(200);
    try {
      const productName = `Rattan chairs ${nonce()}`;
      const rfq = await createRfq(t, buyer.cookie, { product_name: productName, category_id: a.id });
      expect(rfq.status).toBe(1);
      const leads = await ofType(supplier.cookie, 'new_lead');
      expect(leads).toHaveLength(1);
      expect(leads[0]!.params.subject).toBe(productName);
    } finally {
      // Other files (on a shared database) expect posts to wait for review.
      await setAutoApprove(false);
    }
  });

  it('tells the buyer its RFQ was rejected, with the reason', async () => {
    const buyer = await createBuyer(t);
    const productName = `Teak garden benches ${nonce()}`;
    const rfq = await createRfq(t, buyer.cookie, { product_name: productName });
    const reason = 'Please state the quantity per shipment.';
    const review = await call(t.app, 'POST', 'moderation.review_post', { cookie: op.cookie, body: { kind: 'rfq', id: rfq.id, decision: 'reject', reason } });
    expect(review.statusCode, review.body).toBe(200);
    const rejected = await ofType(buyer.cookie, 'rfq_rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ params: { subject: productName, reason }, link: `/user/request-quotation/detail/${rfq.id}` });
    expect(await ofType(buyer.cookie, 'rfq_approved')).toHaveLength(0);
  });
});

describe('the bell', () => {
  it('lists newest first in pages, filters unread ones and counts them', async () => {
    const user = await registerAndLogin(t);
    const userId = user.user.uuid as string;
    const n = NOTIFICATIONS_PAGE_SIZE + 3;
    const written: NotificationItem[] = [];
    for (let i = 0; i < n; i++) written.push((await notify(t.database.db, inquiryFor(userId, 'Lan', `item ${i}`))).item);
    // One minute apart (the clock may not tell quick inserts apart).
    for (const [i, item] of written.entries()) {
      await t.database.db.execute(sql`UPDATE notifications SET created_at = now() - make_interval(mins => ${n - i}) WHERE id = ${item.id}`);
    }
    for (const item of [written[0]!, written[n - 1]!]) expect((await markRead(user.cookie, { id: item.id })).statusCode).toBe(200);

    const first = await list(user.cookie);
    expect(first).toMatchObject({ total: n, page: 1, page_size: NOTIFICATIONS_PAGE_SIZE, unread: n - 2 });
    expect(first.data.map((x) => x.params.subject)).toEqual(Array.from({ length: NOTIFICATIONS_PAGE_SIZE }, (_, i) => `item ${n - 1 - i}`));
    expect(first.data[0]!.is_read).toBe(true);
    const second = await list(user.cookie, { page: '2' });
    expect(second.data.map((x) => x.params.subject)).toEqual(['item 2', 'item 1', 'item 0']);

    const unread = await list(user.cookie, { unread_only: '1' });
    expect(unread).toMatchObject({ total: n - 2, unread: n - 2 });
    expect(unread.data).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(unread.data.every((x) => !x.is_read)).toBe(true);
    expect(unread.data[0]!.params.subject).toBe(`item ${n - 2}`);
  });

  it('marks one of the caller’s notifications read (not someone else’s), or all, and the menu count follows', async () => {
    const [owner, other] = await Promise.all([registerAndLogin(t), registerAndLogin(t)]);
    const ownerId = owner.user.uuid as string;
    const x = (await notify(t.database.db, inquiryFor(ownerId, 'Minh'))).item;
    await notify(t.database.db, inquiryFor(ownerId, 'Hoa'));
    const counts = async () => {
      const res = await call(t.app, 'GET', 'notification.count_noti_menu_bar', { cookie: owner.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().message.data.count_notifications as number;
    };
    expect(await counts()).toBe(2);

    const foreign = await markRead(other.cookie, { id: x.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await list(owner.cookie)).data.find((i) => i.id === x.id)!.is_read).toBe(false);

    const one = await markRead(owner.cookie, { id: x.id });
    expect(one.json().message.data).toEqual({ unread: 1 });
    expect((await list(owner.cookie)).data.find((i) => i.id === x.id)!.is_read).toBe(true);
    expect(await counts()).toBe(1);

    const all = await markRead(owner.cookie);
    expect(all.json().message.data).toEqual({ unread: 0 });
    expect(await counts()).toBe(0);
    expect((await list(owner.cookie)).unread).toBe(0);
  });

  it('folds repeats with a group key into one unread row until it is read', async () => {
    const user = await registerAndLogin(t);
    const userId = user.user.uuid as string;
    const message = (name: string): NotifyInput => ({ userId, type: 'message_offline', side: 'buyer', params: { name }, link: '/user/messages', groupKey: 'conversation:abc' });
    await notify(t.database.db, message('Minh'));
    await notify(t.database.db, message('Minh Tran'));
    let page = await list(user.cookie);
    expect(page.total).toBe(1);
    expect(page.data[0]!.params).toEqual({ name: 'Minh Tran', count: '2' });

    await markRead(user.cookie, { id: page.data[0]!.id });
    await notify(t.database.db, message('Minh Tran'));
    page = await list(user.cookie);
    expect(page.total).toBe(2);
    expect(page.data[0]).toMatchObject({ is_read: false, params: { count: '1' } });
    expect(page.data[1]).toMatchObject({ is_read: true, params: { count: '2' } });
  });

  it('pushes to the user’s sockets and schedules no mail for a user who is online', async () => {
    const user = await registerAndLogin(t);
    const userId = user.user.uuid as string;
    const emitted: unknown[][] = [];
    const realtime = { ...t.app.deps.realtime, emit: (...args: unknown[]) => void emitted.push(args), connectedUsers: async () => new Set([userId]) };
    const item = await notifyAndPublish(inquiryFor(userId, 'Online Ltd'), { ...t.app.deps, realtime } as Deps);
    expect(emitted).toEqual([
      [{ users: [userId] }, 'notification:new', item],
      [{ users: [userId] }, 'notification:changed'],
    ]);
    await runMailBatch();
    expect(digestsTo(user.email)).toHaveLength(0);
  });

  it('asks once who of many notified users is online, and mails only the others', async () => {
    const [online, offline] = await Promise.all([registerAndLogin(t), registerAndLogin(t)]);
    const ids = [online.user.uuid as string, offline.user.uuid as string];
    const asked: string[][] = [];
    const realtime = {
      ...t.app.deps.realtime,
      connectedUsers: async (userIds: string[]) => {
        asked.push([...userIds]);
        return new Set([ids[0]!]);
      },
    };
    const pending = await Promise.all(ids.flatMap((id) => [notify(t.database.db, inquiryFor(id, 'Lan')), notify(t.database.db, inquiryFor(id, 'Hoa'))]));
    await publishNotifications({ ...t.app.deps, realtime } as Deps, pending);
    expect(asked).toHaveLength(1);
    expect([...asked[0]!].sort()).toEqual([...ids].sort());
    await runMailBatch();
    expect(digestsTo(online.email)).toHaveLength(0);
    expect(digestsTo(offline.email)).toHaveLength(1);
  });
});

describe('the mail batch for offline users', () => {
  it('mails one digest of what arrived while offline, after the delay, once', async () => {
    const buyer = await registerAndLogin(t);
    const [a, b] = [`Saigon Steel ${nonce()}`, `Da Nang Metal ${nonce()}`];
    const [sellerA, sellerB] = await Promise.all([registerSeller(t, a), registerSeller(t, b)]);
    const rfq = await openRfq(t, buyer.cookie);
    const qa = await sendQuotation(t, sellerA.cookie, rfq.id, uom);
    const qb = await sendQuotation(t, sellerB.cookie, rfq.id, uom);

    await runMailBatch(new Date()); // not due yet: the user may still come back and read them
    expect(digestsTo(buyer.email)).toHaveLength(0);

    await runMailBatch();
    const mails = digestsTo(buyer.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('You have 2 new notifications on Tradelink');
    expect(mail.textBody).toContain(`${a} sent you a quotation for ${rfq.productName}`);
    expect(mail.textBody).toContain(`${b} sent you a quotation for ${rfq.productName}`);
    expect(mail.textBody).toContain(`http://localhost:3000/my-quotations/${qa}`);
    expect(mail.htmlBody).toContain(`href="http://localhost:3000/my-quotations/${qb}"`);
    const token = createUnsubscribeToken(t.env.SESSION_SECRET, buyer.user.uuid as string);
    expect(mail.textBody).toContain(`http://localhost:3000/unsubscribe?token=${token}`);

    await runMailBatch();
    expect(digestsTo(buyer.email)).toHaveLength(1);
  });

  it('leaves out what was read before the batch, and mails nobody who unsubscribed or is suspended', async () => {
    const [reader, unsubscribed, suspended] = await Promise.all([registerAndLogin(t), registerAndLogin(t), registerAndLogin(t)]);
    const readFirst = await notifyAndPublish(inquiryFor(reader.user.uuid, 'Read Early Co'));
    await notifyAndPublish(inquiryFor(reader.user.uuid, 'Still Unread Co'));
    await markRead(reader.cookie, { id: readFirst.id });

    await notifyAndPublish(inquiryFor(unsubscribed.user.uuid, 'Quiet Co'));
    const off = await call(t.app, 'POST', 'unsubscribe', { body: { token: createUnsubscribeToken(t.env.SESSION_SECRET, unsubscribed.user.uuid) } });
    expect(off.statusCode, off.body).toBe(200);

    await notifyAndPublish(inquiryFor(suspended.user.uuid, 'Hidden Co'));
    await t.database.db.execute(sql`UPDATE users SET status = 'suspended' WHERE id = ${suspended.user.uuid}`);

    await runMailBatch();
    const [mail, ...more] = digestsTo(reader.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('You have a new notification on Tradelink');
    expect(mail!.textBody).toContain('Still Unread Co');
    expect(mail!.textBody).not.toContain('Read Early Co');
    expect(digestsTo(unsubscribed.email)).toHaveLength(0);
    expect(digestsTo(suspended.email)).toHaveLength(0);
    // Handled for good: subscribing again later does not bring back the old ones.
    const { rows } = (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id IN (${unsubscribed.user.uuid}, ${suspended.user.uuid}) AND emailed_at IS NULL`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBe(0);
  });

  it('writes the digest in the user’s language and escapes what users wrote', async () => {
    const user = await registerAndLogin(t);
    await t.database.db.execute(sql`UPDATE users SET language = 'vi' WHERE id = ${user.user.uuid}`);
    await notifyAndPublish(inquiryFor(user.user.uuid, 'Xưởng <b>Gốm</b> & Co', 'Bát "men" lam'));
    await runMailBatch();
    const [mail] = digestsTo(user.email);
    expect(mail!.subject).toBe('Bạn có một thông báo mới trên Tradelink');
    expect(mail!.textBody).toContain('Xưởng <b>Gốm</b> & Co đã gửi cho bạn yêu cầu hỏi hàng về Bát "men" lam');
    expect(mail!.htmlBody).toContain('Xưởng &lt;b&gt;Gốm&lt;/b&gt; &amp; Co đã gửi cho bạn yêu cầu hỏi hàng về Bát &quot;men&quot; lam');
    expect(mail!.htmlBody).not.toContain('<b>Gốm</b>');
  });
});
