import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache } from './ttl-cache.ts';

/** A call's answer as sent: the serialized envelope and its entity tag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

export type AnswerCache = TtlCache<CachedAnswer>;

/**
 * What one answer cache may hold, in characters of keys and serialized answers (about bytes for
 * the mostly-ASCII JSON; up to twice that in memory for Vietnamese and Chinese text). 64 Mi keeps
 * thousands of typical search pages (10–60 KB each) while bounding the process however large the
 * answers get; an entry count could not, as one answer may be a hundred times another.
 */
export const ANSWER_CACHE_MAX_SIZE = 64 * 1024 * 1024;

/** The weight of one cached answer against the cache's limit. */
export const answerSize = (answer: CachedAnswer, key: string) => key.length + answer.body.length + answer.etag.length;

export function createAnswerCache(ttlMs: number, maxSize: number = ANSWER_CACHE_MAX_SIZE): AnswerCache {
  return new TtlCache<CachedAnswer>({ ttlMs, maxSize, sizeOf: answerSize });
}

export function toAnswer(envelope: unknown): CachedAnswer {
  const body = JSON.stringify(envelope);
  // One-shot crypto.hash: the same digest as createHash().update().digest() without building a
  // Hash object per answer (half the hashing's cost on every uncached call).
  return { body, etag: `"${crypto.hash('sha1', body, 'base64url')}"` };
}

/**
 * Sends a cached answer. `no-cache` lets the browser keep it but ask each time: the language comes
 * from a cookie or header, so the URL alone does not identify the answer, while the ETag (a hash of
 * the bytes) does; an unchanged answer costs a 304 without a body.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache');
  const tags = request.headers['if-none-match'];
  if (tags && tags.split(',').some((t) => t.trim() === answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
