import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A fetch for server-side loaders that calls the API in-process (no socket), as the page's visitor:
 * their cookie, language and address go with each call, so access rules apply exactly as from the browser.
 */
export function createInjectFetch(app: FastifyInstance) {
  return (visitor: FastifyRequest) =>
    async (url: string, init: RequestInit = {}): Promise<Response> => {
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      if (visitor.headers.cookie) headers.cookie = visitor.headers.cookie;
      if (visitor.headers['accept-language']) headers['accept-language'] = visitor.headers['accept-language'];
      headers['user-agent'] = visitor.headers['user-agent'] ?? 'tradelink-ssr';
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
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
