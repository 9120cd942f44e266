import { ADMIN_TRUST_PAGE_SIZE, type ReportState, type ReportTargetType } from '@tradelink/shared/trust/trust-constants';
import type { ResolveReportsInput } from '@tradelink/shared/trust/admin-trust';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit, type AuditActor } from '../audit/audit.repository.ts';
import * as repo from './admin-reports.repository.ts';
import { normalizeTargetId } from './report.service.ts';

export async function listReportGroups(deps: Deps, input: { state: ReportState; target_type?: ReportTargetType; page: number }) {
  const { total, rows } = await repo.listReportGroups(deps.db, {
    state: input.state,
    targetType: input.target_type,
    limit: ADMIN_TRUST_PAGE_SIZE,
    offset: (input.page - 1) * ADMIN_TRUST_PAGE_SIZE,
  });
  return { data: rows, total, page: input.page, page_size: ADMIN_TRUST_PAGE_SIZE };
}

export async function listTargetReports(deps: Deps, input: { target_type: ReportTargetType; target_id: string }) {
  const targetId = normalizeTargetId(input.target_type, input.target_id);
  const reports = await repo.listTargetReports(deps.db, input.target_type, targetId);
  if (!reports.length) throw new AppError('NOT_FOUND');
  return reports;
}

/**
 * Closes every open report on a target at once (resolved: acted on; dismissed: nothing wrong), with
 * one audit entry naming the reports. Reporters can then report the target again if it goes on.
 */
export async function resolveReports(deps: Deps, actor: NonNullable<AuditActor>, input: ResolveReportsInput) {
  const targetId = normalizeTargetId(input.target_type, input.target_id);
  const note = input.note || null;
  return deps.db.transaction(async (tx) => {
    const open = await repo.lockOpenReports(tx, input.target_type, targetId);
    if (!open.length) {
      if ((await repo.countReports(tx, input.target_type, targetId)) === 0) throw new AppError('NOT_FOUND');
      return { updated: 0 };
    }
    const ids = open.map((r) => r.id);
    await repo.closeReports(tx, ids, { status: input.resolution, resolvedBy: actor.id, note });
    await recordAudit(tx, actor, {
      action: input.resolution === 'resolved' ? 'reports.resolve' : 'reports.dismiss',
      targetType: 'report',
      targetId: `${input.target_type}:${targetId}`,
      before: { status: 'open', report_ids: ids },
      after: { status: input.resolution, report_ids: ids, resolution_note: note },
      reason: note,
    });
    return { updated: ids.length };
  });
}
