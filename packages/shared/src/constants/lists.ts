// The spec's fixed lists (section 9 and 6). Labels are translated in the web locales by value.

export const INCOTERMS = ['FOB', 'EXW', 'FCA', 'FAS', 'CFR', 'CIF', 'CPT', 'CIP', 'DAT', 'DDP', 'DAP'] as const;
export const PAYMENT_METHODS = ['T/T', 'L/C', 'D/P', 'W/U', 'Money Gram', 'PayPal', 'Other'] as const;
export const FREQUENCIES = [
  'one_time',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'semi_annually',
  'annually',
] as const;
/** The frequency the RFQ form marks as recommended. */
export const RECOMMENDED_FREQUENCY = 'monthly';
export const TITLES = ['Madam', 'Master', 'Miss', 'Mr', 'Mrs', 'Ms'] as const;
export type Title = (typeof TITLES)[number];
export const REPORT_REASONS = ['scammer', 'spam', 'unable_to_contact', 'fake_information', 'other'] as const;
export const CONTACT_PURPOSES = [
  'find_suppliers',
  'find_buyers',
  'list_my_company',
  'membership_consultation',
  'report_abuse',
] as const;
export const JOB_POSITIONS = [
  'Founder/Owner',
  'C-Level Manager',
  'Sale/Marketing/Sourcing Manager',
  'Staff',
  'Freelancer/Contractor',
  'Other',
] as const;
export type JobPosition = (typeof JOB_POSITIONS)[number];

export const ACCOUNT_TYPES = ['Buyer', 'Seller'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Post status enumeration (RFQs, products). */
export const POST_STATUS = { pending: 0, approved: 1, rejected: 2, closed: 3 } as const;
export type PostStatus = (typeof POST_STATUS)[keyof typeof POST_STATUS];
export type PostStatusName = keyof typeof POST_STATUS;

export const PAYMENT_LABELS = ['paid', 'cancelled', 'refunded', 'unpaid', 'payment_pending'] as const;
export const SUBSCRIPTION_STATES = ['active', 'trialing', 'cancelled', 'canceled'] as const;
export const ENTITY_KINDS = ['RFQ', 'Buyer', 'Supplier', 'Product'] as const;

/** Identity prefixes for chat and public ids. */
export const BUYER_IDENTITY_PREFIX = 'BUR';
export const SUPPLIER_IDENTITY_PREFIX = 'SUP';

/** Allowed upload types (spec section 5), checked by content on the server. */
export const UPLOAD_TYPES = ['jpeg', 'jpg', 'png', 'pdf', 'doc', 'xls'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
