import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SIGNING_KEY } from '@tradelink/shared/api/signing';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';
import { resolveSessionSecret, UnsafeConfigError, weaknessOf } from './secrets.ts';
import type { S3Config } from '../lib/storage/s3-store.ts';

const bool = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

/** An optional http(s) address; blank counts as unset, so an empty variable shows no dead link. */
const externalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), { message: 'must be an http(s) address' })
    .optional(),
);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the app, used in emails and canonical links. Defaults to http://localhost:PORT. */
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tradelink <no-reply@tradelink.local>'),
  API_SIGNING_KEY: z.string().min(8).default(DEFAULT_SIGNING_KEY),
  /** Secret for chat tokens and other server-issued signatures; no default (see secrets.ts). */
  SESSION_SECRET: z.string().optional(),
  /** Which proxies' X-Forwarded-For to believe: off (default), a hop count, or addresses (trust-proxy.ts). */
  TRUST_PROXY: z.string().optional(),
  /** Extra origins (comma-separated) whose pages may open the chat socket, besides APP_URL's. */
  ALLOWED_ORIGINS: z.string().optional(),
  /** Password of the seeded demo accounts in production (the public one is refused there). */
  DEMO_PASSWORD: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** JWKS address for Google ID tokens; tests point it at a local key set. */
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Inline JWKS JSON, used instead of GOOGLE_JWKS_URL when set (offline and tests). */
  GOOGLE_JWKS: z.string().optional(),
  /** Seed demo data when the database is empty (default on, but off in production). */
  SEED_DEMO: bool.optional(),
  /** How long public catalog answers are cached in-process (ms); 0 turns the cache off. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** How long rendered guest pages are kept (ms; default: as the catalog answers, and cleared with them); 0 turns it off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).optional(),
  /** Bearer token a Prometheus scraper sends to /metrics; without it only loopback may read it. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Stripe: with a secret key, checkout goes to Stripe; without one, the built-in sandbox takes cards. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the Stripe webhook endpoint (`whsec_...`); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Publishable key, for pages that would load Stripe.js (the hosted checkout needs none). */
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** Where the Stripe client sends API requests; tests point it at a local fake. */
  STRIPE_API_BASE: z.string().url().optional(),
  /**
   * The built-in sandbox takes test cards and activates plans without taking money. Without a Stripe
   * key it serves checkout everywhere but in production, where it must be asked for with 1 (a demo
   * site); otherwise a production server without a key sells nothing instead of giving plans away.
   */
  PAYMENTS_SANDBOX: bool.default(false),
  /** The blog (footer, site map) and the scheduling form (help pages): external links, hidden when unset. */
  BLOG_URL: externalUrl,
  SCHEDULING_URL: externalUrl,
  /** The built web bundle to serve in production (default apps/web/build): one folder per release. */
  WEB_BUILD_DIR: z.string().trim().min(1).optional(),
  /** Files (photos, attachments) go to this S3-compatible bucket instead of DATA_DIR (decision 022). */
  S3_BUCKET: z.string().trim().min(1).optional(),
  /** The service's address for MinIO, R2 and others; unset for AWS. */
  S3_ENDPOINT: z.string().trim().url().optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path, not the host name; by default on with S3_ENDPOINT (what MinIO needs). */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Prepended to every key, to share a bucket with something else (e.g. `tradelink/`). */
  S3_PREFIX: z.string().trim().optional(),
  /**
   * The AI agent (decision 034): an OpenAI-compatible chat completions address (Ollama, vLLM,
   * llama.cpp's server, OpenAI...), e.g. http://127.0.0.1:11434/v1. Unset: the built-in assistant.
   */
  AI_BASE_URL: externalUrl,
  /** Sent as a bearer token to AI_BASE_URL; local servers usually need none. */
  AI_API_KEY: z.string().min(1).optional(),
  /** The model's name at AI_BASE_URL (required with it), e.g. llama3.1:8b or gpt-4o-mini. */
  AI_MODEL: z.string().trim().min(1).optional(),
  /** Longest wait for the provider's first output, and between two outputs (ms). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Longest whole answer, all tool steps included (ms). */
  AI_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(1_800_000).default(120_000),
  /**
   * Where the browser sends the agent's stream: a path on this server (default /api/agent) or an
   * http(s) address on APP_URL's host (the session cookie is host-only).
   */
  AGENT_BASE_URL: z.string().trim().optional(),
});

