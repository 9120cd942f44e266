import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SIGNING_KEY } from '@tradelink/shared/api/signing';

/** The development SESSION_SECRET: fine on a laptop, refused where it would guard real money or free plans. */
export const DEFAULT_SESSION_SECRET = 'tradelink-dev-session-secret-change-me';

const bool = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

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
  /** Secret for chat tokens and other server-issued signatures. */
  SESSION_SECRET: z.string().min(16).default(DEFAULT_SESSION_SECRET),
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** JWKS address for Google ID tokens; tests point it at a local key set. */
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Inline JWKS JSON, used instead of GOOGLE_JWKS_URL when set (offline and tests). */
  GOOGLE_JWKS: z.string().optional(),
  /** Seed demo data when the database is empty (default on). */
  SEED_DEMO: bool.default(true),
  /** How long public catalog answers are cached in-process (ms); 0 turns the cache off. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
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
});

export type Env = z.infer<typeof schema> & {
  dataDir: string;
  appUrl: string;
  isProduction: boolean;
  /** Whether the sandbox serves checkout: no Stripe key, and not production unless PAYMENTS_SANDBOX=1. */
  paymentsSandbox: boolean;
};

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
  // The sandbox's webhook secret is derived from SESSION_SECRET: with the public default, anyone could
  // sign sandbox events (and the sessions' chat tokens) on a public server.
  if (isProduction && env.PAYMENTS_SANDBOX && env.SESSION_SECRET === DEFAULT_SESSION_SECRET) {
    throw new Error('Invalid environment:\n  SESSION_SECRET: set a secret of your own when PAYMENTS_SANDBOX is on in production');
  }
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    isProduction,
    paymentsSandbox: !env.STRIPE_SECRET_KEY && (!isProduction || env.PAYMENTS_SANDBOX),
  };
}
