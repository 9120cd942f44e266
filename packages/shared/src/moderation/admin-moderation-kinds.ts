/** How these calls travel (see api/call-kinds.ts). */
export const adminModerationKinds = {} as const;