export type Env = Omit<z.infer<typeof schema>, 'SESSION_SECRET' | 'TRUST_PROXY' | 'SEED_DEMO' | 'DEMO_PASSWORD' | 'S3_SECRET_ACCESS_KEY'> & {
  SESSION_SECRET: string;
  TRUST_PROXY: TrustProxy;
  SEED_DEMO: boolean;
  /** The password seeded demo accounts get. */
  DEMO_PASSWORD: string;
  /** Settings that are allowed but probably not meant (printed at start). */
  warnings: string[];
  /** Origins allowed to open the socket with a user's cookie: APP_URL's and ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  dataDir: string;
  appUrl: string;
  isProduction: boolean;
  /** Whether the sandbox serves checkout: no Stripe key, and not production unless PAYMENTS_SANDBOX=1. */
  paymentsSandbox: boolean;
  /** The bucket files go to, or null for the folders under DATA_DIR. */
  s3: S3Config | null;
  /** AGENT_BASE_URL without a trailing slash (default /api/agent). */
  agentBaseUrl: string;
};

/** The bucket's settings from the S3_* variables; every refusal names the variable to fix. */
function s3Config(env: z.infer<typeof schema>, isProduction: boolean, fail: (name: string, message: string) => never): S3Config | null {
  if (!env.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const) {
      if (env[name]) fail(name, 'is set but S3_BUCKET is not: files would silently stay in DATA_DIR');
    }
    return null;
  }
  const keyId = env.S3_ACCESS_KEY_ID;
  const secret = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(keyId) !== Boolean(secret)) fail(keyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  // Without keys the SDK would look for AWS_* variables or an instance role, and a misconfigured
  // production server would only notice at its first upload.
  if (isProduction && !keyId) fail('S3_ACCESS_KEY_ID', 'S3_BUCKET in production needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the bucket\'s access keys)');
  if (env.S3_ENDPOINT && !/^https?:\/\//i.test(env.S3_ENDPOINT)) fail('S3_ENDPOINT', 'must be an http(s) address, e.g. http://127.0.0.1:9000');
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(prefix)) fail('S3_PREFIX', 'letters, digits, ".", "_", "-" and "/" only');
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    prefix: prefix ? `${prefix}/` : '',
  };
}

