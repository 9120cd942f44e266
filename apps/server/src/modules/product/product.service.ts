import { eq } from 'drizzle-orm';
import type { Language } from '@tradelink/shared/constants/languages';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import { imageUrl } from '@tradelink/shared/media/images';
import { PRODUCT_PAGE_SIZE, type ProductForm, type ProductOwned, type ProductStatusFilter } from '@tradelink/shared/product/product';
import type { Db, Tx } from '../../db/client.ts';
import { currencies } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { requireSupplier } from '../account/sides.ts';
import { clearCatalogCache } from '../catalog/catalog-cache.ts';
import { refreshSearchIndex } from '../catalog/search-index.ts';
import { iso } from '../catalog/row-values.ts';
import { findOriginal } from '../media/media.storage.ts';
import { initialPostStatus, recordAutoApproval } from '../moderation/auto-approve.ts';
import { listOptions } from '../reference/reference.repository.ts';
import { attributeFieldsFor, categoryIndex, localized } from '../reference/reference.service.ts';
import { checkAttributes } from './product-attributes.ts';
import * as repo from './product.repository.ts';
import type { ProductRow } from './product.repository.ts';

/** The quick flow's short form: the long text and attributes come later ("finish later"). */
type QuickForm = Omit<ProductForm, 'description' | 'attributes' | 'is_hot_price'>;
type AnyForm = QuickForm & Partial<Pick<ProductForm, 'description' | 'attributes' | 'is_hot_price'>>;

/**
 * Checks what the schema cannot: the category, unit and currency exist, every image was uploaded
 * (keys name stored files, so a product never points at nothing) and the attributes fit the
 * category's fields. Required attributes are required only on the full form.
 */
async function checkReferences(deps: Deps, input: AnyForm, full: boolean): Promise<Record<string, string>> {
  const db = deps.db;
  const index = await categoryIndex(db);
  if (!index.byId.has(input.category_id)) throw fieldError('category_id', 'category_required');
  const [units, [currency], stored, fields] = await Promise.all([
    input.uom ? listOptions(db, 'uom') : Promise.resolve([]),
    db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, input.currency)).limit(1),
    Promise.all(input.images.map((key) => findOriginal(deps.storage.media, key))),
    attributeFieldsFor(db, input.category_id),
  ]);
  if (input.uom && !units.some((u) => u.code === input.uom)) throw fieldError('uom', 'invalid');
  if (!currency) throw fieldError('currency', 'currency_invalid');
  if (stored.some((file) => file === null)) throw fieldError('images', 'invalid');
  return checkAttributes(fields ?? [], input.attributes ?? {}, full);
}

function columns(input: AnyForm, attributes: Record<string, string>) {
  return {
    name: input.name,
    categoryId: input.category_id,
    images: input.images,
    priceMin: input.price_min ?? null,
    priceMax: input.price_max ?? null,
    currency: input.currency,
    moq: input.moq ?? null,
    uom: input.uom ?? null,
    ...(input.description !== undefined ? { description: input.description || null } : {}),
    ...(input.attributes !== undefined ? { attributes } : {}),
    ...(input.is_hot_price !== undefined ? { isHotPrice: input.is_hot_price } : {}),
  };
}

type CategoryIndex = Awaited<ReturnType<typeof categoryIndex>>;

function present(row: ProductRow, lang: Language, index: CategoryIndex): ProductOwned {
  const category = index.byId.get(row.categoryId);
  return {
    id: row.id,
    name: row.name,
    category_id: row.categoryId,
    category_name: category ? localized(category, lang) : null,
    description: row.description,
    images: row.images.map((key) => ({ key, url_thumb: imageUrl(key, 'thumb'), url_detail: imageUrl(key, 'detail') })),
    price_min: row.priceMin,
    price_max: row.priceMax,
    currency: row.currency,
    moq: row.moq === null ? null : String(Number(row.moq)),
    uom: row.uom,
    attributes: row.attributes,
    is_hot_price: row.isHotPrice,
    status: row.status,
    reject_reason: row.rejectReason,
    is_incomplete: !row.description && Object.keys(row.attributes).length === 0,
    promoted_until: iso(row.promotedUntil),
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
  };
}

const presentOne = async (db: Db, lang: Language, row: ProductRow) => present(row, lang, await categoryIndex(db));

/** Search and the public pages show approved products only; any status change refreshes both. */
async function afterChange(db: Db, tx: Tx, id: number) {
  await refreshSearchIndex(tx, 'products', [id]);
  clearCatalogCache(db);
}

