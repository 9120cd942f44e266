/** How the buying-lead calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const leadKinds = {} as const;
