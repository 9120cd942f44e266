import type { CallDefinition } from '../api/calls.ts';

/** Buyer contacts a supplier unlocks with contact_quota. */
export const contactCalls = {} as const satisfies Record<string, CallDefinition>;
