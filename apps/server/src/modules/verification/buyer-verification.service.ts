import type { z } from 'zod';
import type { BuyerVerificationStatus, verificationDocumentsForm } from '@tradelink/shared/verification/verification';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import type { BuyerRow } from '../account/account.repository.ts';
import { requireBuyer } from '../account/sides.ts';
import { requireOwnDocuments } from './verification-documents.ts';
import { presentRequests } from './verification.presenter.ts';
import * as repo from './verification.repository.ts';

async function buyerStatus(db: Tx, buyer: BuyerRow): Promise<BuyerVerificationStatus> {
  const latest = (await repo.latestPerKind(db, buyer.userId, 'buyer')).get('business');
  const [request] = await presentRequests(db, [latest]);
  return {
    is_biz_verified: buyer.isBizVerified,
    last_verified_datetime: buyer.lastVerifiedAt?.toISOString() ?? null,
    next_step: buyer.isBizVerified ? 'done' : latest?.status === 'pending' ? 'in_review' : 'documents',
    request: request ?? null,
  };
}

/** `customer.verification_status`: the buyer's business verification and its latest request. */
export async function getBuyerStatus(deps: Deps, user: SessionUser) {
  return buyerStatus(deps.db, await requireBuyer(deps.db, user.id));
}

/**
 * `customer.request_verification`: business documents for a moderator (same document rules as
 * supplier Level 3), one request in review at a time.
 */
export async function requestBuyerVerification(deps: Deps, user: SessionUser, input: z.output<typeof verificationDocumentsForm>) {
  const buyer = await requireBuyer(deps.db, user.id);
  if (buyer.isBizVerified) throw new AppError('CONFLICT');
  const documents = await requireOwnDocuments(deps.db, user.id, input.documents);
  await deps.db.transaction(async (tx) => {
    await repo.lockSide(tx, 'buyer', buyer.id);
    if (await repo.findOpen(tx, user.id, 'business', 'pending')) throw new AppError('VERIFICATION_PENDING');
    await repo.insertRequest(tx, { userId: user.id, side: 'buyer', kind: 'business', status: 'pending', documents, note: input.note || null });
  });
  return buyerStatus(deps.db, buyer);
}
