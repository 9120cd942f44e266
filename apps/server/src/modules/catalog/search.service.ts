import type { z } from 'zod';
import type { Language } from '@tradelink/shared/constants/languages';
import { PAGE_SIZE } from '@tradelink/shared/constants/limits';
import type { searchRequest, SearchFacets, SearchItem } from '@tradelink/shared/catalog/search';
import { foldText, searchTerms } from '@tradelink/shared/search/normalize';
import { unitLabel } from '@tradelink/shared/reference/units';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { categoryIndex, countryList, localized } from '../reference/reference.service.ts';
import * as repo from './search.repository.ts';
import type { FoundWord } from './search-words.ts';
import { type Row, num, iso, day } from './row-values.ts';

type Input = z.output<typeof searchRequest>;


/** Category ids of a category and everything below it. */
export async function categoryWithDescendants(db: Db, id: number): Promise<number[]> {
  const index = await categoryIndex(db);
  if (!index.byId.has(id)) throw new AppError('NOT_FOUND', { field: 'category_id' });
  const out: number[] = [];
  const walk = (n: number) => {
    out.push(n);
    for (const child of index.children.get(n) ?? []) walk(child.id);
  };
  walk(id);
  return out;
}

/** Where a search runs besides the URL's filters (product and supplier pages list products with it). */
export interface SearchScope {
  /** Only this supplier's products. */
  supplierId?: string;
  /** Leave this product out. */
  excludeId?: number;
  /**
   * The caller shows the page only, never total or facets: when browsing products newest first,
   * the candidates then stop at the page's end instead of CANDIDATE_CAP (total and facets count them).
   */
  pageOnly?: boolean;
}

/** One search across a tab, with filters from the URL, ranking, paging and facet counts. */
export async function search(db: Db, lang: Language, input: Input, { pageOnly, ...scope }: SearchScope = {}) {
  const pageSize = input.page_size ?? PAGE_SIZE.listing;
  const filters: repo.SearchFilters = {
    terms: searchTerms(input.keyword),
    categoryIds: input.category_id ? await categoryWithDescendants(db, input.category_id) : undefined,
    ...scope,
    countries: input.countries,
    verified: input.is_verified,
    premium: input.premium,
    hotPrice: input.hot_price,
    // Price and order quantity are product filters; other tabs ignore them (the page hides them there).
    ...(input.tab === 'products' ? { priceMin: input.price_min, priceMax: input.price_max, moqMax: input.moq } : {}),
    // Response figures are the suppliers tab's (decision 033).
    ...(input.tab === 'suppliers'
      ? { responseRateMin: input.response_rate ? Number(input.response_rate) / 100 : undefined, responseHoursMax: input.response_time ? Number(input.response_time) : undefined }
      : {}),
    exact: input.exact,
    sinceDays: input.date ? Number(input.date) : undefined,
    sort: input.sort ?? (input.keyword ? 'relevance' : 'newest'),
    sortMode: input.sort_mode ?? (input.sort === 'price' ? 'asc' : 'desc'),
    limit: pageSize,
    offset: (input.page - 1) * pageSize,
  };
  // Browsing products newest first, candidates are taken in the page's order: the first ones are the page.
  const pageOrder = input.tab === 'products' && !filters.terms.length && filters.sort === 'newest' && filters.sortMode === 'desc';
  if (pageOnly && pageOrder) filters.cap = filters.offset + filters.limit;
  const runner = { products: repo.searchProducts, suppliers: repo.searchSuppliers, buyers: repo.searchBuyers, rfqs: repo.searchRfqs }[input.tab];
  const [{ list, total, facetRows, respelled }, index, countries] = await Promise.all([runner(db, filters), categoryIndex(db), countryList(db)]);

  const categoryRef = (id: unknown) => {
    const row = id ? index.byId.get(Number(id)) : undefined;
    return row ? { id: row.id, name: localized(row, lang) } : null;
  };
  const data = list.map((r) => toCard(input.tab, r, categoryRef, lang));
  const countryName = new Map(countries.map((c) => [c.code, localized(c, lang)]));
  const facets: SearchFacets = { categories: [], countries: [], verified: 0, premium: 0 };
  for (const f of facetRows) {
    if (f.kind === 'category') {
      const ref = categoryRef(f.value);
      if (ref) facets.categories.push({ value: String(ref.id), label: ref.name, count: f.n });
    } else if (f.kind === 'country') facets.countries.push({ value: f.value, label: countryName.get(f.value) ?? f.value, count: f.n });
    else if (f.kind === 'verified') facets.verified = f.n;
    else if (f.kind === 'premium') facets.premium = f.n;
  }
  // Equal counts in a fixed order: the statement's grouping returns them in no particular one.
  const byCount = (a: { value: string; count: number }, b: { value: string; count: number }) =>
    b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  facets.categories.sort(byCount).splice(15);
  facets.countries.sort(byCount).splice(15);
  const corrected = respelled ? correctedKeyword(input.keyword, respelled) : null;
  return { data, total, page: input.page, page_size: pageSize, facets, corrected, category: categoryRef(input.category_id) };
}

