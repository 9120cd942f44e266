import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { calls, type CallName } from '@tradelink/shared/api/calls';
import { callPath } from '@tradelink/shared/api/paths';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { call, randomIp } from '../helper.ts';
import { toPairs, type RawRequest } from './malformed-inputs.ts';

// How the fuzz suite sends an input: the way the call travels (query string, JSON body, multipart
// fields) through the test helper's signed `call`, or as raw bytes for broken transports.

const SIGNING_KEY = 'tradelink-dev-signing-key';

/** What goes over the wire for an input: two inputs with the same form are one request. */
export function wireForm(name: CallName, input: unknown): string {
  const def = calls[name] as { method: 'GET' | 'POST'; multipart?: true };
  return def.method === 'GET' || def.multipart ? JSON.stringify(toPairs(input)) : (JSON.stringify(input) ?? 'undefined');
}

/** Sends one input the way the call travels. */
export function send(app: FastifyInstance, name: CallName, input: unknown, cookie?: string): Promise<LightMyRequestResponse> {
  const def = calls[name] as { method: 'GET' | 'POST'; multipart?: true };
  if (def.method === 'GET') {
    const pairs = toPairs(input);
    // call() takes one value per name; a repeated name goes out as written.
    if (new Set(pairs.map(([k]) => k)).size < pairs.length) return sendRaw(app, name, { label: 'pairs', query: new URLSearchParams(pairs).toString() }, cookie);
    return call(app, 'GET', name, { cookie, query: Object.fromEntries(pairs) });
  }
  if (def.multipart) return call(app, 'POST', name, { cookie, multipart: Object.fromEntries(toPairs(input)) });
  return call(app, 'POST', name, { cookie, body: input });
}

/** Sends a raw request to a call, signed over exactly its bytes as the server checks them. */
export function sendRaw(app: FastifyInstance, name: CallName, raw: RawRequest, cookie?: string): Promise<LightMyRequestResponse> {
  const def = calls[name] as { method: 'GET' | 'POST' };
  const path = callPath(name);
  const isMultipart = raw.contentType?.startsWith('multipart/') ?? false;
  const headers: Record<string, string> = {
    ...signedHeaders(SIGNING_KEY, { method: def.method, path, body: isMultipart ? '' : (raw.body ?? ''), params: new URLSearchParams(raw.query ?? '') }),
    'x-forwarded-for': randomIp(),
  };
  if (raw.contentType) headers['content-type'] = raw.contentType;
  if (cookie) headers.cookie = cookie;
  return app.inject({ method: def.method, url: raw.query ? `${path}?${raw.query}` : path, headers, payload: raw.body });
}

/** The answer, or 'no answer' when none came in time (a hang is a failure too). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
