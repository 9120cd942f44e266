
/**
 * Product images: an upload is stored once under a content-hash key and served in fixed sizes as
 * WebP from `/media/<key>/<size>.webp`. Both sizes are square because the catalog shows product
 * photos square (cards, gallery), so the page can reserve the exact box before the image arrives.
 *
 * - thumb: cover-cropped. Cards sit in a grid; a full-bleed square keeps the grid even, and what a
 *   centre crop loses at the edges is rarely the product at card size.
 * - detail: contained on white. The product page is where a buyer judges the product, so nothing is
 *   cut off; white bars blend with the usual white-background product photo and with the page.
 *
 * Transparent pixels are flattened onto the same white, so a cut-out PNG looks like a studio shot.
 */
export const IMAGE_SIZES = {
  thumb: { width: 320, height: 320, fit: 'cover' },
  detail: { width: 800, height: 800, fit: 'contain' },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSize[];
export const IMAGE_BACKGROUND = '#ffffff';

/** What may be uploaded, recognised by content (magic bytes), never by name or declared type. */
export const IMAGE_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;
export type ImageType = keyof typeof IMAGE_TYPES;
/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = Object.values(IMAGE_TYPES).join(',');
/** A phone photo is 2–8 MB; more than this is not a product photo. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * Decoded size limit (a small file can claim a huge canvas: a decompression bomb). 50 MP covers
 * every camera's default mode (12–48 MP) while capping decode memory near 200 MB.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Uploads per user: a product form posts a handful at a time; this only stops abuse. */
export const IMAGE_UPLOAD_RATE_LIMIT = { max: 60, windowMs: 10 * 60_000 } as const;

export const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';
export const MEDIA_PATH_PREFIX = '/media/';

/**
 * A key is the SHA-256 of the uploaded bytes in lowercase hex: identical uploads get the same key
 * (stored once) and a URL's content never changes, so it can be cached for a year as immutable.
 */
export const IMAGE_KEY = /^[0-9a-f]{64}$/;

export function isImageKey(value: unknown): value is string {
  return typeof value === 'string' && IMAGE_KEY.test(value);
}

export function isImageSize(value: unknown): value is ImageSize {
  return typeof value === 'string' && Object.hasOwn(IMAGE_SIZES, value);
}

/**
 * The address of an image in one size. No image gives the placeholder; a value that is already a
 * same-site path or an http(s) URL (data from before keys) is used as it is; anything else is not
 * trusted and also gives the placeholder.
 */
export function imageUrl(key: string | null | undefined, size: ImageSize): string {
  if (!key) return PLACEHOLDER_IMAGE;
  if (isImageKey(key)) return `${MEDIA_PATH_PREFIX}${key}/${size}.webp`;
  if (/^\/(?!\/)/.test(key) || /^https?:\/\//i.test(key)) return key;
  return PLACEHOLDER_IMAGE;
}

/** The absolute address (for JSON-LD and Open Graph, which need absolute URLs). */
export function absoluteImageUrl(appUrl: string, key: string | null | undefined, size: ImageSize): string {
  const url = imageUrl(key, size);
  return /^https?:\/\//i.test(url) ? url : `${appUrl.replace(/\/$/, '')}${url}`;
}

const ascii = (bytes: Uint8Array, from: number, text: string) => [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));

/** The image type by magic bytes, or undefined for anything that is not an allowed image. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  return undefined;
}
