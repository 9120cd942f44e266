import { z } from 'zod';
import { IMAGE_KEY } from './images.ts';

// The upload call's schemas, apart from images.ts so pages that only show images do not load zod.

/** `media.upload_image`: multipart/form-data with the image in the part named `file`. */
export const uploadImageRequest = z.object({
  file: z
    .custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob)
    .meta({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, checked by content' }),
});

export const uploadedImage = z.object({
  key: z.string().regex(IMAGE_KEY),
  url_thumb: z.string(),
  url_detail: z.string(),
  /** Of the stored original, after turning it upright by its EXIF orientation. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;
