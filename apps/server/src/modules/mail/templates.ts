import type { Language } from '@tradelink/shared/constants/languages';
import { isLanguage } from '@tradelink/shared/constants/languages';
import enEmails from '@tradelink/shared/locales/en/emails.json' with { type: 'json' };
import viEmails from '@tradelink/shared/locales/vi/emails.json' with { type: 'json' };
import zhEmails from '@tradelink/shared/locales/zh/emails.json' with { type: 'json' };
import { interpolate as fill } from '@tradelink/shared/i18n/translate';
import { html } from './html.ts';
import { button, layout, note } from './layout.ts';
import type { OutgoingMail } from './outbox.repository.ts';

// Every mail has a plain-text part and an HTML part built on the one layout (layout.ts), where
// html`` escapes every value: names and parameters are text users wrote.

const texts = { en: enEmails, vi: viEmails, zh: zhEmails };

interface ActionMail {
  to: string;
  userId: string;
  name: string;
  language: string;
  link: string;
  params?: Record<string, string>;
}

/** A mail with one call to action, in the recipient's language. */
function actionMail(template: 'activation' | 'reset' | 'accountExists', mail: ActionMail): OutgoingMail {
  const lang: Language = isLanguage(mail.language) ? mail.language : 'en';
  const t = texts[lang];
  const section = t[template];
  const params = { name: mail.name, ...mail.params };
  const lines = [fill(t.greeting, params), fill(section.intro, params)];
  const text = [...lines, '', `${section.button}: ${mail.link}`, '', section.expiry, '', t.signature, '', t.footer].join('\n');
  const body = html`<p>${lines[0]}</p><p>${lines[1]}</p>
<p>${button(mail.link, section.button)}</p>
${note(html`${section.expiry}<br>${mail.link}`)}`;
  return {
    to: mail.to,
    userId: mail.userId,
    subject: section.subject,
    text,
    html: layout({ lang, title: section.subject, body, signature: t.signature, footer: t.footer }),
    template,
  };
}

export function activationMail(mail: ActionMail & { accountType: 'Buyer' | 'Seller' }): OutgoingMail {
  const lang: Language = isLanguage(mail.language) ? mail.language : 'en';
  return actionMail('activation', { ...mail, params: { accountType: texts[lang].accountType[mail.accountType] } });
}

export function resetMail(mail: ActionMail): OutgoingMail {
  return actionMail('reset', mail);
}

/** To the owner of an address someone tried to sign up with (signup answers as if it were new). */
export function accountExistsMail(mail: ActionMail): OutgoingMail {
  return actionMail('accountExists', mail);
}

/** After posting an RFQ: confirm it (action=verified_rfq) or withdraw it (action=decline_rfq). */
export function rfqPostedMail(mail: {
  to: string;
  userId: string;
  name: string;
  language: string;
  product: string;
  quantity: string;
  confirmLink: string;
  declineLink: string;
}): OutgoingMail {
  const lang: Language = isLanguage(mail.language) ? mail.language : 'en';
  const t = texts[lang];
  const s = t.rfqPosted;
  const params = { name: mail.name, product: mail.product, quantity: mail.quantity };
  const greeting = fill(t.greeting, params);
  const intro = fill(s.intro, params);
  const text = [greeting, intro, '', `${s.confirm}: ${mail.confirmLink}`, `${s.decline}: ${mail.declineLink}`, '', s.note, '', t.signature].join('\n');
  const subject = fill(s.subject, params);
  const body = html`<p>${greeting}</p><p>${intro}</p>
<p>${button(mail.confirmLink, s.confirm, { inRow: true })}${button(mail.declineLink, s.decline, { color: 'secondary', inRow: true })}</p>
${note(s.note)}`;
  return {
    to: mail.to,
    userId: mail.userId,
    subject,
    text,
    html: layout({ lang, title: subject, body, signature: t.signature, footer: t.footer }),
    template: 'rfq_posted',
  };
}

/** The Level 2 work-email code, mailed to the address being verified (not the account's own). */
export function workEmailCodeMail(mail: {
  to: string;
  userId: string;
  name: string;
  language: string;
  company: string;
  code: string;
  minutes: number;
  attempts: number;
}): OutgoingMail {
  const lang: Language = isLanguage(mail.language) ? mail.language : 'en';
  const t = texts[lang];
  const s = t.workEmailCode;
  const params = { name: mail.name, email: mail.to, company: mail.company, minutes: String(mail.minutes), attempts: String(mail.attempts) };
  const greeting = fill(t.greeting, params);
  const intro = fill(s.intro, params);
  const expiry = fill(s.expiry, params);
  const text = [greeting, intro, '', `${s.codeLabel}: ${mail.code}`, '', expiry, '', t.signature, '', s.footer].join('\n');
  const body = html`<p>${greeting}</p><p>${intro}</p>
<p>${s.codeLabel}:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:ui-monospace,monospace">${mail.code}</p>
${note(expiry)}`;
  return {
    to: mail.to,
    userId: mail.userId,
    subject: s.subject,
    text,
    html: layout({ lang, title: s.subject, body, signature: t.signature, footer: s.footer }),
    template: 'work_email_code',
  };
}

export type NoticeKey =
  | 'postApproved'
  | 'postRejected'
  | 'verificationApproved'
  | 'verificationRejected'
  | 'accountWarned'
  | 'accountSuspended'
  | 'accountReinstated'
  | 'supportReceived'
  | 'supportAnswered'
  | 'paymentReceipt'
  | 'planRenewed'
  | 'paymentRefunded'
  | 'renewalReminder'
  | 'trialStarted'
  | 'trialEnding'
  | 'planExpired'
  | 'subscriptionCancelled'
  | 'partnerApproved'
  | 'partnerDeclined'
  | 'payoutPaid'
  | 'payoutRefused';

