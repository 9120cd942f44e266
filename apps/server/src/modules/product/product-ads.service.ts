import { PRODUCT_AD_DAYS } from '@tradelink/shared/constants/plans';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import type { PromoteProductResponse } from '@tradelink/shared/product/product';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { requireSupplier } from '../account/sides.ts';
import { clearCatalogCache } from '../catalog/catalog-cache.ts';
import { iso } from '../catalog/row-values.ts';
import { spendQuota } from '../wallet/wallet.repository.ts';
import * as repo from './product.repository.ts';

/**
 * `product.promote`: one of the plan's monthly product ads (`farm_item_ads_quota`) puts an approved
 * product of the caller first in product search for PRODUCT_AD_DAYS, or extends a running ad.
 * The ad, its ledger row and the new end are one transaction: out of ads, nothing changes. Parallel
 * promotes queue on the Balance row lock, so the last ad is spent once.
 */
export async function promoteProduct(deps: Deps, user: SessionUser, productId: number): Promise<PromoteProductResponse> {
  const supplier = await requireSupplier(deps.db, user.id);
  const result = await deps.db.transaction(async (tx) => {
    const product = await repo.findOwnedProduct(tx, supplier.id, productId, true);
    if (!product) throw new AppError('NOT_FOUND');
    // Search lists approved products only: an ad for anything else would buy nothing.
    if (product.status !== POST_STATUS.approved) throw new AppError('PRODUCT_NOT_APPROVED');
    const left = await spendQuota(tx, supplier.id, 'farm_item_ads_quota', 'product_ad', `product:${productId}`);
    if (left === null) throw new AppError('ADS_QUOTA_EXCEEDED');
    const until = await repo.extendPromotion(tx, productId, PRODUCT_AD_DAYS);
    return { product_id: productId, promoted_until: iso(until)!, farm_item_ads_quota: left };
  });
  // Cached search pages would hide the ad until they expire.
  clearCatalogCache(deps.db);
  return result;
}
