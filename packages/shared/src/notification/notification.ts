import { z } from 'zod';
import { pageField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { PAGE_SIZE } from '../constants/limits.ts';

// The notification list (bell menu) and the email unsubscribe link. Notifications are pushed over the
// socket as they are written; what a user misses while offline is mailed in one batch.

export const NOTIFICATIONS_PAGE_SIZE = PAGE_SIZE.listItems;
/** Notifications written while the user is offline wait this long before they are mailed in one batch. */
export const NOTIFICATION_EMAIL_DELAY_MS = 10 * 60 * 1000;

export const NOTIFICATION_TYPES = [
  'new_quotation',
  'new_inquiry',
  'new_lead',
  'rfq_approved',
  'rfq_rejected',
  'first_contact_accepted',
  'message_offline',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * One notification. The screens build the sentence from `type` and `params` in the reader's
 * language; `link` is a local path to what it is about.
 */
export const notificationItem = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The side it concerns (the buyer or the supplier dashboard), or null for the account. */
  side: z.enum(['buyer', 'supplier']).nullable(),
  /** Values for the sentence: `subject` (a product, RFQ or company name), `name` (a person), `count`. */
  params: z.record(z.string(), z.string()),
  link: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListRequest = z.object({
  page: pageField(10_000),
  /** A query flag: '1'/'true' filter, anything else (or absent) does not; `z.coerce.boolean` would read 'false' as true. */
  unread_only: z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])])
    .optional()
    .transform((v) => v === true || v === '1' || v === 'true'),
});

export const markReadRequest = z.object({
  /** One notification; without it, all of the caller's. */
  id: z.string().uuid({ error: 'invalid' }).optional(),
});
export const unreadCount = z.object({ unread: z.number().int() });

/** `unsubscribe`: the token from a notification email's link; `resubscribe` undoes it. */
export const unsubscribeRequest = z.object({
  token: z.string().trim().min(10).max(400),
  resubscribe: z.boolean().optional(),
});
export const unsubscribeResult = z.object({ email: z.string(), subscribed: z.boolean() });

export const notificationCalls = {
  'notification.list': { method: 'GET', request: notificationListRequest, response: notificationItem, list: true, extra: unreadCount },
  'notification.mark_read': { method: 'POST', request: markReadRequest, response: unreadCount },
  unsubscribe: { method: 'POST', request: unsubscribeRequest, response: unsubscribeResult },
} as const satisfies Record<string, CallDefinition>;
