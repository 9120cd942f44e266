import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import type { Deps } from '../../lib/deps.ts';
import { renewDueSandboxSubscriptions } from '../payment/sandbox-renewals.ts';
import { expireEndedPlans } from './expire-plans.ts';
import { resetDueQuotas } from './reset-quotas.ts';
import { sendDueReminders } from './send-reminders.ts';
import { approveDueCommissions } from '../affiliate/commissions.service.ts';

/**
 * One pass of the membership job. Every step is idempotent (a second run, or a second process
 * running it at the same time, changes nothing more and mails nothing twice), and each row is
 * handled in its own transaction: one failing row is reported after the pass, not in the way of
 * the others. Renewals go first, so a sandbox plan that renews is never expired.
 */
export async function runMembershipJobs(deps: Deps, now: Date = new Date()): Promise<void> {
  await renewDueSandboxSubscriptions(deps, now);
  const errors: unknown[] = [];
  const expired = await expireEndedPlans(deps, now, errors);
  await resetDueQuotas(deps, now, errors);
  const reminded = await sendDueReminders(deps, now, errors);
  // Partner commissions whose refund window is over become approved (decision 030).
  await approveDueCommissions(deps, now, errors);
  // The mails were queued in the changes' own transactions; send them now rather than at the next poll.
  if (expired + reminded > 0) deps.mail.kick();
  if (errors.length) throw new AggregateError(errors, `membership job: ${errors.length} row(s) failed`);
}

/** Runs the membership job every `intervalMs` (first pass shortly after start). */
export function startMembershipJobs(options: { deps: () => Deps; log: FastifyBaseLogger; intervalMs?: number }) {
  return startPeriodicJob({
    name: 'membership job',
    run: () => runMembershipJobs(options.deps()),
    log: options.log,
    intervalMs: options.intervalMs ?? 5 * 60_000,
    firstMs: 5_000,
  });
}
