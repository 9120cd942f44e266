import type { ExportLang } from './quotation-export.types.ts';

/**
 * Labels for the quotation PDF and CSV exports. `{name}` placeholders are filled by `fillLabel`.
 * English is the reference: `satisfies` below makes the compiler reject a vi/zh table that
 * misses a key or has an extra one.
 */
const en = {
  field: 'Field',
  value: 'Value',
  quotation: 'Quotation',
  title: 'Quotation {number}',
  quotationNumber: 'Quotation number',
  status: 'Status',
  status_sent: 'Sent',
  status_preferred: 'Preferred',
  status_declined: 'Declined',
  status_withdrawn: 'Withdrawn',
  createdAt: 'Date',
  supplier: 'Supplier',
  buyer: 'Buyer',
  supplierCompany: 'Supplier company',
  supplierContact: 'Supplier contact',
  supplierCountry: 'Supplier country',
  buyerCompany: 'Buyer company',
  buyerContact: 'Buyer contact',
  contact: 'Contact',
  country: 'Country',
  verificationLevel: 'Verification level',
  verificationLevelValue: 'Level {level}',
  rfqReference: 'In reply to RFQ #{id}',
  rfqId: 'RFQ number',
  rfqProduct: 'Requested product',
  rfqQuantity: 'Requested quantity',
  rfqUnit: 'Requested unit',
  destinationCountry: 'Destination',
  terms: 'Terms',
  product: 'Product',
  quantity: 'Quantity',
  unit: 'Unit',
  unitPrice: 'Unit price',
  currency: 'Currency',
  total: 'Total',
  incoterm: 'Incoterm',
  paymentTerms: 'Payment terms',
  leadTime: 'Lead time',
  leadTimeDays: 'Lead time (days)',
  leadTimeValue: '{days} days',
  validUntil: 'Valid until',
  message: 'Message',
  attachments: 'Attachments',
  generatedOn: 'Generated on {date}',
  pageOf: 'Page {page} of {total}',
} as const;

export type ExportLabelKey = keyof typeof en;
export type ExportLabelTable = Readonly<Record<ExportLabelKey, string>>;

