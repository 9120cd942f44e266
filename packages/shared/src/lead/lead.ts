import type { CallDefinition } from '../api/calls.ts';

/** Buying leads: approved RFQs recommended to a supplier. */
export const leadCalls = {} as const satisfies Record<string, CallDefinition>;
