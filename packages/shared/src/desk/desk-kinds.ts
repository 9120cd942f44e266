/** How the desk calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const deskKinds = {
  'supplier.desk_stats': 'get',
} as const;
