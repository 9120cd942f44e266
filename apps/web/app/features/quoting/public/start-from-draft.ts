import { draftKey, readDraft, saveDraft } from '../quote-draft.ts';

/**
 * A quotation drafted elsewhere (the AI agent's `draft_quotation`) becomes the quotation being
 * written for that RFQ: its terms, all counted as typed so neither the request's defaults nor a
 * template replace them without asking. Files already attached to a draft for the RFQ stay.
 */
export function startFromValues(rfqId: number, values: Record<string, unknown>, typed: string[]) {
  const key = draftKey(rfqId);
  saveDraft(key, { values, files: readDraft(key)?.files ?? [], typed });
}
