import path from 'node:path';
import type { ObjectStore } from '../../lib/storage/object-store.ts';

/**
 * Attachment bytes in the attachments store (DATA_DIR/attachments, or `attachments/` in the
 * bucket, decision 022): `<first two hex digits>/<sha256>`. Same bytes, same object; the database
 * row carries the name, the type and who may read it.
 */
export function attachmentRoot(dataDir: string): string {
  return path.join(dataDir, 'attachments');
}

const KEY = /^[0-9a-f]{64}$/;

export function attachmentKey(key: string): string {
  if (!KEY.test(key)) throw new Error('not an attachment key');
  return `${key.slice(0, 2)}/${key}`;
}

export async function storeAttachment(store: ObjectStore, key: string, data: Buffer, contentType: string): Promise<void> {
  const objectKey = attachmentKey(key);
  // Content-addressed: the same bytes are already there.
  if (await store.head(objectKey)) return;
  await store.put(objectKey, data, contentType);
}
