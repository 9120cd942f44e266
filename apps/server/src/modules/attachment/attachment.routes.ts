import type { FastifyInstance } from 'fastify';
import { calls } from '@tradelink/shared/api/calls';
import { callPath } from '@tradelink/shared/api/paths';
import { MAX_UPLOAD_BYTES } from '@tradelink/shared/attachment/attachment';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { readUpload } from '../../lib/read-upload.ts';
import { requireUser } from '../../plugins/session.ts';
import { ATTACHMENT_CONTENT_TYPES, findAttachment, mayReadAttachment } from './attachment.repository.ts';
import { presentAttachment, saveAttachment } from './attachment.service.ts';
import { attachmentKey } from './attachment.storage.ts';

const UPLOAD_RATE = { max: 60, windowMs: 10 * 60_000 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function attachmentRoutes(app: FastifyInstance) {
  const store = app.deps.storage.attachments;
  const call = calls['attachment.upload'];

  /**
   * `attachment.upload`: like `media.upload_image`, registered by hand because defineCall's multipart
   * reader drains file parts; the path, session guard, envelope and response schema are the call's.
   */
  app.post(callPath('attachment.upload'), async (request) => {
    const user = requireUser(request);
    await enforceRateLimit(app.deps.rateLimiter, `upload_attachment:${user.id}`, UPLOAD_RATE.max, UPLOAD_RATE.windowMs);
    // Over the limit is a 413 before anything is stored (read-upload.ts says why not `toBuffer()`).
    const { filename, bytes } = await readUpload(request, MAX_UPLOAD_BYTES);
    const row = await saveAttachment(app.deps.db, store, user.id, filename, bytes);
    request.log.info({ userId: user.id, attachment: row.id, kind: row.kind, bytes: row.bytes }, 'attachment uploaded');
    return { message: { data: call.response.parse(presentAttachment(row)) } };
  });

  /**
   * `/files/<id>/<name>`: an attachment for those allowed to see what it is attached to; others
   * get the same 404 as an unknown id. Always a download, never rendered on our origin.
   */
  app.get<{ Params: { id: string; name: string } }>('/files/:id/:name', async (request, reply) => {
    const { id } = request.params;
    if (!UUID.test(id)) throw new AppError('NOT_FOUND');
    const row = await findAttachment(app.deps.db, id);
    if (!row || !(await mayReadAttachment(app.deps.db, id, request.user?.id ?? null))) throw new AppError('NOT_FOUND');
    // Checked above, before the store is asked: a private file is never served from the bucket itself.
    const file = await store.get(attachmentKey(row.storageKey));
    if (!file) throw new AppError('NOT_FOUND');
    reply
      .header('Content-Type', ATTACHMENT_CONTENT_TYPES[row.kind] ?? 'application/octet-stream')
      .header('Content-Length', String(file.bytes))
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=3600');
    return reply.send(file.body);
  });
}
