import { eq } from 'drizzle-orm';
import { isLanguage, type Language } from '@tradelink/shared/constants/languages';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import type { RfqForm, RfqListItem, RfqOwned } from '@tradelink/shared/rfq/rfq';
import type { Db, Tx } from '../../db/client.ts';
import { countries, currencies } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { requireBuyer } from '../account/sides.ts';
import { presentAttachments, requireOwnAttachments } from '../attachment/attachment.service.ts';
import { createAuthKey, takeAuthKey } from '../auth/auth-keys.repository.ts';
import { clearCatalogCache } from '../catalog/catalog-cache.ts';
import { refreshSearchIndex } from '../catalog/search-index.ts';
import { day, iso } from '../catalog/row-values.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { rfqPostedMail } from '../mail/templates.ts';
import { initialPostStatus, recordAutoApproval } from '../moderation/auto-approve.ts';
import { notifyNewLeads } from '../notification/new-lead-notifications.ts';
import { publishNotifications } from '../notification/notify.ts';
import { listOptions } from '../reference/reference.repository.ts';
import { categoryIndex, localized } from '../reference/reference.service.ts';
import * as repo from './rfq.repository.ts';
import type { RfqRow } from './rfq.repository.ts';
import { formatQuantity } from '@tradelink/shared/reference/units';
import { recordAction } from '../analytics/record-action.ts';

export const RFQ_PAGE_SIZE = 20;
const RFQ_ACTION_KEY_TTL_MS = 30 * 24 * 3600_000;

/** Checks what the schema cannot: the category, unit, currency and country exist. */
export async function checkRfqReferences(db: Tx, input: RfqForm): Promise<void> {
  const index = await categoryIndex(db as Db);
  if (!index.byId.has(input.category_id)) throw fieldError('category_id', 'category_required');
  const [units, [currency], [country]] = await Promise.all([
    listOptions(db, 'uom'),
    db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, input.currency)).limit(1),
    db.select({ code: countries.code }).from(countries).where(eq(countries.code, input.destination_country)).limit(1),
  ]);
  if (!units.some((u) => u.code === input.uom)) throw fieldError('uom', 'invalid');
  if (!currency) throw fieldError('currency', 'currency_invalid');
  if (!country) throw fieldError('destination_country', 'country_invalid');
}

function columns(input: RfqForm) {
  return {
    productName: input.product_name,
    categoryId: input.category_id,
    description: input.description || null,
    quantity: input.quantity,
    uom: input.uom,
    targetPrice: input.target_price ?? null,
    currency: input.currency,
    incoterm: input.incoterm ?? null,
    paymentMethod: input.payment_method ?? null,
    frequency: input.frequency ?? null,
    destinationCountry: input.destination_country,
    expiryDate: input.expiry_date,
    attachmentIds: input.attachment_ids,
  };
}

/**
 * Writes a new pending RFQ for a buyer (approved at once when the auto-approve rule trusts the
 * buyer), indexes it for search and queues the email whose links confirm or withdraw it — all in
 * the caller's transaction (quick RFQs ride on the signup's). The caller clears the public cache
 * after commit when the RFQ came out approved.
 */
export async function insertRfqFor(
  deps: Deps,
  tx: Tx,
  owner: { userId: string; buyerId: string; email: string; firstName: string; language: string },
  input: RfqForm,
): Promise<RfqRow> {
  const initial = await initialPostStatus(tx, 'rfq', owner.buyerId);
  const row = await repo.insertRfq(tx, { buyerId: owner.buyerId, ...columns(input), ...initial.columns });
  await recordAutoApproval(tx, initial, 'rfq', row.id);
  await refreshSearchIndex(tx, 'rfqs', [row.id]);
  const key = await createAuthKey(tx, owner.userId, 'rfq_action', RFQ_ACTION_KEY_TTL_MS);
  const link = (action: string) =>
    `${deps.env.appUrl}/user/request-quotation/detail/${row.id}?action=${action}&key=${encodeURIComponent(key)}`;
  await enqueueMail(
    tx,
    rfqPostedMail({
      to: owner.email,
      userId: owner.userId,
      name: owner.firstName,
      language: owner.language,
      product: row.productName,
      quantity: formatQuantity(String(row.quantity), row.uom, isLanguage(owner.language) ? owner.language : 'en'),
      confirmLink: link('verified_rfq'),
      declineLink: link('decline_rfq'),
    }),
  );
  return row;
}

