import fs from 'node:fs';
import path from 'node:path';
import { writeAtomic } from '../media/media.storage.ts';

/**
 * Attachment bytes on disk: DATA_DIR/attachments/<first two hex digits>/<sha256>. Same bytes, same
 * file; the database row carries the name and who may read it.
 */
export function attachmentRoot(dataDir: string): string {
  return path.join(dataDir, 'attachments');
}

const KEY = /^[0-9a-f]{64}$/;

export function attachmentPath(root: string, key: string): string {
  if (!KEY.test(key)) throw new Error('not an attachment key');
  return path.join(root, key.slice(0, 2), key);
}

export async function storeAttachment(root: string, key: string, data: Buffer): Promise<void> {
  const file = attachmentPath(root, key);
  try {
    await fs.promises.access(file);
    return; // already stored: content-addressed
  } catch {
    // not yet stored
  }
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await writeAtomic(file, data);
}
