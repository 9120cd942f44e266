import { isLanguage, type Language } from '@tradelink/shared/constants/languages';
import { PLAN_DISPLAY_NAMES, type PlanName } from '@tradelink/shared/constants/plans';
import { formatMoney } from '@tradelink/shared/membership/money';
import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { noticeMail } from '../mail/templates.ts';
import type { Account, PaymentRow } from './payment.repository.ts';

// The payment mails (receipt, renewal, refund, cancellation), queued in the transaction that made
// the change, so a rolled-back or repeated event mails nothing.

/**
 * The buyer side's product name, as the pricing page shows it (`pricing:shared.buyerPremium`); the
 * supplier plans' display names are brand names, the same in every language.
 */
const BUYER_PREMIUM: Record<Language, string> = { en: 'Buyer Premium', vi: 'Người mua Premium', zh: '采购商 Premium' };

const lang = (language: string): Language => (isLanguage(language) ? language : 'en');

export function planLabel(language: string, side: string, plan: string): string {
  return side === 'buyer' ? BUYER_PREMIUM[lang(language)] : (PLAN_DISPLAY_NAMES[plan as PlanName] ?? plan);
}

/** "6 months" / "6 tháng" / "6个月", from the platform's own plural rules and unit names. */
export const periodLabel = (language: string, months: number) =>
  new Intl.NumberFormat(lang(language), { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(months);

/** A plain date in the reader's language; plan dates are UTC instants. */
export const dateLabel = (language: string, date: Date) => new Intl.DateTimeFormat(lang(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);

export const amountLabel = (language: string, payment: Pick<PaymentRow, 'amountCents' | 'currency'>) =>
  formatMoney(payment.amountCents, lang(language), payment.currency);

const receiptLink = (appUrl: string, payment: PaymentRow) => `${appUrl}/payment-details/${payment.id}`;
const membershipLink = (appUrl: string, side: string) => `${appUrl}${side === 'buyer' ? '/user/membership' : '/business/membership'}`;

function mailTo(account: Account) {
  return { to: account.email, userId: account.id, name: account.firstName, language: account.language };
}

export async function enqueueReceipt(tx: Tx, appUrl: string, account: Account, payment: PaymentRow, end: Date): Promise<void> {
  const l = account.language;
  await enqueueMail(
    tx,
    noticeMail({
      ...mailTo(account),
      notice: 'paymentReceipt',
      params: { plan: planLabel(l, payment.side, payment.planName), amount: amountLabel(l, payment), period: periodLabel(l, payment.months), end: dateLabel(l, end) },
      link: receiptLink(appUrl, payment),
    }),
  );
}

export async function enqueueRenewed(tx: Tx, appUrl: string, account: Account, payment: PaymentRow, end: Date): Promise<void> {
  const l = account.language;
  await enqueueMail(
    tx,
    noticeMail({
      ...mailTo(account),
      notice: 'planRenewed',
      params: { plan: planLabel(l, payment.side, payment.planName), amount: amountLabel(l, payment), end: dateLabel(l, end) },
      link: receiptLink(appUrl, payment),
    }),
  );
}

export async function enqueueRefunded(tx: Tx, appUrl: string, account: Account, payment: PaymentRow): Promise<void> {
  const l = account.language;
  await enqueueMail(
    tx,
    noticeMail({
      ...mailTo(account),
      notice: 'paymentRefunded',
      params: { plan: planLabel(l, payment.side, payment.planName), amount: amountLabel(l, payment) },
      link: receiptLink(appUrl, payment),
    }),
  );
}

export async function enqueueCancelled(tx: Tx, appUrl: string, account: Account, side: string, plan: string, end: Date): Promise<void> {
  const l = account.language;
  await enqueueMail(
    tx,
    noticeMail({
      ...mailTo(account),
      notice: 'subscriptionCancelled',
      params: { plan: planLabel(l, side, plan), end: dateLabel(l, end) },
      link: membershipLink(appUrl, side),
    }),
  );
}
