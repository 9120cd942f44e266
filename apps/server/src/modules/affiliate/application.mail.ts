import type { Tx } from '../../db/client.ts';
import { findUserById } from '../account/account.repository.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { noticeMail } from '../mail/templates.ts';

/** Where the applicant follows the programme: the affiliate page (the partner area once approved). */
const AFFILIATE_PAGE = '/business/affiliate';

/**
 * Tells the applicant, in their language, what was decided; a decline quotes the reason. Queued in
 * the deciding transaction, so no mail goes out for a rolled-back decision.
 */
export async function enqueuePartnerDecisionMail(tx: Tx, appUrl: string, userId: string, approved: boolean, reason: string | null): Promise<void> {
  const user = await findUserById(tx, userId);
  if (!user) return;
  await enqueueMail(
    tx,
    noticeMail({
      to: user.email,
      userId: user.id,
      name: user.firstName,
      language: user.language,
      notice: approved ? 'partnerApproved' : 'partnerDeclined',
      quote: !approved && reason ? { label: 'reasonLabel', text: reason } : undefined,
      link: `${appUrl}${AFFILIATE_PAGE}`,
    }),
  );
}
