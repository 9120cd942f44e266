import type { CallDefinition } from '../api/calls.ts';

/** Verification levels (supplier) and business verification (buyer). */
export const verificationCalls = {} as const satisfies Record<string, CallDefinition>;
