import {
  CONTACT_PAGE_SIZE,
  CONTACT_UNLOCK_MIN_LEVEL,
  type ContactDetails,
  type ContactPreview,
  type ContactUnlocked,
} from '@tradelink/shared/contact/contact';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { requireSupplier } from '../account/sides.ts';
import type { SupplierRow } from '../account/account.repository.ts';
import { iso, type Row } from '../catalog/row-values.ts';
import * as repo from './contact.repository.ts';
import { hasBenefit } from '@tradelink/shared/rules/plans';
import { recordAction } from '../analytics/record-action.ts';

/** "Full buyer profile unlock" (decision 019): Free sellers see the masked card only. */
const canUnlock = (s: SupplierRow) => hasBenefit({ plan_name: s.planName, end_date: s.planEndDate }, 'full_buyer_profile');

const fullName = (r: Row) => [r.first_name, r.last_name].filter(Boolean).join(' ');
/** "Linh N.": enough to recognise a person, not to look them up. */
const maskedName = (r: Row) => {
  const initial = String(r.last_name ?? '').trim().charAt(0);
  return initial ? `${String(r.first_name)} ${initial.toUpperCase()}.` : String(r.first_name);
};

function details(r: Row, unlockedAt: Date | string): ContactDetails {
  return {
    contact_id: String(r.identity),
    name: fullName(r),
    email: String(r.email),
    phone: (r.customer_phone as string | null) || null,
    position: (r.position as string | null) || null,
    company_name: (r.company_name as string | null) || null,
    country: (r.fd_country as string | null) ?? null,
    website: (r.website as string | null) || null,
    is_verified: Boolean(r.is_biz_verified),
    last_active: iso(r.last_active_at),
    unlocked_at: iso(unlockedAt)!,
  };
}

/** The buyer behind an identity, for this supplier; its own buying side is not a contact to unlock. */
async function findContact(deps: Deps, user: SessionUser, identity: string): Promise<{ supplier: SupplierRow; buyer: Row }> {
  const supplier = await requireSupplier(deps.db, user.id);
  const buyer = await repo.findBuyerContact(deps.db, identity);
  if (!buyer) throw new AppError('NOT_FOUND');
  if (buyer.user_id === user.id) throw new AppError('FORBIDDEN');
  return { supplier, buyer };
}

/** `contact.preview`: what unlocking would cost and show. Email and phone only when already unlocked. */
export async function previewContact(deps: Deps, user: SessionUser, identity: string): Promise<ContactPreview> {
  const { supplier, buyer } = await findContact(deps, user, identity);
  const [unlockedAt, quota] = await Promise.all([repo.findUnlock(deps.db, supplier.id, String(buyer.buyer_id)), repo.contactQuota(deps.db, supplier.id)]);
  return {
    contact_id: String(buyer.identity),
    name: unlockedAt ? fullName(buyer) : maskedName(buyer),
    company_name: (buyer.company_name as string | null) || null,
    country: (buyer.fd_country as string | null) ?? null,
    is_verified: Boolean(buyer.is_biz_verified),
    last_active: iso(buyer.last_active_at),
    unlocked: unlockedAt !== null,
    contact_quota_left: quota,
    verification_required: supplier.verificationLevel < CONTACT_UNLOCK_MIN_LEVEL,
    plan_required: !unlockedAt && !canUnlock(supplier),
    details: unlockedAt ? details(buyer, unlockedAt) : null,
  };
}

/**
 * `contact.unlock`: one contact_quota buys a buyer's contact for good; an unlocked contact is shown
 * again for free. New unlocks need a plan with "full buyer profile unlock" (403 PLAN_REQUIRED on
 * Free, decision 019) and a verified supplier (Level 2). The unlock row and the quota
 * move in one transaction: a spent-out quota rolls the row back, and a parallel unlock of the same
 * buyer waits on the row's key and then finds it taken (free), so it is paid for once.
 */
export async function unlockContact(deps: Deps, user: SessionUser, identity: string): Promise<ContactUnlocked> {
  const { supplier, buyer } = await findContact(deps, user, identity);
  const buyerId = String(buyer.buyer_id);
  const earlier = await repo.findUnlock(deps.db, supplier.id, buyerId);
  if (earlier) return { ...details(buyer, earlier), contact_quota_left: await repo.contactQuota(deps.db, supplier.id), charged: false };
  if (!canUnlock(supplier)) throw new AppError('PLAN_REQUIRED');
  if (supplier.verificationLevel < CONTACT_UNLOCK_MIN_LEVEL) throw new AppError('VERIFICATION_REQUIRED');

  const outcome = await deps.db.transaction(async (tx) => {
    const unlockedAt = await repo.insertUnlock(tx, supplier.id, buyerId);
    if (!unlockedAt) return { unlockedAt: await repo.findUnlock(tx, supplier.id, buyerId), left: await repo.contactQuota(tx, supplier.id), charged: false };
    const left = await repo.spendContactQuota(tx, supplier.id, identity);
    if (left === null) throw new AppError('CONTACT_QUOTA_EXCEEDED');
    return { unlockedAt, left, charged: true };
  });
  if (outcome.charged) recordAction(deps, 'contact_unlock', { supplierId: supplier.id, buyerId, actor: user });
  return { ...details(buyer, outcome.unlockedAt ?? new Date()), contact_quota_left: outcome.left, charged: outcome.charged };
}

/** `contact.list`: the supplier's unlocked contacts with their details, and the quota left. */
export async function listContacts(deps: Deps, user: SessionUser, input: { page: number; keyword: string }) {
  const supplier = await requireSupplier(deps.db, user.id);
  const pageSize = CONTACT_PAGE_SIZE;
  const [{ items, total }, quota] = await Promise.all([
    repo.listUnlocked(deps.db, supplier.id, input.keyword, pageSize, (input.page - 1) * pageSize),
    repo.contactQuota(deps.db, supplier.id),
  ]);
  return { data: items.map((r) => details(r, r.unlocked_at as string)), total, page: input.page, page_size: pageSize, contact_quota_left: quota };
}
