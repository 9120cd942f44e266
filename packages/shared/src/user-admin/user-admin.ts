import type { CallDefinition } from '../api/calls.ts';

/** The operators' console: users search and detail, Partner role, warnings and suspensions. */
export const userAdminCalls = {} as const satisfies Record<string, CallDefinition>;
