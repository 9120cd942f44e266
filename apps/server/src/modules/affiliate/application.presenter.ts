import { PARTNER_ROLE } from '@tradelink/shared/constants/roles';
import type { PartnerApplication, PartnerApplicationItem } from '@tradelink/shared/affiliate/application';
import type { ApplicationRow, QueueRow } from './application.repository.ts';

/** An application as its applicant reads it. */
export function presentApplication(row: ApplicationRow): PartnerApplication {
  return {
    id: row.id,
    status: row.status,
    applicant_name: row.applicantName,
    website_url: row.websiteUrl,
    audience: row.audience,
    promotion_plan: row.promotionPlan,
    expected_monthly_referrals: row.expectedMonthlyReferrals,
    decline_reason: row.declineReason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/** An application in the operators' queue. */
export function presentQueueItem(row: QueueRow): PartnerApplicationItem {
  const { applicant } = row;
  return {
    ...presentApplication(row.application),
    applicant: {
      user_id: applicant.id,
      email: applicant.email,
      name: [applicant.firstName, applicant.lastName].filter(Boolean).join(' '),
      company_name: applicant.companyName,
      is_partner: applicant.roles.includes(PARTNER_ROLE),
    },
    reviewed_by_email: row.reviewerEmail,
  };
}
