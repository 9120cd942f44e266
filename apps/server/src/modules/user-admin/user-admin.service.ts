import { USER_ADMIN_PAGE_SIZE, type UserListRequest } from '@tradelink/shared/user-admin/user-admin';
import { USER_DETAIL_PAYMENTS, type UserDetail } from '@tradelink/shared/user-admin/user-detail';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { presentAuditEntry } from '../audit/audit.presenter.ts';
import { presentListItem, presentProfile, presentSanction, presentSides, presentSubscription } from './user-admin.presenter.ts';
import { loadAccount } from '../account/account.repository.ts';
import { findShownSubscription } from '../membership/membership.repository.ts';
import { presentListItem as presentPayment } from '../payment/payment.presenter.ts';
import { listUsers } from './user-admin.repository.ts';
import * as detail from './user-detail.repository.ts';

/** The console's users list, newest accounts first. */
export async function searchUsers(deps: Deps, filter: UserListRequest) {
  const { rows, total } = await listUsers(deps.db, filter, USER_ADMIN_PAGE_SIZE);
  return { data: rows.map(presentListItem), total, page: filter.page, page_size: USER_ADMIN_PAGE_SIZE };
}

/** Everything an operator needs to judge an account, on one page. */
export async function getUserDetail(deps: Deps, userId: string): Promise<UserDetail> {
  const { db } = deps;
  const account = await loadAccount(db, userId);
  if (!account) throw new AppError('NOT_FOUND');
  const sides: detail.Sides = {
    buyerId: account.buyer?.id ?? null,
    buyerIdentity: account.buyer?.identity ?? null,
    supplierId: account.supplier?.id ?? null,
    supplierIdentity: account.supplier?.identity ?? null,
  };
  const now = new Date();
  const [counts, recent, activity, verification, sanctions, reportsAgainst, history, payments, buyerSubscription, supplierSubscription] = await Promise.all([
    detail.postCounts(db, sides),
    detail.recentPosts(db, sides),
    detail.activityCounts(db, sides),
    detail.verificationHistory(db, userId),
    detail.sanctionsOf(db, userId),
    detail.openReportsAgainst(db, sides),
    detail.historyOf(db, userId),
    detail.paymentsOf(db, userId, USER_DETAIL_PAYMENTS),
    findShownSubscription(db, userId, 'buyer', now),
    findShownSubscription(db, userId, 'supplier', now),
  ]);
  const withoutAll = ({ pending, approved, rejected, closed }: typeof counts.products) => ({ pending, approved, rejected, closed });
  return {
    profile: presentProfile(account),
    ...presentSides(account),
    posts: {
      products: withoutAll(counts.products),
      rfqs: withoutAll(counts.rfqs),
      recent: recent.map((p) => ({ kind: p.kind, id: p.id, title: p.title, status: p.status, created_at: p.createdAt.toISOString() })),
    },
    activity,
    verification: verification.map((v) => ({
      id: v.id,
      side: v.side,
      kind: v.kind,
      status: v.status,
      created_at: v.createdAt.toISOString(),
      reviewed_at: v.reviewedAt?.toISOString() ?? null,
      review_note: v.reviewNote,
    })),
    sanctions: sanctions.map((s) => presentSanction(s.sanction, s.byEmail)),
    reports_against: reportsAgainst,
    history: history.map(presentAuditEntry),
    payments: payments.map(presentPayment),
    subscriptions: { buyer: presentSubscription(buyerSubscription), supplier: presentSubscription(supplierSubscription) },
  };
}
