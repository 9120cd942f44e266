// The trust feature's lists and limits, without zod: public pages import these for their buttons
// and links, and must not pull the schemas into their first bundle.

/** A review's text, trimmed: long enough to say something, short enough to read. */
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
export const REPORT_DETAILS_MAX = 2000;
export const RESOLUTION_NOTE_MAX = 1000;
export const HIDE_REASON_MAX = 1000;
export const ADMIN_TRUST_PAGE_SIZE = 20;

/** What can be reported: parties by identity (SUP… / BUR…), posts and reviews by numeric id. */
export const REPORT_TARGET_TYPES = ['supplier', 'buyer', 'product', 'rfq', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** The report dialog's reasons (spec: scammer, spam, unable to contact, fake/false information, other). */
export const REPORT_REASONS = ['scammer', 'spam', 'unable_to_contact', 'fake_information', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Why the caller may or may not review a party (`review.eligibility`). */
export const REVIEW_ELIGIBILITY_REASONS = ['ok', 'own', 'no_side', 'no_interaction', 'exists'] as const;
export type ReviewEligibilityReason = (typeof REVIEW_ELIGIBILITY_REASONS)[number];

export const REPORT_STATES = ['open', 'closed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REVIEW_FILTERS = ['all', 'visible', 'hidden', 'reported'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** A party's public identity: a supplier (SUP…) or a buyer (BUR…). */
export const PARTY_IDENTITY_PATTERN = /^(SUP|BUR)[A-Z0-9]{3,20}$/;
export const isSupplierIdentity = (identity: string) => identity.startsWith('SUP');