/**
 * The keyword as the results read it, when they came from near spellings only: each typed word the
 * lexicon lacks is replaced by its nearest spelling, other words stay as typed (accents, case and
 * Chinese included). Null when no word was replaced.
 */
export function correctedKeyword(keyword: string, words: FoundWord[]): string | null {
  const replacement = new Map(words.filter((w) => !w.matches.length && w.spellings.length).map((w) => [w.word, w.spellings[0]!]));
  let changed = false;
  const text = keyword.replace(/[\p{L}\p{N}]+/gu, (token) => {
    const spelling = replacement.get(foldText(token));
    if (spelling === undefined) return token;
    changed = true;
    return spelling;
  });
  return changed ? text.trim().replace(/\s+/g, ' ') : null;
}

/** A search result's card from its row (also the product page's related products). */
export function toCard(tab: Input['tab'], r: Row, categoryRef: (id: unknown) => { id: number; name: string } | null, lang: Language): SearchItem {
  switch (tab) {
    case 'products':
      return {
        kind: 'product',
        id: Number(r.id),
        name: String(r.name),
        image: ((r.images as string[] | null) ?? [])[0] ?? null,
        price_min: num(r.price_min),
        price_max: num(r.price_max),
        currency: String(r.currency),
        moq: num(r.moq),
        uom: (r.uom as string | null) ?? null,
        uom_label: r.uom ? unitLabel(String(r.uom), lang, num(r.moq) ?? undefined) : null,
        is_hot_price: Boolean(r.is_hot_price),
        is_promoted: Boolean(r.is_promoted),
        category: categoryRef(r.category_id),
        supplier: {
          identity: String(r.s_identity),
          company_name: String(r.s_company),
          country: (r.s_country as string | null) ?? null,
          verification_level: Number(r.s_level),
          is_premium: Boolean(r.s_premium),
        },
        created_at: iso(r.created_at)!,
      };
    case 'suppliers':
      return {
        kind: 'supplier',
        identity: String(r.identity),
        company_name: String(r.company_name),
        country: (r.country as string | null) ?? null,
        city: (r.city as string | null) ?? null,
        verification_level: Number(r.verification_level),
        is_premium: Boolean(r.is_premium),
        business_type: (r.business_type as string | null) ?? null,
        main_products: (r.main_products as string | null) ?? null,
        year_established: num(r.year_established),
        product_count: Number(r.product_count ?? 0),
        category: categoryRef(r.main_category_id),
        last_active: iso(r.last_active_at),
      };
    case 'buyers':
      return {
        kind: 'buyer',
        identity: String(r.identity),
        name: String(r.name),
        country: (r.country as string | null) ?? null,
        sourcing_interests: (r.sourcing_interests as string | null) ?? null,
        is_verified: Boolean(r.is_verified),
        is_premium: Boolean(r.is_premium),
        rfq_count: Number(r.rfq_count ?? 0),
        created_at: iso(r.created_at)!,
      };
    case 'rfqs':
      return {
        kind: 'rfq',
        id: Number(r.id),
        product_name: String(r.product_name),
        quantity: Number(r.quantity),
        uom: String(r.uom),
        uom_label: unitLabel(String(r.uom), lang, Number(r.quantity)),
        target_price: num(r.target_price),
        currency: String(r.currency),
        destination_country: (r.destination_country as string | null) ?? null,
        expiry_date: day(r.expiry_date),
        category: categoryRef(r.category_id),
        buyer: {
          identity: String(r.b_identity),
          country: (r.b_country as string | null) ?? null,
          is_verified: Boolean(r.b_verified),
          is_premium: Boolean(r.b_premium),
        },
        created_at: iso(r.created_at)!,
      };
  }
}
