import type { Attachment } from '@tradelink/shared/attachment/attachment';
import { intlLocale } from '~/lib/format.ts';

/** A file's size in the reader's language ("1.2 MB", "1,2 MB", "340 kB"): units from Intl, not strings. */
export function fileSize(bytes: number, lang: string): string {
  const mb = bytes >= 1_048_576;
  return new Intl.NumberFormat(intlLocale(lang), {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / 1_048_576 : Math.max(1, Math.round(bytes / 1024)));
}

/** The short type label shown beside a file name (the stored kind is checked by content on upload). */
export const FILE_KIND_LABEL: Record<Attachment['kind'], string> = { pdf: 'PDF', doc: 'DOC', xls: 'XLS', jpeg: 'JPG', png: 'PNG' };
