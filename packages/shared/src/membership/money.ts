import { PLAN_CURRENCY } from '../constants/plans.ts';

/** A USD amount in cents for people: "$399" or "$66.50", in the reader's locale. */
export function formatMoney(cents: number, locale: string, currency: string = PLAN_CURRENCY): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** The receipt number shown on pages and mails: TL-000123. */
export const receiptNumber = (n: number) => `TL-${String(n).padStart(6, '0')}`;
