import { z } from 'zod';
import { idField, pageField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { PAGE_SIZE } from '../constants/limits.ts';
import { blankToUndefined } from '../validation/optional.ts';
import { contactUsForm, SUPPORT_KINDS, SUPPORT_STATUSES, supportAnswerForm, supportCreateForm, supportReplyForm } from './support-forms.ts';

export const SUPPORT_PAGE_SIZE = PAGE_SIZE.listItems;

/** Contact-us messages per client address (abuse: each one mails the address it names). */
export const CONTACT_US_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
/** Received-mails one address can be sent from contact-us, whoever sends them (no mail bombing). */
export const CONTACT_US_MAILS_PER_ADDRESS = { max: 5, windowMs: 60 * 60_000 } as const;
/** New requests per account. */
export const SUPPORT_CREATE_RATE_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/** The user's filter: open = open + in progress, closed = resolved + closed. */
export const MY_SUPPORT_FILTERS = ['all', 'open', 'closed'] as const;
export type MySupportFilter = (typeof MY_SUPPORT_FILTERS)[number];
/** The operators' filter: active = open + in progress (the default: what still needs someone). */
export const ADMIN_SUPPORT_FILTERS = ['active', ...SUPPORT_STATUSES] as const;
export type AdminSupportFilter = (typeof ADMIN_SUPPORT_FILTERS)[number];

const kindSchema = z.enum(SUPPORT_KINDS);
const statusSchema = z.enum(SUPPORT_STATUSES);

export const supportIdRequest = z.object({ id: idField });
export const mySupportListRequest = z.object({
  status: blankToUndefined(z.enum(MY_SUPPORT_FILTERS)),
  page: pageField(),
});
export const adminSupportListRequest = z.object({
  kind: blankToUndefined(kindSchema),
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(ADMIN_SUPPORT_FILTERS).default('active')),
  keyword: z.string().trim().max(100, { error: 'too_long' }).default(''),
  page: pageField(),
});
export type AdminSupportListRequest = z.input<typeof adminSupportListRequest>;

export const supportMessage = z.object({
  id: z.number().int(),
  author_role: z.enum(['user', 'operator']),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportListItem = z.object({
  id: z.number().int(),
  kind: kindSchema,
  subject: z.string(),
  status: statusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** An operator answered and the requester has not opened it since. */
  unread: z.boolean(),
});
export type SupportListItem = z.infer<typeof supportListItem>;

/** A request as its owner sees it: the first message is `body`, follow-ups and answers are `messages` (oldest first). */
export const supportRequestDetail = supportListItem.extend({
  body: z.string(),
  /** The kind's own fields (category, removal_type, item_name, company_name, payment_reference …). */
  details: z.record(z.string(), z.string()),
  messages: z.array(supportMessage),
});
export type SupportRequestDetail = z.infer<typeof supportRequestDetail>;

export const adminSupportListItem = supportListItem.extend({
  user_id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  message_count: z.number().int(),
  /** Who spoke last; null when nobody answered the first message yet. */
  last_message_role: z.enum(['user', 'operator']).nullable(),
});
export type AdminSupportListItem = z.infer<typeof adminSupportListItem>;

export const adminSupportRequest = supportRequestDetail.extend({
  language: z.string(),
  requester: z.object({
    /** Null for a guest's contact-us message. */
    user_id: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    /** The account's status (active, suspended …), null for guests. */
    status: z.string().nullable(),
  }),
  /**
   * A refund request whose payment reference is one of the requester's receipt numbers (TL-000012):
   * that payment, for the link to its receipt. Absent otherwise.
   */
  payment_id: z.string().optional(),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequest>;

/** The complaint centre: complaints, contact-us, removal, claim and refund requests, and the operators' answers. */
export const supportCalls = {
  'support.contact_us': { method: 'POST', request: contactUsForm, response: z.object({ id: z.number().int(), email: z.string() }) },
  'support.create': { method: 'POST', request: supportCreateForm, response: z.object({ id: z.number().int() }) },
  'support.list_mine': { method: 'GET', request: mySupportListRequest, response: supportListItem, list: true },
  'support.get_mine': { method: 'GET', request: supportIdRequest, response: supportRequestDetail },
  'support.reply_mine': { method: 'POST', request: supportReplyForm, response: supportRequestDetail },
  'admin.support_requests': { method: 'GET', request: adminSupportListRequest, response: adminSupportListItem, list: true },
  'admin.support_request': { method: 'GET', request: supportIdRequest, response: adminSupportRequest },
  'admin.answer_support_request': { method: 'POST', request: supportAnswerForm, response: adminSupportRequest },
} as const satisfies Record<string, CallDefinition>;
