import type { CallDefinition } from '../api/calls.ts';

/** The operators' console: verification review (Level 3 documents, Level 4 tracing results, buyer business verification). */
export const verificationReviewCalls = {} as const satisfies Record<string, CallDefinition>;
