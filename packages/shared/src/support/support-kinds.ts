/** How these calls travel (see api/call-kinds.ts). */
export const supportKinds = {} as const;
