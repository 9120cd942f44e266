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
import { createInjectFetch } from './inject-fetch.ts';
import { registerSeoFiles } from './seo-files.ts';
import marketingPlugin from '../plugins/marketing.ts';
import { GUEST_COOKIE } from '../modules/catalog/guest-limit.service.ts';
import { randomToken } from '../lib/tokens.ts';

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
  const id = randomToken(18);
  reply.setCookie(GUEST_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: 365 * 24 * 3600 });
  request.headers.cookie = `${request.headers.cookie ? `${request.headers.cookie}; ` : ''}${GUEST_COOKIE}=${id}`;
}

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
  } else {
    const serverEntry = path.join(webBuildDir, 'server/index.js');
    if (!fs.existsSync(serverEntry)) throw new Error(`No web build at ${serverEntry}: run \`npm run build\`.`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(webBuildDir, 'client'),
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; everything else is revalidated hourly.
        res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const handle = createRequestHandler(() => getBuild(), options.mode);
  const injectFetch = createInjectFetch(app);

  async function render(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ messages: [translateError(request.lang, 'codes.NOT_FOUND')], code: 'NOT_FOUND' });
    }
    ensureGuestCookie(request, reply, app.deps.env.isProduction);
    const build = await getBuild();
    const context = new RouterContextProvider();
    context.set((build.entry.module as unknown as WebEntry).serverContext, {
      fetch: injectFetch(request),
      nonce: reply.cspNonceValue,
      lang: request.lang,
      signingKey: app.deps.env.API_SIGNING_KEY,
      appUrl: app.deps.env.appUrl,
    });
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const controller = new AbortController();
    request.raw.on('close', () => controller.abort());
    const response = await handle(new Request(url, { method: request.method, headers, signal: controller.signal }), context);
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name.toLowerCase() !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) {
      const existing = reply.getHeader('set-cookie');
      reply.header('set-cookie', [...(Array.isArray(existing) ? existing : existing ? [String(existing)] : []), ...cookies]);
    }
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  }

  // GET routes answer HEAD too (Fastify exposes HEAD for every GET).
  await registerSeoFiles(app);
  await app.register(marketingPlugin, { secure: app.deps.env.isProduction });
  app.get('/*', render);
}
