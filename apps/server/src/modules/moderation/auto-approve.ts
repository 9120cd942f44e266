import { sql } from 'drizzle-orm';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import { AUTO_APPROVE_SETTING, type PostKind } from '@tradelink/shared/moderation/admin-moderation';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { rows } from '../catalog/row-values.ts';

/** The level from which a supplier's posts may skip the queue (documents checked by an operator). */
export const TRUSTED_SUPPLIER_LEVEL = 3;

export interface InitialStatus {
  status: number;
  autoApproved: boolean;
  /** Columns for the insert or update: the status, and the review time when the rule approved it. */
  columns: { status: number; reviewedAt?: Date };
}

const pending: InitialStatus = { status: POST_STATUS.pending, autoApproved: false, columns: { status: POST_STATUS.pending } };

/**
 * The status a new or edited post starts in. Normally pending (an operator reviews it); when the
 * operators turned on `auto_approve_trusted`, posts of a Level 3+ supplier or of a
 * business-verified buyer are approved at once. Call it inside the transaction that writes the
 * post, and `recordAutoApproval` once the post has its id.
 *
 * @param ownerSideId the supplier id (products) or the buyer id (RFQs)
 */
export async function initialPostStatus(tx: Tx, kind: PostKind, ownerSideId: string): Promise<InitialStatus> {
  const trusted =
    kind === 'product'
      ? sql`(SELECT verification_level >= ${TRUSTED_SUPPLIER_LEVEL} FROM suppliers WHERE id = ${ownerSideId})`
      : sql`(SELECT is_biz_verified FROM buyers WHERE id = ${ownerSideId})`;
  const [row] = rows<{ enabled: unknown; trusted: unknown }>(
    await tx.execute(sql`
      SELECT coalesce((SELECT value = 'true'::jsonb FROM moderation_settings WHERE key = ${AUTO_APPROVE_SETTING}), false) AS enabled,
             coalesce(${trusted}, false) AS trusted`),
  );
  if (row?.enabled !== true || row.trusted !== true) return pending;
  return { status: POST_STATUS.approved, autoApproved: true, columns: { status: POST_STATUS.approved, reviewedAt: new Date() } };
}

/**
 * The audit row of a post the rule approved (actor: the system). `previousStatus` is null for a new
 * post. Nothing is written when the post went to the queue as usual.
 */
export async function recordAutoApproval(tx: Tx, decision: InitialStatus, kind: PostKind, id: number, previousStatus: number | null = null) {
  if (!decision.autoApproved) return;
  await recordAudit(tx, null, {
    action: 'post.auto_approve',
    targetType: kind,
    targetId: id,
    before: previousStatus === null ? null : { status: previousStatus },
    after: { status: decision.status, rule: AUTO_APPROVE_SETTING },
  });
}
