import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import { randomBase64 } from '../lib/random-pool.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce for the inline scripts of a server-rendered page. */
    cspNonceValue: string;
  }
}

/** Google Identity Services: its script, its button's frame and styles, its calls (only with GOOGLE_CLIENT_ID). */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** Stands for the request's nonce while the headers are worked out once. */
const NONCE_MARK = 'NONCE_MARK';

export interface SecurityOptions {
  appUrl: string;
  dev: boolean;
  googleSignIn?: boolean;
  /** More origins pages may fetch from (the AI agent's, when AGENT_BASE_URL names another port). */
  connectSources?: string[];
}

/**
 * The security headers as helmet makes them, worked out once: a fixed set, and the content
 * security policy around its nonce. Helmet re-parses its directives on every response; per cached
 * page that was a tenth of the CPU (issue 19), so it runs here once, on a stand-in response.
 */
export function securityHeaders(options: SecurityOptions): { fixed: Record<string, string>; policy: (nonce: string) => string } {
  const google = options.googleSignIn ? [GOOGLE_GSI] : [];
  const config: HelmetOptions = {
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': options.dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...google] : ["'self'", ...google, `'nonce-${NONCE_MARK}'`],
        'style-src': ["'self'", "'unsafe-inline'", ...google],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'ws:', 'wss:', ...google, ...(options.connectSources ?? [])],
        ...(options.googleSignIn ? { 'frame-src': [GOOGLE_GSI] } : {}),
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
  };
  const headers: Record<string, string> = {};
  const standIn = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(config)({} as never, standIn as never, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  const { 'content-security-policy': csp = '', ...fixed } = headers;
  const [before, after = ''] = csp.split(NONCE_MARK);
  return { fixed, policy: csp.includes(NONCE_MARK) ? (nonce) => `${before}${nonce}${after}` : () => csp };
}

/**
 * Security headers with a content security policy the app passes: scripts only from this origin or
 * with the page's nonce; styles allow inline (Mantine sets style attributes). In development Vite's
 * client needs inline and eval, so the policy is relaxed there. Google's sign-in origin is allowed
 * only when GOOGLE_CLIENT_ID is configured.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
    const { fixed, policy } = securityHeaders(options);
    const names = Object.keys(fixed);
    app.decorateReply('cspNonceValue', '');
    // A callback hook: it awaits nothing, and an async one costs a promise per request.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.cspNonceValue = randomBase64(16);
      for (const name of names) reply.header(name, fixed[name]);
      reply.header('content-security-policy', policy(reply.cspNonceValue));
      done();
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
