import { isLanguage, type Language } from '@tradelink/shared/constants/languages';
import { formatMoney } from '@tradelink/shared/membership/money';
import { noticeLabel } from './templates.ts';

// How membership mails name plans, dates, periods and amounts in the reader's language: one place
// for the payment mails (receipt, renewal, refund, cancellation) and the membership job's mails.

const lang = (language: string): Language => (isLanguage(language) ? language : 'en');

/** The plan as the pricing page names it (Starter is sold as "Advance"); the buyer side's paid plan is Buyer Premium. */
export function mailPlanLabel(language: string, side: string, plan: string): string {
  return noticeLabel(language, 'plans', side === 'buyer' && plan !== 'Free' ? 'buyerPremium' : plan);
}

/** "6 months" / "6 tháng" / "6个月", from the platform's own plural rules and unit names. */
export const mailPeriod = (language: string, months: number) =>
  new Intl.NumberFormat(lang(language), { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(months);

/** A plain date in the reader's language ("21 November 2026"); plan dates are UTC instants. */
export const mailDate = (language: string, date: Date) => new Intl.DateTimeFormat(lang(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);

export const mailAmount = (language: string, cents: number, currency?: string) => formatMoney(cents, lang(language), currency);