/**
 * A short notice from the operators (a decision, a warning, an answer) in the recipient's language:
 * a subject, one paragraph, an optional quoted reason or answer, and one link. Parameters may hold
 * text users wrote (titles, subjects).
 */
export function noticeMail(mail: {
  to: string;
  userId: string | null;
  name: string;
  language: string;
  notice: NoticeKey;
  /** {{placeholders}} of the notice's subject and intro. Resolve translated labels with `noticeLabel`. */
  params?: Record<string, string>;
  quote?: { label: 'reasonLabel' | 'answerLabel'; text: string };
  link: string;
}): OutgoingMail {
  const lang: Language = isLanguage(mail.language) ? mail.language : 'en';
  const t = texts[lang];
  const n = t.notices[mail.notice];
  const params = { name: mail.name, ...mail.params };
  const greeting = fill(t.greeting, params);
  const intro = fill(n.intro, params);
  const quoteLabel = mail.quote ? t.notices[mail.quote.label] : '';
  const text = [greeting, intro, ...(mail.quote ? ['', `${quoteLabel}:`, mail.quote.text] : []), '', `${n.button}: ${mail.link}`, '', t.signature, '', t.footer].join('\n');
  const quote =
    mail.quote &&
    html`<p style="font-weight:600;margin-bottom:4px">${quoteLabel}:</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db;white-space:pre-wrap">${mail.quote.text}</blockquote>`;
  const subject = fill(n.subject, params);
  const body = html`<p>${greeting}</p><p>${intro}</p>${quote}
<p>${button(mail.link, n.button)}</p>`;
  return {
    to: mail.to,
    userId: mail.userId,
    subject,
    text,
    html: layout({ lang, title: subject, body, signature: t.signature, footer: t.footer }),
    template: `notice_${mail.notice}`,
  };
}

/** A translated label used inside a notice's parameters (the kind of post, the verification step). */
export function noticeLabel(language: string, group: 'kinds' | 'verification' | 'plans', key: string): string {
  const lang: Language = isLanguage(language) ? language : 'en';
  const labels = texts[lang].notices[group] as Record<string, string>;
  return labels[key] ?? key;
}

/** One line of the notification digest: the notification's type and params, and an absolute link. */
export interface DigestItem {
  type: string;
  params: Record<string, string>;
  link: string;
}

/**
 * A notification's sentence in a language. A grouped notification counting more than one uses the
 * type's `_many` sentence when it has one (plural phrasing without string concatenation).
 */
export function notificationSentence(language: string, type: string, params: Record<string, string>): string {
  const lang: Language = isLanguage(language) ? language : 'en';
  const sentences = texts[lang].notificationDigest.sentences as Record<string, string>;
  const many = Number(params.count ?? '1') > 1 ? sentences[`${type}_many`] : undefined;
  return fill(many ?? sentences[type] ?? type, params);
}

/**
 * The notifications a user missed while offline, in one mail in their language: each sentence with
 * its link, how many more there are, a link to all of them and the unsubscribe link. Sentences
 * carry text users wrote (names, product names, reasons).
 */
export function notificationDigestMail(mail: {
  to: string;
  userId: string;
  name: string;
  language: string;
  items: DigestItem[];
  /** Notifications in the batch beyond the listed ones. */
  more: number;
  viewAllLink: string;
  unsubscribeLink: string;
}): OutgoingMail {
  const lang: Language = isLanguage(mail.language) ? mail.language : 'en';
  const t = texts[lang];
  const d = t.notificationDigest;
  const total = mail.items.length + mail.more;
  const subject = total > 1 ? fill(d.subject_many, { count: String(total) }) : d.subject_one;
  const greeting = fill(t.greeting, { name: mail.name });
  const lines = mail.items.map((item) => ({ sentence: notificationSentence(lang, item.type, item.params), link: item.link }));
  const more = mail.more > 0 ? fill(d.more, { count: String(mail.more) }) : '';
  const text = [
    greeting,
    d.intro,
    '',
    ...lines.flatMap((l) => [`- ${l.sentence}`, `  ${l.link}`]),
    ...(more ? [more] : []),
    '',
    `${d.viewAll}: ${mail.viewAllLink}`,
    '',
    t.signature,
    '',
    d.unsubscribeNote,
    `${d.unsubscribe}: ${mail.unsubscribeLink}`,
  ].join('\n');
  const items = lines.map((l, i) => html`${i > 0 && '\n'}<li style="margin:0 0 10px"><a href="${l.link}" style="color:#1c4ed8">${l.sentence}</a></li>`);
  const body = html`<p>${greeting}</p><p>${d.intro}</p>
<ul style="padding-left:20px">
${items}
</ul>${more && html`\n<p style="color:#6b7280">${more}</p>`}
<p>${button(mail.viewAllLink, d.viewAll)}</p>`;
  const footer = html`${d.unsubscribeNote}<br><a href="${mail.unsubscribeLink}" style="color:#6b7280">${d.unsubscribe}</a>`;
  return {
    to: mail.to,
    userId: mail.userId,
    subject,
    text,
    html: layout({ lang, title: subject, body, signature: t.signature, footer }),
    template: 'notification_digest',
  };
}
