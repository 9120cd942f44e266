import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { noticeMail } from '../mail/templates.ts';
import type { SupportRequestRow } from './support.repository.ts';

/**
 * Where a requester follows their request: the complaint centre when it came from an account,
 * the contact page for a guest (who has no complaint centre; the mails are their thread).
 */
export function followUpLink(appUrl: string, row: Pick<SupportRequestRow, 'id' | 'userId'>): string {
  return `${appUrl}${row.userId ? `/complaint-center?id=${row.id}` : '/contact-us'}`;
}

const mailBase = (appUrl: string, row: SupportRequestRow) => ({
  to: row.email,
  userId: row.userId,
  name: row.name,
  language: row.language,
  params: { subject: row.subject, id: String(row.id) },
  link: followUpLink(appUrl, row),
});

/** Confirms a new request to the address stored on it, with the reference and where to follow it. */
export async function enqueueReceived(tx: Tx, appUrl: string, row: SupportRequestRow): Promise<void> {
  await enqueueMail(tx, noticeMail({ ...mailBase(appUrl, row), notice: 'supportReceived' }));
}

/** Sends an operator's answer to the address stored on the request (in the same transaction as the answer). */
export async function enqueueAnswered(tx: Tx, appUrl: string, row: SupportRequestRow, answer: string): Promise<void> {
  await enqueueMail(tx, noticeMail({ ...mailBase(appUrl, row), notice: 'supportAnswered', quote: { label: 'answerLabel', text: answer } }));
}
