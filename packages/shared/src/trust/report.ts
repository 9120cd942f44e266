import { z } from 'zod';
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TARGET_TYPES } from './trust-constants.ts';

/**
 * A user's report: what (type and public id) and why. Details are optional except for "other",
 * where they are the only explanation the operators get.
 */
export const reportCreateRequest = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES, { error: 'invalid' }),
    target_id: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(40, { error: 'invalid' }),
    reason: z.enum(REPORT_REASONS, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid') }),
    details: z.string().trim().max(REPORT_DETAILS_MAX, { error: 'too_long' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.details) ctx.addIssue({ code: 'custom', path: ['details'], message: 'required' });
  });
export type ReportCreateInput = z.output<typeof reportCreateRequest>;

export const createdReport = z.object({ id: z.number().int() });
