import {
  WORK_EMAIL_CODE_MAX_ATTEMPTS,
  type SupplierNextStep,
  type VerificationDocType,
  type VerificationRequestView,
} from '@tradelink/shared/verification/verification';
import type { Tx } from '../../db/client.ts';
import { presentAttachments } from '../attachment/attachment.service.ts';
import type { VerificationRow } from './verification.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A mailed code that can no longer be used (too old, or tried too often). */
export const codeIsSpent = (row: VerificationRow, now = new Date()) =>
  row.codeAttempts >= WORK_EMAIL_CODE_MAX_ATTEMPTS || !row.codeExpiresAt || row.codeExpiresAt.getTime() <= now.getTime();

/** Whether the row is a code that can still be entered. */
export const isLiveCode = (row: VerificationRow | undefined | null): row is VerificationRow =>
  row?.status === 'code_sent' && !codeIsSpent(row);

/**
 * Requests as their owner sees them: the documents with their file names and download links; never
 * the code hash, the attempt count or the reviewer. A spent code shows as expired.
 */
export async function presentRequests(db: Tx, rows: Array<VerificationRow | null | undefined>): Promise<Array<VerificationRequestView | null>> {
  const ids = rows.flatMap((r) => r?.documents.map((d) => d.attachment_id) ?? []);
  const files = new Map((await presentAttachments(db, ids)).map((a) => [a.id, a]));
  return rows.map((row) => {
    if (!row) return null;
    const status = row.status === 'code_sent' && codeIsSpent(row) ? 'expired' : row.status;
    return {
      id: row.id,
      kind: row.kind,
      status,
      work_email: row.workEmail,
      code_expires_at: status === 'code_sent' ? iso(row.codeExpiresAt) : null,
      documents: row.documents.flatMap((d) => {
        const file = files.get(d.attachment_id);
        return file ? [{ ...file, doc_type: d.doc_type as VerificationDocType }] : [];
      }),
      note: row.note,
      scheduled_at: iso(row.scheduledAt),
      contact_name: row.contactName,
      contact_phone: row.contactPhone,
      review_note: row.reviewNote,
      reviewed_at: iso(row.reviewedAt),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** The supplier's next step from its level and its open requests. */
export function supplierNextStep(level: number, latest: { workEmail?: VerificationRow; documents?: VerificationRow; tracing?: VerificationRow }): SupplierNextStep {
  if (level >= 4) return 'done';
  if (level < 2) return isLiveCode(latest.workEmail) ? 'confirm_code' : 'work_email';
  if (level === 2) return latest.documents?.status === 'pending' ? 'documents_review' : 'documents';
  return latest.tracing?.status === 'scheduled' ? 'tracing_scheduled' : 'smart_tracing';
}
