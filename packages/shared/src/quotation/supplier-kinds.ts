/** How the supplier-side quotation and template calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const supplierQuotationKinds = {} as const;
