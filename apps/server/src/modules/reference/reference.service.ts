import { CACHE_CLASSES } from '@tradelink/shared/constants/timing';
import type { Language } from '@tradelink/shared/constants/languages';
import type { TaxonomyNode } from '@tradelink/shared/reference/reference';
import { foldText } from '@tradelink/shared/search/normalize';
import { PLACEHOLDER_IMAGE } from '@tradelink/shared/media/images';
import { ANSWER_CACHE_MAX_SIZE, createAnswerCache, type AnswerCache } from '../../lib/answer-cache.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './reference.repository.ts';
import type { CategoryRow } from './reference.repository.ts';

type Labelled = { nameEn: string; nameVi: string; nameZh: string } | { labelEn: string; labelVi: string; labelZh: string };

export function localized(row: Labelled, lang: Language): string {
  if ('nameEn' in row) return lang === 'vi' ? row.nameVi : lang === 'zh' ? row.nameZh : row.nameEn;
  return lang === 'vi' ? row.labelVi : lang === 'zh' ? row.labelZh : row.labelEn;
}

interface CategoryIndex {
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  children: Map<number | null, CategoryRow[]>;
  folded: Map<number, string>;
}

// Reference data changes only through migrations and the seed, so one copy per database is kept.
const categoryCache = new WeakMap<Db, Promise<CategoryIndex>>();

export function categoryIndex(db: Db): Promise<CategoryIndex> {
  let cached = categoryCache.get(db);
  if (!cached) {
    cached = repo.listCategories(db).then((rows) => {
      const byId = new Map(rows.map((r) => [r.id, r]));
      const children = new Map<number | null, CategoryRow[]>();
      for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
      const folded = new Map(rows.map((r) => [r.id, foldText(`${r.nameEn} ${r.nameVi} ${r.nameZh}`)]));
      return { rows, byId, children, folded };
    });
    cached.catch(() => categoryCache.delete(db));
    categoryCache.set(db, cached);
  }
  return cached;
}

/** A category's own picture; the grey placeholder older seeds stored counts as none. */
export const ownCategoryImage = (row: CategoryRow): string | null => (row.image && row.image !== PLACEHOLDER_IMAGE ? row.image : null);

/**
 * Cover photos for the categories of the month (keyed by category id): each from the newest approved
 * product in the category or below it. One query; get_variates, which asks for it, is an answer-cached call.
 */
export async function monthlyCovers(db: Db): Promise<Map<number, string>> {
  const index = await categoryIndex(db);
  const groups = new Map<number, number[]>();
  for (const row of index.rows) {
    if (row.monthlyRank === null || ownCategoryImage(row)) continue;
    const ids: number[] = [];
    const stack = [row.id];
    while (stack.length) {
      const id = stack.pop()!;
      ids.push(id);
      for (const child of index.children.get(id) ?? []) stack.push(child.id);
    }
    groups.set(row.id, ids);
  }
  return repo.newestCovers(db, groups);
}

const answerCaches = new WeakMap<Db, AnswerCache>();
/** Reference answers are few (lists, the category tree, the sitemap): a quarter of the catalog's limit. */
const REFERENCE_CACHE_MAX_SIZE = ANSWER_CACHE_MAX_SIZE / 4;

/**
 * Serialized answers of the reference calls. Kept for the spec's "stable" time: they change only
 * through the seed (which clears them) except the platform stats and the sitemap, which may lag.
 */
export function referenceAnswers(db: Db): AnswerCache {
  let cache = answerCaches.get(db);
  if (!cache) {
    cache = createAnswerCache(CACHE_CLASSES.stable.staleTime, REFERENCE_CACHE_MAX_SIZE);
    answerCaches.set(db, cache);
  }
  return cache;
}

// The attribute fields and countries, read on every product page and search: kept like the categories.
const attributeFieldCache = new WeakMap<Db, Promise<AttributeFieldRow[]>>();
const countryCache = new WeakMap<Db, Promise<CountryRow[]>>();

function kept<T>(cache: WeakMap<Db, Promise<T>>, db: Db, load: () => PromiseLike<T>): Promise<T> {
  let cached = cache.get(db);
  if (!cached) {
    // A drizzle query runs again at every `then`: kept as the one promise of its first answer.
    cached = Promise.resolve(load());
    cached.catch(() => cache.delete(db));
    cache.set(db, cached);
  }
  return cached;
}

