import type { CallDefinition } from '../api/calls.ts';

/** Reviews and reports: users rate and report counterparties; operators see reports by target and hide reviews. */
export const trustCalls = {} as const satisfies Record<string, CallDefinition>;
