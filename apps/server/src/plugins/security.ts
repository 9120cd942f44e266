import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce for the inline scripts of a server-rendered page. */
    cspNonceValue: string;
  }
}

/** Google Identity Services: its script, its button's frame and styles, its calls (only with GOOGLE_CLIENT_ID). */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** Random bytes drawn ahead in one call: a call into OpenSSL per request cost more than the bytes. */
const NONCE_BYTES = 16;
const NONCE_POOL = 4096;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;

/** A fresh 16-byte CSP nonce in base64; every nonce comes from bytes never handed out before. */
function cspNonce(): string {
  if (nonceAt + NONCE_BYTES > noncePool.length) {
    noncePool = crypto.randomBytes(NONCE_POOL);
    nonceAt = 0;
  }
  const nonce = noncePool.toString('base64', nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

/** Stands for the request's nonce while the policy text is built (letters only, as helmet requires). */
const NONCE_MARKER = 'NONCEMARKERxq7';

/** The Content-Security-Policy value as helmet writes it, split where the nonce goes. */
function cspTemplate(directives: Record<string, string[]>): string[] {
  let value = '';
  const capture = { setHeader: (_name: string, v: string) => (value = v) } as unknown as ServerResponse;
  helmet.contentSecurityPolicy({ useDefaults: false, directives })({} as IncomingMessage, capture, (error?: unknown) => {
    if (error) throw error;
  });
  return value.split(NONCE_MARKER);
}

/**
 * Security headers with a content security policy the app passes: scripts only from this origin or
 * with the page's nonce; styles allow inline (Mantine sets style attributes). In development Vite's
 * client needs inline and eval, so the policy is relaxed there. Google's sign-in origin is allowed
 * only when GOOGLE_CLIENT_ID is configured.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, options: { appUrl: string; dev: boolean; googleSignIn?: boolean }) {
    const google = options.googleSignIn ? [GOOGLE_GSI] : [];
    app.decorateReply('cspNonceValue', '');
    // The policy is fixed but for the nonce: helmet writes it once around a marker (validating every
    // directive then) and each request joins the halves around its nonce (base64: never a `;` or `,`).
    // @fastify/helmet built helmet's whole middleware again on every request, and helmet rebuilds the
    // policy string per request when a directive is a function: a few percent of an API call's CPU.
    const policy = cspTemplate({
      'default-src': ["'self'"],
      'script-src': options.dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...google] : ["'self'", ...google, `'nonce-${NONCE_MARKER}'`],
      'style-src': ["'self'", "'unsafe-inline'", ...google],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'ws:', 'wss:', ...google],
      ...(options.googleSignIn ? { 'frame-src': [GOOGLE_GSI] } : {}),
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
    // helmet's other headers, its middleware built once; the policy is set first, as helmet did.
    const otherHeaders = helmet({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: false });
    app.addHook('onRequest', (request, reply, done) => {
      reply.cspNonceValue = cspNonce();
      reply.raw.setHeader('Content-Security-Policy', policy.join(reply.cspNonceValue));
      otherHeaders(request.raw, reply.raw, done as (error?: unknown) => void);
    });
    const own = new URL(options.appUrl).origin;
    await app.register(cors, {
      credentials: true,
      origin: (origin, callback) => {
        // Same-origin and non-browser requests carry no Origin; any other site is refused.
        callback(null, !origin || origin === own);
      },
    });
  },
  { name: 'security' },
);
