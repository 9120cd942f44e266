import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import zlib from 'node:zlib';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { translateError } from '@tradelink/shared/i18n/translate';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { createInjectFetch } from './inject-fetch.ts';
import { pickEncoding } from './accept-encoding.ts';
import { compress, encodedBody, matchesEtag, PageCache, type CachedPage, type Encoding, type RenderedPage } from './page-cache.ts';
import { guestPage, type GuestPage } from './guest-pages.ts';
import { onCatalogCleared } from '../modules/catalog/catalog-cache.ts';
import { AppError } from '../lib/app-error.ts';
import { countPage } from '../plugins/metrics.ts';
import { registerSeoFiles } from './seo-files.ts';
import { buildVersion, registerVersionRoute } from './version.ts';
import marketingPlugin from '../plugins/marketing.ts';
import partnerClicksPlugin from '../modules/affiliate/clicks.ts';
import { enforceGuestLimit, GUEST_COOKIE } from '../modules/catalog/guest-limit.service.ts';
import { randomBytesFromPool } from '../lib/random-pool.ts';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
export const webBuildDir = path.join(webRoot, 'build');

/** What the web app's server entry exports besides the renderer: the context key for loaders. */
interface WebEntry {
  serverContext: Parameters<RouterContextProvider['set']>[0];
}

/**
 * Every visitor gets an anonymous id (for the guest page limit) on their first page; the page's own
 * API calls already carry it.
 */
function ensureGuestCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  if (request.cookies[GUEST_COOKIE]) return;
  const id = randomBytesFromPool(18).toString('base64url');
  reply.setCookie(GUEST_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: 365 * 24 * 3600 });
  request.headers.cookie = `${request.headers.cookie ? `${request.headers.cookie}; ` : ''}${GUEST_COOKIE}=${id}`;
}

/** What a page depends on besides its address: its encoding, and the language and session the server reads. */
const VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** A page sent whole, compressed at once on libuv's pool (the plugin below leaves encoded bodies alone). */
async function sendWhole(request: FastifyRequest, reply: FastifyReply, html: Buffer, encoded?: (encoding: Encoding) => Promise<Buffer>) {
  reply.header('Vary', VARY);
  const encoding = html.length >= 1024 ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(html);
  const body = await (encoded ? encoded(encoding) : compress(html, encoding));
  reply.header('Content-Encoding', encoding);
  reply.header('Content-Length', body.length);
  return reply.send(body);
}

/** How long a CDN may keep sending a guest page it holds while it fetches a new one (seconds). */
const STALE_WHILE_REVALIDATE = 60;

export interface WebOptions {
  mode: 'production' | 'development';
}

