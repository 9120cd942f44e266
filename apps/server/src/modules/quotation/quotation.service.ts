import { and, eq, sql } from 'drizzle-orm';
import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import type { z } from 'zod';
import type { quotationSendRequest } from '@tradelink/shared/quotation/quotation';
import { isUniqueViolation } from '../../db/errors.ts';
import { quotations, rfqs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { findBuyerOf, requireBuyer, requireSupplier } from '../account/sides.ts';
import { requireOwnAttachments } from '../attachment/attachment.service.ts';
import { presentMany, presentOne, sideOf } from './quotation.presenter.ts';
import { notifyNewQuotation } from '../notification/notification-producers.ts';
import { publishNotifications } from '../notification/notify.ts';
import { checkReferenceTerms, isOpenRfq, isProfileComplete, isVisibleRfq, monthlyQuotationLimit, startOfMonthUtc } from './quotation-rules.ts';
import * as repo from './quotation.repository.ts';
import { recordAction } from '../analytics/record-action.ts';

type SendInput = z.output<typeof quotationSendRequest>;
type Terms = Omit<SendInput, 'rfq_id'>;
export const RECEIVED_PAGE_SIZE = 20;

function termColumns(terms: Terms, attachmentIds: string[]) {
  return {
    unitPrice: terms.unit_price,
    currency: terms.currency,
    quantity: terms.quantity,
    uom: terms.uom,
    incoterm: terms.incoterm ?? null,
    paymentTerms: terms.payment_terms ?? null,
    leadTimeDays: terms.lead_time_days ?? null,
    validUntil: terms.valid_until,
    message: terms.message || null,
    attachmentIds,
  };
}

/**
 * A supplier answers an approved, unexpired RFQ of someone else, once. The month's allowance is
 * checked with the supplier row locked, so parallel sends cannot overspend it.
 */
export async function sendQuotation(deps: Deps, user: SessionUser, input: SendInput): Promise<QuotationDetail> {
  const supplier = await requireSupplier(deps.db, user.id);
  if (!isProfileComplete(supplier)) throw new AppError('PROFILE_INCOMPLETE');
  const [rfq] = await deps.db.select().from(rfqs).where(eq(rfqs.id, input.rfq_id)).limit(1);
  if (!rfq || !isVisibleRfq(rfq)) throw new AppError('NOT_FOUND');
  if (!isOpenRfq(rfq)) throw new AppError('RFQ_NOT_OPEN');
  const ownBuyer = await findBuyerOf(deps.db, user.id);
  if (ownBuyer && ownBuyer.id === rfq.buyerId) throw new AppError('OWN_RFQ');
  await checkReferenceTerms(deps.db, input);
  const attachmentIds = await requireOwnAttachments(deps.db, user.id, input.attachment_ids);
  const limit = monthlyQuotationLimit(supplier);

  const { id, pending } = await deps.db
    .transaction(async (tx) => {
      await repo.lockSupplier(tx, supplier.id);
      const [existing] = await tx
        .select({ id: quotations.id })
        .from(quotations)
        .where(and(eq(quotations.rfqId, rfq.id), eq(quotations.supplierId, supplier.id)))
        .limit(1);
      if (existing) throw new AppError('QUOTATION_EXISTS');
      if ((await repo.countSentSince(tx, supplier.id, startOfMonthUtc())) >= limit) {
        throw new AppError('QUOTATION_QUOTA_EXCEEDED', { params: { limit } });
      }
      const [row] = await tx
        .insert(quotations)
        .values({ rfqId: rfq.id, supplierId: supplier.id, ...termColumns(input, attachmentIds) })
        .returning({ id: quotations.id });
      // The buyer hears of it in the same commit as the quotation itself.
      return { id: row!.id, pending: await notifyNewQuotation(tx, row!.id) };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('QUOTATION_EXISTS');
      throw error;
    });
  void publishNotifications(deps, pending);
  recordAction(deps, 'quotation_sent', { supplierId: supplier.id, buyerId: rfq.buyerId, rfqId: rfq.id, actor: user });
  return presentOne(deps.db, (await repo.findQuotation(deps.db, id))!, 'supplier');
}

/** The supplier edits its quotation until the buyer decides; the buyer sees it as new again. */
export async function updateQuotation(deps: Deps, user: SessionUser, id: number, terms: Terms): Promise<QuotationDetail> {
  const supplier = await requireSupplier(deps.db, user.id);
  const current = await repo.findQuotation(deps.db, id);
  if (!current || current.supplier_id !== supplier.id) throw new AppError('NOT_FOUND');
  await checkReferenceTerms(deps.db, terms);
  const attachmentIds = await requireOwnAttachments(deps.db, user.id, terms.attachment_ids);
  const updated = await deps.db
    .update(quotations)
    .set({ ...termColumns(terms, attachmentIds), seenAt: null, updatedAt: new Date() })
    .where(and(eq(quotations.id, id), eq(quotations.status, 'sent')))
    .returning({ id: quotations.id });
  if (updated.length === 0) throw new AppError('QUOTATION_DECIDED');
  return presentOne(deps.db, (await repo.findQuotation(deps.db, id))!, 'supplier');
}

/** One quotation for its buyer or its supplier; anyone else gets "not found". Opening marks it seen. */
export async function getQuotation(deps: Deps, user: SessionUser, id: number): Promise<QuotationDetail> {
  const row = await repo.findQuotation(deps.db, id);
  const side = row ? sideOf(row, user.id) : null;
  if (!row || !side || (side === 'buyer' && row.status === 'withdrawn')) throw new AppError('NOT_FOUND');
  if (side === 'buyer' && row.seen_at === null) await repo.markSeen(deps.db, id);
  return presentOne(deps.db, row, side);
}

/** The quotations on one of the buyer's RFQs, sorted for comparing. */
export async function listForRfq(deps: Deps, user: SessionUser, input: { rfq_id: number; sort: string; sort_mode: 'asc' | 'desc' }) {
  const buyer = await requireBuyer(deps.db, user.id);
  const [rfq] = await deps.db
    .select({ id: rfqs.id })
    .from(rfqs)
    .where(and(eq(rfqs.id, input.rfq_id), eq(rfqs.buyerId, buyer.id)))
    .limit(1);
  if (!rfq) throw new AppError('NOT_FOUND');
  return presentMany(deps.db, await repo.listForRfq(deps.db, rfq.id, input.sort, input.sort_mode), 'buyer');
}

export async function listReceived(deps: Deps, user: SessionUser, input: { page: number; status: string }) {
  const buyer = await requireBuyer(deps.db, user.id);
  const { items, total } = await repo.listForBuyer(deps.db, buyer.id, input.status, input.page, RECEIVED_PAGE_SIZE);
  return { data: await presentMany(deps.db, items, 'buyer'), total, page: input.page, page_size: RECEIVED_PAGE_SIZE };
}

/**
 * The buyer's decision: prefer one quotation (the previous preferred one goes back to plain sent),
 * decline one with a reason the supplier reads, or take a mark back.
 */
export async function decide(
  deps: Deps,
  user: SessionUser,
  input: { quotation_id: number; decision: 'preferred' | 'declined' | 'sent'; reason?: string },
): Promise<QuotationDetail> {
  const row = await repo.findQuotation(deps.db, input.quotation_id);
  if (!row || sideOf(row, user.id) !== 'buyer' || row.status === 'withdrawn') throw new AppError('NOT_FOUND');
  const changed = await deps.db.transaction(async (tx) => {
    // One decision per RFQ at a time: the RFQ row is the lock.
    await tx.execute(sql`SELECT id FROM rfqs WHERE id = ${Number(row.rfq_id)} FOR UPDATE`);
    // The status as of the lock: two tabs marking the same quotation at once record one mark.
    const [current] = await tx.select({ status: quotations.status }).from(quotations).where(eq(quotations.id, input.quotation_id));
    if (input.decision === 'preferred') {
      await tx
        .update(quotations)
        .set({ status: 'sent', decidedAt: null })
        .where(and(eq(quotations.rfqId, Number(row.rfq_id)), eq(quotations.status, 'preferred')));
    }
    await tx
      .update(quotations)
      .set({
        status: input.decision,
        declineReason: input.decision === 'declined' ? input.reason! : null,
        decidedAt: input.decision === 'sent' ? null : new Date(),
        seenAt: sql`coalesce(${quotations.seenAt}, now())`,
      })
      .where(eq(quotations.id, input.quotation_id));
    return current?.status !== input.decision;
  });
  // A mark given (not one taken back, nor the same mark again) is an event of the supplier's report.
  if (input.decision !== 'sent' && changed) {
    recordAction(deps, input.decision === 'preferred' ? 'quotation_preferred' : 'quotation_declined', {
      supplierId: String(row.supplier_id),
      buyerId: String(row.r_buyer_id),
      rfqId: Number(row.rfq_id),
      actor: user,
    });
  }
  return presentOne(deps.db, (await repo.findQuotation(deps.db, input.quotation_id))!, 'buyer');
}