type CategoryIndex = Awaited<ReturnType<typeof categoryIndex>>;

/** The fields the buyer's list shows; the full view adds the long text, terms and files. */
function summarize(row: RfqRow, lang: Language, index: CategoryIndex, count: repo.QuotationCounts | undefined): RfqListItem {
  const category = index.byId.get(row.categoryId);
  return {
    id: row.id,
    product_name: row.productName,
    category_id: row.categoryId,
    category_name: category ? localized(category, lang) : null,
    quantity: String(Number(row.quantity)),
    uom: row.uom,
    target_price: row.targetPrice,
    currency: row.currency,
    incoterm: row.incoterm,
    destination_country: row.destinationCountry,
    expiry_date: day(row.expiryDate),
    status: row.status,
    reject_reason: row.rejectReason,
    close_reason: row.closeReason,
    confirmed: row.confirmedAt !== null,
    quotation_count: count?.total ?? 0,
    new_quotation_count: count?.unseen ?? 0,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
  };
}

export async function presentRfq(db: Tx, lang: Language, row: RfqRow): Promise<RfqOwned> {
  const [index, attachments, counts] = await Promise.all([
    categoryIndex(db as Db),
    presentAttachments(db, row.attachmentIds),
    repo.quotationCounts(db, [row.id]),
  ]);
  return {
    ...summarize(row, lang, index, counts.get(row.id)),
    description: row.description,
    payment_method: row.paymentMethod,
    frequency: row.frequency,
    attachments,
  };
}

export async function createRfq(deps: Deps, user: SessionUser, lang: Language, input: RfqForm): Promise<RfqOwned> {
  const buyer = await requireBuyer(deps.db, user.id);
  await checkRfqReferences(deps.db, input);
  const attachmentIds = await requireOwnAttachments(deps.db, user.id, input.attachment_ids);
  const { row, pending } = await deps.db.transaction(async (tx) => {
    const created = await insertRfqFor(
      deps,
      tx,
      { userId: user.id, buyerId: buyer.id, email: user.email, firstName: user.firstName, language: user.language },
      { ...input, attachment_ids: attachmentIds },
    );
    // Approved at once (a trusted buyer): the matching suppliers hear of the new lead as after a review.
    return { row: created, pending: created.status === POST_STATUS.approved ? await notifyNewLeads(tx, created.id) : [] };
  });
  if (row.status === POST_STATUS.approved) clearCatalogCache(deps.db);
  deps.mail.kick();
  void publishNotifications(deps, pending);
  recordAction(deps, 'rfq_posted', { buyerId: buyer.id, rfqId: row.id, actor: user });
  return presentRfq(deps.db, lang, row);
}

/**
 * Owner only; others' ids are "not found". Editing an approved RFQ sends it back to review (unless
 * the auto-approve rule trusts the buyer).
 */
export async function updateRfq(deps: Deps, user: SessionUser, lang: Language, id: number, input: RfqForm): Promise<RfqOwned> {
  const buyer = await requireBuyer(deps.db, user.id);
  await checkRfqReferences(deps.db, input);
  const attachmentIds = await requireOwnAttachments(deps.db, user.id, input.attachment_ids);
  const { row, wasPublic, pending } = await deps.db.transaction(async (tx) => {
    const current = await repo.findOwnedRfq(tx, buyer.id, id, true);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status !== POST_STATUS.pending && current.status !== POST_STATUS.approved) throw new AppError('RFQ_NOT_EDITABLE');
    const initial = await initialPostStatus(tx, 'rfq', buyer.id);
    const updated = await repo.updateOwnedRfq(tx, buyer.id, id, { ...columns({ ...input, attachment_ids: attachmentIds }), ...initial.columns });
    await recordAutoApproval(tx, initial, 'rfq', id, current.status);
    await refreshSearchIndex(tx, 'rfqs', [id]);
    // A waiting request the rule approves becomes a lead now; an edit of a public one is not new.
    const pending = initial.autoApproved && current.status === POST_STATUS.pending ? await notifyNewLeads(tx, id) : [];
    return { row: updated!, wasPublic: current.status === POST_STATUS.approved || initial.autoApproved, pending };
  });
  if (wasPublic) clearCatalogCache(deps.db);
  void publishNotifications(deps, pending);
  return presentRfq(deps.db, lang, row);
}

