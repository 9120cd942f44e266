import type { z } from 'zod';
import type { Language } from '@tradelink/shared/constants/languages';
import { LEAD_PAGE_SIZE, type BuyingLead, type buyingLeadsRequest, type LeadBasis, type LeadReason } from '@tradelink/shared/lead/lead';
import type { QuotationStatus } from '@tradelink/shared/quotation/quotation';
import { searchTerms } from '@tradelink/shared/search/normalize';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { findBuyerOf, requireSupplier } from '../account/sides.ts';
import { categoryWithDescendants } from '../catalog/search.service.ts';
import { day, iso, num, type Row } from '../catalog/row-values.ts';
import { categoryIndex, localized } from '../reference/reference.service.ts';
import { buildSignals, hasSignals, matchLead, type LeadSignals, type RawReason } from './lead-signals.ts';
import * as repo from './lead.repository.ts';
import { unitLabel } from '@tradelink/shared/reference/units';

type Input = z.output<typeof buyingLeadsRequest>;
const FIRST_VISIT_MS = 7 * 86_400_000;

/** `a & b:*`: every typed word must appear, the last may be a prefix (typing in progress). */
function keywordQuery(keyword: string): string | null {
  const terms = searchTerms(keyword).map((t) => t.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  if (!terms.length) return null;
  return terms.map((t, i) => (i === terms.length - 1 ? `${t}:*` : t)).join(' & ');
}

type FilterInput = Pick<Input, 'keyword' | 'category_id' | 'country' | 'min_quantity' | 'max_quantity' | 'posted_within' | 'with_attachments'>;

/**
 * What every lead view starts from: the supplier (SUPPLIER_ONLY otherwise), what it is matched on,
 * the category tree for naming, its previous visit, and the filters as the repository takes them.
 */
export async function leadContext(deps: Deps, user: SessionUser, input: FilterInput) {
  const supplier = await requireSupplier(deps.db, user.id);
  const [ownBuyer, catalogue, index, seenAt, categoryIds] = await Promise.all([
    findBuyerOf(deps.db, user.id),
    repo.supplierCatalogue(deps.db, supplier.id),
    categoryIndex(deps.db),
    repo.lastSeen(deps.db, supplier.id),
    input.category_id ? categoryWithDescendants(deps.db, input.category_id) : Promise.resolve(null),
  ]);
  const signals = buildSignals(
    { parentOf: (id) => index.byId.get(id)?.parentId ?? null, childrenOf: (id) => (index.children.get(id) ?? []).map((c) => c.id) },
    { mainCategoryId: supplier.mainCategoryId, productCategoryIds: catalogue.categoryIds, mainProducts: supplier.mainProducts, products: catalogue.products },
  );
  const filters: repo.LeadFilters = {
    supplierId: supplier.id,
    ownBuyerId: ownBuyer?.id ?? null,
    keywordQuery: keywordQuery(input.keyword),
    categoryIds,
    country: input.country ?? null,
    minQuantity: input.min_quantity ?? null,
    maxQuantity: input.max_quantity ?? null,
    postedWithinDays: input.posted_within ? Number(input.posted_within) : null,
    withAttachments: input.with_attachments,
  };
  return { supplier, signals, index, seenAt, filters };
}
export type LeadContext = Awaited<ReturnType<typeof leadContext>>;

/** The page's requests as cards, in the page's order, with the reasons given. */
export async function presentPage(deps: Deps, ctx: LeadContext, lang: Language, page: Array<{ id: number; reasons: RawReason[] }>): Promise<BuyingLead[]> {
  const details = await repo.leadDetails(deps.db, ctx.supplier.id, page.map((p) => p.id));
  const newSince = ctx.seenAt ?? new Date(Date.now() - FIRST_VISIT_MS);
  const categoryName = (id: number) => {
    const row = ctx.index.byId.get(id);
    return row ? localized(row, lang) : null;
  };
  return page.flatMap(({ id, reasons }) => {
    const r = details.get(id);
    if (!r) return [];
    return [present(r, { isNew: new Date(r.arrived_at as string) > newSince, uomLabel: unitLabel(String(r.uom), lang, String(r.quantity)), categoryName, reasons })];
  });
}

/**
 * `supplier.buying_leads`. Active leads are ranked by how they match the supplier (categories,
 * shared words, a product much like them), then Buyer Premium requests, then newest; a supplier with
 * nothing to match on gets the newest requests instead (`basis: 'newest'`, Buyer Premium ones first).
 * Hidden leads are listed by when they were hidden.
 * Opening the unfiltered first page of active leads records the visit, after `is_new` was decided
 * against the previous one.
 */
export async function listBuyingLeads(deps: Deps, user: SessionUser, lang: Language, input: Input, options: { recordVisit?: boolean } = {}) {
  const ctx = await leadContext(deps, user, input);
  const { signals, filters } = ctx;
  const pageSize = LEAD_PAGE_SIZE;
  const offset = (input.page - 1) * pageSize;

  let basis: LeadBasis = 'matched';
  let total: number;
  let page: Array<{ id: number; reasons: RawReason[] }>;
  if (input.show === 'hidden') {
    const found = await repo.pagedLeads(deps.db, filters, true, pageSize, offset);
    total = found.total;
    page = found.list.map((c) => ({ id: c.id, reasons: matchLead(signals, { productName: c.product_name, categoryId: c.category_id }).reasons }));
  } else if (!hasSignals(signals)) {
    basis = 'newest';
    const found = await repo.pagedLeads(deps.db, filters, false, pageSize, offset);
    total = found.total;
    page = found.list.map((c) => ({ id: c.id, reasons: [{ kind: 'new' }] }));
  } else {
    ({ total, page } = await rankedPage(deps, filters, signals, pageSize, offset));
  }

  const data = await presentPage(deps, ctx, lang, page);
  // The AI agent reads leads without recording a visit: "new since your last visit" stays the page's.
  if (options.recordVisit !== false && input.show === 'active' && input.page === 1 && !repo.isFiltered(filters)) await repo.markSeen(deps.db, ctx.supplier.id);
  return { data, total, page: input.page, page_size: pageSize, basis };
}

/** Candidates through the supplier's signals, scored here, ordered by score then newest, one page cut out. */
async function rankedPage(deps: Deps, filters: repo.LeadFilters, signals: LeadSignals, pageSize: number, offset: number) {
  const candidates = await repo.matchCandidates(deps.db, filters, { categoryIds: [...signals.categories.keys()], searchWords: signals.searchWords });
  const scored = candidates
    .map((c) => ({ ...c, ...matchLead(signals, { productName: c.product_name, categoryId: c.category_id }) }))
    .filter((c) => c.score > 0)
    // Buyer Premium's "requests highlighted to suppliers": first among equally relevant leads.
    .sort((a, b) => b.score - a.score || Number(b.premium) - Number(a.premium) || Date.parse(b.arrived_at) - Date.parse(a.arrived_at) || b.id - a.id);
  return { total: scored.length, page: scored.slice(offset, offset + pageSize).map((c) => ({ id: c.id, reasons: c.reasons })) };
}

function present(
  r: Row,
  ctx: { isNew: boolean; uomLabel: string | null; categoryName: (id: number) => string | null; reasons: RawReason[] },
): BuyingLead {
  const reasons: LeadReason[] = ctx.reasons.map((reason) =>
    reason.kind === 'category' ? { ...reason, category_name: ctx.categoryName(reason.category_id) ?? '' } : reason,
  );
  return {
    rfq_id: Number(r.id),
    product_name: String(r.product_name),
    category_id: Number(r.category_id),
    category_name: ctx.categoryName(Number(r.category_id)),
    quantity: String(num(r.quantity)),
    uom: String(r.uom),
    uom_label: ctx.uomLabel,
    target_price: r.target_price === null ? null : String(r.target_price),
    currency: String(r.currency),
    destination_country: (r.destination_country as string | null) ?? null,
    expiry_date: day(r.expiry_date),
    attachment_count: Number(r.attachment_count ?? 0),
    arrived_at: iso(r.arrived_at)!,
    is_new: ctx.isNew,
    is_hidden: Boolean(r.hidden),
    buyer: {
      identity: String(r.b_identity),
      name: String(r.b_name),
      country: (r.b_country as string | null) ?? null,
      is_verified: Boolean(r.b_verified),
      is_premium: Boolean(r.b_premium),
      last_active: iso(r.b_last_active),
    },
    contact_unlocked: Boolean(r.unlocked),
    quotation_count: Number(r.quotation_count ?? 0),
    my_quotation: r.my_quotation_id === null ? null : { id: Number(r.my_quotation_id), status: r.my_quotation_status as QuotationStatus },
    reasons,
  };
}

/** `supplier.hide_lead`: hides a lead from the active list, or brings it back. */
export async function hideLead(deps: Deps, user: SessionUser, input: { rfq_id: number; hidden: boolean }) {
  const supplier = await requireSupplier(deps.db, user.id);
  if (input.hidden && !(await repo.isListedRfq(deps.db, input.rfq_id))) throw new AppError('NOT_FOUND');
  await repo.setHidden(deps.db, supplier.id, input.rfq_id, input.hidden);
  return { rfq_id: input.rfq_id, hidden: input.hidden };
}
