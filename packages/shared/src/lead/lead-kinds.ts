/** How the buying-lead calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const leadKinds = {
  'supplier.buying_leads': 'list',
  'supplier.hide_lead': 'post',
} as const;
