/** How the buying-lead calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const leadKinds = {
  'supplier.buying_leads': 'list',
  'supplier.hide_lead': 'post',
  'supplier.rfq_market': 'list',
  'supplier.get_lead': 'get',
} as const;
