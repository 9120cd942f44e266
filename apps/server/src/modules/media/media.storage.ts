import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isImageKey, type ImageSize } from '@tradelink/shared/media/images';

/**
 * Image files on disk, under DATA_DIR/media:
 *
 *   media/<first two hex digits>/<key>/original.<jpeg|png|webp>   cleaned original (no metadata, upright)
 *   media/<first two hex digits>/<key>/thumb.webp, detail.webp     the served sizes, made at upload
 *
 * The two-digit shard keeps folders small with many images. Every file is written to a temporary
 * name, flushed and renamed, so a reader or a crash never sees half a file; `detail.webp` is written
 * last, so its presence means the image is complete.
 */
export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}

function keyDir(root: string, key: string): string {
  // Keys are checked before they reach a path: only 64 hex digits, so no separators or dots.
  if (!isImageKey(key)) throw new Error('not an image key');
  return path.join(root, key.slice(0, 2), key);
}

export function variantPath(root: string, key: string, size: ImageSize): string {
  return path.join(keyDir(root, key), `${size}.webp`);
}

export type OriginalFormat = 'jpeg' | 'png' | 'webp';

export interface ImageFiles {
  original: { format: OriginalFormat; data: Buffer };
  variants: Record<ImageSize, Buffer>;
}

/** Writes a file under a temporary name, flushes and renames it: readers never see half a file. */
export async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.promises.open(temp, 'wx');
  try {
    await handle.writeFile(data);
    // Flushed before the rename: otherwise a power cut can leave the new name on an empty file.
    await handle.datasync();
  } finally {
    await handle.close();
  }
  try {
    await fs.promises.rename(temp, file);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

/** Writes an image's files; writing the same key twice (the same upload) just replaces them. */
export async function writeImageFiles(root: string, key: string, files: ImageFiles): Promise<void> {
  const dir = keyDir(root, key);
  await fs.promises.mkdir(dir, { recursive: true });
  await writeAtomic(path.join(dir, `original.${files.original.format}`), files.original.data);
  await writeAtomic(path.join(dir, 'thumb.webp'), files.variants.thumb);
  await writeAtomic(path.join(dir, 'detail.webp'), files.variants.detail);
}

/** The stored original of a complete image, or null when the key is unknown or unfinished. */
export async function findOriginal(root: string, key: string): Promise<string | null> {
  const dir = keyDir(root, key);
  try {
    const names = await fs.promises.readdir(dir);
    if (!names.includes('detail.webp') || !names.includes('thumb.webp')) return null;
    const original = names.find((n) => n.startsWith('original.'));
    return original ? path.join(dir, original) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A served size: its size in bytes, or null when there is no such file. */
export async function statVariant(root: string, key: string, size: ImageSize): Promise<{ path: string; bytes: number } | null> {
  const file = variantPath(root, key, size);
  try {
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? { path: file, bytes: stat.size } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