/**
 * Serves the web app from the same port as the API: static assets, then every other GET is
 * rendered by React Router. Loaders reach the API in-process (inject), with the caller's cookie.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  // Pages are compressed as they stream (a fast brotli level: they are made per request); built
  // assets are compressed once at build time (scripts/precompress.mjs) and sent as they are.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  let getBuild: () => Promise<ServerBuild>;
  let handle: ReturnType<typeof createRequestHandler>;
  if (options.mode === 'development') {
    // Development only: vite and @fastify/middie are dev dependencies, never loaded in production.
    const { createServer, isRunnableDevEnvironment } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    // React Router 8 runs the server bundle in Vite's `ssr` environment (the Environment API).
    const ssr = vite.environments.ssr;
    if (!isRunnableDevEnvironment(ssr)) throw new Error('the Vite ssr environment cannot run modules');
    getBuild = () => ssr.runner.import('virtual:react-router/server-build') as Promise<ServerBuild>;
    // Given a function, React Router re-derives its routes and handler on every request (what
    // development needs, the modules change under it).
    handle = createRequestHandler(() => getBuild(), 'development');
  } else {
    // WEB_BUILD_DIR: a deployment may unpack each release into a folder of its own.
    const buildDir = app.deps.env.WEB_BUILD_DIR ? path.resolve(app.deps.env.WEB_BUILD_DIR) : webBuildDir;
    const serverEntry = path.join(buildDir, 'server/index.js');
    if (!fs.existsSync(serverEntry)) throw new Error(`No web build at ${serverEntry}: run \`npm run build\`.`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = async () => build;
    // Given the build itself, React Router derives its route table and handler once (issue 19: per
    // request it was a tenth of a page's CPU).
    handle = createRequestHandler(build, 'production');
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; everything else is revalidated hourly.
        res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const injectFetch = createInjectFetch(app);
  // Production only: development renders every page afresh (its code changes under it).
  const pageTtl = app.deps.env.PAGE_CACHE_TTL_MS ?? app.deps.env.CATALOG_CACHE_TTL_MS;
  const pageCache = options.mode === 'production' && pageTtl > 0 ? new PageCache(pageTtl) : null;
  if (pageCache) onCatalogCleared(app.deps.db, () => pageCache.clear());

  /** Renders the page for this request (its cookie, language and address reach the loaders' API calls). */
  async function renderPage(request: FastifyRequest, reply: FastifyReply, { shared = false } = {}): Promise<RenderedPage | Response> {
    const build = await getBuild();
    const context = new RouterContextProvider();
    // The page keeps the version of the build that rendered it, to compare with GET /api/version.
    context.set((build.entry.module as unknown as WebEntry).serverContext, {
      fetch: injectFetch(request),
      nonce: reply.cspNonceValue,
      lang: request.lang,
      signingKey: app.deps.env.API_SIGNING_KEY,
      sign: signedHeaders,
      appUrl: app.deps.env.appUrl,
      externalLinks: { blog: app.deps.env.BLOG_URL ?? null, scheduling: app.deps.env.SCHEDULING_URL ?? null },
      googleClientId: app.deps.env.GOOGLE_CLIENT_ID || null,
      buildVersion: buildVersion(build),
      agentBaseUrl: app.deps.env.agentBaseUrl,
    });
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const controller = new AbortController();
    // A render others may wait for (a guest page going into the cache) outlives its first asker.
    if (!shared) request.raw.on('close', () => controller.abort());
    const response = await handle(new Request(url, { method: request.method, headers, signal: controller.signal }), context);
    // Development streams the page as it renders; production's renderer hands over the finished
    // document (entry.server.tsx), buffered here to be compressed in one shot or cached. Re-streaming
    // it through the compression plugin cost more than the compression itself (issue 19: chunked
    // brotli streams made 37 major collections in 15 s, one-shot 2).
    if (options.mode !== 'production') return response;
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie'),
      cookies: response.headers.getSetCookie(),
      body: response.body ? Buffer.from(await response.arrayBuffer()) : null,
      nonce: reply.cspNonceValue,
    };
  }

  function applyHeaders(reply: FastifyReply, status: number, headers: Iterable<[string, string]>, cookies: string[]) {
    reply.status(status);
    for (const [name, value] of headers) if (name.toLowerCase() !== 'set-cookie') reply.header(name, value);
    if (cookies.length) {
      const existing = reply.getHeader('set-cookie');
      reply.header('set-cookie', [...(Array.isArray(existing) ? existing : existing ? [String(existing)] : []), ...cookies]);
    }
  }

  /** A page made for this visitor alone: never stored by a shared cache. */
  async function sendFresh(request: FastifyRequest, reply: FastifyReply, page: RenderedPage | Response) {
    if (page instanceof Response) {
      applyHeaders(reply, page.status, page.headers, page.headers.getSetCookie());
      if (!page.body) return reply.send();
      return reply.send(Readable.fromWeb(page.body as import('node:stream/web').ReadableStream));
    }
    applyHeaders(reply, page.status, page.headers, page.cookies);
    reply.header('Cache-Control', 'private, no-cache');
    if (!page.body) return reply.send();
    return sendWhole(request, reply, page.body);
  }

  /**
   * A guest page from the cache. Its inline scripts carry the nonce of the render that made it, so
   * the policy sent with it names that nonce (decision 026: the markup is fixed when rendered, so a
   * nonce learnt from one copy admits nothing into another).
   */
  async function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, guest: GuestPage, hit: boolean) {
    countPage(hit ? 'hit' : 'miss');
    applyHeaders(reply, 200, page.headers, []);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(`'nonce-${reply.cspNonceValue}'`, `'nonce-${page.nonce}'`));
    reply.header('ETag', page.etag);
    reply.header('x-page-cache', hit ? 'hit' : 'miss');
    // A CDN may hold pages that are the same for everyone; guest-limited ones are counted per visit.
    const seconds = Math.max(1, Math.round(pageCache!.ttlMs / 1000));
    reply.header('Cache-Control', guest.limit ? 'private, no-cache' : `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`);
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.header('Vary', VARY).status(304).send();
    return sendWhole(request, reply, page.html, (encoding) => encodedBody(page, encoding));
  }

  /** Counts a guest's view of a limited page served without its API call; false past the limit. */
  async function allowedView(request: FastifyRequest, limit: NonNullable<GuestPage['limit']>): Promise<boolean> {
    try {
      await enforceGuestLimit(app.deps.db, request, limit.type, limit.id);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'GUEST_LIMIT') return false;
      throw error;
    }
  }

  async function render(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ messages: [translateError(request.lang, 'codes.NOT_FOUND')], code: 'NOT_FOUND' });
    }
    ensureGuestCookie(request, reply, app.deps.env.isProduction);
    const guest = pageCache ? guestPage(request) : null;
    if (guest) {
      const result = await pageCache!.get(guest.key, () => renderPage(request, reply, { shared: true }) as Promise<RenderedPage>);
      if ('fresh' in result) {
        countPage('fresh');
        return sendFresh(request, reply, result.fresh);
      }
      // A limited page rendered for this visitor was counted by its API call; one from the cache is
      // counted here, and past the limit rendered afresh (the API call then answers 429).
      if (!guest.limit || !result.hit || (await allowedView(request, guest.limit))) return sendCached(request, reply, result.cached, guest, result.hit);
    }
    return sendFresh(request, reply, await renderPage(request, reply));
  }

  // GET routes answer HEAD too (Fastify exposes HEAD for every GET).
  await registerSeoFiles(app);
  registerVersionRoute(app, getBuild);
  await app.register(marketingPlugin, { secure: app.deps.env.isProduction });
  // Partner-link clicks are page views too (counted after the page is sent).
  await app.register(partnerClicksPlugin, { db: app.deps.db, salts: app.deps.visitorSalts, trustProxy: Boolean(app.deps.env.TRUST_PROXY) });
  app.get('/*', render);
}
