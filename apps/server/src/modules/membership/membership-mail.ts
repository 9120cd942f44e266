import type { PlanSide } from '@tradelink/shared/constants/plans';
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
