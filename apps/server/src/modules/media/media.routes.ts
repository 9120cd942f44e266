import type { FastifyInstance } from 'fastify';
import { calls } from '@tradelink/shared/api/calls';
import { callPath } from '@tradelink/shared/api/paths';
import { IMAGE_UPLOAD_RATE_LIMIT, isImageKey, isImageSize, MAX_IMAGE_BYTES } from '@tradelink/shared/media/images';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { readUpload } from '../../lib/read-upload.ts';
import { requireUser } from '../../plugins/session.ts';
import { presentImage, saveImage } from './media.service.ts';
import { variantKey } from './media.storage.ts';

/** Bump when the variant recipe changes, so caches holding the old bytes see a new ETag. */
const VARIANT_VERSION = 1;
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

export default async function mediaRoutes(app: FastifyInstance) {
  const store = app.deps.storage.media;

  /**
   * `/media/<key>/<size>.webp`: a content-addressed file, so the URL's bytes never change and
   * browsers may keep it for a year without asking again. Only a 64-hex key and a known size reach
   * the file system; anything else (including `..`) is a 404.
   */
  app.get<{ Params: { key: string; file: string } }>('/media/:key/:file', async (request, reply) => {
    const { key, file } = request.params;
    const size = file.endsWith('.webp') ? file.slice(0, -'.webp'.length) : '';
    if (!isImageKey(key) || !isImageSize(size)) throw new AppError('NOT_FOUND');
    const etag = `"${key}-${size}-v${VARIANT_VERSION}"`;
    // A revalidation asks only whether the file is there (a HEAD in the bucket, not its bytes).
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      if (!(await store.head(variantKey(key, size)))) throw new AppError('NOT_FOUND');
      reply.header('Cache-Control', YEAR_IMMUTABLE).header('ETag', etag);
      return reply.status(304).send();
    }
    const found = await store.get(variantKey(key, size));
    if (!found) throw new AppError('NOT_FOUND');
    reply.header('Cache-Control', YEAR_IMMUTABLE).header('ETag', etag);
    reply.header('Content-Type', 'image/webp').header('Content-Length', String(found.bytes));
    return reply.send(found.body);
  });

  const uploadLimit = (userId: string) =>
    enforceRateLimit(app.deps.rateLimiter, `upload_image:${userId}`, IMAGE_UPLOAD_RATE_LIMIT.max, IMAGE_UPLOAD_RATE_LIMIT.windowMs);

  /**
   * `media.upload_image`: registered here rather than with defineCall, whose multipart reader takes
   * text fields and drains file parts; everything else follows it — the signed call path, the
   * session guard, the envelope and the response schema of the call table.
   */
  const call = calls['media.upload_image'];
  app.post(callPath('media.upload_image'), async (request) => {
    const user = requireUser(request);
    await uploadLimit(user.id);
    // Over the limit is a 413 before anything is stored (read-upload.ts says why not `toBuffer()`).
    const { bytes } = await readUpload(request, MAX_IMAGE_BYTES);
    const saved = await saveImage(store, bytes);
    request.log.info({ userId: user.id, key: saved.key, bytes: bytes.length }, 'image uploaded');
    return { message: { data: call.response.parse(presentImage(saved)) } };
  });
}
