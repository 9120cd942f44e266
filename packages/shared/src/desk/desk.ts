import type { CallDefinition } from '../api/calls.ts';

/** The supplier overview (desk) figures. */
export const deskCalls = {} as const satisfies Record<string, CallDefinition>;
