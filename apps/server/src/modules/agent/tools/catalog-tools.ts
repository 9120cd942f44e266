import type { z } from 'zod';
import type { AgentPriceRange, AgentToolInput, AgentToolOutput } from '@tradelink/shared/agent/tools';
import type { ProductCard, SupplierCard, searchRequest } from '@tradelink/shared/catalog/search';
import { unitLabel } from '@tradelink/shared/reference/units';
import { getProduct, getSupplier } from '../../catalog/detail.service.ts';
import { search } from '../../catalog/search.service.ts';
import type { ToolContext } from './context.ts';
import { toolGate } from './tool-gate.ts';
import { limitOf } from './tool-values.ts';

// The catalogue tools: what anyone may open in the app (approved products of active suppliers,
// public company profiles), through the catalogue's own services. No contact details: the cards
// carry none, and the supplier profile's website is left out too.

type SearchInput = z.output<typeof searchRequest>;

const baseSearch: Omit<SearchInput, 'tab' | 'keyword'> = {
  countries: [],
  is_verified: false,
  premium: false,
  hot_price: false,
  exact: false,
  page: 1,
};

/** The /search page's address for the same query, so the list can say "see all". */
export function searchUrl(tab: 'products' | 'suppliers', input: { keyword: string; countries?: string[]; verified?: boolean; priceMin?: number; priceMax?: number; premium?: boolean }) {
  const params = new URLSearchParams({ tab, keyword: input.keyword });
  if (input.countries?.length) params.set('countries', input.countries.join(','));
  if (input.verified) params.set('is_verified', '1');
  if (input.premium) params.set('premium', '1');
  if (input.priceMin !== undefined) params.set('price_min', String(input.priceMin));
  if (input.priceMax !== undefined) params.set('price_max', String(input.priceMax));
  return `/search?${params.toString()}`;
}

/**
 * The range buyers can expect from these listings: the most common currency and unit together, its
 * lowest and highest prices. Prices per kilogram and per ton side by side would read as one range
 * from 9 to 8,600 dollars.
 */
export function priceRangeOf(items: ProductCard[], lang: ToolContext['lang']): AgentPriceRange | null {
  const priced = items.filter((p) => p.price_min !== null || p.price_max !== null);
  if (!priced.length) return null;
  const groups = new Map<string, ProductCard[]>();
  for (const p of priced) groups.set(`${p.currency}|${p.uom}`, [...(groups.get(`${p.currency}|${p.uom}`) ?? []), p]);
  // The largest group; on a tie, the first listing's (the most relevant).
  const group = [...groups.values()].sort((a, b) => b.length - a.length)[0]!;
  const lows = group.map((p) => p.price_min ?? p.price_max!).filter((v) => v !== null);
  const highs = group.map((p) => p.price_max ?? p.price_min!).filter((v) => v !== null);
  const { currency, uom } = group[0]!;
  return { min: Math.min(...lows), max: Math.max(...highs), currency, uom: uom || null, uom_label: uom ? unitLabel(uom, lang) : null, listings: group.length };
}

/**
 * The catalogue's search on the words as given: near spellings would show a record for another
 * word ("chair" finding "chai", bottles) as if it matched. Only a long word (likely a typo, as in
 * "stainles") that finds nothing is searched again with near spellings.
 */
async function searchWords(ctx: ToolContext, input: SearchInput) {
  // Each search waits its turn at the gate (tool-gate.ts): turns being opened go first.
  const gate = toolGate(ctx.deps.env);
  const exact = await gate(() => search(ctx.deps.db, ctx.lang, { ...input, exact: true }));
  if (exact.total > 0 || !/\p{L}{6,}/u.test(input.keyword)) return exact;
  return gate(() => search(ctx.deps.db, ctx.lang, input));
}

const countriesOf = (codes: string[] | undefined) => (codes ?? []).map((c) => c.toUpperCase());