/**
 * Posts a product for review. One `farm_item_post_quota` is taken in the same transaction as the
 * insert: out of quota, nothing is written and the caller gets PRODUCT_QUOTA_EXCEEDED.
 */
export async function createProduct(deps: Deps, user: SessionUser, lang: Language, input: AnyForm, full: boolean): Promise<ProductOwned> {
  const supplier = await requireSupplier(deps.db, user.id);
  const attributes = await checkReferences(deps, input, full);
  const row = await deps.db.transaction(async (tx) => {
    if (!(await repo.takePostQuota(tx, supplier.id))) throw new AppError('PRODUCT_QUOTA_EXCEEDED');
    const initial = await initialPostStatus(tx, 'product', supplier.id);
    const inserted = await repo.insertProduct(tx, { supplierId: supplier.id, ...columns(input, attributes), ...initial.columns });
    await recordAutoApproval(tx, initial, 'product', inserted.id);
    await afterChange(deps.db, tx, inserted.id);
    return inserted;
  });
  return presentOne(deps.db, lang, row);
}

/**
 * The supplier edits its product. What buyers see must have been reviewed, so an approved or
 * rejected product goes back to pending (unless the auto-approve rule trusts the supplier); a
 * closed one must be reopened first.
 */
export async function updateProduct(deps: Deps, user: SessionUser, lang: Language, id: number, input: ProductForm): Promise<ProductOwned> {
  const supplier = await requireSupplier(deps.db, user.id);
  const attributes = await checkReferences(deps, input, true);
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.findOwnedProduct(tx, supplier.id, id, true);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === POST_STATUS.closed) throw new AppError('PRODUCT_NOT_EDITABLE');
    const initial = await initialPostStatus(tx, 'product', supplier.id);
    const updated = await repo.updateProduct(tx, id, { ...columns(input, attributes), ...initial.columns, rejectReason: null });
    await recordAutoApproval(tx, initial, 'product', id, current.status);
    await afterChange(deps.db, tx, id);
    return updated;
  });
  return presentOne(deps.db, lang, row);
}

/** Close takes a product off the marketplace; reopening sends it back for review (no new quota). */
export async function setProductStatus(deps: Deps, user: SessionUser, lang: Language, id: number, action: 'close' | 'reopen'): Promise<ProductOwned> {
  const supplier = await requireSupplier(deps.db, user.id);
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.findOwnedProduct(tx, supplier.id, id, true);
    if (!current) throw new AppError('NOT_FOUND');
    const isClosed = current.status === POST_STATUS.closed;
    if (action === 'close' ? isClosed : !isClosed) throw new AppError('PRODUCT_NOT_EDITABLE');
    const initial = action === 'reopen' ? await initialPostStatus(tx, 'product', supplier.id) : null;
    const updated = await repo.updateProduct(tx, id, { ...(initial ? initial.columns : { status: POST_STATUS.closed }), rejectReason: null });
    if (initial) await recordAutoApproval(tx, initial, 'product', id, current.status);
    await afterChange(deps.db, tx, id);
    return updated;
  });
  return presentOne(deps.db, lang, row);
}

export async function getOwnedProduct(deps: Deps, user: SessionUser, lang: Language, id: number): Promise<ProductOwned> {
  const supplier = await requireSupplier(deps.db, user.id);
  const row = await repo.findOwnedProduct(deps.db, supplier.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentOne(deps.db, lang, row);
}

export async function listOwnedProducts(
  deps: Deps,
  user: SessionUser,
  lang: Language,
  input: { status: ProductStatusFilter; keyword: string; category_id?: number; page: number },
) {
  const supplier = await requireSupplier(deps.db, user.id);
  const [{ items, total }, counts, quota, index] = await Promise.all([
    repo.listOwnedProducts(deps.db, supplier.id, { ...input, categoryId: input.category_id, pageSize: PRODUCT_PAGE_SIZE }),
    repo.countOwnedByStatus(deps.db, supplier.id),
    repo.quotasLeft(deps.db, supplier.id),
    categoryIndex(deps.db),
  ]);
  return {
    data: items.map((row) => present(row, lang, index)),
    total,
    page: input.page,
    page_size: PRODUCT_PAGE_SIZE,
    counts,
    farm_item_post_quota: quota.post,
    farm_item_ads_quota: quota.ads,
  };
}