export async function closeRfq(deps: Deps, user: SessionUser, lang: Language, id: number, reason: string): Promise<RfqOwned> {
  const buyer = await requireBuyer(deps.db, user.id);
  const { row, wasPublic } = await deps.db.transaction(async (tx) => {
    const current = await repo.findOwnedRfq(tx, buyer.id, id, true);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === POST_STATUS.closed) return { row: current, wasPublic: false };
    if (current.status === POST_STATUS.rejected) throw new AppError('RFQ_NOT_EDITABLE');
    const updated = await repo.updateOwnedRfq(tx, buyer.id, id, { status: POST_STATUS.closed, closeReason: reason, closedAt: new Date() });
    return { row: updated!, wasPublic: current.status === POST_STATUS.approved };
  });
  if (wasPublic) clearCatalogCache(deps.db);
  return presentRfq(deps.db, lang, row);
}

export async function getOwnedRfq(deps: Deps, user: SessionUser, lang: Language, id: number): Promise<RfqOwned> {
  const buyer = await requireBuyer(deps.db, user.id);
  const row = await repo.findOwnedRfq(deps.db, buyer.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentRfq(deps.db, lang, row);
}

export async function listOwnedRfqs(
  deps: Deps,
  user: SessionUser,
  lang: Language,
  input: { status: 'all' | 'pending' | 'approved' | 'rejected' | 'closed'; keyword?: string; page: number },
) {
  const buyer = await requireBuyer(deps.db, user.id);
  const [{ items, total }, counts, index] = await Promise.all([
    repo.listOwnedRfqs(deps.db, buyer.id, { ...input, pageSize: RFQ_PAGE_SIZE }),
    repo.countOwnedByStatus(deps.db, buyer.id),
    categoryIndex(deps.db),
  ]);
  const quotations = await repo.quotationCounts(deps.db, items.map((r) => r.id));
  const data = items.map((row) => summarize(row, lang, index, quotations.get(row.id)));
  return { data, total, page: input.page, page_size: RFQ_PAGE_SIZE, counts };
}

/**
 * The links of the "confirm your RFQ" email. The one-time key proves the mail's owner; it must
 * belong to the RFQ's buyer. verified_rfq confirms, decline_rfq withdraws (closes) the RFQ.
 */
export async function applyEmailAction(deps: Deps, lang: Language, input: { id: number; key: string; action: 'verified_rfq' | 'decline_rfq' }) {
  const { row, wasPublic } = await deps.db.transaction(async (tx) => {
    const key = await takeAuthKey(tx, input.key, 'rfq_action');
    const buyer = await requireBuyer(tx, key.userId);
    const current = await repo.findOwnedRfq(tx, buyer.id, input.id, true);
    if (!current) throw new AppError('KEY_INVALID');
    if (current.status === POST_STATUS.closed) return { row: current, wasPublic: false };
    const values =
      input.action === 'verified_rfq'
        ? { confirmedAt: current.confirmedAt ?? new Date() }
        : { status: POST_STATUS.closed, closeReason: 'declined_by_email', closedAt: new Date() };
    const updated = await repo.updateOwnedRfq(tx, buyer.id, input.id, values);
    return { row: updated!, wasPublic: input.action === 'decline_rfq' && current.status === POST_STATUS.approved };
  });
  if (wasPublic) clearCatalogCache(deps.db);
  return presentRfq(deps.db, lang, row);
}
