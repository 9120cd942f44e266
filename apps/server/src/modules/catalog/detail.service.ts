import type { Language } from '@tradelink/shared/constants/languages';
import type { ProductDetail, SupplierPublic } from '@tradelink/shared/catalog/detail';
import type { ProductCard } from '@tradelink/shared/catalog/search';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { categoryIndex, localized, topLevelCategoryOf } from '../reference/reference.service.ts';
import { attributeFields } from '../reference/reference.service.ts';
import { listOptions } from '../reference/reference.repository.ts';
import { categoryWithDescendants, search, toCard } from './search.service.ts';
import { findPublicProduct, findPublicSupplier } from './detail.repository.ts';
import { findReviewSummary } from './reviews.repository.ts';
import { publicResponseFigures } from '../analytics/response-figures.service.ts';
import { type Row, json, num, iso } from './row-values.ts';
import { unitLabel } from '@tradelink/shared/reference/units';


function supplierSummary(r: Row) {
  return {
    identity: String(r.s_identity),
    company_name: String(r.s_company),
    country: (r.s_country as string | null) ?? null,
    city: (r.s_city as string | null) ?? null,
    verification_level: Number(r.s_level),
    last_verified_datetime: iso(r.s_verified_at),
    is_premium: Boolean(r.s_premium),
    business_type: (r.s_business_type as string | null) ?? null,
    year_established: num(r.s_year),
    product_count: Number(r.s_product_count ?? 0),
    last_active: iso(r.s_last_active),
  };
}

async function categoryPath(db: Db, lang: Language, id: number) {
  const index = await categoryIndex(db);
  const path: Array<{ id: number; name: string }> = [];
  for (let node = index.byId.get(id); node; node = node.parentId ? index.byId.get(node.parentId) : undefined) {
    path.unshift({ id: node.id, name: localized(node, lang) });
  }
  return path;
}

const browse = { keyword: '', countries: [], is_verified: false, premium: false, hot_price: false, exact: false, tab: 'products' as const, page: 1 };

/**
 * A product page's data in one query: the product with its supplier and its related products.
 * The category tree and the attribute fields come from the in-process reference copies.
 */
export async function getProduct(db: Db, lang: Language, id: number): Promise<ProductDetail> {
  const r = await findPublicProduct(db, id);
  if (!r) throw new AppError('NOT_FOUND');
  const categoryId = Number(r.category_id);
  const [path, top, fields, index] = await Promise.all([
    categoryPath(db, lang, categoryId),
    topLevelCategoryOf(db, categoryId),
    attributeFields(db),
    categoryIndex(db),
    // A product filed under a category the tree lacks is answered 404, as browsing that category is.
    categoryWithDescendants(db, categoryId),
  ]);
  const categoryRef = (value: unknown) => {
    const row = value ? index.byId.get(Number(value)) : undefined;
    return row ? { id: row.id, name: localized(row, lang) } : null;
  };
  const related = json<Row[]>(r.related as Row[] | string).map((row) => toCard('products', row, categoryRef, lang));
  const own = fields.filter((f) => f.categoryId === top?.id);
  const labels = new Map((own.length ? own : fields.filter((f) => f.categoryId === null)).map((f) => [f.fieldname, localized(f, lang)]));
  const attributes = Object.entries((r.attributes as Record<string, string>) ?? {}).map(([name, value]) => ({ name, label: labels.get(name) ?? name, value }));
  return {
    id: Number(r.id),
    name: String(r.name),
    description: (r.description as string | null) ?? null,
    images: (r.images as string[]) ?? [],
    price_min: num(r.price_min),
    price_max: num(r.price_max),
    currency: String(r.currency),
    moq: num(r.moq),
    uom: (r.uom as string | null) ?? null,
    uom_label: r.uom ? unitLabel(String(r.uom), lang, num(r.moq) ?? undefined) : null,
    is_hot_price: Boolean(r.is_hot_price),
    attributes,
    category_path: path,
    supplier: supplierSummary(r),
    related: related as ProductCard[],
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}

export async function getSupplier(db: Db, lang: Language, identity: string): Promise<SupplierPublic> {
  const r = await findPublicSupplier(db, identity);
  if (!r) throw new AppError('NOT_FOUND');
  const index = await categoryIndex(db);
  const main = r.main_category_id ? index.byId.get(Number(r.main_category_id)) : undefined;
  const [products, businessTypes, revenues, employees, reviews, response] = await Promise.all([
    search(db, lang, { ...browse, page_size: 12 }, { supplierId: String(r.s_id), pageOnly: true }),
    listOptions(db, 'business_type'),
    listOptions(db, 'annual_revenue'),
    listOptions(db, 'num_employees'),
    findReviewSummary(db, String(r.s_id)),
    // The stored 30-day figure (decision 033): this answer is cached 30 s like the rest of the page.
    publicResponseFigures(db, String(r.s_id)),
  ]);
  // Stored as codes; shown as the option's label in the caller's language.
  const label = (options: typeof businessTypes, code: unknown) => {
    const option = options.find((o) => o.code === code);
    return option ? localized(option, lang) : ((code as string | null) ?? null);
  };
  return {
    ...supplierSummary(r),
    business_type: label(businessTypes, r.s_business_type),
    description: (r.description as string | null) ?? null,
    main_products: (r.main_products as string | null) ?? null,
    annual_revenue: label(revenues, r.annual_revenue),
    num_employees: label(employees, r.num_employees),
    website: (r.website as string | null) ?? null,
    member_since: iso(r.created_at)!,
    main_category: main ? { id: main.id, name: localized(main, lang) } : null,
    products: products.data as ProductCard[],
    reviews,
    response,
  };
}
