import type { ReviewEligibility, ReviewCreateInput } from '@tradelink/shared/trust/review';
import type { ReviewEligibilityReason } from '@tradelink/shared/trust/trust-constants';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { Db } from '../../db/client.ts';
import { findBuyerOf, findSupplierOf } from '../account/sides.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { clearCatalogCache } from '../catalog/catalog-cache.ts';
import { findParty, type Party } from './party.repository.ts';
import * as repo from './review.repository.ts';

interface Assessment {
  reason: ReviewEligibilityReason;
  party: Party;
  existing: Awaited<ReturnType<typeof repo.findAuthorReview>>;
}

/**
 * The rules of "once per relationship, only after they have interacted", in the order a user can
 * act on them: a party that is gone (or suspended) is not found; one's own company, a missing side
 * (a supplier is reviewed from a buying side, a buyer from a selling side), a review already
 * written, and no dealings yet each say why not.
 */
async function assess(db: Db, user: SessionUser, identity: string): Promise<Assessment> {
  const party = await findParty(db, identity);
  if (!party || party.userStatus !== 'active') throw new AppError('NOT_FOUND');
  const result = (reason: ReviewEligibilityReason, existing: Assessment['existing'] = null) => ({ reason, party, existing });
  if (party.userId === user.id) return result('own');
  const side = party.kind === 'supplier' ? await findBuyerOf(db, user.id) : await findSupplierOf(db, user.id);
  if (!side) return result('no_side');
  const existing = await repo.findAuthorReview(db, party, user.id);
  if (existing) return result('exists', existing);
  const pair = party.kind === 'supplier' ? { buyerId: side.id, supplierId: party.id } : { buyerId: party.id, supplierId: side.id };
  return result((await repo.haveInteracted(db, pair)) ? 'ok' : 'no_interaction');
}

export async function reviewEligibility(deps: Deps, user: SessionUser, identity: string): Promise<ReviewEligibility> {
  const { reason, existing } = await assess(deps.db, user, identity);
  return {
    can_review: reason === 'ok',
    reason,
    existing: existing && { rating: existing.rating, body: existing.body, created_at: existing.createdAt.toISOString() },
  };
}

const REFUSALS = {
  own: 'OWN_COMPANY',
  no_side: 'FORBIDDEN',
  exists: 'REVIEW_EXISTS',
  no_interaction: 'REVIEW_NOT_ELIGIBLE',
} as const;

export async function createReview(deps: Deps, user: SessionUser, input: ReviewCreateInput) {
  const { reason, party } = await assess(deps.db, user, input.target_identity);
  if (reason !== 'ok') throw new AppError(REFUSALS[reason]);
  // Two tabs submitting at once both pass the check above; the unique index keeps one.
  const row = await repo.insertReview(deps.db, party, { authorUserId: user.id, rating: input.rating, body: input.body }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError('REVIEW_EXISTS');
    throw error;
  });
  // Public supplier pages are cached answers; the new review shows at once.
  clearCatalogCache(deps.db);
  return { id: row.id, rating: row.rating, body: row.body, created_at: row.createdAt.toISOString() };
}
