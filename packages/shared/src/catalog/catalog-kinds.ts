/** How the catalog calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const catalogKinds = {
  'catalog.suggest': 'get',
} as const;
