import type { VerificationRequestView } from '@tradelink/shared/verification/verification';
import type { Tx } from '../../db/client.ts';
import type { VerificationKind, VerificationStatus } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { findBuyerOf, findSupplierOf } from '../account/sides.ts';
import { clearCatalogCache } from '../catalog/catalog-cache.ts';
import { presentRequests } from './verification.presenter.ts';
import * as repo from './verification.repository.ts';

// What moderators do with verification requests. The operators' console (a later issue) calls
// these after checking that its user is a moderator; they are not reachable through the public API.

interface Decision {
  kind: VerificationKind;
  /** The only status a request can be decided from. */
  from: VerificationStatus;
  approve: boolean;
  /** Rejection reason or recorded result, shown to the requester. */
  note: string | undefined;
  noteRequired: boolean;
  onApprove: (tx: Tx, userId: string) => Promise<void>;
}

async function decide(deps: Deps, reviewerUserId: string, requestId: number, d: Decision): Promise<VerificationRequestView> {
  const note = d.note?.trim() || null;
  if (d.noteRequired && !note) throw fieldError('reason', 'required');
  await deps.db.transaction(async (tx) => {
    const row = await repo.findForUpdate(tx, requestId);
    if (!row || row.kind !== d.kind) throw new AppError('NOT_FOUND');
    if (row.status !== d.from) throw new AppError('CONFLICT');
    // Nobody approves their own company.
    if (row.userId === reviewerUserId) throw new AppError('FORBIDDEN');
    await repo.updateRequest(tx, row.id, {
      status: d.approve ? 'approved' : 'rejected',
      reviewNote: note,
      reviewedBy: reviewerUserId,
      reviewedAt: new Date(),
    });
    if (d.approve) await d.onApprove(tx, row.userId);
  });
  // Levels show on public pages (badges, the verified filter).
  if (d.approve) clearCatalogCache(deps.db);
  const [row] = await presentRequests(deps.db, [await repo.findRequest(deps.db, requestId)]);
  return row!;
}

const raiseSupplier = (level: number) => async (tx: Tx, userId: string) => {
  const supplier = await findSupplierOf(tx, userId);
  if (!supplier) throw new AppError('NOT_FOUND');
  await repo.raiseSupplierLevel(tx, supplier.id, level);
};

/** Level 3 documents: approve (level 3, verified now) or reject with a reason the supplier sees. */
export function reviewDocuments(deps: Deps, reviewerUserId: string, requestId: number, decision: 'approve' | 'reject', reason?: string) {
  return decide(deps, reviewerUserId, requestId, {
    kind: 'documents',
    from: 'pending',
    approve: decision === 'approve',
    note: reason,
    noteRequired: decision === 'reject',
    onApprove: raiseSupplier(3),
  });
}

/** Level 4: the result of a held smart tracing session; a failed one needs a note the supplier sees. */
export function recordTracingResult(deps: Deps, reviewerUserId: string, requestId: number, result: 'passed' | 'failed', note?: string) {
  return decide(deps, reviewerUserId, requestId, {
    kind: 'smart_tracing',
    from: 'scheduled',
    approve: result === 'passed',
    note,
    noteRequired: result === 'failed',
    onApprove: raiseSupplier(4),
  });
}

/** A buyer's business verification: approve (is_biz_verified, verified now) or reject with a reason. */
export function reviewBusiness(deps: Deps, reviewerUserId: string, requestId: number, decision: 'approve' | 'reject', reason?: string) {
  return decide(deps, reviewerUserId, requestId, {
    kind: 'business',
    from: 'pending',
    approve: decision === 'approve',
    note: reason,
    noteRequired: decision === 'reject',
    onApprove: async (tx, userId) => {
      const buyer = await findBuyerOf(tx, userId);
      if (!buyer) throw new AppError('NOT_FOUND');
      await repo.markBuyerVerified(tx, buyer.id);
    },
  });
}
