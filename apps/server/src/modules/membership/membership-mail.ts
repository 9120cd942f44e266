import { isLanguage } from '@tradelink/shared/constants/languages';
import { PLAN_DISPLAY_NAMES, type PlanName, type PlanSide } from '@tradelink/shared/constants/plans';
import { formatMoney } from '@tradelink/shared/membership/money';
import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { noticeMail, type NoticeKey } from '../mail/templates.ts';

// The membership mails the trial and the membership job send, queued in the caller's transaction so
// a rolled-back change mails nothing.

/** Who a membership mail goes to (the account's own address and language). */
export interface MailRecipient {
  userId: string;
  email: string;
  firstName: string;
  language: string;
}

/** A plain date in the reader's language ("21 November 2025"); plan dates are UTC instants. */
export function mailDate(language: string, date: Date): string {
  return new Intl.DateTimeFormat(isLanguage(language) ? language : 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export const mailAmount = (language: string, cents: number) => formatMoney(cents, isLanguage(language) ? language : 'en');

/**
 * The plan as the pricing page names it (Starter is sold as "Advance", Advance as "Superior"); the
 * buyer side's only plan is sold as Buyer Premium. Product names, so not translated.
 */
export const planLabel = (plan: string, side: PlanSide = 'supplier') =>
  side === 'buyer' && plan !== 'Free' ? BUYER_PREMIUM_LABEL : (PLAN_DISPLAY_NAMES[plan as PlanName] ?? plan);
const BUYER_PREMIUM_LABEL = 'Buyer Premium';

/** Where each side manages its membership; "see plans" mails open the pricing page. */
const membershipPage = (side: PlanSide) => (side === 'supplier' ? '/business/membership' : '/user/membership');
const PRICING_PAGE = '/membership-pricing';

const LINKS: Partial<Record<NoticeKey, (side: PlanSide) => string>> = {
  trialStarted: membershipPage,
  renewalReminder: membershipPage,
  trialEnding: () => PRICING_PAGE,
  planExpired: () => PRICING_PAGE,
};

export async function enqueueMembershipMail(
  tx: Tx,
  appUrl: string,
  to: MailRecipient,
  side: PlanSide,
  notice: 'trialStarted' | 'trialEnding' | 'planExpired' | 'renewalReminder',
  params: Record<string, string>,
): Promise<void> {
  await enqueueMail(
    tx,
    noticeMail({
      to: to.email,
      userId: to.userId,
      name: to.firstName,
      language: to.language,
      notice,
      params,
      link: `${appUrl}${LINKS[notice]!(side)}`,
    }),
  );
}
