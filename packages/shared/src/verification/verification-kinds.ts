/** How the verification calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const verificationKinds = {} as const;
