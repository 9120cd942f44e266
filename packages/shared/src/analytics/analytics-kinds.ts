/** How the analytics calls travel (see api/call-kinds.ts). */
export const analyticsKinds = {
  'analytics.supplier_report': 'get',
  'analytics.supplier_product': 'get',
  'analytics.buyer_report': 'get',
} as const;
