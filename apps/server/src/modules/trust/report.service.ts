import type { ReportCreateInput } from '@tradelink/shared/trust/report';
import type { ReportTargetType } from '@tradelink/shared/trust/trust-constants';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import * as repo from './report.repository.ts';

/**
 * The one spelling of a target's id, so "SUPabc" and "SUPABC", or "042" and "42", are the same
 * target for grouping and for the one-open-report-per-reporter rule.
 */
export function normalizeTargetId(type: ReportTargetType, id: string): string {
  const trimmed = id.trim();
  if (type === 'supplier' || type === 'buyer') return trimmed.toUpperCase();
  return /^[0-9]{1,12}$/.test(trimmed) ? String(Number(trimmed)) : trimmed;
}

/**
 * Reports one account may file in an hour. Each one lands in the operators' queue, so a flood of
 * them (one per target is allowed open at a time, but targets are many) is refused with 429.
 */
export const REPORT_CREATE_RATE_LIMIT = { max: 20, windowMs: 60 * 60_000 } as const;

/** Files a report on something the public can see; one's own company, posts and reviews excepted. */
export async function createReport(deps: Deps, user: SessionUser, input: ReportCreateInput) {
  await enforceRateLimit(deps.rateLimiter, `report_create:${user.id}`, REPORT_CREATE_RATE_LIMIT.max, REPORT_CREATE_RATE_LIMIT.windowMs);
  const targetId = normalizeTargetId(input.target_type, input.target_id);
  const owner = await repo.findReportableOwner(deps.db, input.target_type, targetId);
  if (!owner) throw new AppError('NOT_FOUND');
  if (owner === user.id) throw new AppError('OWN_COMPANY');
  const id = await repo
    .insertReport(deps.db, { reporterUserId: user.id, targetType: input.target_type, targetId, reason: input.reason, details: input.details || null })
    .catch((error: unknown) => {
      // The unique partial index allows one open report per reporter and target.
      if (isUniqueViolation(error)) throw new AppError('REPORT_EXISTS');
      throw error;
    });
  return { id };
}
