import { eq } from 'drizzle-orm';
import { SENT_PAGE_SIZE, type SendBlock, type SendStatus } from '@tradelink/shared/quotation/supplier-calls';
import type { QuotationDetail, QuotationStatus } from '@tradelink/shared/quotation/quotation';
import { rfqs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { findBuyerOf, findSupplierOf, requireSupplier } from '../account/sides.ts';
import { presentMany, presentOne } from './quotation.presenter.ts';
import { isOpenRfq, isProfileComplete, isVisibleRfq, monthlyQuotationLimit, startOfMonthUtc } from './quotation-rules.ts';
import * as repo from './quotation.repository.ts';

// The supplier's side of quotations: what it sent, whether it may send, and taking one back.

/** `quotation.list_sent`: the supplier's quotations with the buyer's decisions, and the month's use. */
export async function listSent(deps: Deps, user: SessionUser, input: { status: string; keyword: string; rfq_id?: number; page: number }) {
  const supplier = await requireSupplier(deps.db, user.id);
  const [{ items, total }, counts, used] = await Promise.all([
    repo.listForSupplier(deps.db, supplier.id, { ...input, pageSize: SENT_PAGE_SIZE }),
    repo.countForSupplier(deps.db, supplier.id),
    repo.countSentSince(deps.db, supplier.id, startOfMonthUtc()),
  ]);
  return {
    data: await presentMany(deps.db, items, 'supplier'),
    total,
    page: input.page,
    page_size: SENT_PAGE_SIZE,
    counts,
    used_this_month: used,
    monthly_limit: monthlyQuotationLimit(supplier),
  };
}

/**
 * `quotation.send_status`: what the RFQ page should offer before the supplier types anything.
 * The rules of `quotation.send` (which checks them all again), the ones the supplier can do nothing
 * about first: own RFQ, closed RFQ, then its profile, then its allowance. With a quotation already
 * on the RFQ there is nothing to block: the page offers to open or edit it. An RFQ the supplier may
 * not see is "not found" here too.
 */
export async function sendStatus(deps: Deps, user: SessionUser, rfqId: number): Promise<SendStatus> {
  const [rfq] = await deps.db.select().from(rfqs).where(eq(rfqs.id, rfqId)).limit(1);
  if (!rfq || !isVisibleRfq(rfq)) throw new AppError('NOT_FOUND');
  const supplier = await findSupplierOf(deps.db, user.id);
  if (!supplier) {
    return { can_send: false, block: 'buyer_only', existing_quotation_id: null, existing_status: null, used_this_month: 0, monthly_limit: 0 };
  }
  const [existing, used, ownBuyer] = await Promise.all([
    repo.findOwnOnRfq(deps.db, supplier.id, rfq.id),
    repo.countSentSince(deps.db, supplier.id, startOfMonthUtc()),
    findBuyerOf(deps.db, user.id),
  ]);
  const limit = monthlyQuotationLimit(supplier);
  let block: SendBlock | null = null;
  if (ownBuyer && ownBuyer.id === rfq.buyerId) block = 'own_rfq';
  else if (!existing) {
    if (!isOpenRfq(rfq)) block = 'not_open';
    else if (!isProfileComplete(supplier)) block = 'profile_incomplete';
    else if (used >= limit) block = 'quota';
  }
  return {
    can_send: block === null && existing === null,
    block,
    existing_quotation_id: existing?.id ?? null,
    existing_status: (existing?.status as QuotationStatus | undefined) ?? null,
    used_this_month: used,
    monthly_limit: limit,
  };
}

/**
 * `quotation.withdraw`: the supplier takes back a quotation the buyer has not decided on. The buyer
 * no longer sees it; it still counts towards the month (it was sent) and the RFQ takes no second one.
 */
export async function withdraw(deps: Deps, user: SessionUser, id: number): Promise<QuotationDetail> {
  const supplier = await requireSupplier(deps.db, user.id);
  const row = await repo.findQuotation(deps.db, id);
  if (!row || row.supplier_id !== supplier.id) throw new AppError('NOT_FOUND');
  if (row.status !== 'withdrawn' && !(await repo.withdraw(deps.db, id))) throw new AppError('QUOTATION_DECIDED');
  return presentOne(deps.db, (await repo.findQuotation(deps.db, id))!, 'supplier');
}
