/**
 * A record id read from the address (`product_id`, `rfq-id`, `quotation-id`, `inquiry-id`, `lead_id`,
 * `qlt` ...): digits only, positive, within a 32-bit integer. Anything else is ignored (undefined),
 * so a mistyped or hostile link never reaches the API or the page.
 */
export function idParam(raw: string | null | undefined): number | undefined {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n <= 2_147_483_647 ? n : undefined;
}