/** Parses the environment once; a bad value stops start-up with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // With a key but no webhook secret, Stripe would take money and no payment could ever be confirmed.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid environment:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const fail = (name: string, message: string): never => {
    throw new UnsafeConfigError(`Invalid environment:\n  ${name}: ${message}`);
  };
  let sessionSecret: string;
  try {
    sessionSecret = resolveSessionSecret({ given: source.SESSION_SECRET, mode: env.NODE_ENV, dataDir });
  } catch (error) {
    return fail('SESSION_SECRET', (error as Error).message.replace(/^SESSION_SECRET /, ''));
  }
  let trustProxy: TrustProxy = false;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    fail('TRUST_PROXY', (error as Error).message);
  }
  const allowedOrigins = [new URL(appUrl).origin];
  // Without APP_URL a developer may open the app as localhost, 127.0.0.1 or [::1]: all the same server.
  if (!env.APP_URL && !isProduction) {
    for (const host of ['127.0.0.1', '[::1]']) allowedOrigins.push(`http://${host}:${env.PORT}`);
  }
  for (const entry of (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean)) {
    try {
      allowedOrigins.push(new URL(entry).origin);
    } catch {
      fail('ALLOWED_ORIGINS', `"${entry}" is not an origin like https://example.com`);
    }
  }
  // Every demo account shares one password, the operator's included: the public one would hand the
  // console of a production marketplace to anyone who read the README.
  const seedDemo = env.SEED_DEMO ?? !isProduction;
  const demoPassword = env.DEMO_PASSWORD ?? DEMO_PASSWORD;
  if (isProduction && seedDemo && !env.DEMO_PASSWORD) fail('DEMO_PASSWORD', 'SEED_DEMO=1 in production needs a demo password of your own (at least 12 characters)');
  if (isProduction && env.DEMO_PASSWORD) {
    const weakness = demoPassword === DEMO_PASSWORD ? 'it is the public demo password' : weaknessOf(demoPassword, 12);
    if (weakness) fail('DEMO_PASSWORD', `not safe (${weakness})`);
  }
  const warnings: string[] = [];
  const s3 = s3Config(env, isProduction, fail);
  if (env.AI_BASE_URL && !env.AI_MODEL) fail('AI_MODEL', 'required with AI_BASE_URL: the model to ask, e.g. llama3.1:8b');
  if (!env.AI_BASE_URL && (env.AI_MODEL || env.AI_API_KEY)) warnings.push('AI_MODEL/AI_API_KEY are set but AI_BASE_URL is not: the agent uses the built-in assistant.');
  const agentBaseUrl = agentBase(env.AGENT_BASE_URL, appUrl, fail);
  if (isProduction) {
    // Mails would carry localhost links, and the socket would admit no real page.
    if (!env.APP_URL) fail('APP_URL', 'required in production: the public address, e.g. https://market.example.com');
    const { protocol, hostname } = new URL(appUrl);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
    // The session cookie is Secure in production: over plain http nobody could stay logged in.
    if (protocol !== 'https:' && !loopback) fail('APP_URL', 'must be https:// in production (the session cookie is sent over HTTPS only)');
    // Test hooks: with them a production server would trust keys and answers that are not Google's or Stripe's.
    if (env.GOOGLE_JWKS) fail('GOOGLE_JWKS', 'is for tests; production reads Google\'s keys from GOOGLE_JWKS_URL');
    if (env.STRIPE_API_BASE) fail('STRIPE_API_BASE', 'is for tests; production talks to Stripe itself');
    if (!env.SMTP_URL) warnings.push(`SMTP_URL is not set: mails (activation, password reset) are written to ${path.join(dataDir, 'outbox')} instead of being sent.`);
    if (env.STRIPE_SECRET_KEY?.startsWith('sk_test_')) warnings.push('STRIPE_SECRET_KEY is a test key: checkout takes no real money.');
  }
  // The secret lives in `s3.credentials` only, so a logged env object does not carry it twice.
  const { S3_SECRET_ACCESS_KEY: _secret, ...rest } = env;
  return {
    ...rest,
    warnings,
    SESSION_SECRET: sessionSecret,
    TRUST_PROXY: trustProxy,
    SEED_DEMO: seedDemo,
    DEMO_PASSWORD: demoPassword,
    allowedOrigins,
    dataDir,
    appUrl,
    isProduction,
    paymentsSandbox: !env.STRIPE_SECRET_KEY && (!isProduction || env.PAYMENTS_SANDBOX),
    s3,
    agentBaseUrl,
  };
}

/**
 * AGENT_BASE_URL: a local path, or an address on APP_URL's host. Another host would never see the
 * session cookie (it is host-only), so every message would be refused as logged out.
 */
function agentBase(value: string | undefined, appUrl: string, fail: (name: string, message: string) => never): string {
  const given = (value ?? '').replace(/\/+$/, '');
  if (!given) return '/api/agent';
  if (given.startsWith('/') && !given.startsWith('//')) return given;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return fail('AGENT_BASE_URL', 'must be a path like /api/agent or an http(s) address');
  }
  if (!/^https?:$/.test(url.protocol)) fail('AGENT_BASE_URL', 'must be a path like /api/agent or an http(s) address');
  if (url.hostname !== new URL(appUrl).hostname) fail('AGENT_BASE_URL', `must be on APP_URL's host (${new URL(appUrl).hostname}): the session cookie is not sent to another host`);
  return given;
}
