import type { z } from 'zod';
import {
  PARTNER_APPLICATIONS_PAGE_SIZE,
  type MyPartnerApplication,
  type partnerApplicationForm,
  type PartnerApplicationItem,
  type partnerApplicationsRequest,
  type partnerDecideRequest,
} from '@tradelink/shared/affiliate/application';
import { PARTNER_ROLE } from '@tradelink/shared/constants/roles';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit, type AuditActor } from '../audit/audit.repository.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { setPartnerIn } from '../user-admin/account-sanction.service.ts';
import { enqueuePartnerDecisionMail } from './application.mail.ts';
import { presentApplication, presentQueueItem } from './application.presenter.ts';
import * as repo from './application.repository.ts';

// Becoming a partner. The routes declare who may call (application.routes.ts); the rules of the
// programme (one waiting application, no second Partner grant, one decision each) live here.

type Operator = NonNullable<AuditActor>;

const pendingError = () => new AppError('PARTNER_APPLICATION_PENDING');

/** `affiliate.apply`: a logged-in user who is not a Partner yet, with no application waiting. */
export async function applyForPartnership(deps: Deps, user: SessionUser, input: z.output<typeof partnerApplicationForm>) {
  if (user.roles.includes(PARTNER_ROLE)) throw new AppError('PARTNER_APPLICATION_ALREADY_PARTNER');
  if (await repo.findPendingOf(deps.db, user.id)) throw pendingError();
  try {
    const row = await repo.insertApplication(deps.db, {
      userId: user.id,
      applicantName: input.applicant_name,
      websiteUrl: input.website_url ?? null,
      audience: input.audience,
      promotionPlan: input.promotion_plan,
      expectedMonthlyReferrals: input.expected_monthly_referrals ?? null,
    });
    return presentApplication(row);
  } catch (error) {
    // Two submits at once: the partial unique index lets one through; the other gets the same answer as above.
    if (isUniqueViolation(error)) throw pendingError();
    throw error;
  }
}

/** `affiliate.my_application`: whether the caller is a Partner, and their latest application. */
export async function myApplication(deps: Deps, user: SessionUser): Promise<MyPartnerApplication> {
  const latest = await repo.findLatestOf(deps.db, user.id);
  return { is_partner: user.roles.includes(PARTNER_ROLE), application: latest ? presentApplication(latest) : null };
}

/** `admin.affiliate_applications`: one page of applications in a status. */
export async function listApplications(deps: Deps, input: z.output<typeof partnerApplicationsRequest>) {
  const { items, total } = await repo.listQueue(deps.db, { ...input, pageSize: PARTNER_APPLICATIONS_PAGE_SIZE });
  return { data: items.map(presentQueueItem), total, page: input.page, page_size: PARTNER_APPLICATIONS_PAGE_SIZE };
}

/**
 * `admin.affiliate_decide`: approve (grants the Partner role) or decline with a reason. The decision,
 * the role, the audit entry and the mail to the applicant commit together. Only a pending
 * application can be decided, so a second click (or a second operator) is refused, not repeated.
 */
export async function decideApplication(deps: Deps, operator: Operator, input: z.output<typeof partnerDecideRequest>): Promise<PartnerApplicationItem> {
  const approve = input.decision === 'approve';
  const reason = approve ? null : (input.reason?.trim() ?? null);
  await deps.db.transaction(async (tx) => {
    const row = await repo.findForUpdate(tx, input.id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('PARTNER_APPLICATION_DECIDED');
    // Nobody decides their own application (setPartnerIn refuses it too, for approvals).
    if (row.userId === operator.id) throw new AppError('OWN_ACCOUNT');
    const status = approve ? 'approved' : 'declined';
    await repo.recordDecision(tx, row.id, { status, declineReason: reason, reviewedBy: operator.id });
    if (approve) await setPartnerIn(tx, operator, row.userId, true);
    await recordAudit(tx, operator, {
      action: approve ? 'partner_application.approve' : 'partner_application.decline',
      targetType: 'partner_application',
      targetId: row.id,
      before: { status: row.status },
      after: { status },
      reason,
    });
    await enqueuePartnerDecisionMail(tx, deps.env.appUrl, row.userId, approve, reason);
  });
  deps.mail.kick();
  const item = await repo.findQueueRow(deps.db, input.id);
  return presentQueueItem(item!);
}
