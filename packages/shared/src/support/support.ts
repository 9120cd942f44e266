import type { CallDefinition } from '../api/calls.ts';

/** The complaint centre: complaints, contact-us, removal, claim and refund requests, and the operators' answers. */
export const supportCalls = {} as const satisfies Record<string, CallDefinition>;
