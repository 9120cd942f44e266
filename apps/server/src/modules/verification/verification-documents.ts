import type { z } from 'zod';
import type { verificationDocumentsField } from '@tradelink/shared/verification/verification';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireOwnAttachments } from '../attachment/attachment.service.ts';

type Documents = z.output<typeof verificationDocumentsField>;

/**
 * The documents of a Level 3 or business request: each file must be one of the caller's own uploads
 * (attachment.upload checked its content), so nobody submits, and so exposes, someone else's file.
 */
export async function requireOwnDocuments(db: Tx, userId: string, documents: Documents): Promise<Documents> {
  try {
    await requireOwnAttachments(
      db,
      userId,
      documents.map((d) => d.attachment_id),
    );
  } catch (error) {
    // Same error, but on this form's field.
    if (error instanceof AppError && error.code === 'ATTACHMENT_INVALID') throw new AppError('ATTACHMENT_INVALID', { field: 'documents' });
    throw error;
  }
  return documents.map((d) => ({ attachment_id: d.attachment_id, doc_type: d.doc_type }));
}
