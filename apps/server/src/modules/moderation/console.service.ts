import type { Language } from '@tradelink/shared/constants/languages';
import { presentAuditEntry } from '../audit/audit.presenter.ts';
import { imageUrl } from '@tradelink/shared/media/images';
import {
  AUDIT_LOG_PAGE_SIZE,
  AUTO_APPROVE_SETTING,
  DASHBOARD_QUEUES,
  MODERATION_QUEUE_PAGE_SIZE,
  type AuditLogInput,
  type DashboardData,
  type ModerationQueueInput,
  type ModerationQueueItem,
  type ModerationSettings,
} from '@tradelink/shared/moderation/admin-moderation';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit, type AuditActor } from '../audit/audit.repository.ts';
import { iso, num, type Row } from '../catalog/row-values.ts';
import { categoryIndex, localized } from '../reference/reference.service.ts';
import { listAudit } from './audit-log.repository.ts';
import { findSetting, upsertSetting } from './moderation-settings.repository.ts';
import { listPendingPosts, queueSizes } from './moderation.repository.ts';

type CategoryIndex = Awaited<ReturnType<typeof categoryIndex>>;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
/** Numeric columns as the owner's forms show them (no trailing zeros). */
const amount = (v: unknown) => (v === null || v === undefined ? null : String(Number(v)));

function presentQueueItem(r: Row, lang: Language, index: CategoryIndex): ModerationQueueItem {
  const category = index.byId.get(Number(r.category_id));
  // Keys of uploaded photos (or older same-site paths): imageUrl serves each in both sizes.
  const keys = Array.isArray(r.images) ? r.images.filter((k): k is string => typeof k === 'string' && k.length > 0) : [];
  const image = keys[0] ?? null;
  return {
    kind: r.kind as ModerationQueueItem['kind'],
    id: Number(r.id),
    title: String(r.title),
    description: text(r.description),
    image_url: image ? imageUrl(image, 'thumb') : null,
    image_detail_url: image ? imageUrl(image, 'detail') : null,
    images: keys.map((key) => ({ thumb_url: imageUrl(key, 'thumb'), detail_url: imageUrl(key, 'detail') })),
    category_name: category ? localized(category, lang) : null,
    price_min: text(r.price_min),
    price_max: text(r.price_max),
    moq: amount(r.moq),
    quantity: amount(r.quantity),
    target_price: text(r.target_price),
    destination_country: text(r.destination_country),
    currency: String(r.currency),
    uom: text(r.uom),
    submitted_at: iso(r.submitted_at)!,
    created_at: iso(r.created_at)!,
    owner: {
      user_id: String(r.user_id),
      name: String(r.owner_name),
      identity: String(r.identity),
      verification_level: num(r.verification_level),
      is_biz_verified: r.is_biz_verified === null || r.is_biz_verified === undefined ? null : Boolean(r.is_biz_verified),
      country: text(r.country),
    },
  };
}

/** `admin.moderation_queue`: pending products and RFQs, oldest waiting first. */
export async function moderationQueue(deps: Deps, lang: Language, input: ModerationQueueInput) {
  const [{ items, total, waiting }, index] = await Promise.all([
    listPendingPosts(deps.db, { ...input, pageSize: MODERATION_QUEUE_PAGE_SIZE }),
    categoryIndex(deps.db),
  ]);
  return { data: items.map((r) => presentQueueItem(r, lang, index)), total, page: input.page, page_size: MODERATION_QUEUE_PAGE_SIZE, waiting };
}

/** `admin.dashboard`: every queue's size and oldest waiting item, so nothing sits unnoticed. */
export async function dashboard(deps: Deps): Promise<DashboardData> {
  const result = await queueSizes(deps.db);
  const byKey = new Map(result.map((r) => [r.key, r]));
  return {
    queues: DASHBOARD_QUEUES.map((key) => ({ key, count: Number(byKey.get(key)?.n ?? 0), oldest_at: iso(byKey.get(key)?.oldest) })),
    auto_approve_trusted: result[0]?.auto_approve === true,
  };
}

async function readSettings(db: Db): Promise<ModerationSettings> {
  const row = await findSetting(db, AUTO_APPROVE_SETTING);
  return { auto_approve_trusted: row?.value === true, updated_at: iso(row?.updatedAt), updated_by_email: row?.updatedByEmail ?? null };
}

export const moderationSettings = (deps: Deps) => readSettings(deps.db);

/** Turns the auto-approve rule on or off; the audit log keeps who did it and when. */
export async function updateModerationSettings(deps: Deps, actor: NonNullable<AuditActor>, input: { auto_approve_trusted: boolean }) {
  await deps.db.transaction(async (tx) => {
    const current = await findSetting(tx, AUTO_APPROVE_SETTING, true);
    await upsertSetting(tx, AUTO_APPROVE_SETTING, input.auto_approve_trusted, actor.id);
    await recordAudit(tx, actor, {
      action: 'settings.update',
      targetType: 'setting',
      targetId: AUTO_APPROVE_SETTING,
      before: { value: current?.value === true },
      after: { value: input.auto_approve_trusted },
    });
  });
  return readSettings(deps.db);
}

/** `admin.audit_log`: newest first, filtered by action, target or actor. */
export async function auditLogPage(deps: Deps, input: AuditLogInput) {
  const { items, total } = await listAudit(deps.db, {
    action: input.action || undefined,
    targetType: input.target_type || undefined,
    targetId: input.target_id || undefined,
    actor: input.actor || undefined,
    page: input.page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
  });
  const data = items.map(presentAuditEntry);
  return { data, total, page: input.page, page_size: AUDIT_LOG_PAGE_SIZE };
}
