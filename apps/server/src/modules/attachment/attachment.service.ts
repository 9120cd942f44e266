import crypto from 'node:crypto';
import type { Attachment } from '@tradelink/shared/attachment/attachment';
import { checkUpload, type UploadKind } from '@tradelink/shared/validation/uploads';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAttachments, findOwnedAttachments, insertAttachment, type AttachmentRow } from './attachment.repository.ts';
import type { ObjectStore } from '../../lib/storage/object-store.ts';
import { ATTACHMENT_CONTENT_TYPES } from './attachment.repository.ts';
import { storeAttachment } from './attachment.storage.ts';

/** A file name safe to show and to put in a Content-Disposition header (no paths, no controls). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 120);
  return cleaned || 'file';
}

/** Checks an upload by its content (the spec's types only) and stores it for its uploader. */
export async function saveAttachment(db: Tx, store: ObjectStore, userId: string, fileName: string, bytes: Buffer): Promise<AttachmentRow> {
  const name = cleanFileName(fileName);
  const check = checkUpload(name, bytes);
  if (!check.ok) {
    if (check.reason === 'empty') throw new AppError('FILE_REQUIRED');
    if (check.reason === 'too_large') throw new AppError('PAYLOAD_TOO_LARGE');
    if (check.reason === 'type_not_allowed') throw new AppError('FILE_TYPE_NOT_ALLOWED');
    throw new AppError('FILE_CONTENT_MISMATCH');
  }
  const key = crypto.createHash('sha256').update(bytes).digest('hex');
  await storeAttachment(store, key, bytes, ATTACHMENT_CONTENT_TYPES[check.kind] ?? 'application/octet-stream');
  return insertAttachment(db, { ownerUserId: userId, storageKey: key, name, kind: check.kind, bytes: bytes.length });
}

export function presentAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as UploadKind,
    bytes: row.bytes,
    url: `/files/${row.id}/${encodeURIComponent(row.name)}`,
  };
}

/**
 * The attachments a user puts on something they write: each id must be one of their own uploads,
 * so nobody can attach (and so expose) someone else's file. Keeps the order given.
 */
export async function requireOwnAttachments(db: Tx, userId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const rows = await findOwnedAttachments(db, userId, unique);
  if (rows.length !== unique.length) throw new AppError('ATTACHMENT_INVALID', { field: 'attachment_ids' });
  return unique;
}

/** Attachments by id, in the order of `ids` (ids whose rows are gone are skipped). */
export async function presentAttachments(db: Tx, ids: readonly string[]): Promise<Attachment[]> {
  const rows = await findAttachments(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentAttachment(row)] : [];
  });
}
