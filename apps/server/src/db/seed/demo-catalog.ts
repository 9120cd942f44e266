import type { Random } from './random.ts';
import { flattenTaxonomy, type FlatCategory } from './reference-seed.ts';
import { productNameTemplates } from './data/taxonomy.ts';
import { artFor, kindOf, offersFor, type ArtRef, type Offer, type ProductKind } from './data/product-kinds.ts';
import { attributeFields, defaultAttributeFields } from './data/attribute-fields.ts';
import { countries } from './data/countries.ts';
import { DEMO_ARTS } from './demo-image-art.ts';
import { demoAttributes } from './demo-attributes.ts';

/**
 * Demo products and requests built from the product kinds (`data/product-kinds.ts`): a name of its
 * category, a unit, MOQ and price from an offer that fits that name, and photos of its kind.
 */

export type Language = 'en' | 'vi' | 'zh';

/** The leaves of one parent category: what one supplier line of business covers. */
export interface CategoryGroup {
  slug: string;
  family: string;
  leaves: FlatCategory[];
}

export interface CatalogIndex {
  byId: Map<number, FlatCategory>;
  bySlug: Map<string, FlatCategory>;
  leaves: FlatCategory[];
  groups: CategoryGroup[];
  groupOf: (leaf: FlatCategory) => CategoryGroup;
  familyOf: (category: FlatCategory) => string;
}

let cached: CatalogIndex | undefined;

export function catalogIndex(): CatalogIndex {
  if (cached) return cached;
  const flat = flattenTaxonomy();
  const byId = new Map(flat.map((c) => [c.id, c]));
  const familyOf = (category: FlatCategory) => {
    let node = category;
    while (node.parentId) node = byId.get(node.parentId)!;
    return node.slug;
  };
  const leaves = flat.filter((c) => !c.node.children?.length);
  const groupsBySlug = new Map<string, CategoryGroup>();
  for (const leaf of leaves) {
    const parent = byId.get(leaf.parentId!)!;
    const group = groupsBySlug.get(parent.slug) ?? { slug: parent.slug, family: familyOf(parent), leaves: [] };
    group.leaves.push(leaf);
    groupsBySlug.set(parent.slug, group);
  }
  cached = {
    byId,
    bySlug: new Map(flat.map((c) => [c.slug, c])),
    leaves,
    groups: [...groupsBySlug.values()],
    groupOf: (leaf) => groupsBySlug.get(byId.get(leaf.parentId!)!.slug)!,
    familyOf,
  };
  return cached;
}

const COUNTRY_NAMES = new Map(countries.map((c) => [c.code, c.en]));
export const countryName = (code: string) => COUNTRY_NAMES.get(code) ?? code;

/** Prices as suppliers write them: whole tens above $1,000, cents below $10. */
export function roundPrice(value: number): number {
  if (value >= 1000) return Math.round(value / 10) * 10;
  if (value >= 100) return Math.round(value);
  if (value >= 10) return Math.round(value * 10) / 10;
  return Math.max(0.01, Math.round(value * 100) / 100);
}

/** A price range within the offer: the low end in the lower part of it, the high end above. */
export function priceRange(random: Random, offer: Offer): [number, number] {
  const [lo, hi] = offer.price;
  const min = roundPrice(lo + random.next() * (hi - lo) * 0.7);
  const max = roundPrice(Math.min(hi, min * (1.05 + random.next() * 0.45)));
  return [min, Math.max(min, max)];
}

/** A product name of a leaf: the template index (names of all languages share it) and its text. */
export function pickName(random: Random, leaf: FlatCategory, language: Language) {
  const names = productNameTemplates[leaf.slug]!;
  const index = random.int(0, names.en.length - 1);
  return { index, en: names.en[index]!, text: names[language][index] ?? names.en[index]! };
}

