import type { z } from 'zod';
import type { Language } from '@tradelink/shared/constants/languages';
import { LEAD_PAGE_SIZE, MARKET_COUNT_CAP, type rfqMarketRequest } from '@tradelink/shared/lead/lead';
import type { LeadBrief } from '@tradelink/shared/lead/lead-brief';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { findBuyerOf, requireSupplier } from '../account/sides.ts';
import { day, num } from '../catalog/row-values.ts';
import { categoryIndex, localized } from '../reference/reference.service.ts';
import { presentAttachments } from '../attachment/attachment.service.ts';
import { matchLead } from './lead-signals.ts';
import { leadContext, presentPage } from './lead.service.ts';
import { findReadableRfq, marketPage } from './lead-market.repository.ts';
import { unitLabel } from '@tradelink/shared/reference/units';

/** A uuid[] column read raw: an array from node-postgres and PGlite, `{a,b}` text from anything older. */
const uuidList = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? v.replace(/^\{|\}$/g, '').split(',').filter(Boolean) : []);

/**
 * `supplier.rfq_market`: the open RFQ market. Every approved, unexpired request of other active
 * accounts that the supplier has not hidden, filtered, newest or soonest-closing first. Each card
 * still says why it fits the supplier when it does (the recommended view ranks by that instead).
 * Browsing the market does not count as a visit to the recommended leads (the menu badge stays).
 */
export async function listMarket(deps: Deps, user: SessionUser, lang: Language, input: z.output<typeof rfqMarketRequest>) {
  const ctx = await leadContext(deps, user, input);
  const pageSize = LEAD_PAGE_SIZE;
  const found = await marketPage(deps.db, ctx.filters, input.sort, pageSize, (input.page - 1) * pageSize, MARKET_COUNT_CAP);
  const page = found.list.map((c) => ({ id: c.id, reasons: matchLead(ctx.signals, { productName: c.product_name, categoryId: c.category_id }).reasons }));
  const data = await presentPage(deps, ctx, lang, page);
  return { data, total: found.total, page: input.page, page_size: pageSize, total_capped: found.capped };
}

/**
 * `supplier.get_lead`: one request in full for the quotation form and the request page, with the
 * buyer's files. Suppliers only (SUPPLIER_ONLY); a request it may not read is NOT_FOUND. The
 * download route applies the same rule to the files (attachment.repository.ts).
 */
export async function getLeadBrief(deps: Deps, user: SessionUser, lang: Language, rfqId: number): Promise<LeadBrief> {
  const supplier = await requireSupplier(deps.db, user.id);
  const ownBuyer = await findBuyerOf(deps.db, user.id);
  const r = await findReadableRfq(deps.db, supplier.id, ownBuyer?.id ?? null, rfqId);
  if (!r) throw new AppError('NOT_FOUND');
  const [index, attachments] = await Promise.all([
    categoryIndex(deps.db),
    presentAttachments(deps.db, uuidList(r.attachment_ids)),
  ]);
  const category = index.byId.get(Number(r.category_id));
  return {
    rfq_id: Number(r.id),
    product_name: String(r.product_name),
    description: (r.description as string | null) ?? null,
    category_name: category ? localized(category, lang) : null,
    quantity: String(num(r.quantity)),
    uom: String(r.uom),
    uom_label: unitLabel(String(r.uom), lang, String(r.quantity)),
    target_price: r.target_price === null ? null : String(r.target_price),
    currency: String(r.currency),
    incoterm: (r.incoterm as string | null) ?? null,
    payment_method: (r.payment_method as string | null) ?? null,
    frequency: (r.frequency as string | null) ?? null,
    destination_country: (r.destination_country as string | null) ?? null,
    expiry_date: day(r.expiry_date),
    is_open: Boolean(r.is_open),
    attachments,
  };
}