export const exportLabels = {
  en,
  vi: {
    field: 'Trường',
    value: 'Giá trị',
    quotation: 'Báo giá',
    title: 'Báo giá {number}',
    quotationNumber: 'Số báo giá',
    status: 'Trạng thái',
    status_sent: 'Đã gửi',
    status_preferred: 'Được ưu tiên',
    status_declined: 'Bị từ chối',
    status_withdrawn: 'Đã rút lại',
    createdAt: 'Ngày',
    supplier: 'Nhà cung cấp',
    buyer: 'Người mua',
    supplierCompany: 'Công ty cung cấp',
    supplierContact: 'Người liên hệ (nhà cung cấp)',
    supplierCountry: 'Quốc gia nhà cung cấp',
    buyerCompany: 'Công ty người mua',
    buyerContact: 'Người liên hệ (người mua)',
    contact: 'Người liên hệ',
    country: 'Quốc gia',
    verificationLevel: 'Cấp độ xác minh',
    verificationLevelValue: 'Cấp {level}',
    rfqReference: 'Trả lời yêu cầu báo giá #{id}',
    rfqId: 'Số yêu cầu báo giá',
    rfqProduct: 'Sản phẩm yêu cầu',
    rfqQuantity: 'Số lượng yêu cầu',
    rfqUnit: 'Đơn vị yêu cầu',
    destinationCountry: 'Nơi đến',
    terms: 'Điều khoản',
    product: 'Sản phẩm',
    quantity: 'Số lượng',
    unit: 'Đơn vị',
    unitPrice: 'Đơn giá',
    currency: 'Tiền tệ',
    total: 'Tổng cộng',
    incoterm: 'Điều kiện giao hàng (Incoterm)',
    paymentTerms: 'Điều khoản thanh toán',
    leadTime: 'Thời gian giao hàng',
    leadTimeDays: 'Thời gian giao hàng (ngày)',
    leadTimeValue: '{days} ngày',
    validUntil: 'Hiệu lực đến',
    message: 'Lời nhắn',
    attachments: 'Tệp đính kèm',
    generatedOn: 'Tạo ngày {date}',
    pageOf: 'Trang {page}/{total}',
  },
  zh: {
    field: '字段',
    value: '值',
    quotation: '报价单',
    title: '报价单 {number}',
    quotationNumber: '报价单编号',
    status: '状态',
    status_sent: '已发送',
    status_preferred: '首选',
    status_declined: '已拒绝',
    status_withdrawn: '已撤回',
    createdAt: '日期',
    supplier: '供应商',
    buyer: '采购商',
    supplierCompany: '供应商公司',
    supplierContact: '供应商联系人',
    supplierCountry: '供应商国家/地区',
    buyerCompany: '采购商公司',
    buyerContact: '采购商联系人',
    contact: '联系人',
    country: '国家/地区',
    verificationLevel: '认证等级',
    verificationLevelValue: '{level} 级',
    rfqReference: '回复询价单 #{id}',
    rfqId: '询价单编号',
    rfqProduct: '询价产品',
    rfqQuantity: '询价数量',
    rfqUnit: '询价单位',
    destinationCountry: '目的地',
    terms: '报价条款',
    product: '产品',
    quantity: '数量',
    unit: '单位',
    unitPrice: '单价',
    currency: '币种',
    total: '总价',
    incoterm: '贸易术语',
    paymentTerms: '付款方式',
    leadTime: '交货期',
    leadTimeDays: '交货期（天）',
    leadTimeValue: '{days} 天',
    validUntil: '有效期至',
    message: '留言',
    attachments: '附件',
    generatedOn: '生成日期：{date}',
    pageOf: '第 {page} 页，共 {total} 页',
  },
} as const satisfies Record<ExportLang, ExportLabelTable>;

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

// ---- Per-language formatting shared by the PDF and the CSV -------------------------------------

/** Digits after the decimal point that `currency` normally shows (USD 2, VND 0, …); 2 if unknown. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function fractionLength(decimal: string): number {
  const dot = decimal.indexOf('.');
  return dot < 0 ? 0 : decimal.length - dot - 1;
}

/**
 * Formats a decimal string exactly (no float round trip: Intl parses the string itself) with at
 * least the currency's usual digits and never fewer digits than the value has.
 */
export function formatMoney(lang: ExportLang, amount: string, currency: string): string {
  const text = amount.trim();
  if (!DECIMAL_TEXT.test(text)) return amount;
  const digits = currencyDigits(currency);
  const maximumFractionDigits = Math.min(20, Math.max(digits, fractionLength(text)));
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: Math.min(digits, maximumFractionDigits), maximumFractionDigits }).format(
      text as `${number}`,
    );
  } catch {
    return `${formatDecimal(lang, text)} ${currency}`; // not an ISO currency code: show it after the number
  }
}

/** A decimal string with the language's grouping and decimal separators, all its digits kept. */
export function formatDecimal(lang: ExportLang, value: string): string {
  const text = value.trim();
  if (!DECIMAL_TEXT.test(text)) return value;
  return new Intl.NumberFormat(lang, { maximumFractionDigits: Math.min(20, fractionLength(text)) }).format(text as `${number}`);
}

/** A calendar date in the language's long style. Dates are shown in UTC so a date never shifts by a day. */
export function formatDate(lang: ExportLang, date: Date): string {
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Parses "2026-12-31" as that calendar day (UTC midnight); null when it is not such a date. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value.trim()) ? date : null; // rejects 2026-02-31
}

/** "VN" → "Vietnam" / "Việt Nam" / "越南"; anything that is not a two-letter code is shown as is. */
export function countryName(lang: ExportLang, country: string): string {
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return country;
  try {
    return new Intl.DisplayNames(lang, { type: 'region', fallback: 'code' }).of(code) ?? country;
  } catch {
    return country;
  }
}