const TRADE_LINE: Record<ProductKind['trade'], Record<Language, string>> = {
  bulk: {
    en: 'Export grade, inspected before loading (SGS on request) and shipped by container; samples available.',
    vi: 'Hàng xuất khẩu, kiểm định trước khi đóng hàng (SGS theo yêu cầu), giao bằng container; có mẫu thử.',
    zh: '出口级品质，装运前检验（可应要求安排SGS），整柜发货，可提供样品。',
  },
  goods: {
    en: 'Export quality; OEM/ODM and private label welcome; samples available on request.',
    vi: 'Chất lượng xuất khẩu; nhận gia công OEM/ODM và in nhãn riêng; có mẫu theo yêu cầu.',
    zh: '出口品质，接受OEM/ODM及贴牌定制，可按要求提供样品。',
  },
  equipment: {
    en: 'Factory direct, tested before shipping, with installation guidance, a 12-month warranty and spare parts.',
    vi: 'Giá trực tiếp từ nhà máy, chạy thử trước khi giao, có hướng dẫn lắp đặt, bảo hành 12 tháng và phụ tùng thay thế.',
    zh: '工厂直销，出厂前测试，提供安装指导、12个月保修及备件。',
  },
};

/**
 * The colourways an art reference allows: those it names, else the drawing's first (each photo
 * costs seeding time; kinds that many products share name two or three).
 */
export function colourwaysOf([art, ...chosen]: ArtRef): number[] {
  return chosen.length ? chosen : DEMO_ARTS[art] ? [0] : [];
}

/** The photos of a product: its kind's drawing in one colourway, sometimes another after it. */
export function pickPhotos(random: Random, ref: ArtRef): Array<[string, number]> {
  const ways = colourwaysOf(ref);
  const start = random.int(0, ways.length - 1);
  const count = ways.length > 1 && random.chance(0.5) ? 2 : 1;
  return Array.from({ length: count }, (_, i) => [ref[0], ways[(start + i) % ways.length]!]);
}

export interface ProductDraft {
  categoryId: number;
  name: string;
  description: string;
  priceMin: string;
  priceMax: string;
  moq: string;
  uom: string;
  photos: Array<[string, number]>;
  attributes: Record<string, string>;
}

/**
 * One product of a supplier in one of its categories. `photoRandom` is a stream of its own, so the
 * photo choice can change without changing the rest of the data.
 */
export function draftProduct(random: Random, photoRandom: Random, supplier: { categories: FlatCategory[]; country: string }): ProductDraft {
  const index = catalogIndex();
  const leaf = random.pick(supplier.categories);
  const kind = kindOf(leaf.slug);
  // Vietnamese and Chinese suppliers list some products in their own language; the rest write English.
  const own: Language = supplier.country === 'VN' ? 'vi' : ['CN', 'TW', 'HK'].includes(supplier.country) ? 'zh' : 'en';
  const language: Language = own !== 'en' && random.chance(0.3) ? own : 'en';
  const name = pickName(random, leaf, language);
  const offer = random.pick(offersFor(kind, name.en));
  const [min, max] = priceRange(random, offer);
  const family = index.familyOf(leaf);
  const fieldnames = (attributeFields[family] ?? defaultAttributeFields).map((f) => f.fieldname);
  return {
    categoryId: leaf.id,
    name: name.text,
    description: `${name.text}. ${leaf.node[language]}: ${TRADE_LINE[kind.trade][language]}`,
    priceMin: min.toFixed(2),
    priceMax: max.toFixed(2),
    moq: String(random.pick(offer.moq)),
    uom: offer.unit,
    photos: pickPhotos(photoRandom, artFor(kind, name.en)),
    attributes: demoAttributes(random, family, fieldnames, { leaf: leaf.slug, name: name.en, origin: countryName(supplier.country) }),
  };
}

export interface RfqDraft {
  categoryId: number;
  productName: string;
  quantity: number;
  uom: string;
  targetPrice: number | null;
}

/** What a buyer asks for in a leaf: a product of it, a quantity of a few MOQs and a target a bit under list price. */
export function draftRfq(random: Random, leaf: FlatCategory, language: Language): RfqDraft {
  const kind = kindOf(leaf.slug);
  const name = pickName(random, leaf, language);
  const offer = random.pick(offersFor(kind, name.en));
  const quantity = random.pick(offer.moq) * random.pick([1, 1, 2, 3, 5, 10]);
  const [lo, hi] = offer.price;
  return {
    categoryId: leaf.id,
    productName: name.text,
    quantity: Math.round(quantity * 100) / 100,
    uom: offer.unit,
    targetPrice: random.chance(0.7) ? roundPrice(lo + random.next() * (hi - lo) * 0.6) : null,
  };
}
