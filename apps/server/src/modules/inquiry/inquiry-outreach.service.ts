import type { z } from 'zod';
import type { InquiryThread, inquirySendToBuyerRequest } from '@tradelink/shared/inquiry/inquiry';
import { hasBenefit } from '@tradelink/shared/rules/plans';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { findBuyerOf, requireSupplier } from '../account/sides.ts';
import { requireOwnAttachments } from '../attachment/attachment.service.ts';
import { findBuyerContact } from '../contact/contact.repository.ts';
import { listOptions } from '../reference/reference.repository.ts';
import { notifyNewInquiry } from '../notification/notification-producers.ts';
import { publishNotifications } from '../notification/notify.ts';
import * as repo from './inquiry.repository.ts';
import { presentThread } from './inquiry.presenter.ts';
import { checkSenderRate } from './inquiry.service.ts';

type SendToBuyerInput = z.output<typeof inquirySendToBuyerRequest>;

/**
 * `inquiry.send_to_buyer`: a supplier reaches out to a buyer (SUPPLIER_ONLY without a selling
 * side). Starting contact is the "connect with buyers" benefit (403 PLAN_REQUIRED on Free, decision
 * 019); then the same checks as a buyer's inquiry: not one's own buying side, a complete profile,
 * a known unit, one's own files, and INQUIRY_RATE over the supplier's stored outreach, counted with
 * the supplier row locked. The buyer's contact details are never part of the answer: the thread
 * shows the counterpart's name, company and country only, as any inquiry does.
 */
export async function sendInquiryToBuyer(deps: Deps, user: SessionUser, input: SendToBuyerInput): Promise<InquiryThread> {
  const supplier = await requireSupplier(deps.db, user.id);
  if (!hasBenefit({ plan_name: supplier.planName, end_date: supplier.planEndDate }, 'connect_buyers')) throw new AppError('PLAN_REQUIRED');
  const buyer = await findBuyerContact(deps.db, input.buyer_identity);
  if (!buyer) throw new AppError('NOT_FOUND', { field: 'buyer_identity' });
  const ownBuyer = await findBuyerOf(deps.db, user.id);
  if (ownBuyer && ownBuyer.id === buyer.buyer_id) throw new AppError('OWN_COMPANY');
  if (!user.companyName?.trim() || !user.fdCountry) throw new AppError('PROFILE_INCOMPLETE');
  const buyerId = String(buyer.buyer_id);
  const request = input.rfq_id ? await repo.findBuyerRequest(deps.db, buyerId, input.rfq_id) : null;
  if (input.rfq_id && !request) throw new AppError('NOT_FOUND', { field: 'rfq_id' });
  if (input.uom && !(await listOptions(deps.db, 'uom')).some((u) => u.code === input.uom)) throw fieldError('uom', 'invalid');
  const attachmentIds = await requireOwnAttachments(deps.db, user.id, input.attachment_ids);

  const { id, pending } = await deps.db.transaction(async (tx) => {
    await repo.lockSupplier(tx, supplier.id);
    await checkSenderRate(tx, { side: 'supplier', id: supplier.id });
    const inquiryId = await repo.insertInquiry(tx, {
      buyerId,
      supplierId: supplier.id,
      rfqId: request?.id ?? null,
      direction: 'supplier_to_buyer',
      // About a request: its product; in general: the supplier's own company (what it offers).
      subject: request ? request.product_name : supplier.companyName,
      quantity: input.quantity ?? null,
      uom: input.quantity ? (input.uom ?? null) : null,
      supplierReadAt: new Date(),
    });
    await repo.insertMessage(tx, { inquiryId, authorUserId: user.id, authorSide: 'supplier', body: input.message, attachmentIds });
    return { id: inquiryId, pending: await notifyNewInquiry(tx, inquiryId) };
  });
  void publishNotifications(deps, pending);
  return presentThread(deps.db, (await repo.findInquiry(deps.db, id))!, 'supplier');
}
