/** How the contact calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const contactKinds = {} as const;
