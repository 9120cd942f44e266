import type { z } from 'zod';
import { INQUIRY_RATE, type InquiryThread, type inquirySendRequest } from '@tradelink/shared/inquiry/inquiry';
import type { Tx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { findSupplierOf, requireBuyer } from '../account/sides.ts';
import { requireOwnAttachments } from '../attachment/attachment.service.ts';
import { findPublicProduct, findPublicSupplier } from '../catalog/detail.repository.ts';
import { listOptions } from '../reference/reference.repository.ts';
import { notifyNewInquiry } from '../notification/notification-producers.ts';
import { publishNotifications } from '../notification/notify.ts';
import { inquiryWaitMinutes } from './inquiry-rate.ts';
import { noteSupplierAnswered } from '../analytics/response-figures.service.ts';
import * as repo from './inquiry.repository.ts';
import type { Side } from './inquiry.repository.ts';
import { presentThread, recipientSideOf, sideOf } from './inquiry.presenter.ts';
import { recordAction } from '../analytics/record-action.ts';

type SendInput = z.output<typeof inquirySendRequest>;

/** The supplier an inquiry goes to: the product's (an approved product of an active supplier) or the one named. */
async function resolveRecipient(deps: Deps, input: SendInput) {
  if (input.product_id) {
    const product = await findPublicProduct(deps.db, input.product_id);
    if (!product) throw new AppError('NOT_FOUND', { field: 'product_id' });
    if (input.supplier_identity && input.supplier_identity !== product.s_identity) throw fieldError('supplier_identity', 'invalid');
    return { supplierId: String(product.s_id), companyName: String(product.s_company), productId: Number(product.id), subject: String(product.name) };
  }
  const supplier = await findPublicSupplier(deps.db, input.supplier_identity!);
  if (!supplier) throw new AppError('NOT_FOUND', { field: 'supplier_identity' });
  // A general inquiry stores the company's name; the page words it ("Inquiry for <company>").
  return { supplierId: String(supplier.s_id), companyName: String(supplier.s_company), productId: null, subject: String(supplier.s_company) };
}

/**
 * A buyer asks a supplier. Refused for one's own supplier side, with an incomplete profile (no
 * company or country: suppliers answer people they can place), and beyond INQUIRY_RATE. The rate
 * counts the buyer's stored sends in sliding windows (exact, survives restarts, and failed
 * attempts never count), checked with the buyer row locked so parallel sends cannot overshoot.
 */
export async function sendInquiry(deps: Deps, user: SessionUser, input: SendInput): Promise<InquiryThread> {
  const buyer = await requireBuyer(deps.db, user.id);
  const recipient = await resolveRecipient(deps, input);
  const ownSupplier = await findSupplierOf(deps.db, user.id);
  if (ownSupplier && ownSupplier.id === recipient.supplierId) throw new AppError('OWN_COMPANY');
  if (!user.companyName?.trim() || !user.fdCountry) throw new AppError('PROFILE_INCOMPLETE');
  if (input.uom && !(await listOptions(deps.db, 'uom')).some((u) => u.code === input.uom)) throw fieldError('uom', 'invalid');
  const attachmentIds = await requireOwnAttachments(deps.db, user.id, input.attachment_ids);

  const { id, pending } = await deps.db.transaction(async (tx) => {
    await repo.lockBuyer(tx, buyer.id);
    await checkSenderRate(tx, { side: 'buyer', id: buyer.id });
    const inquiryId = await repo.insertInquiry(tx, {
      buyerId: buyer.id,
      supplierId: recipient.supplierId,
      productId: recipient.productId,
      direction: 'buyer_to_supplier',
      subject: recipient.subject,
      quantity: input.quantity ?? null,
      uom: input.quantity ? (input.uom ?? null) : null,
      buyerReadAt: new Date(),
    });
    await repo.insertMessage(tx, { inquiryId, authorUserId: user.id, authorSide: 'buyer', body: input.message, attachmentIds });
    // The receiving side (here the supplier) is notified in the same commit.
    return { id: inquiryId, pending: await notifyNewInquiry(tx, inquiryId) };
  });
  void publishNotifications(deps, pending);
  recordAction(deps, 'inquiry', { supplierId: recipient.supplierId, buyerId: buyer.id, productId: recipient.productId, actor: user });
  return presentThread(deps.db, (await repo.findInquiry(deps.db, id))!, 'buyer');
}

/** INQUIRY_RATE over one sender's stored sends in its direction (429 INQUIRY_SPAM with the wait). */
export async function checkSenderRate(tx: Tx, sender: { side: Side; id: string }) {
  const { sentAt, now } = await repo.recentSends(tx, sender, Math.max(INQUIRY_RATE.perHour, INQUIRY_RATE.perDay));
  const minutes = inquiryWaitMinutes(sentAt, now);
  if (minutes > 0) throw new AppError('INQUIRY_SPAM', { params: { minutes }, headers: { 'Retry-After': String(minutes * 60) } });
}

/** The thread for one of its two parties (anyone else: not found); opening it marks it read for that side. */
export async function getInquiry(deps: Deps, user: SessionUser, id: number): Promise<InquiryThread> {
  const row = await repo.findInquiry(deps.db, id);
  const side = row ? sideOf(row, user.id) : null;
  if (!row || !side) throw new AppError('NOT_FOUND');
  const unread = side === 'buyer' ? row.buyer_unread : row.supplier_unread;
  if (!unread) return presentThread(deps.db, row, side);
  await repo.markRead(deps.db, id, side);
  return presentThread(deps.db, (await repo.findInquiry(deps.db, id))!, side);
}

/**
 * Either party adds a message: the thread's activity time moves, the other side has something
 * unread. The first answer of the side the inquiry was sent to marks it handled.
 */
export async function replyToInquiry(deps: Deps, user: SessionUser, input: { inquiry_id: number; body: string; attachment_ids: string[] }): Promise<InquiryThread> {
  const row = await repo.findInquiry(deps.db, input.inquiry_id);
  const side = row ? sideOf(row, user.id) : null;
  if (!row || !side) throw new AppError('NOT_FOUND');
  const attachmentIds = await requireOwnAttachments(deps.db, user.id, input.attachment_ids);
  const recipientSide = recipientSideOf(row);
  await deps.db.transaction(async (tx) => {
    await repo.insertMessage(tx, { inquiryId: Number(row.id), authorUserId: user.id, authorSide: side, body: input.body, attachmentIds });
    await repo.touchAfterMessage(tx, Number(row.id), side, side === recipientSide);
  });
  // A supplier answering a buyer's inquiry moves its public response figures (decision 033).
  if (side === 'supplier' && row.direction === 'buyer_to_supplier') await noteSupplierAnswered(deps.db, String(row.supplier_id));
  return presentThread(deps.db, (await repo.findInquiry(deps.db, input.inquiry_id))!, side);
}
