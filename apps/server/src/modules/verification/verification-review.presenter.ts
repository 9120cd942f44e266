import type { VerificationDocType } from '@tradelink/shared/verification/verification';
import type { VerificationQueueItem, VerificationReviewKind } from '@tradelink/shared/verification/verification-review';
import type { Tx } from '../../db/client.ts';
import { ATTACHMENT_CONTENT_TYPES, findAttachments } from '../attachment/attachment.repository.ts';
import { presentAttachment } from '../attachment/attachment.service.ts';
import type { QueueRow } from './verification-queue.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Queue rows as an operator sees them: the requester, the company (supplier level or buyer flag),
 * the submitted files with their download links, the appointment, and who decided. Never the
 * work-email code fields.
 */
export async function presentQueue(db: Tx, rows: QueueRow[]): Promise<VerificationQueueItem[]> {
  const files = new Map((await findAttachments(db, rows.flatMap((r) => r.request.documents.map((d) => d.attachment_id)))).map((a) => [a.id, a]));
  return rows.map(({ request: r, requester, supplier, buyer, reviewerEmail }) => ({
    id: r.id,
    kind: r.kind as VerificationReviewKind,
    status: r.status,
    side: r.side,
    created_at: r.createdAt.toISOString(),
    requester: { user_id: requester.id, name: [requester.firstName, requester.lastName].filter(Boolean).join(' '), email: requester.email },
    company: supplier
      ? {
          name: supplier.companyName,
          identity: supplier.identity,
          verification_level: supplier.verificationLevel,
          is_biz_verified: null,
          country: supplier.country,
          website: supplier.website,
        }
      : {
          name: requester.companyName,
          identity: buyer?.identity ?? '',
          verification_level: null,
          is_biz_verified: buyer?.isBizVerified ?? false,
          country: requester.fdCountry,
          website: requester.website,
        },
    documents: r.documents.flatMap((d) => {
      const file = files.get(d.attachment_id);
      if (!file) return [];
      return [
        {
          attachment_id: file.id,
          doc_type: d.doc_type as VerificationDocType,
          file_name: file.name,
          mime_type: ATTACHMENT_CONTENT_TYPES[file.kind] ?? 'application/octet-stream',
          size: file.bytes,
          url: presentAttachment(file).url,
        },
      ];
    }),
    scheduled_at: iso(r.scheduledAt),
    contact_name: r.contactName,
    contact_phone: r.contactPhone,
    note: r.note,
    review_note: r.reviewNote,
    reviewed_at: iso(r.reviewedAt),
    reviewed_by_email: reviewerEmail,
  }));
}
