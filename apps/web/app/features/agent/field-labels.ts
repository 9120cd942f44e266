/**
 * A draft's `missing` fields (the form's field names) in the form's own words: the RFQ form's
 * labels live in `sourcing`, the quotation form's in `quoting`. An unknown name is left out rather
 * than shown raw.
 */
const RFQ_LABELS: Record<string, string> = {
  product_name: 'form.productName',
  category_id: 'form.category',
  description: 'form.description',
  quantity: 'form.quantity',
  uom: 'form.uom',
  target_price: 'form.targetPrice',
  currency: 'form.currency',
  incoterm: 'form.incoterm',
  payment_method: 'form.paymentMethod',
  frequency: 'form.frequency',
  destination_country: 'form.destination',
  expiry_date: 'form.expiry',
};
const QUOTATION_LABELS: Record<string, string> = {
  unit_price: 'form.unitPrice',
  currency: 'form.currency',
  quantity: 'form.quantity',
  uom: 'form.uom',
  incoterm: 'form.incoterm',
  payment_terms: 'form.paymentTerms',
  lead_time_days: 'form.leadTime',
  valid_until: 'form.validUntil',
  message: 'form.message',
};

export function missingLabels(fields: readonly string[], form: 'rfq' | 'quotation', t: (key: string) => string): string[] {
  const labels = form === 'rfq' ? RFQ_LABELS : QUOTATION_LABELS;
  return [...new Set(fields)].flatMap((name) => (labels[name] ? [t(labels[name])] : []));
}
