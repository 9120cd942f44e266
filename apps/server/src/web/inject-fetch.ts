import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANG_COOKIE } from '@tradelink/shared/constants/limits';
import { localCall } from '../lib/local-calls.ts';
import { callerLanguage } from '../plugins/language.ts';

/**
 * A cached public answer for a loader's call, without going through Fastify (lib/local-calls.ts),
 * or undefined. Only plain input: a repeated query parameter (which Fastify's parser turns into a
 * list), a POST with a query or a body that is not JSON go the whole way.
 */
function localAnswer(app: FastifyInstance, visitor: FastifyRequest, method: string, url: string, body: RequestInit['body']): Response | undefined {
  const q = url.indexOf('?');
  const call = localCall(app, method, q === -1 ? url : url.slice(0, q));
  if (!call || (method === 'POST' && (q !== -1 || (body != null && typeof body !== 'string')))) return undefined;
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(q === -1 ? '' : url.slice(q + 1))) {
    if (Object.hasOwn(query, name)) return undefined;
    query[name] = value;
  }
  let input: unknown = query;
  if (method === 'POST') {
    try {
      input = typeof body === 'string' && body.trim() ? JSON.parse(body) : {};
    } catch {
      return undefined;
    }
  }
  // The language the call would have read from this visitor's cookie and header.
  const answer = call(input, callerLanguage(query.lang, visitor.cookies[LANG_COOKIE], visitor.headers['accept-language']));
  if (!answer) return undefined;
  return new Response(answer.body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', etag: answer.etag } });
}

/**
 * A fetch for server-side loaders that calls the API in-process (no socket), as the page's visitor:
 * their cookie, language and address go with each call, so access rules apply exactly as from the browser.
 */
export function createInjectFetch(app: FastifyInstance) {
  return (visitor: FastifyRequest) =>
    async (url: string, init: RequestInit = {}): Promise<Response> => {
      const method = (init.method ?? 'GET') as 'GET' | 'POST';
      const local = localAnswer(app, visitor, method, url, init.body);
      if (local) return local;
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      if (visitor.headers.cookie) headers.cookie = visitor.headers.cookie;
      if (visitor.headers['accept-language']) headers['accept-language'] = visitor.headers['accept-language'];
      headers['user-agent'] = visitor.headers['user-agent'] ?? 'tradelink-ssr';
      const res = await app.inject({
        method,
        url,
        headers,
        payload: typeof init.body === 'string' ? init.body : undefined,
        remoteAddress: visitor.ip,
      });
      return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: Object.entries(res.headers).flatMap(([name, value]) =>
          value === undefined ? [] : (Array.isArray(value) ? value : [String(value)]).map((v) => [name, v] as [string, string]),
        ),
      });
    };
}
