import { z } from 'zod';
import type { CallDefinition } from '../api/calls.ts';
import { PLAN_NAMES } from '../constants/plans.ts';

const count = z.number().int().min(0);

/** `supplier.desk_stats`: the supplier overview's figures, all from the supplier's own rows. */
export const deskStats = z.object({
  /** The supplier's products by moderation status. */
  products: z.object({ pending: count, approved: count, rejected: count, closed: count }),
  quotations: z.object({
    /** Quotations standing (withdrawn ones left out). */
    sent_total: count,
    /** Sent this calendar month (UTC), as the monthly allowance counts them. */
    sent_this_month: count,
    monthly_limit: count,
    /** Chosen by the buyer. */
    preferred: count,
    declined: count,
    /** Still waiting for the buyer's decision. */
    awaiting: count,
  }),
  leads: z.object({ new_count: count }),
  /** Inquiries buyers sent the supplier. */
  inquiries: z.object({ unread: count, open: count }),
  /** What is left of the balance's quotas. */
  quotas: z.object({ contact_quota: z.number().int(), farm_item_post_quota: z.number().int(), conversation_quota: z.number().int() }),
  verification_level: z.number().int().min(1).max(4),
  plan_name: z.enum(PLAN_NAMES),
  plan_end_date: z.string().nullable(),
});
export type DeskStats = z.infer<typeof deskStats>;

/** The supplier overview (desk) figures. */
export const deskCalls = {
  'supplier.desk_stats': { method: 'GET', request: z.object({}), response: deskStats },
} as const satisfies Record<string, CallDefinition>;
