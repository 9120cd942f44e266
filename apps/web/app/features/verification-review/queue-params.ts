import {
  VERIFICATION_QUEUE_STATES,
  VERIFICATION_REVIEW_KINDS,
  type VerificationQueueState,
  type VerificationReviewKind,
} from '@tradelink/shared/verification/verification-review';

export interface QueueParams {
  kind: VerificationReviewKind;
  state: VerificationQueueState;
  keyword: string;
  page: number;
}

export const DEFAULT_KIND: VerificationReviewKind = 'documents';
export const DEFAULT_STATE: VerificationQueueState = 'waiting';

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T => ((values as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback);

/** The queue's view from the URL (`kind`, `state`, `keyword`, `page`); unknown values fall back to the defaults. */
export function parseQueueParams(params: URLSearchParams): QueueParams {
  return {
    kind: oneOf(VERIFICATION_REVIEW_KINDS, params.get('kind'), DEFAULT_KIND),
    state: oneOf(VERIFICATION_QUEUE_STATES, params.get('state'), DEFAULT_STATE),
    keyword: (params.get('keyword') ?? '').trim(),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** Whether a tracing appointment is still ahead (booked sessions can be recorded either way). */
export const isUpcoming = (scheduledAt: string | null, now = Date.now()) => scheduledAt !== null && Date.parse(scheduledAt) > now;

/** A file size for people: "840 KB", "2.4 MB". */
export const fileSizeLabel = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
