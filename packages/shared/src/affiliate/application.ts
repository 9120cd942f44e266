import { z } from 'zod';
import type { CallDefinition } from '../api/calls.ts';
import { optionalText, requiredText } from '../validation/fields.ts';
import { idField, pageField, wholeNumber } from '../validation/ids.ts';
import { blankToUndefined } from '../validation/optional.ts';

// Becoming a partner: a user applies (affiliate.apply), follows the answer (affiliate.my_application),
// and operators work the queue (admin.affiliate_*). The same schemas validate the web form and the
// server, so the limits below are the form's too.

export const PARTNER_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

export const PARTNER_APPLICATION_LIMITS = {
  name: 140,
  websiteUrl: 300,
  /** Audience and promotion plan: long enough to judge an application by, short enough to read. */
  textMin: 20,
  textMax: 2000,
  referralsMax: 100_000,
  reasonMin: 5,
  reasonMax: 1000,
} as const;
export const PARTNER_APPLICATIONS_PAGE_SIZE = 20;

const L = PARTNER_APPLICATION_LIMITS;

/** Only web addresses: the operator opens it, so no javascript: or other schemes. */
const websiteUrlField = blankToUndefined(
  z
    .string()
    .trim()
    .max(L.websiteUrl, { error: 'too_long' })
    .refine((value) => {
      if (!/^https?:\/\//i.test(value)) return false;
      try {
        return Boolean(new URL(value).hostname.includes('.'));
      } catch {
        return false;
      }
    }, { error: 'url_invalid' }),
);

const longText = requiredText(L.textMax).refine((value) => value.length >= L.textMin, { error: 'text_too_short' });

export const partnerApplicationForm = z.object({
  applicant_name: requiredText(L.name),
  website_url: websiteUrlField,
  audience: longText,
  promotion_plan: longText,
  expected_monthly_referrals: blankToUndefined(wholeNumber(0, L.referralsMax, 'referrals_invalid')),
});
export type PartnerApplicationFormInput = z.input<typeof partnerApplicationForm>;

/** An application as its applicant sees it. */
export const partnerApplication = z.object({
  id: z.number().int(),
  status: z.enum(PARTNER_APPLICATION_STATUSES),
  applicant_name: z.string(),
  website_url: z.string().nullable(),
  audience: z.string(),
  promotion_plan: z.string(),
  expected_monthly_referrals: z.number().int().nullable(),
  /** The operator's reason, when declined. */
  decline_reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type PartnerApplication = z.infer<typeof partnerApplication>;

/** The caller's standing: whether they are a Partner already and their latest application, if any. */
export const myPartnerApplication = z.object({
  is_partner: z.boolean(),
  application: partnerApplication.nullable(),
});
export type MyPartnerApplication = z.infer<typeof myPartnerApplication>;

export const partnerApplicationsRequest = z.object({
  status: z.enum(PARTNER_APPLICATION_STATUSES, { error: 'invalid' }).default('pending'),
  /** The applicant's e-mail, the name given or the account's company contains it. */
  keyword: z.string().trim().max(100, { error: 'too_long' }).default(''),
  page: pageField(),
});
export type PartnerApplicationsRequest = z.input<typeof partnerApplicationsRequest>;

/** One application in the operators' queue: the applicant's account beside what they wrote. */
export const partnerApplicationItem = partnerApplication.extend({
  applicant: z.object({
    user_id: z.string(),
    email: z.string(),
    name: z.string(),
    company_name: z.string().nullable(),
    is_partner: z.boolean(),
  }),
  reviewed_by_email: z.string().nullable(),
});
export type PartnerApplicationItem = z.infer<typeof partnerApplicationItem>;

const decisionShape = {
  decision: z.enum(['approve', 'decline'], { error: 'required' }),
  reason: optionalText(L.reasonMax),
};

/** Declining needs the reason the applicant will read. */
const reasonWhenDeclining = (value: { decision: 'approve' | 'decline'; reason?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.decision !== 'decline') return;
  if (!value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  else if (value.reason.length < L.reasonMin) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'too_short' });
};

/** The console's decision dialog; the request is the same plus the application's id. */
export const partnerDecisionForm = z.object(decisionShape).superRefine(reasonWhenDeclining);
export const partnerDecideRequest = z.object({ id: idField, ...decisionShape }).superRefine(reasonWhenDeclining);

export const affiliateApplicationCalls = {
  'affiliate.apply': { method: 'POST', request: partnerApplicationForm, response: partnerApplication },
  'affiliate.my_application': { method: 'GET', request: z.object({}).passthrough(), response: myPartnerApplication },
  'admin.affiliate_applications': { method: 'GET', request: partnerApplicationsRequest, response: partnerApplicationItem, list: true },
  'admin.affiliate_decide': { method: 'POST', request: partnerDecideRequest, response: partnerApplicationItem },
} as const satisfies Record<string, CallDefinition>;
