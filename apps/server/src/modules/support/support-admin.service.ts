import type { z } from 'zod';
import type { SupportStatus, supportAnswerForm } from '@tradelink/shared/support/support-forms';
import { receiptNumber } from '@tradelink/shared/membership/money';
import { SUPPORT_PAGE_SIZE, type adminSupportListRequest } from '@tradelink/shared/support/support';
import type { Tx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit, type AuditActor } from '../audit/audit.repository.ts';
import { findPaymentIdByNumber } from '../payment/payment.repository.ts';
import { enqueueAnswered } from './support-mail.ts';
import { presentAdminDetail, presentAdminListItem } from './support.presenter.ts';
import * as repo from './support.repository.ts';

/** `admin.support_requests`: the inbox. Active requests (open, in progress) come oldest first. */
export async function listRequests(deps: Deps, input: z.output<typeof adminSupportListRequest>) {
  const active = input.status === 'active';
  const statuses: SupportStatus[] = active ? ['open', 'in_progress'] : [input.status as SupportStatus];
  const { items, total } = await repo.listForOperators(deps.db, {
    kind: input.kind,
    statuses,
    keyword: input.keyword,
    oldestFirst: active,
    limit: SUPPORT_PAGE_SIZE,
    offset: (input.page - 1) * SUPPORT_PAGE_SIZE,
  });
  return {
    data: items.map((r) => presentAdminListItem(r.request, r.messageCount, r.lastMessageRole)),
    total,
    page: input.page,
    page_size: SUPPORT_PAGE_SIZE,
  };
}

const MAX_RECEIPT = 2 ** 31 - 1;

/**
 * The payment a refund request names, when its reference is exactly one of the requester's receipt
 * numbers (as the receipt page fills it in): operators get a link to refund it there. Free text
 * (an invoice, a transfer) and other people's receipts resolve to nothing.
 */
async function referencedPayment(db: Tx, row: repo.SupportRequestRow): Promise<string | null> {
  const reference = row.details?.payment_reference?.trim().toUpperCase();
  if (row.kind !== 'refund' || !row.userId || !reference) return null;
  const match = /^TL-(\d{6,10})$/.exec(reference);
  if (!match) return null;
  const number = Number(match[1]);
  // Only the number as printed (TL-000012, not TL-0000012), and within the column's range.
  if (number > MAX_RECEIPT || receiptNumber(number) !== reference) return null;
  return findPaymentIdByNumber(db, row.userId, number);
}

async function adminDetail(db: Tx, row: repo.SupportRequestRow) {
  const [messages, accountStatus, paymentId] = await Promise.all([
    repo.listMessages(db, row.id),
    row.userId ? repo.findAccountStatus(db, row.userId) : null,
    referencedPayment(db, row),
  ]);
  return presentAdminDetail(row, messages, accountStatus, paymentId);
}

/** `admin.support_request`: one request with its thread and requester (reading it changes nothing). */
export async function getRequest(deps: Deps, id: number) {
  const row = await repo.findRequest(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return adminDetail(deps.db, row);
}

/**
 * `admin.answer_support_request`: an answer, a new status, or both. An answer joins the thread,
 * waits as unread for the requester and is mailed to them (for a guest's contact-us message the
 * mail is the only way it reaches them). Either way the change is audited in the same transaction.
 */
export async function answerRequest(deps: Deps, actor: NonNullable<AuditActor>, input: z.output<typeof supportAnswerForm>) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.lockRequest(tx, input.id);
    if (!current) throw new AppError('NOT_FOUND');
    const statusChanged = input.status !== current.status;
    if (!input.body && !statusChanged) throw fieldError('body', 'required');
    const message = input.body ? await repo.insertMessage(tx, { requestId: current.id, authorUserId: actor.id, authorRole: 'operator', body: input.body }) : null;
    const updated = await repo.updateRequest(tx, current.id, {
      status: input.status,
      unreadByUser: message ? true : current.unreadByUser,
      updatedAt: new Date(),
    });
    await recordAudit(tx, actor, {
      action: message ? 'support.answer' : 'support.status',
      targetType: 'support_request',
      targetId: current.id,
      before: { status: current.status },
      after: message ? { status: updated.status, message_id: message.id, answer: message.body } : { status: updated.status },
    });
    if (message) await enqueueAnswered(tx, deps.env.appUrl, updated, message.body);
    return updated;
  });
  deps.mail.kick();
  return adminDetail(deps.db, row);
}
