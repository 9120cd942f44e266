import { z } from 'zod';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../constants/lists.ts';

/** How many files one RFQ, quotation or inquiry message may carry. */
export const MAX_ATTACHMENTS = 5;
export const ATTACHMENT_ACCEPT = UPLOAD_TYPES.map((t) => `.${t}`).join(',');
export { MAX_UPLOAD_BYTES };

/** `attachment.upload`: multipart/form-data with the file in the part named `file`. */
export const uploadAttachmentRequest = z.object({
  file: z
    .custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob)
    .meta({ type: 'string', format: 'binary', description: 'jpeg, jpg, png, pdf, doc or xls, checked by content, at most 10 MB' }),
});

export const attachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(['jpeg', 'png', 'pdf', 'doc', 'xls']),
  bytes: z.number().int(),
  /** Download address; answers only to those allowed to see what the file is attached to. */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentIdsField = z.array(z.uuid({ error: 'attachment_invalid' })).max(MAX_ATTACHMENTS, { error: 'too_many_files' }).default([]);
