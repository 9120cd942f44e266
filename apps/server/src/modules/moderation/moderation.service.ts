import type { FastifyBaseLogger } from 'fastify';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import type { ErrorCode } from '@tradelink/shared/api/error-codes';
import type { ModeratePostsInput, PostKind } from '@tradelink/shared/moderation/admin-moderation';
import type { ReviewPostInput } from '@tradelink/shared/moderation/moderation';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit, type AuditActor } from '../audit/audit.repository.ts';
import { clearCatalogCache } from '../catalog/catalog-cache.ts';
import { refreshSearchIndex } from '../catalog/search-index.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { noticeLabel, noticeMail } from '../mail/templates.ts';
import { notifyRfqDecision } from '../notification/notification-producers.ts';
import { publishNotifications, type PendingNotification } from '../notification/notify.ts';
import * as repo from './moderation.repository.ts';

/** Where the owner's notice points: the public page of an approved post, the edit form of a rejected one. */
function ownerLink(appUrl: string, kind: PostKind, id: number, approved: boolean): string {
  if (kind === 'product') return `${appUrl}${approved ? `/product/${id}` : `/business/post/${id}`}`;
  return `${appUrl}${approved ? `/request/${id}` : `/user/request-quotation/${id}`}`;
}

/**
 * Which posts a decision may apply to. The queue's (bulk) decisions only take posts still waiting:
 * a post decided meanwhile by another operator, or taken back by its owner, is not decided again
 * from a stale list. A decision on one post may also reverse an earlier one.
 */
type DecidableFrom = 'pending' | 'pending_or_reversal';

/**
 * One decision in its own transaction: the post's status and reason, its search row, the audit
 * row, the owner's notice and (for an RFQ) the notifications land together or not at all. The
 * caller publishes `pending` after the commit.
 */
async function decide(deps: Deps, tx: Tx, actor: NonNullable<AuditActor>, input: ReviewPostInput, from: DecidableFrom) {
  const approve = input.decision === 'approve';
  const post = await repo.lockPost(tx, input.kind, input.id);
  if (!post) throw new AppError('NOT_FOUND');
  if (from === 'pending' && post.status !== POST_STATUS.pending) throw new AppError('CONFLICT');
  // A closed post was taken down by its owner; deciding twice the same way is a stale screen.
  if (post.status === POST_STATUS.closed) throw new AppError('CONFLICT');
  if (post.status === (approve ? POST_STATUS.approved : POST_STATUS.rejected)) throw new AppError('CONFLICT');
  const reason = approve ? null : input.reason!;
  const updated = await repo.setPostDecision(tx, input.kind, input.id, approve ? POST_STATUS.approved : POST_STATUS.rejected, reason);
  await refreshSearchIndex(tx, input.kind === 'product' ? 'products' : 'rfqs', [input.id]);
  await recordAudit(tx, actor, {
    action: approve ? 'post.approve' : 'post.reject',
    targetType: input.kind,
    targetId: input.id,
    before: { status: post.status, reject_reason: post.rejectReason },
    after: { status: updated.status, reject_reason: updated.rejectReason },
    reason,
  });
  const { owner } = post;
  await enqueueMail(
    tx,
    noticeMail({
      to: owner.email,
      userId: owner.userId,
      name: owner.firstName,
      language: owner.language,
      notice: approve ? 'postApproved' : 'postRejected',
      params: { kind: noticeLabel(owner.language, 'kinds', input.kind), title: post.title },
      quote: reason ? { label: 'reasonLabel', text: reason } : undefined,
      link: ownerLink(deps.env.appUrl, input.kind, input.id, approve),
    }),
  );
  const pending: PendingNotification[] = input.kind === 'rfq' ? await notifyRfqDecision(tx, input.id, { approved: approve, reason }) : [];
  return { decision: { kind: input.kind, id: updated.id, status: updated.status, reject_reason: updated.rejectReason }, pending };
}

/**
 * Approves or rejects a product or an RFQ. The owner sees the status and the reason on their
 * list and gets a notice mail; public pages and search show approved posts only, so the search
 * row and the public answer cache follow the decision. A closed post stays closed (its owner took
 * it down). Operators may reverse a decision (approve a rejected post, reject an approved one);
 * the audit log shows both.
 */
export async function reviewPost(deps: Deps, actor: NonNullable<AuditActor>, input: ReviewPostInput) {
  const { decision, pending } = await deps.db.transaction((tx) => decide(deps, tx, actor, input, 'pending_or_reversal'));
  clearCatalogCache(deps.db);
  deps.mail.kick();
  void publishNotifications(deps, pending);
  return decision;
}

/**
 * The same decision on many posts from the queue. Each post is decided in its own transaction, so
 * one that cannot be decided (gone, or no longer pending: decided by another operator or closed
 * by its owner) is reported and does not undo the others. Reversals go through `reviewPost`.
 */
export async function moderatePosts(deps: Deps, actor: NonNullable<AuditActor>, input: ModeratePostsInput, log: Pick<FastifyBaseLogger, 'error'>) {
  const results = [];
  const pending: PendingNotification[] = [];
  for (const item of input.items) {
    try {
      const done = await deps.db.transaction((tx) => decide(deps, tx, actor, { ...item, decision: input.decision, reason: input.reason }, 'pending'));
      pending.push(...done.pending);
      results.push({ kind: item.kind, id: item.id, ok: true, status: done.decision.status, error: null });
    } catch (error) {
      // An expected refusal is the item's answer; anything else is a fault someone must see.
      if (!(error instanceof AppError)) log.error({ err: error, kind: item.kind, id: item.id }, 'bulk moderation: deciding a post failed');
      const code: ErrorCode = error instanceof AppError ? error.code : 'INTERNAL';
      results.push({ kind: item.kind, id: item.id, ok: false, status: null, error: code });
    }
  }
  if (results.some((r) => r.ok)) {
    clearCatalogCache(deps.db);
    deps.mail.kick();
    void publishNotifications(deps, pending);
  }
  return { results };
}
