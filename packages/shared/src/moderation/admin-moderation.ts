import type { CallDefinition } from '../api/calls.ts';

/** The operators' console: moderation queue, bulk decisions, the auto-approve rule, the audit log and the dashboard. */
export const adminModerationCalls = {} as const satisfies Record<string, CallDefinition>;
