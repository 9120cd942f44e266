import enExports from '@tradelink/shared/locales/en/exports.json' with { type: 'json' };
import viExports from '@tradelink/shared/locales/vi/exports.json' with { type: 'json' };
import zhExports from '@tradelink/shared/locales/zh/exports.json' with { type: 'json' };
import type { ExportLang } from './quotation-export.types.ts';

/**
 * The labels of the quotation PDF and CSV, from the shared locale files
 * (packages/shared/src/locales/<lang>/exports.json, key parity checked by the locales test).
 * Fill their {{placeholders}} with `interpolate` from @tradelink/shared/i18n/translate.
 */
export type QuotationLabels = typeof enExports.quotation;
export type QuotationFieldKey = keyof QuotationLabels['fields'];

const labels: Record<ExportLang, QuotationLabels> = { en: enExports.quotation, vi: viExports.quotation, zh: zhExports.quotation };

export function quotationLabels(lang: ExportLang): QuotationLabels {
  return labels[lang];
}

/** The translated name of a quotation status ("sent" → "Đã gửi"); an unknown status is shown as is. */
export function statusLabel(lang: ExportLang, status: string): string {
  return (labels[lang].statuses as Record<string, string>)[status] ?? status;
}
