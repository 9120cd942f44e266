import type { VerificationQueueItem, VerificationReviewKind } from '@tradelink/shared/verification/verification-review';

/** What a decision is called: documents are approved or rejected, a tracing session passed or failed. */
export type Outcome = 'approve' | 'reject' | 'passed' | 'failed';

export function outcomeOf(kind: VerificationReviewKind, decision: 'approve' | 'reject'): Outcome {
  if (kind === 'smart_tracing') return decision === 'approve' ? 'passed' : 'failed';
  return decision;
}

/** The decided outcome of a request, or null while it waits. */
export function decidedOutcome(item: Pick<VerificationQueueItem, 'kind' | 'status'>): Outcome | null {
  if (item.status === 'approved') return outcomeOf(item.kind, 'approve');
  if (item.status === 'rejected') return outcomeOf(item.kind, 'reject');
  return null;
}

/** How the console names the company: its name, else its identity (a buyer may have no company name). */
export const companyLabel = (item: Pick<VerificationQueueItem, 'company'>) => item.company.name || item.company.identity;
