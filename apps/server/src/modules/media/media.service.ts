import crypto from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  IMAGE_BACKGROUND,
  IMAGE_SIZES,
  imageUrl,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  sniffImageType,
  type ImageType,
} from '@tradelink/shared/media/images';
import type { UploadedImage } from '@tradelink/shared/media/upload';
import { AppError } from '../../lib/app-error.ts';
import { readObject, type ObjectStore } from '../../lib/storage/object-store.ts';
import { findOriginal, writeImageFiles, type OriginalFormat } from './media.storage.ts';

export interface SavedImage {
  key: string;
  width: number;
  height: number;
}

// Untrusted input: sharp's default failOn ('warning') stops on any decoder complaint, and the pixel
// limit makes libvips refuse a canvas bigger than MAX_IMAGE_PIXELS before allocating it.
const decode = (input: Buffer): Sharp => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', autoOrient: true });

// A GIF keeps only its first frame; a still PNG is the lossless home for it.
const ORIGINAL_FORMAT: Record<ImageType, OriginalFormat> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'png' };

function encodeOriginal(image: Sharp, format: OriginalFormat): Sharp {
  // sharp writes no metadata unless asked: EXIF (camera, GPS position), XMP and the ICC profile go,
  // after converting the pixels to sRGB. Quality stays high: this copy is the source for sizes we
  // may add later.
  if (format === 'jpeg') return image.jpeg({ quality: 92 });
  if (format === 'webp') return image.webp({ quality: 92 });
  return image.png({ compressionLevel: 7 });
}

// Effort 2 makes the 800 px image about 4% larger than the default effort 4 at a quarter of the CPU
// time (measured on photos), which matters since the upload request waits for it; the small thumb
// is cheap at the default.
const WEBP = { thumb: { quality: 78, effort: 4 }, detail: { quality: 82, effort: 2 } } as const;

function encodeVariant(input: Buffer, size: keyof typeof IMAGE_SIZES): Promise<Buffer> {
  const { width, height, fit } = IMAGE_SIZES[size];
  return decode(input)
    .flatten({ background: IMAGE_BACKGROUND })
    .resize(width, height, { fit, background: IMAGE_BACKGROUND, position: 'centre' })
    .webp(WEBP[size])
    .toBuffer();
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

const tooLarge = () => new AppError('IMAGE_TOO_LARGE', { params: { megapixels: Math.floor(MAX_IMAGE_PIXELS / 1_000_000) } });

/**
 * Checks and stores an uploaded image: the bytes must start like an allowed image type and decode
 * as that type within the pixel limit. Keeps a cleaned original (upright, no metadata) and writes
 * the served sizes now, so serving is a plain file read. The same bytes give the same key, and a
 * stored key is not processed again.
 */
export async function saveImage(store: ObjectStore, input: Buffer): Promise<SavedImage> {
  if (input.length === 0) throw new AppError('FILE_REQUIRED');
  if (input.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const type = sniffImageType(input);
  if (!type) throw new AppError('IMAGE_INVALID');
  const key = crypto.createHash('sha256').update(input).digest('hex');

  const stored = await findOriginal(store, key);
  const storedBytes = stored && (await readObject(store, stored.key));
  if (storedBytes) {
    const { width, height } = await sharp(storedBytes).metadata();
    return { key, width, height };
  }

  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch (error) {
    throw isPixelLimitError(error) ? tooLarge() : new AppError('IMAGE_INVALID', { cause: error });
  }
  // The magic bytes and the decoder must agree (a PNG header glued onto something else is not a PNG).
  if (metadata.format !== type) throw new AppError('IMAGE_INVALID');
  // Checked from the header before decoding; libvips checks again while decoding.
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw tooLarge();

  const format = ORIGINAL_FORMAT[type];
  let encoded: [{ data: Buffer; info: OutputInfo }, Buffer, Buffer];
  try {
    encoded = await Promise.all([
      encodeOriginal(decode(input), format).toBuffer({ resolveWithObject: true }),
      encodeVariant(input, 'thumb'),
      encodeVariant(input, 'detail'),
    ]);
  } catch (error) {
    // It passed the header check but does not decode: a damaged file, the uploader's problem.
    throw isPixelLimitError(error) ? tooLarge() : new AppError('IMAGE_INVALID', { cause: error });
  }
  const [original, thumb, detail] = encoded;
  await writeImageFiles(store, key, { original: { format, data: original.data }, variants: { thumb, detail } });
  return { key, width: original.info.width, height: original.info.height };
}

/** The call's answer: the key to store on a product and the two addresses to show it. */
export function presentImage(image: SavedImage): UploadedImage {
  return { key: image.key, url_thumb: imageUrl(image.key, 'thumb'), url_detail: imageUrl(image.key, 'detail'), width: image.width, height: image.height };
}
