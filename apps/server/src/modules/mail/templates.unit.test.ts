import enEmails from '@tradelink/shared/locales/en/emails.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { html } from './html.ts';
import type { OutgoingMail } from './outbox.repository.ts';
import {
  accountExistsMail,
  activationMail,
  noticeMail,
  notificationDigestMail,
  resetMail,
  rfqPostedMail,
  workEmailCodeMail,
  type NoticeKey,
} from './templates.ts';

const SCRIPT = '<script>alert(1)</script>';
const ATTRIBUTE = '"><img src=x onerror=alert(2)>';
const EVIL = `${SCRIPT} ${ATTRIBUTE} & 'quoted'`;
const EVIL_ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &#39;quoted&#39;';
const LINK = `https://tradelink.test/path?a=1&b=${ATTRIBUTE}`;

const NOTICES = Object.entries(enEmails.notices)
  .filter(([, value]) => typeof value === 'object' && 'subject' in value)
  .map(([key]) => key as NoticeKey);
const EVERY_PARAM = Object.fromEntries(['kind', 'title', 'what', 'subject', 'id', 'plan', 'amount', 'period', 'end', 'date', 'days'].map((key) => [key, EVIL]));

/** Every template, in every language, with user-written text that tries to break out of the HTML. */
function everyMail(): [string, OutgoingMail][] {
  const mails: [string, OutgoingMail][] = [];
  for (const language of ['en', 'vi', 'zh']) {
    const base = { to: 'someone@example.com', userId: 'user-1', name: EVIL, language };
    mails.push([`${language} activation`, activationMail({ ...base, link: LINK, accountType: 'Seller' })]);
    mails.push([`${language} reset`, resetMail({ ...base, link: LINK })]);
    mails.push([`${language} accountExists`, accountExistsMail({ ...base, link: LINK })]);
    mails.push([`${language} rfqPosted`, rfqPostedMail({ ...base, product: EVIL, quantity: EVIL, confirmLink: LINK, declineLink: LINK })]);
    mails.push([`${language} workEmailCode`, workEmailCodeMail({ ...base, company: EVIL, code: '123456', minutes: 15, attempts: 5 })]);
    for (const notice of NOTICES) {
      const quote = { label: 'reasonLabel' as const, text: EVIL };
      mails.push([`${language} notice ${notice}`, noticeMail({ ...base, notice, params: EVERY_PARAM, quote, link: LINK })]);
    }
    const items = ['new_quotation', 'new_inquiry', 'new_lead', 'rfq_rejected', 'message_offline'].map((type) => ({ type, params: { name: EVIL, subject: EVIL, reason: EVIL, count: '2' }, link: LINK }));
    mails.push([`${language} notification digest`, notificationDigestMail({ ...base, items, more: 3, viewAllLink: LINK, unsubscribeLink: LINK })]);
  }
  return mails;
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('mail templates', () => {
  const mails = everyMail();

  it('cover every notice of the locale file', () => {
    expect(NOTICES.length).toBeGreaterThanOrEqual(17);
    expect(mails.length).toBe(3 * (6 + NOTICES.length));
  });

  it.each(mails)('%s escapes user-written text in the HTML and keeps it as is in the text part', (_, mail) => {
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain(ATTRIBUTE);
    expect(mail.html).toContain(EVIL_ESCAPED);
    if (mail.template !== 'work_email_code') {
      // a link is an attribute value: quotes cannot end it
      expect(mail.html).toContain('href="https://tradelink.test/path?a=1&amp;b=&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
    }
    expect(mail.text).toContain(EVIL);
  });

  it.each(mails)('%s has the layout exactly once', (_, mail) => {
    expect(mail.html.startsWith('<!doctype html><html lang="')).toBe(true);
    expect(mail.html.endsWith('</p></body></html>')).toBe(true);
    for (const part of ['<!doctype html>', '<html', '<head>', '<title>', '<body', '</body>', '</html>', '<hr>']) {
      expect(count(mail.html, part), part).toBe(1);
    }
  });

  it('puts the subject, escaped, in the title and keeps the visible texts', () => {
    const mail = rfqPostedMail({ to: 'a@example.com', userId: 'u', name: 'Lan', language: 'vi', product: 'Gạo <ST25>', quantity: '20 tấn', confirmLink: LINK, declineLink: LINK });
    expect(mail.html).toContain(`<title>${mail.subject.replace('<ST25>', '&lt;ST25&gt;')}</title>`);
    expect(mail.html).toContain('<html lang="vi">');
    expect(mail.html).toContain('<p>Xin chào Lan,</p>');
  });
});

describe('html``', () => {
  it('escapes interpolated text, keeps nested html`` markup, renders lists and skips empty values', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"x"'}">${inner}${['a', html`<br>`, '&']}${null}${undefined}${false}${0}</p>`.toString()).toBe(
      '<p title="&quot;x&quot;"><b>&lt;i&gt;</b>a<br>&amp;0</p>',
    );
  });

  it('treats a string that looks like markup as text', () => {
    const forged = { toString: () => '<script>' } as unknown as string;
    expect(html`${forged}`.toString()).toBe('&lt;script&gt;');
  });
});