/** Every product attribute field (sort order), read once per database like the category tree. */
export const attributeFields = (db: Db): Promise<AttributeFieldRow[]> => kept(attributeFieldCache, db, () => repo.listAttributeFields(db));

/** Every country (by English name), read once per database like the category tree. */
export const countryList = (db: Db): Promise<CountryRow[]> => kept(countryCache, db, () => repo.listCountries(db));

type CountryRow = Awaited<ReturnType<typeof repo.listCountries>>[number];

/** Forgets cached categories, fields, countries and answers (after the seed writes them). */
export function clearReferenceCache(db: Db) {
  categoryCache.delete(db);
  attributeFieldCache.delete(db);
  countryCache.delete(db);
  answerCaches.get(db)?.clear();
}

function pathOf(index: CategoryIndex, row: CategoryRow, lang: Language): string[] {
  const names: string[] = [];
  for (let node: CategoryRow | undefined = row; node; node = node.parentId ? index.byId.get(node.parentId) : undefined) {
    names.unshift(localized(node, lang));
  }
  return names;
}

function isWithin(index: CategoryIndex, row: CategoryRow, ancestorId: number): boolean {
  for (let node: CategoryRow | undefined = row; node; node = node.parentId ? index.byId.get(node.parentId) : undefined) {
    if (node.id === ancestorId) return true;
  }
  return false;
}

/**
 * Category search: every word of the keyword must appear in the category's names (any language,
 * accents ignored); deeper, more specific categories and name-prefix matches rank first.
 */
export async function searchCategories(db: Db, lang: Language, kw: string, withinId?: number, limit = 20) {
  const index = await categoryIndex(db);
  if (withinId !== undefined && !index.byId.has(withinId)) throw new AppError('NOT_FOUND', { field: 'category_id' });
  const words = foldText(kw).split(' ').filter(Boolean);
  const scored: Array<{ row: CategoryRow; score: number }> = [];
  for (const row of index.rows) {
    if (withinId !== undefined && !isWithin(index, row, withinId)) continue;
    const text = index.folded.get(row.id)!;
    if (!words.every((w) => text.includes(w))) continue;
    const own = foldText(localized(row, lang));
    const score = (words.length && own.startsWith(words[0]!) ? 10 : 0) + (words.length && own.includes(words.join(' ')) ? 5 : 0) + row.level;
    scored.push({ row, score });
  }
  scored.sort((a, b) => b.score - a.score || a.row.sortOrder - b.row.sortOrder);
  return scored.slice(0, limit).map(({ row }) => ({
    name: String(row.id),
    category_name: localized(row, lang),
    path: pathOf(index, row, lang),
    level: row.level,
    parent: row.parentId ? String(row.parentId) : null,
  }));
}

export async function taxonomy(db: Db, lang: Language): Promise<TaxonomyNode[]> {
  const index = await categoryIndex(db);
  const build = (parentId: number | null): TaxonomyNode[] =>
    (index.children.get(parentId) ?? []).map((row) => ({
      name: String(row.id),
      category_name: localized(row, lang),
      names: { en: row.nameEn, vi: row.nameVi, zh: row.nameZh },
      level: row.level,
      children: build(row.id),
    }));
  return build(null);
}

export async function topLevelCategoryOf(db: Db, id: number): Promise<CategoryRow | undefined> {
  const index = await categoryIndex(db);
  let node = index.byId.get(id);
  while (node?.parentId) node = index.byId.get(node.parentId);
  return node;
}

export type AttributeFieldRow = Awaited<ReturnType<typeof repo.listAttributeFields>>[number];

/**
 * The attribute fields a product in this category fills: its top-level category's own fields, or
 * the generic ones when it has none (or no category is given). Undefined for an unknown category.
 */
export async function attributeFieldsFor(db: Db, categoryId: number | null): Promise<AttributeFieldRow[] | undefined> {
  const fields = await attributeFields(db);
  let topId: number | null = null;
  if (categoryId !== null) {
    const top = await topLevelCategoryOf(db, categoryId);
    if (!top) return undefined;
    topId = top.id;
  }
  const own = fields.filter((f) => f.categoryId === topId);
  return own.length ? own : fields.filter((f) => f.categoryId === null);
}
