import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EMAIL_DELAY_MS } from '@tradelink/shared/notification/notification';
import { notify, publishNotifications } from '../src/modules/notification/notify.ts';
import { sendDueNotificationMails } from '../src/modules/notification/offline-mail.job.ts';
import { createUnsubscribeToken } from '../src/modules/notification/unsubscribe-token.ts';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';

// The unsubscribe link of notification mails: its token turns the digest off (and back on) for its
// own user only; anything else is refused and changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof registerAndLogin>>;
const idOf = (a: Account) => a.user.uuid as string;
const tokenOf = (a: Account) => createUnsubscribeToken(t.env.SESSION_SECRET, idOf(a));
const unsubscribe = (token: string, extra: Record<string, unknown> = {}, lang = 'en') => call(t.app, 'POST', 'unsubscribe', { body: { token, ...extra }, lang });
const masked = (email: string) => `${email[0]}***${email.slice(email.indexOf('@'))}`;

async function preference(a: Account): Promise<{ off: boolean } | null> {
  const { rows } = (await t.database.db.execute(sql`SELECT notifications_off_at FROM email_preferences WHERE user_id = ${idOf(a)}`)) as unknown as {
    rows: Array<{ notifications_off_at: unknown }>;
  };
  return rows[0] ? { off: rows[0].notifications_off_at !== null } : null;
}

/** A notification written while the user is offline, then the mail batch after the delay: the user's digests. */
async function digestAfterNotification(a: Account) {
  const pending = await notify(t.database.db, { userId: idOf(a), type: 'rfq_approved', side: 'buyer', params: { subject: 'Pallet wrap film' }, link: '/user/request-quotation/detail/1' });
  await publishNotifications(t.app.deps, [pending]);
  const later = new Date(Date.now() + NOTIFICATION_EMAIL_DELAY_MS + 60_000);
  while ((await sendDueNotificationMails(t.app.deps, later)) > 0);
  await t.mail.flush();
  return t.sent.filter((m) => m.toAddress === a.email && m.template === 'notification_digest');
}

describe('unsubscribe', () => {
  it('turns the digest off with the link from a mail, and resubscribe turns it back on', async () => {
    const a = await registerAndLogin(t);
    const [first] = await digestAfterNotification(a);
    const link = /http:\/\/localhost:3000\/unsubscribe\?token=(\S+)/.exec(first!.textBody)!;
    const token = decodeURIComponent(link[1]!);

    const off = await unsubscribe(token);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message.data).toEqual({ email: masked(a.email), subscribed: false });
    expect(off.json().message.data.email).toMatch(/^\w\*\*\*@acme-sourcing\.com$/);
    expect(await preference(a)).toEqual({ off: true });
    expect(await digestAfterNotification(a)).toHaveLength(1); // still only the first one

    const on = await unsubscribe(token, { resubscribe: true });
    expect(on.json().message.data).toEqual({ email: masked(a.email), subscribed: true });
    expect(await preference(a)).toEqual({ off: false });
    expect(await digestAfterNotification(a)).toHaveLength(2);
  });

  it('refuses a forged or altered token with a translated message, and changes nothing', async () => {
    const a = await registerAndLogin(t);
    const token = tokenOf(a);
    const mac = token.slice(token.indexOf('.') + 1);
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const forged = [
      `${idOf(a)}.${flipped}`,
      `${idOf(a)}.${mac}x`,
      `${idOf(a)}.${createUnsubscribeToken('another-secret-of-sixteen+', idOf(a)).split('.')[1]}`,
      // A well-signed token of a user who does not exist.
      createUnsubscribeToken(t.env.SESSION_SECRET, '00000000-0000-4000-8000-000000000000'),
      'not-a-token-at-all',
    ];
    for (const bad of forged) {
      const res = await unsubscribe(bad, {}, 'vi');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ code: 'UNSUBSCRIBE_TOKEN_INVALID', messages: ['Liên kết hủy đăng ký không hợp lệ. Hãy mở lại liên kết trong email mới nhất của bạn.'] });
    }
    expect(await preference(a)).toBeNull();
    expect(await digestAfterNotification(a)).toHaveLength(1);
  });

  it('lets the token of one user act on that user only', async () => {
    const [a, b] = await Promise.all([registerAndLogin(t), registerAndLogin(t)]);
    const res = await unsubscribe(tokenOf(a));
    expect(res.json().message.data.email).toBe(masked(a.email));
    expect(await preference(a)).toEqual({ off: true });
    expect(await preference(b)).toBeNull();

    // A's MAC under B's id is not B's token.
    const swapped = `${idOf(b)}.${tokenOf(a).split('.')[1]}`;
    expect((await unsubscribe(swapped)).statusCode).toBe(400);
    expect(await preference(b)).toBeNull();
    expect(await digestAfterNotification(b)).toHaveLength(1);
    expect(await digestAfterNotification(a)).toHaveLength(0);
  });
});