export async function searchProducts(ctx: ToolContext, input: AgentToolInput<'search_products'>): Promise<AgentToolOutput<'search_products'>> {
  const limit = limitOf(input.limit);
  const level = input.min_verification_level ?? 1;
  const countries = countriesOf(input.countries);
  // Level 3 and 4 are finer than the search's "verified" filter (2+): a wider page is filtered here.
  const found = await searchWords(ctx, {
    ...baseSearch,
    tab: 'products',
    keyword: input.keyword,
    countries,
    is_verified: level >= 2,
    price_min: input.price_min,
    price_max: input.price_max,
    category_id: input.category_id,
    page_size: level > 2 ? 50 : limit * 2,
  });
  let items = (found.data as ProductCard[]).filter((p) => p.supplier.verification_level >= level);
  // A quantity below a listing's minimum order rules it out, when both are counted in the same unit.
  if (input.quantity !== undefined && input.unit) items = items.filter((p) => p.moq === null || p.uom !== input.unit || p.moq <= input.quantity!);
  items = items.slice(0, limit);
  for (const p of items) {
    ctx.known.products.add(p.id);
    ctx.known.suppliers.add(p.supplier.identity);
  }
  return {
    keyword: input.keyword,
    total: level > 2 ? items.length : found.total,
    items,
    price_range: priceRangeOf(items, ctx.lang),
    search_url: searchUrl('products', { keyword: input.keyword, countries, verified: level >= 2, priceMin: input.price_min, priceMax: input.price_max }),
  };
}

export async function searchSuppliers(ctx: ToolContext, input: AgentToolInput<'search_suppliers'>): Promise<AgentToolOutput<'search_suppliers'>> {
  const limit = limitOf(input.limit);
  const level = input.min_verification_level ?? 1;
  const countries = countriesOf(input.countries);
  const found = await searchWords(ctx, {
    ...baseSearch,
    tab: 'suppliers',
    keyword: input.keyword,
    countries,
    is_verified: level >= 2,
    premium: input.premium_only ?? false,
    category_id: input.category_id,
    page_size: level > 2 ? 50 : limit,
  });
  const items = (found.data as SupplierCard[]).filter((s) => s.verification_level >= level).slice(0, limit);
  for (const s of items) ctx.known.suppliers.add(s.identity);
  return {
    keyword: input.keyword,
    total: level > 2 ? items.length : found.total,
    items,
    search_url: searchUrl('suppliers', { keyword: input.keyword, countries, verified: level >= 2, premium: input.premium_only }),
  };
}

export async function getProductTool(ctx: ToolContext, input: AgentToolInput<'get_product'>): Promise<AgentToolOutput<'get_product'>> {
  const p = await getProduct(ctx.deps.db, ctx.lang, input.product_id);
  ctx.known.products.add(p.id);
  ctx.known.suppliers.add(p.supplier.identity);
  const leaf = p.category_path.at(-1) ?? null;
  return {
    kind: 'product',
    id: p.id,
    name: p.name,
    image: p.images[0] ?? null,
    price_min: p.price_min,
    price_max: p.price_max,
    currency: p.currency,
    moq: p.moq,
    uom: p.uom,
    uom_label: p.uom_label,
    is_hot_price: p.is_hot_price,
    is_promoted: false,
    category: leaf,
    created_at: p.created_at,
    // The supplier's own words: shown as data, cut to what a card and a model need.
    description: p.description ? p.description.slice(0, 2000) : null,
    images: p.images.slice(0, 6),
    attributes: p.attributes,
    supplier: p.supplier,
    url: `/product/${p.id}`,
  };
}

export async function getSupplierTool(ctx: ToolContext, input: AgentToolInput<'get_supplier'>): Promise<AgentToolOutput<'get_supplier'>> {
  const s = await getSupplier(ctx.deps.db, ctx.lang, input.supplier_id);
  ctx.known.suppliers.add(s.identity);
  const products = s.products.slice(0, 6) as ProductCard[];
  for (const p of products) ctx.known.products.add(p.id);
  return {
    identity: s.identity,
    company_name: s.company_name,
    country: s.country,
    city: s.city,
    verification_level: s.verification_level,
    last_verified_datetime: s.last_verified_datetime,
    is_premium: s.is_premium,
    business_type: s.business_type,
    year_established: s.year_established,
    product_count: s.product_count,
    last_active: s.last_active,
    description: s.description ? s.description.slice(0, 2000) : null,
    main_products: s.main_products,
    main_category: s.main_category,
    member_since: s.member_since,
    review_average: s.reviews.average,
    review_count: s.reviews.count,
    products,
    url: `/supplier/${s.identity}`,
  };
}
