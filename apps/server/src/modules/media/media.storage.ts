import path from 'node:path';
import { isImageKey, type ImageSize } from '@tradelink/shared/media/images';
import type { ObjectStore } from '../../lib/storage/object-store.ts';

/**
 * Image files in the media store (DATA_DIR/media, or `media/` in the bucket, decision 022):
 *
 *   <first two hex digits>/<key>/original.<jpeg|png|webp>   cleaned original (no metadata, upright)
 *   <first two hex digits>/<key>/thumb.webp, detail.webp     the served sizes, made at upload
 *
 * The two-digit shard keeps folders small with many images. Each object is stored whole (a
 * temporary file renamed, or one PUT), so a reader never sees half a file; `detail.webp` is written
 * last, so its presence means the image is complete.
 */
export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}

function keyDir(key: string): string {
  // Keys are checked before they reach a path: only 64 hex digits, so no separators or dots.
  if (!isImageKey(key)) throw new Error('not an image key');
  return `${key.slice(0, 2)}/${key}`;
}

export function variantKey(key: string, size: ImageSize): string {
  return `${keyDir(key)}/${size}.webp`;
}

export type OriginalFormat = 'jpeg' | 'png' | 'webp';

export interface ImageFiles {
  original: { format: OriginalFormat; data: Buffer };
  variants: Record<ImageSize, Buffer>;
}

/** Writes an image's files; writing the same key twice (the same upload) just replaces them. */
export async function writeImageFiles(store: ObjectStore, key: string, files: ImageFiles): Promise<void> {
  const dir = keyDir(key);
  await store.put(`${dir}/original.${files.original.format}`, files.original.data, `image/${files.original.format}`);
  await store.put(`${dir}/thumb.webp`, files.variants.thumb, 'image/webp');
  await store.put(`${dir}/detail.webp`, files.variants.detail, 'image/webp');
}

/** The store key of a complete image's original, or null when the key is unknown or unfinished. */
export async function findOriginal(store: ObjectStore, key: string): Promise<{ key: string; format: OriginalFormat } | null> {
  const names: string[] = [];
  for await (const item of store.list(`${keyDir(key)}/`)) names.push(item.key.slice(item.key.lastIndexOf('/') + 1));
  if (!names.includes('detail.webp') || !names.includes('thumb.webp')) return null;
  const original = names.find((n) => /^original\.(jpeg|png|webp)$/.test(n));
  return original ? { key: `${keyDir(key)}/${original}`, format: original.slice('original.'.length) as OriginalFormat } : null;
}
