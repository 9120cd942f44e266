import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** A proxy's request id is kept when it is a plain token (never a log-injection vector); otherwise a new one. */
const PROXY_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && PROXY_ID.test(given) ? given : crypto.randomUUID();
}

/** Probes and files: counted in /metrics, not worth a log line each. */
const QUIET = /^\/(?:healthz|livez|readyz|metrics|assets\/|media\/|favicon)/;

/**
 * One line per answered request (Fastify's default is two, "incoming request" and "request
 * completed", each serialising the request): method, URL, status and milliseconds, at info, or warn
 * for a server error; probes and static files are left out. Every line of a request carries its
 * `reqId`, which the answer repeats in X-Request-Id so a user's report leads to its logs.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (QUIET.test(request.url)) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error || reply.statusCode >= 500) reply.log.warn(error ? { ...line, err: error } : line, 'request failed');
    else reply.log.info(line, 'request');
  }
}

export function echoRequestId(app: FastifyInstance) {
  // Callback hooks where nothing is awaited (here and in the other per-request hooks): an async
  // hook costs a promise and a microtask turn per request for nothing.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}
