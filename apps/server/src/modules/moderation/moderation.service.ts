import { eq } from 'drizzle-orm';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import type { ReviewPostInput } from '@tradelink/shared/moderation/moderation';
import { products, rfqs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { clearCatalogCache } from '../catalog/catalog-cache.ts';
import { refreshSearchIndex } from '../catalog/search-index.ts';

/**
 * Approves or rejects a product or an RFQ. The owner sees the status and the reason on their
 * list; public pages and search show approved posts only, so the search row and the public
 * answer cache are refreshed with the decision. A closed post stays closed (its owner took it
 * down), so deciding on it is refused.
 */
export async function reviewPost(deps: Deps, input: ReviewPostInput) {
  const table = input.kind === 'product' ? products : rfqs;
  const status = input.decision === 'approve' ? POST_STATUS.approved : POST_STATUS.rejected;
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: table.status }).from(table).where(eq(table.id, input.id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === POST_STATUS.closed) throw new AppError('CONFLICT');
    const [updated] = await tx
      .update(table)
      .set({ status, rejectReason: input.decision === 'reject' ? input.reason! : null, reviewedAt: new Date(), updatedAt: new Date() })
      .where(eq(table.id, input.id))
      .returning({ id: table.id, status: table.status, rejectReason: table.rejectReason });
    await refreshSearchIndex(tx, input.kind === 'product' ? 'products' : 'rfqs', [input.id]);
    return updated!;
  });
  clearCatalogCache(deps.db);
  return { kind: input.kind, id: row.id, status: row.status, reject_reason: row.rejectReason };
}
