import type { Attachment } from '@tradelink/shared/attachment/attachment';
import { STORAGE_KEYS } from '@tradelink/shared/constants/limits';

/**
 * A quotation being written, kept in the `quote` local-storage key (spec section 9): it survives the
 * trip through the template dialogs (only one dialog is open at a time), an accidental close and a
 * reload, and is cleared when sent. A new quotation is keyed by its RFQ, an edit by the quotation.
 */
export interface QuoteDraft {
  values: Record<string, unknown>;
  files: Attachment[];
  /** The terms the supplier typed: applying a template never replaces them without asking. */
  typed?: string[];
  /** A template chosen in the template list, to apply when the form opens again. */
  templateId?: number;
  /** When it was last written (ms): the oldest drafts give way past MAX_DRAFTS. */
  savedAt?: number;
}

type Drafts = Record<string, QuoteDraft>;

/** Drafts kept at most; one per RFQ being answered is plenty, and local storage is small. */
export const MAX_DRAFTS = 20;

export const draftKey = (rfqId: number, quotationId?: number) => (quotationId ? `q${quotationId}` : `rfq${rfqId}`);

function readAll(): Drafts {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.quote);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

function writeAll(drafts: Drafts) {
  try {
    if (Object.keys(drafts).length === 0) window.localStorage.removeItem(STORAGE_KEYS.quote);
    else window.localStorage.setItem(STORAGE_KEYS.quote, JSON.stringify(drafts));
  } catch {
    // storage full or disabled: the draft is a convenience only
  }
}

export function readDraft(key: string): QuoteDraft | undefined {
  if (typeof window === 'undefined') return undefined;
  return readAll()[key];
}

export function saveDraft(key: string, draft: QuoteDraft) {
  const drafts = { ...readAll(), [key]: { ...draft, savedAt: Date.now() } };
  const newestFirst = Object.entries(drafts).sort(([, a], [, b]) => (b.savedAt ?? 0) - (a.savedAt ?? 0));
  writeAll(Object.fromEntries(newestFirst.slice(0, MAX_DRAFTS)));
}

export function clearDraft(key: string) {
  if (typeof window === 'undefined') return;
  const drafts = readAll();
  if (!(key in drafts)) return;
  delete drafts[key];
  writeAll(drafts);
}
