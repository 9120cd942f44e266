import { z } from 'zod';
import { idField, pageField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { okResponse } from '../auth/auth.ts';
import { quotationDetail, quotationIdRequest, QUOTATION_STATUSES } from './quotation.ts';
import { quotationTemplate, templateIdRequest, templateSaveRequest } from './template.ts';

export const SENT_PAGE_SIZE = 20;
export const SENT_STATUS_FILTERS = ['all', ...QUOTATION_STATUSES] as const;
export type SentStatusFilter = (typeof SENT_STATUS_FILTERS)[number];

/** `quotation.list_sent`: the supplier's own quotations, by status and RFQ name, or on one RFQ (`rfq_id`). */
export const sentQuotationsRequest = z.object({
  status: z.enum(SENT_STATUS_FILTERS).default('all'),
  keyword: z.string().trim().max(100, { error: 'too_long' }).default(''),
  rfq_id: idField.optional(),
  page: pageField(),
});

export const sentStatusCounts = z.object({
  all: z.number().int(),
  sent: z.number().int(),
  preferred: z.number().int(),
  declined: z.number().int(),
  withdrawn: z.number().int(),
});
export type SentStatusCounts = z.infer<typeof sentStatusCounts>;

/** This month's allowance (calendar month, UTC): withdrawn quotations still count, they were sent. */
export const monthlyUse = z.object({ used_this_month: z.number().int(), monthly_limit: z.number().int() });

/**
 * Why a new quotation cannot go out, checked before the supplier types anything (the server checks
 * all of it again on `quotation.send`):
 * - profile_incomplete: no company name or country yet (buyers see whom they deal with)
 * - quota: the month's allowance of the plan is spent
 * - own_rfq: the request is the caller's own (an account with both sides)
 * - not_open: closed or past its expiry date
 * - buyer_only: the account has no selling side
 */
export const SEND_BLOCKS = ['profile_incomplete', 'quota', 'own_rfq', 'not_open', 'buyer_only'] as const;
export type SendBlock = (typeof SEND_BLOCKS)[number];

export const sendStatusRequest = z.object({ rfq_id: idField });
export const sendStatus = monthlyUse.extend({
  /** True only when a new quotation may be sent now (no block and none sent before). */
  can_send: z.boolean(),
  block: z.enum(SEND_BLOCKS).nullable(),
  /** The caller's quotation on this RFQ, if any: one per supplier and RFQ, edited instead of sent again. */
  existing_quotation_id: z.number().int().nullable(),
  existing_status: z.enum(QUOTATION_STATUSES).nullable(),
});
export type SendStatus = z.infer<typeof sendStatus>;

const none = z.object({}).passthrough();

/** Supplier-side quotation calls (sent list, send status, withdraw) and quotation templates. */
export const supplierQuotationCalls = {
  'quotation.list_sent': {
    method: 'GET',
    request: sentQuotationsRequest,
    response: quotationDetail,
    list: true,
    extra: monthlyUse.extend({ counts: sentStatusCounts }),
  },
  'quotation.send_status': { method: 'GET', request: sendStatusRequest, response: sendStatus },
  'quotation.withdraw': { method: 'POST', request: quotationIdRequest, response: quotationDetail },
  'quotation_template.list': { method: 'GET', request: none, response: z.array(quotationTemplate) },
  'quotation_template.get': { method: 'GET', request: templateIdRequest, response: quotationTemplate },
  'quotation_template.save': { method: 'POST', request: templateSaveRequest, response: quotationTemplate },
  'quotation_template.delete': { method: 'POST', request: templateIdRequest, response: okResponse },
} as const satisfies Record<string, CallDefinition>;
