import type { SupplierVerificationStatus, VerificationRequestView } from '@tradelink/shared/verification/verification';

/** How one level of the ladder stands for the supplier. */
export type StepState = 'done' | 'code_sent' | 'in_review' | 'rejected' | 'scheduled' | 'available' | 'locked';

export interface LadderStep {
  level: 1 | 2 | 3 | 4;
  state: StepState;
  /** The latest request behind this level (null for Level 1 or before any request). */
  request: VerificationRequestView | null;
}

function stepOf(level: 2 | 3 | 4, current: number, request: VerificationRequestView | null): LadderStep {
  if (current >= level) return { level, state: 'done', request };
  if (current < level - 1) return { level, state: 'locked', request };
  const state: StepState =
    request?.status === 'code_sent'
      ? 'code_sent'
      : request?.status === 'pending'
        ? 'in_review'
        : request?.status === 'scheduled'
          ? 'scheduled'
          : request?.status === 'rejected'
            ? 'rejected'
            : 'available';
  return { level, state, request };
}

/** The four levels with their state: done, waiting (code, review, session), rejected, open or locked. */
export function ladderSteps(status: SupplierVerificationStatus): LadderStep[] {
  const level = status.verification_level;
  return [
    { level: 1, state: 'done', request: null },
    stepOf(2, level, status.work_email),
    stepOf(3, level, status.documents),
    stepOf(4, level, status.smart_tracing),
  ];
}
