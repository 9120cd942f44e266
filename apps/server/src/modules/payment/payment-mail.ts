import { mailAmount, mailDate, mailPeriod, mailPlanLabel } from '../mail/plan-labels.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { noticeMail } from '../mail/templates.ts';
import type { Account, PaymentRow } from './payment.repository.ts';

// The payment mails (receipt, renewal, refund, cancellation), queued in the transaction that made
// the change, so a rolled-back or repeated event mails nothing.

const planLabel = mailPlanLabel;
const amountLabel = (language: string, payment: Pick<PaymentRow, 'amountCents' | 'currency'>) => mailAmount(language, payment.amountCents, payment.currency);

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
      params: { plan: planLabel(l, payment.side, payment.planName), amount: amountLabel(l, payment), period: mailPeriod(l, payment.months), end: mailDate(l, end) },
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
      params: { plan: planLabel(l, payment.side, payment.planName), amount: amountLabel(l, payment), end: mailDate(l, end) },
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
      params: { plan: planLabel(l, side, plan), end: mailDate(l, end) },
      link: membershipLink(appUrl, side),
    }),
  );
}
