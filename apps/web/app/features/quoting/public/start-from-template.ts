import { draftKey, readDraft, saveDraft } from '../quote-draft.ts';

/**
 * `?qlt=<template id>` on the buying leads: a new quotation on this RFQ starts from that template.
 * The quotation form applies a draft's chosen template when it opens (as after "Apply" in the
 * template list), asking before it replaces anything typed; a template that is not the supplier's
 * is not found and nothing is applied.
 */
export function startFromTemplate(rfqId: number, templateId: number) {
  const key = draftKey(rfqId);
  saveDraft(key, { ...(readDraft(key) ?? { values: {}, files: [] }), templateId });
}
