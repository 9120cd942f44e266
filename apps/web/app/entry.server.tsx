import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { serverContext } from './lib/server-context.ts';
import { deferScripts } from './lib/defer-scripts.server.ts';

export { serverContext };

export const streamTimeout = 5000;

// In production the finished document's scripts start after its first paint (defer-scripts.server.ts),
// so the page is sent whole; loaders have all answered before rendering starts, so little is lost.
const deferring = process.env.NODE_ENV === 'production';

/** Renders the page (streamed in development). Inline scripts carry the request's CSP nonce. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(serverContext).nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared when the render ends: a pending timer holds the whole render (its tree and loader
    // data) for six seconds, which under load kept hundreds of finished pages alive for the
    // garbage collector to copy and promote.
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), streamTimeout + 1000);
    const settle = () => clearTimeout(timer);
    const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [waitForAll || deferring ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true;
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        if (deferring) {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => {
            settle();
            resolve(new Response(deferScripts(Buffer.concat(chunks).toString('utf8'), nonce), { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(sink);
          return;
        }
        const body = new PassThrough();
        body.on('close', settle);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        settle();
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    abortRender = abort;
  });
}
