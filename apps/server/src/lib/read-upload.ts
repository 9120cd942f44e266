import type { FastifyMultipartBaseOptions, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Upload size limits, judged here rather than by @fastify/multipart's `toBuffer()`. busboy stops a
 * file at its `fileSize` and sets `truncated`, but `toBuffer()` looks at the flag only after each
 * chunk it is handed: when the limit falls exactly at the end of a network chunk, no byte follows
 * the cut, the flag is never looked at and the file comes back cut to the limit with no error.
 *
 * So busboy is asked for one byte more than the limit (a file it cuts is always longer than the
 * limit), the plugin's own 413 is off, the stream is read to its end, and both the byte count and
 * the flag decide: exactly the limit passes, one byte more cannot, however the body is chunked.
 */

/** busboy options for files of at most `maxBytes` (and at most `files` of them). */
export function fileLimits(maxBytes: number, files?: number): FastifyMultipartBaseOptions {
  return { limits: { fileSize: maxBytes + 1, ...(files ? { files } : {}) }, throwFileSizeLimit: false };
}

export interface Upload {
  filename: string;
  bytes: Buffer;
}

/** Reads a file stream to its end, keeping its chunks in `keep` if given; over `maxBytes` (by count or by busboy's cut) is a 413. */
async function readToEnd(file: MultipartFile['file'], maxBytes: number, keep: Buffer[] | null): Promise<void> {
  let total = 0;
  // Always read to the end: answering before the body is read would reset the client's connection.
  for await (const chunk of file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (keep && total <= maxBytes) keep.push(chunk);
  }
  if (file.truncated || total > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
}

/** A file part's bytes, whole and at most `maxBytes` (read with `fileLimits(maxBytes)`). */
export async function readFileStream(file: MultipartFile['file'], maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await readToEnd(file, maxBytes, chunks);
  return Buffer.concat(chunks);
}

/** Reads and drops a file part nobody asked for; still a 413 when it is over `maxBytes`. */
export function discardFileStream(file: MultipartFile['file'], maxBytes: number): Promise<void> {
  return readToEnd(file, maxBytes, null);
}

/**
 * Reads a multipart body with `read`. busboy throws plain errors for a body that is not multipart as
 * announced (no boundary, cut off before its end): the client's mistake, so a 400, not a 500. Errors
 * that already carry a status (the plugin's 406/413, our own AppErrors) pass through.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError('BAD_REQUEST', { cause: error });
  }
}

/**
 * The one file of an upload call, in the multipart part named `field`, whole and at most `maxBytes`.
 * No file, or a file under another name, is FILE_REQUIRED; over the limit is PAYLOAD_TOO_LARGE.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number, field = 'file'): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
  return readingMultipart(async () => {
    const part = await request.file(fileLimits(maxBytes, 1));
    if (!part) throw new AppError('FILE_REQUIRED');
    if (part.fieldname !== field) {
      part.file.resume();
      throw new AppError('FILE_REQUIRED');
    }
    return { filename: part.filename, bytes: await readFileStream(part.file, maxBytes) };
  });
}
