import { and, desc, eq, inArray } from 'drizzle-orm';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import { imageUrl } from '@tradelink/shared/media/images';
import type { SuggestedSupplier, SuggestionReason } from '@tradelink/shared/rfq/suggestions';
import { searchTerms } from '@tradelink/shared/search/normalize';
import { rfqs } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { findSupplierOf, requireBuyer } from '../account/sides.ts';
import { categoryIndex } from '../reference/reference.service.ts';
import * as repo from './suggestion.repository.ts';

export const SUGGESTION_PAGE_SIZE = 12;
/** The newest open RFQs steer the suggestions; older ones add little and cost a lateral each. */
const MAX_RFQS = 5;
/** Five words make ten pairs: enough to describe a product, cheap enough for the index. */
const MAX_TERMS = 5;
/** Words that say nothing about a product (the folded forms; Vietnamese and Chinese fillers are mostly shorter than 3). */
const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'from', 'per', 'new', 'high', 'quality', 'best', 'other', 'various', 'type', 'grade', 'cac', 'loai', 'cho', 'voi']);
const MAX_REASONS = 3;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;

/** Words worth matching: no bare numbers ("500", "1"), no one- or two-letter Latin words, no fillers. */
function usefulTerms(text: string): string[] {
  return searchTerms(text)
    .filter((t) => !/^\d+$/.test(t) && (CJK.test(t) || t.length >= 3) && !STOP_WORDS.has(t))
    .slice(0, MAX_TERMS);
}

/**
 * A tsquery that needs any two of the words: one word in common with a long product name is noise,
 * every word is too strict. A one-word name needs that word. Whole words only: prefix matching
 * doubled the index work on 100k products for little gain.
 */
export function pairQuery(text: string): string | null {
  const terms = usefulTerms(text);
  if (terms.length === 0) return null;
  if (terms.length === 1) return terms[0]!;
  const pairs: string[] = [];
  for (let i = 0; i < terms.length; i++) for (let j = i + 1; j < terms.length; j++) pairs.push(`(${terms[i]} & ${terms[j]})`);
  return pairs.join(' | ');
}

/** Sourcing interests are free text, usually a list ("bamboo furniture, rattan chairs"): any phrase may match. */
export function interestsQuery(text: string | null): string | null {
  if (!text?.trim()) return null;
  const phrases = text
    .split(/[,;\n、，；]+/u)
    .map(pairQuery)
    .filter((q): q is string => q !== null)
    .slice(0, 3);
  return phrases.length ? phrases.map((q) => `(${q})`).join(' | ') : null;
}

/**
 * Suppliers for the buyer's dashboard, best match first. Signals: the open RFQs (status pending or
 * approved; their category with its parent and children, and their product names' words), the
 * profile's sourcing interests, and the buyer's country (a weak boost, or the only signal when the
 * others find nobody); verification level and a premium plan break near-ties. Every supplier comes
 * with the reasons it matched; a buyer with no signal that fits anyone gets an empty list.
 */
export async function suggestSuppliers(deps: Deps, user: SessionUser, input: { page: number }) {
  const buyer = await requireBuyer(deps.db, user.id);
  const [open, ownSupplier, index] = await Promise.all([
    deps.db
      .select({ id: rfqs.id, productName: rfqs.productName, categoryId: rfqs.categoryId })
      .from(rfqs)
      .where(and(eq(rfqs.buyerId, buyer.id), inArray(rfqs.status, [POST_STATUS.pending, POST_STATUS.approved])))
      .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
      .limit(MAX_RFQS),
    findSupplierOf(deps.db, user.id),
    categoryIndex(deps.db),
  ]);
  const signals: repo.RfqSignal[] = open.map((r) => {
    const parent = index.byId.get(r.categoryId)?.parentId ?? null;
    const children = (index.children.get(r.categoryId) ?? []).map((c) => c.id);
    return { id: r.id, name: r.productName, cats: [r.categoryId, ...(parent ? [parent] : []), ...children], q: pairQuery(r.productName) };
  });
  const interests = interestsQuery(user.sourcingInterests);
  const pageSize = SUGGESTION_PAGE_SIZE;
  if (!signals.length && !interests && !user.fdCountry) return { data: [], total: 0, page: input.page, page_size: pageSize };

  const { list, total } = await repo.rankSuppliers(deps.db, {
    rfqs: signals,
    interests,
    country: user.fdCountry,
    excludeSupplierId: ownSupplier?.id ?? null,
    limit: pageSize,
    offset: (input.page - 1) * pageSize,
  });
  const interestTerms = user.sourcingInterests?.trim().slice(0, 80) ?? '';
  const data: SuggestedSupplier[] = list.map((r) => ({
    identity: r.identity,
    company_name: r.company_name,
    country: r.country,
    verification_level: Number(r.verification_level),
    is_premium: Boolean(r.is_premium),
    main_products: r.main_products,
    logo_url: r.company_logo ? imageUrl(r.company_logo, 'thumb') : null,
    product_count: Number(r.product_count),
    score: Number(r.score),
    reasons: presentReasons(r.reasons, interestTerms, user.fdCountry),
  }));
  return { data, total, page: input.page, page_size: pageSize };
}

/** At most three reasons, strongest first; a request matched by its words is not repeated for its category. */
function presentReasons(raw: repo.SuggestionRow['reasons'], interests: string, country: string | null): SuggestionReason[] {
  const byWords = new Set(raw.filter((r) => r.kind === 'rfq_keywords').map((r) => r.rfq_id));
  const out: SuggestionReason[] = [];
  for (const r of raw) {
    if (r.kind === 'rfq_keywords') out.push({ kind: 'rfq_keywords', rfq_id: r.rfq_id!, rfq_name: r.rfq_name! });
    else if (r.kind === 'rfq_category' && !byWords.has(r.rfq_id)) out.push({ kind: 'rfq_category', rfq_id: r.rfq_id!, rfq_name: r.rfq_name! });
    else if (r.kind === 'interests') out.push({ kind: 'interests', terms: interests });
    else if (r.kind === 'country' && country) out.push({ kind: 'country', country });
  }
  return out.slice(0, MAX_REASONS);
}
