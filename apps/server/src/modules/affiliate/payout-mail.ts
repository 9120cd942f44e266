import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { mailAmount } from '../mail/plan-labels.ts';
import { noticeMail } from '../mail/templates.ts';
import type { PayoutRow } from './payouts.repository.ts';

/**
 * The partner's receipt for a decided payout (paid with its reference, or refused with the reason),
 * queued in the transaction that decided it, so a rolled-back decision mails nothing.
 */
export async function enqueuePayoutDecision(tx: Tx, appUrl: string, payout: PayoutRow): Promise<void> {
  const [partner] = await tx.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, payout.partnerUserId)).limit(1);
  if (!partner) return;
  const amount = mailAmount(partner.language, payout.amountCents, payout.currency);
  const paid = payout.state === 'paid';
  await enqueueMail(
    tx,
    noticeMail({
      to: partner.email,
      userId: payout.partnerUserId,
      name: partner.firstName,
      language: partner.language,
      notice: paid ? 'payoutPaid' : 'payoutRefused',
      params: { amount, reference: payout.reference ?? '' },
      quote: paid || !payout.refusedReason ? undefined : { label: 'reasonLabel', text: payout.refusedReason },
      link: `${appUrl}/business/affiliate`,
    }),
  );
}
