/** How the supplier-side quotation and template calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const supplierQuotationKinds = {
  'quotation.list_sent': 'list',
  'quotation.send_status': 'get',
  'quotation.withdraw': 'post',
  'quotation_template.list': 'get',
  'quotation_template.get': 'get',
  'quotation_template.save': 'post',
  'quotation_template.delete': 'post',
} as const;
