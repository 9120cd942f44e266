import type { LeadReason } from '@tradelink/shared/lead/lead';
import { cjkBigrams, foldText } from '@tradelink/shared/search/normalize';

// What a supplier is matched on, and how one request scores against it. Pure, so the ranking can be
// read and tested without a database.

/** Words that say nothing about a product (folded forms; Vietnamese and Chinese fillers are mostly shorter than 3). */
const STOP_WORDS = new Set([
  'and', 'the', 'for', 'with', 'from', 'per', 'new', 'high', 'quality', 'best', 'other', 'others', 'various', 'type', 'types',
  'grade', 'products', 'product', 'supply', 'supplier', 'export', 'import', 'wholesale', 'cac', 'loai', 'cho', 'voi', 'san', 'pham',
]);
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;

/** Words worth matching, in order of appearance: folded, Chinese as bigrams, no numbers, no short Latin words, no fillers. */
export function leadWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = cjkBigrams(foldText(text)).split(/\s+/);
  return [...new Set(words.filter((w) => w && !/^\d+$/.test(w) && (CJK.test(w) || w.length >= 3) && !STOP_WORDS.has(w)))];
}

/** Where a request category leads back to the supplier: one of its own categories, or a sibling's parent. */
export interface CategoryLink {
  categoryId: number;
  related: boolean;
}

export interface LeadSignals {
  /** Request category id -> the supplier's category it matches. */
  categories: Map<number, CategoryLink>;
  /** Every word of the supplier's main products and product names. */
  words: Set<string>;
  /** The most frequent of them (main products count double): what candidates are looked up by. */
  searchWords: string[];
  products: Array<{ id: number; name: string; words: Set<string> }>;
}

/** A five-word lookup stays cheap on the index; twelve words describe most catalogues. */
export const MAX_SEARCH_WORDS = 12;

export interface CategoryTree {
  parentOf(id: number): number | null;
  childrenOf(id: number): number[];
}

/**
 * The supplier's signals. Categories: its main category and its approved products' categories
 * (`related: false`, with everything below them), then their siblings under the same parent
 * (`related: true`, named by that parent). The menu count (lead.repository.ts) uses the same rule.
 */
export function buildSignals(
  tree: CategoryTree,
  input: { mainCategoryId: number | null; productCategoryIds: number[]; mainProducts: string | null; products: Array<{ id: number; name: string }> },
): LeadSignals {
  const own = [...new Set([...(input.mainCategoryId ? [input.mainCategoryId] : []), ...input.productCategoryIds])];
  const categories = new Map<number, CategoryLink>();
  // Own categories first, so each is named by itself rather than by an own ancestor.
  for (const id of own) categories.set(id, { categoryId: id, related: false });
  for (const id of own) {
    const stack = [...tree.childrenOf(id)];
    while (stack.length) {
      const next = stack.pop()!;
      if (categories.has(next)) continue;
      categories.set(next, { categoryId: id, related: false });
      stack.push(...tree.childrenOf(next));
    }
  }
  for (const id of own) {
    const parent = tree.parentOf(id);
    if (parent === null) continue;
    for (const sibling of tree.childrenOf(parent)) if (!categories.has(sibling)) categories.set(sibling, { categoryId: parent, related: true });
  }

  const frequency = new Map<string, number>();
  const count = (words: string[], weight: number) => words.forEach((w) => frequency.set(w, (frequency.get(w) ?? 0) + weight));
  count(leadWords(input.mainProducts), 2);
  const products = input.products.map((p) => ({ id: p.id, name: p.name, words: new Set(leadWords(p.name)) }));
  for (const p of products) count([...p.words], 1);
  const searchWords = [...frequency.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_SEARCH_WORDS)
    .map(([w]) => w);
  return { categories, words: new Set(frequency.keys()), searchWords, products };
}

export const hasSignals = (s: LeadSignals) => s.categories.size > 0 || s.words.size > 0;

/**
 * Score parts: the same category outranks shared words, a product much like the request adds to
 * them, and a sibling category counts least. Ties go to the newest request (the caller sorts).
 */
export const WEIGHTS = { category: 3, relatedCategory: 1, keyword: 1, moreKeywords: 0.5, catalogue: 2 } as const;
const MAX_SHOWN_WORDS = 5;

export type RawReason =
  | { kind: 'category'; category_id: number; related: boolean }
  | Exclude<LeadReason, { kind: 'category' }>;

/** How one request matches: its score (0 = not at all) and the reasons, strongest first. */
export function matchLead(signals: LeadSignals, rfq: { productName: string; categoryId: number }): { score: number; reasons: RawReason[] } {
  const reasons: RawReason[] = [];
  let score = 0;
  const rfqWords = leadWords(rfq.productName);

  // A product of the supplier "like" the request shares two of its words (its only word, when it has one).
  const needed = Math.min(2, rfqWords.length);
  let best: { id: number; name: string; overlap: number; words: Set<string> } | null = null;
  if (needed > 0) {
    for (const p of signals.products) {
      const overlap = rfqWords.filter((w) => p.words.has(w)).length;
      if (overlap >= needed && (!best || overlap > best.overlap)) best = { id: p.id, name: p.name, overlap, words: p.words };
    }
  }
  if (best) {
    reasons.push({ kind: 'catalogue', product_id: best.id, product_name: best.name });
    score += WEIGHTS.catalogue;
  }

  const link = signals.categories.get(rfq.categoryId);
  if (link) {
    reasons.push({ kind: 'category', category_id: link.categoryId, related: link.related });
    score += link.related ? WEIGHTS.relatedCategory : WEIGHTS.category;
  }

  // One word in common with a longer name ("bag" in "Rice 25kg bag") is noise on its own; beside
  // a matching category it still says something. Words the matching product already shows are not repeated.
  const shared = rfqWords.filter((w) => signals.words.has(w));
  if (shared.length && (shared.length >= needed || link)) {
    score += WEIGHTS.keyword + WEIGHTS.moreKeywords * Math.min(shared.length - 1, 3);
    const shown = best?.words;
    if (!shown || shared.some((w) => !shown.has(w))) reasons.push({ kind: 'keywords', words: shared.slice(0, MAX_SHOWN_WORDS) });
  }
  return { score, reasons };
}
