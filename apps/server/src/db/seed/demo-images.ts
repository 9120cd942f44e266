import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { saveImage } from '../../modules/media/media.service.ts';
import { createLocalStore } from '../../lib/storage/local-store.ts';
import { readObject, type ObjectStore } from '../../lib/storage/object-store.ts';
import { findOriginal, variantKey, writeImageFiles } from '../../modules/media/media.storage.ts';
import { demoImageSvg } from './demo-image-art.ts';
import { productKinds } from './data/product-kinds.ts';
import { colourwaysOf } from './demo-catalog.ts';

/** Image keys by drawing and colourway: "bean-sack:0" -> key. */
export type DemoImagePool = Map<string, string>;

export const photoKey = (art: string, colourway: number) => `${art}:${colourway}`;

// The detail size: big enough that no served size is an upscale, small enough to keep seeding fast.
const SOURCE_SIZE = 800;
/** Which stored key each drawing gave, by a hash of its SVG: a later seed finds the image without rendering it. */
const MANIFEST = 'demo-images.json';
/**
 * Rendered photos kept between data folders on this machine (each costs ~60 ms of CPU to render
 * and encode, and there are over a hundred): a fresh data folder (a browser test run, a new dev
 * folder) copies them instead. Only a cache: anything missing or unreadable is rendered again.
 */
export const SHARED_PHOTO_CACHE = path.join(os.tmpdir(), 'tradelink-demo-photos');

/** Every drawing and colourway some product kind shows. */
export function demoPhotoSet(): Array<[string, number]> {
  const refs = Object.values(productKinds).flatMap((k) => [k.art, ...(k.arts ?? []).map(([, ref]) => ref)]);
  const set = new Set(refs.flatMap((ref) => colourwaysOf(ref).map((v) => photoKey(ref[0], v))));
  return [...set].sort().map((k) => {
    const [art, v] = k.split(':');
    return [art!, Number(v)];
  });
}

async function readManifest(store: ObjectStore): Promise<Record<string, string>> {
  try {
    const data = await readObject(store, MANIFEST);
    return data ? (JSON.parse(data.toString('utf8')) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

async function writeManifest(store: ObjectStore, entries: Record<string, string>) {
  // Several seeds may share a folder (tests): each writes what it knows, all of it true.
  await store.put(MANIFEST, Buffer.from(JSON.stringify({ ...(await readManifest(store)), ...entries })), 'application/json');
}

/** Copies a complete stored image from one media store to another; false when the source has none. */
async function copyImage(from: ObjectStore, to: ObjectStore, key: string): Promise<boolean> {
  const original = await findOriginal(from, key);
  if (!original) return false;
  const [data, thumb, detail] = await Promise.all([readObject(from, original.key), readObject(from, variantKey(key, 'thumb')), readObject(from, variantKey(key, 'detail'))]);
  if (!data || !thumb || !detail) return false;
  await writeImageFiles(to, key, { original: { format: original.format, data }, variants: { thumb, detail } });
  return true;
}

/**
 * Renders the demo photos (by default every drawing and colourway a product kind uses; a seed asks
 * only for those its products show) and stores them through the upload path (`saveImage`), so they
 * are checked, cleaned and resized like any upload. Content-addressed; a photo already in the
 * folder, or in the machine's shared cache, is not rendered again.
 */
export async function generateDemoImages(media: string | ObjectStore, photos: Array<[string, number]> = demoPhotoSet(), cacheRoot: string | null = SHARED_PHOTO_CACHE): Promise<DemoImagePool> {
  // A folder (the seed CLI, tests) or the server's media store (the bucket when S3_BUCKET is set).
  const mediaRoot = typeof media === 'string' ? createLocalStore(media) : media;
  const cache = cacheRoot ? createLocalStore(cacheRoot) : null;
  const [here, cached] = await Promise.all([readManifest(mediaRoot), cache ? readManifest(cache) : Promise.resolve<Record<string, string>>({})]);
  const found: Record<string, string> = {};
  const rendered: Record<string, string> = {};
  const entries = await Promise.all(
    photos.map(async ([art, v]) => {
      const svg = demoImageSvg(art, v, SOURCE_SIZE);
      const hash = crypto.createHash('sha256').update(svg).digest('hex');
      const known = here[hash] ?? cached[hash];
      const reused = known && ((await findOriginal(mediaRoot, known)) || (cache && (await copyImage(cache, mediaRoot, known).catch(() => false))));
      if (known && reused) {
        found[hash] = known;
        return [photoKey(art, v), known] as const;
      }
      // JPEG, as most product photos arrive; quality high enough that the source adds no artefacts.
      const source = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
      const { key } = await saveImage(mediaRoot, source);
      found[hash] = rendered[hash] = key;
      if (cache) await copyImage(mediaRoot, cache, key).catch(() => false);
      return [photoKey(art, v), key] as const;
    }),
  );
  if (Object.keys(found).some((hash) => here[hash] !== found[hash])) await writeManifest(mediaRoot, found);
  if (cache && Object.keys(rendered).length) await writeManifest(cache, rendered).catch(() => {});
  return new Map(entries);
}

/** The stored keys of a product's photos. */
export function photoKeys(pool: DemoImagePool, photos: Array<[string, number]>): string[] {
  return photos.map(([art, v]) => pool.get(photoKey(art, v))).filter((key): key is string => Boolean(key));
}
