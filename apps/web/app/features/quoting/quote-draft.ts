import type { Attachment } from '@tradelink/shared/attachment/attachment';

/**
 * A quotation being written, kept for the tab (spec local-storage key family "quote"): it survives
 * the trip through the template dialogs (only one dialog is open at a time) and an accidental close.
 * A new quotation is keyed by its RFQ, an edit by the quotation.
 */
export interface QuoteDraft {
  values: Record<string, unknown>;
  files: Attachment[];
  /** A template chosen in the template list, to apply when the form opens again. */
  templateId?: number;
}

const PREFIX = 'tl.quote.quotation.';

export const draftKey = (rfqId: number, quotationId?: number) => (quotationId ? `q${quotationId}` : `rfq${rfqId}`);

export function readDraft(key: string): QuoteDraft | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as QuoteDraft) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, draft: QuoteDraft) {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the draft is a convenience only
  }
}

export function clearDraft(key: string) {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // nothing to clear
  }
}
