import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNATURE_MAX_SKEW_MS } from '@tradelink/shared/api/signing';
import { controlHash, sameControlHash } from '@tradelink/shared/api/signing-node';
import { AGENT_DEFAULT_BASE_PATH } from '@tradelink/shared/agent/chat';
import { AppError } from '../lib/app-error.ts';

/** The AI agent's stream is signed like the calls (packages/shared/src/agent/README.md). */
const AGENT_PATH_PREFIX = `${AGENT_DEFAULT_BASE_PATH}/`;

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact JSON text received, as signed by the client. */
    rawBody?: string;
  }
}

/**
 * Every call under /api/method/ (and the agent's stream under /api/agent/) carries X-Timestamp and X-Control-Hash: HMAC-SHA256 over the
 * timestamp, method, path, raw body and the sorted non-token query parameters (the string is
 * shared code; the HMAC here is node:crypto's). Runs before anything else touches the request, so a
 * bad signature costs no database work.
 */
export default fp(
  async function signingPlugin(app: FastifyInstance, options: { key: string; now?: () => number }) {
    const now = options.now ?? Date.now;

    // Keep the raw JSON text: the signature covers the exact bytes the client sent.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      request.rawBody = text;
      if (text.trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError('BAD_REQUEST'), undefined);
      }
    });

    // A callback hook (nothing is awaited): an async one costs a promise and a microtask turn per call.
    app.addHook('preHandler', (request, _reply, done) => {
      if (!request.url.startsWith('/api/method/') && !request.url.startsWith(AGENT_PATH_PREFIX)) return done();
      try {
        verify(request);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });

    function verify(request: FastifyRequest) {
      const timestamp = request.headers['x-timestamp'];
      const hash = request.headers['x-control-hash'];
      if (typeof timestamp !== 'string' || typeof hash !== 'string' || !/^\d{1,16}$/.test(timestamp)) {
        throw new AppError('BAD_SIGNATURE');
      }
      if (Math.abs(now() - Number(timestamp)) > SIGNATURE_MAX_SKEW_MS) throw new AppError('BAD_SIGNATURE');
      const [path = '', query = ''] = splitUrl(request.url);
      const isMultipart = request.isMultipart();
      const expected = controlHash(options.key, {
        timestamp,
        method: request.method,
        path,
        body: isMultipart ? '' : (request.rawBody ?? ''),
        params: new URLSearchParams(query),
      });
      if (!sameControlHash(expected, hash)) throw new AppError('BAD_SIGNATURE');
    }
  },
  { name: 'signing' },
);

function splitUrl(url: string): [string, string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index + 1)];
}

