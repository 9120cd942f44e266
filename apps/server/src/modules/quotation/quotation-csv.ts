import { countryName, currencyDigits, parseIsoDate } from './export-format.ts';
import { quotationLabels, statusLabel, type QuotationFieldKey } from './export-labels.ts';
import type { ExportLang, QuotationExport } from './quotation-export.types.ts';

// ---- Values shared by the CSV and the PDF ----------------------------------------------------------

/** 123 → "Q-000123". */
export function quotationNumber(id: number): string {
  return `Q-${String(id).padStart(6, '0')}`;
}

interface Decimal {
  units: bigint; // the value times 10^scale
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Parses "12.50", "-3", "0.1", ".5" exactly; null for anything else (no exponents, no grouping). */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', int = '', frac = ''] = match;
  if (int === '' && frac === '') return null;
  const units = BigInt(`${int}${frac}` || '0');
  return { units: sign === '-' ? -units : units, scale: frac.length };
}

/** Plain "1234.50" text: trailing zeros dropped down to `minScale` digits, padded up to it. */
export function decimalToString(value: Decimal, minScale = 0): string {
  let { units, scale } = value;
  while (scale > minScale && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  while (scale < minScale) {
    units *= 10n;
    scale += 1;
  }
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${int}${scale > 0 ? `.${frac}` : ''}`;
}

/**
 * unitPrice × quantity computed exactly with BigInt, as plain decimal text with at least the
 * currency's usual digits ("0.1" × "3" USD → "0.30", "12.50" × "1000" → "12500.00") and every
 * significant digit of the product kept ("0.125" × "3" → "0.375"). Null when an input is not a decimal.
 */
export function exactTotal(unitPrice: string, quantity: string, currency: string): string | null {
  const price = parseDecimal(unitPrice);
  const qty = parseDecimal(quantity);
  if (!price || !qty) return null;
  return decimalToString({ units: price.units * qty.units, scale: price.scale + qty.scale }, currencyDigits(currency));
}

// ---- CSV -------------------------------------------------------------------------------------------

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** RFC 4180: quote a field holding a comma, quote, CR or LF, doubling the quotes inside it. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV/formula injection guard: text starting with = + - @ TAB or CR is prefixed with an apostrophe. */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A value written by a person: guarded against formula injection, NFC, one kind of line break. */
function userText(value: string | null | undefined): string {
  if (value == null) return '';
  return neutralizeFormula(value.normalize('NFC')).replace(/\r\n?/g, '\n');
}

/** A number the spreadsheet should compute with: written plain when it is a decimal, guarded otherwise. */
function numberText(value: string | number | null | undefined): string {
  if (value == null) return '';
  const text = String(value).trim();
  const decimal = parseDecimal(text);
  return decimal ? decimalToString(decimal, decimal.scale) : userText(text);
}

/** A country as the reader says it ("DE" → "Germany" / "Đức" / "德国"), like the PDF; other text guarded as written. */
function countryText(value: string | null | undefined, lang: ExportLang): string {
  return value == null || !value.trim() ? '' : userText(countryName(lang, value));
}

function isoDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/**
 * The quotation as a two-column "Field,Value" sheet: UTF-8 with a BOM (so Excel reads Vietnamese and
 * Chinese), CRLF line ends, translated field labels, plain numbers ("12.50", not "$12.50") and ISO dates
 * (YYYY-MM-DD) so spreadsheets can compute with them, the currency in a row of its own, empty cells for
 * missing values.
 */
export function renderQuotationCsv(q: QuotationExport, lang: ExportLang): string {
  const t = quotationLabels(lang);
  const validUntil = q.validUntil == null ? '' : parseIsoDate(q.validUntil) ? q.validUntil.trim() : userText(q.validUntil);
  const rows: [QuotationFieldKey, string][] = [
    ['quotationNumber', quotationNumber(q.id)],
    ['status', statusLabel(lang, q.status)],
    ['createdAt', isoDate(q.createdAt)],
    ['rfqId', String(q.rfq.id)],
    ['product', userText(q.rfq.productName)],
    ['rfqQuantity', numberText(q.rfq.quantity)],
    ['rfqUnit', userText(q.rfq.uom)],
    ['destinationCountry', countryText(q.rfq.destinationCountry, lang)],
    ['supplierCompany', userText(q.supplier.companyName)],
    ['supplierContact', userText(q.supplier.contactName)],
    ['supplierCountry', countryText(q.supplier.country, lang)],
    ['verificationLevel', numberText(q.supplier.verificationLevel)],
    ['buyerCompany', userText(q.buyer.companyName)],
    ['buyerContact', userText(q.buyer.contactName)],
    ['quantity', numberText(q.quantity)],
    ['unit', userText(q.uom)],
    ['unitPrice', numberText(q.unitPrice)],
    ['currency', userText(q.currency)],
    ['total', exactTotal(q.unitPrice, q.quantity, q.currency) ?? ''],
    ['incoterm', userText(q.incoterm)],
    ['paymentTerms', userText(q.paymentTerms)],
    ['leadTimeDays', numberText(q.leadTimeDays)],
    ['validUntil', validUntil],
    ['message', userText(q.message)],
    ['attachments', userText(q.attachments.map((a) => a.name.normalize('NFC')).join('\n'))],
  ];
  const lines = [
    [t.table.field, t.table.value],
    ...rows.map(([key, value]): [string, string] => [t.fields[key], value]),
  ].map((cells) => cells.map(csvField).join(','));
  return `${BOM}${lines.join(CRLF)}${CRLF}`;
}
