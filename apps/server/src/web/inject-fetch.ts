import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANG_COOKIE } from '@tradelink/shared/constants/limits';
import { localCall } from '../lib/local-calls.ts';
import { callerLanguage } from '../plugins/language.ts';

/**
 * A cached public answer for a loader's GET, without going through Fastify (lib/local-calls.ts),
 * or undefined. Only plain queries: a repeated parameter, which Fastify's parser turns into a list,
 * goes the whole way.
 */
function localAnswer(app: FastifyInstance, visitor: FastifyRequest, url: string): Response | undefined {
  const q = url.indexOf('?');
  const call = localCall(app, q === -1 ? url : url.slice(0, q));
  if (!call) return undefined;
  const params = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  const query: Record<string, string> = {};
  for (const [name, value] of params) {
    if (Object.hasOwn(query, name)) return undefined;
    query[name] = value;
  }
  // The language the call would have read from this visitor's cookie and header.
  const lang = callerLanguage(query.lang, visitor.cookies[LANG_COOKIE], visitor.headers['accept-language']);
  const answer = call(query, lang);
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
      const local = method === 'GET' ? localAnswer(app, visitor, url) : undefined;
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
