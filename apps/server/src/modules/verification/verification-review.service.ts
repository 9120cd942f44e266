import type { z } from 'zod';
import {
  VERIFICATION_QUEUE_PAGE_SIZE,
  type reviewVerificationRequest,
  type VerificationQueueItem,
  type verificationQueueRequest,
} from '@tradelink/shared/verification/verification-review';
import type { Tx } from '../../db/client.ts';
import type { VerificationKind, VerificationStatus } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { findBuyerOf, findSupplierOf } from '../account/sides.ts';
import { recordAudit, type AuditActor } from '../audit/audit.repository.ts';
import { clearCatalogCache } from '../catalog/catalog-cache.ts';
import { enqueueDecisionMail } from './verification-review.mail.ts';
import { presentQueue } from './verification-review.presenter.ts';
import { findQueueRow, listQueue } from './verification-queue.repository.ts';
import * as repo from './verification.repository.ts';

// What operators do with verification requests, through the operators' console
// (verification-review.routes.ts, 'operator' access). The functions here do not check the role.

/** The operator deciding: recorded in the audit log and on the request. */
export type Reviewer = NonNullable<AuditActor>;

interface Decision {
  kind: VerificationKind;
  /** The only status a request can be decided from. */
  from: VerificationStatus;
  approve: boolean;
  /** Rejection reason or recorded result, shown to the requester. */
  note: string | undefined;
  noteRequired: boolean;
  /** Audit action names for each outcome. */
  actions: { approve: string; reject: string };
  /** What the decision can change on the account side (the level, the verified flag), for the audit log. */
  standing: (tx: Tx, userId: string) => Promise<Record<string, unknown>>;
  onApprove: (tx: Tx, userId: string) => Promise<void>;
}

async function presentOne(deps: Deps, requestId: number): Promise<VerificationQueueItem> {
  const row = await findQueueRow(deps.db, requestId);
  if (!row) throw new AppError('NOT_FOUND');
  const [item] = await presentQueue(deps.db, [row]);
  return item!;
}

/**
 * Decides one request in one transaction: the request, the account's new standing, the audit
 * entry and the notice mail to the requester land (or roll back) together.
 */
async function decide(deps: Deps, reviewer: Reviewer, requestId: number, d: Decision): Promise<VerificationQueueItem> {
  const note = d.note?.trim() || null;
  if (d.noteRequired && !note) throw fieldError('reason', 'required');
  await deps.db.transaction(async (tx) => {
    const row = await repo.findForUpdate(tx, requestId);
    if (!row || row.kind !== d.kind) throw new AppError('NOT_FOUND');
    if (row.status !== d.from) throw new AppError('CONFLICT');
    // Nobody approves their own company.
    if (row.userId === reviewer.id) throw new AppError('FORBIDDEN');
    const before = { status: row.status, ...(await d.standing(tx, row.userId)) };
    const status = d.approve ? 'approved' : 'rejected';
    await repo.updateRequest(tx, row.id, { status, reviewNote: note, reviewedBy: reviewer.id, reviewedAt: new Date() });
    if (d.approve) await d.onApprove(tx, row.userId);
    const after = { status, ...(await d.standing(tx, row.userId)) };
    await recordAudit(tx, reviewer, {
      action: d.approve ? d.actions.approve : d.actions.reject,
      targetType: 'verification_request',
      targetId: row.id,
      before,
      after,
      reason: note,
    });
    await enqueueDecisionMail(tx, deps.env.appUrl, row, d.approve, note);
  });
  deps.mail.kick();
  // Levels show on public pages (badges, the verified filter).
  if (d.approve) clearCatalogCache(deps.db);
  return presentOne(deps, requestId);
}

const supplierLevel = async (tx: Tx, userId: string) => ({ level: (await findSupplierOf(tx, userId))?.verificationLevel ?? null });

const raiseSupplier = (level: number) => async (tx: Tx, userId: string) => {
  const supplier = await findSupplierOf(tx, userId);
  if (!supplier) throw new AppError('NOT_FOUND');
  await repo.raiseSupplierLevel(tx, supplier.id, level);
};

const REVIEW_ACTIONS = { approve: 'verification.approve', reject: 'verification.reject' };

/** Level 3 documents: approve (level 3, verified now) or reject with a reason the supplier sees. */
export function reviewDocuments(deps: Deps, reviewer: Reviewer, requestId: number, decision: 'approve' | 'reject', reason?: string) {
  return decide(deps, reviewer, requestId, {
    kind: 'documents',
    from: 'pending',
    approve: decision === 'approve',
    note: reason,
    noteRequired: decision === 'reject',
    actions: REVIEW_ACTIONS,
    standing: supplierLevel,
    onApprove: raiseSupplier(3),
  });
}

/**
 * Level 4: the result of a booked smart tracing session; a failed one needs a note the supplier
 * sees. Operators may record it at any time after the booking (a session can be held early).
 */
export function recordTracingResult(deps: Deps, reviewer: Reviewer, requestId: number, result: 'passed' | 'failed', note?: string) {
  return decide(deps, reviewer, requestId, {
    kind: 'smart_tracing',
    from: 'scheduled',
    approve: result === 'passed',
    note,
    noteRequired: result === 'failed',
    actions: { approve: 'tracing.pass', reject: 'tracing.fail' },
    standing: supplierLevel,
    onApprove: raiseSupplier(4),
  });
}

/** A buyer's business verification: approve (is_biz_verified, verified now) or reject with a reason. */
export function reviewBusiness(deps: Deps, reviewer: Reviewer, requestId: number, decision: 'approve' | 'reject', reason?: string) {
  return decide(deps, reviewer, requestId, {
    kind: 'business',
    from: 'pending',
    approve: decision === 'approve',
    note: reason,
    noteRequired: decision === 'reject',
    actions: REVIEW_ACTIONS,
    standing: async (tx, userId) => ({ is_biz_verified: (await findBuyerOf(tx, userId))?.isBizVerified ?? null }),
    onApprove: async (tx, userId) => {
      const buyer = await findBuyerOf(tx, userId);
      if (!buyer) throw new AppError('NOT_FOUND');
      await repo.markBuyerVerified(tx, buyer.id);
    },
  });
}

/** `admin.review_verification`: one decision, dispatched on the request's kind (a work-email code is not reviewed). */
export async function reviewVerification(deps: Deps, reviewer: Reviewer, input: z.output<typeof reviewVerificationRequest>) {
  const row = await repo.findRequest(deps.db, input.id);
  if (row?.kind === 'documents') return reviewDocuments(deps, reviewer, row.id, input.decision, input.reason);
  if (row?.kind === 'business') return reviewBusiness(deps, reviewer, row.id, input.decision, input.reason);
  if (row?.kind === 'smart_tracing') return recordTracingResult(deps, reviewer, row.id, input.decision === 'approve' ? 'passed' : 'failed', input.reason);
  throw new AppError('NOT_FOUND');
}

/** `admin.verification_queue`: one page of waiting or decided requests of a kind. */
export async function listVerificationQueue(deps: Deps, input: z.output<typeof verificationQueueRequest>) {
  const { items, total } = await listQueue(deps.db, { ...input, pageSize: VERIFICATION_QUEUE_PAGE_SIZE });
  return { data: await presentQueue(deps.db, items), total, page: input.page, page_size: VERIFICATION_QUEUE_PAGE_SIZE };
}
