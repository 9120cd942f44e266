import type { Tx } from '../../db/client.ts';
import { findUserById } from '../account/account.repository.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { noticeLabel, noticeMail } from '../mail/templates.ts';
import type { VerificationRow } from './verification.repository.ts';

/** Where the requester follows its verification: the supplier's ladder, or the buyer's profile (its business verification card). */
const pageOf = (side: VerificationRow['side']) => (side === 'supplier' ? '/business/verification' : '/user/profile');

/**
 * Tells the requester, in its language, what was decided; a rejection (a failed session too)
 * quotes the reason. Queued in the deciding transaction, so no mail goes out for a rolled-back decision.
 */
export async function enqueueDecisionMail(tx: Tx, appUrl: string, request: VerificationRow, approved: boolean, note: string | null): Promise<void> {
  const user = await findUserById(tx, request.userId);
  if (!user) return;
  await enqueueMail(
    tx,
    noticeMail({
      to: user.email,
      userId: user.id,
      name: user.firstName,
      language: user.language,
      notice: approved ? 'verificationApproved' : 'verificationRejected',
      params: { what: noticeLabel(user.language, 'verification', request.kind) },
      quote: !approved && note ? { label: 'reasonLabel', text: note } : undefined,
      link: `${appUrl}${pageOf(request.side)}`,
    }),
  );
}
