import type { HideReviewInput } from '@tradelink/shared/trust/admin-trust';
import { ADMIN_TRUST_PAGE_SIZE, type ReviewFilter } from '@tradelink/shared/trust/trust-constants';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit, type AuditActor } from '../audit/audit.repository.ts';
import { clearCatalogCache } from '../catalog/catalog-cache.ts';
import * as repo from './admin-reviews.repository.ts';

export async function listReviews(deps: Deps, input: { filter: ReviewFilter; keyword: string; page: number }) {
  const { total, rows } = await repo.listReviews(deps.db, {
    filter: input.filter,
    keyword: input.keyword,
    limit: ADMIN_TRUST_PAGE_SIZE,
    offset: (input.page - 1) * ADMIN_TRUST_PAGE_SIZE,
  });
  return { data: rows, total, page: input.page, page_size: ADMIN_TRUST_PAGE_SIZE };
}

/**
 * Hides a review from every public page (with the operator's reason) or shows it again. Asking for
 * the state it already has changes nothing and records nothing.
 */
export async function setReviewHidden(deps: Deps, actor: NonNullable<AuditActor>, input: HideReviewInput) {
  const changed = await deps.db.transaction(async (tx) => {
    const current = await repo.lockReview(tx, input.id);
    if (!current) throw new AppError('NOT_FOUND');
    if (Boolean(current.hiddenAt) === input.hidden) return false;
    const next = input.hidden
      ? { hiddenAt: new Date(), hiddenBy: actor.id, hiddenReason: input.reason ?? null }
      : { hiddenAt: null, hiddenBy: null, hiddenReason: null };
    await repo.setHidden(tx, input.id, next);
    await recordAudit(tx, actor, {
      action: input.hidden ? 'review.hide' : 'review.unhide',
      targetType: 'review',
      targetId: input.id,
      before: { hidden_at: current.hiddenAt?.toISOString() ?? null, hidden_reason: current.hiddenReason },
      after: { hidden_at: next.hiddenAt?.toISOString() ?? null, hidden_reason: next.hiddenReason },
      reason: input.hidden ? input.reason : null,
    });
    return true;
  });
  // The public review summaries are cached answers.
  if (changed) clearCatalogCache(deps.db);
  return (await repo.findReview(deps.db, input.id))!;
}
