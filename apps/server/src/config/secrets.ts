import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * SESSION_SECRET signs chat tokens, unsubscribe links and the sandbox's webhook events, so a value
 * anyone can read (this repository once printed one) would let anyone forge them. There is no default:
 * production must be given a strong secret; development generates a random one once and keeps it in
 * the data folder, so no running server ever uses a value printed anywhere.
 */
export const SESSION_SECRET_MIN_LENGTH = 32;

/** Values that were public at some point (old defaults, examples): never accepted, even in development. */
const PUBLIC_VALUES = new Set(['tradelink-dev-session-secret-change-me', 'change-me', 'changeme', 'secret']);

/** Where a development server keeps the secret it generated. */
export const secretFile = (dataDir: string, name: string) => path.join(dataDir, 'secrets', name);

export class UnsafeConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeConfigError';
  }
}

/** Why a secret is too weak to guard a public server, or null when it is fine. */
export function weaknessOf(secret: string, minLength = SESSION_SECRET_MIN_LENGTH): string | null {
  if (PUBLIC_VALUES.has(secret.toLowerCase())) return 'it is a publicly known value';
  if (secret.length < minLength) return `it is shorter than ${minLength} characters`;
  // "aaaa…", "abababab…", "1234…": long but guessable.
  if (new Set(secret).size < 10) return 'it has fewer than 10 different characters';
  return null;
}

/** A random secret generated once per data folder and reused by every later start (development). */
function dataFolderSecret(dataDir: string, name: string): string {
  const file = secretFile(dataDir, name);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (!weaknessOf(stored)) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const fresh = crypto.randomBytes(48).toString('base64url');
  try {
    // 'wx': two processes starting at once on one folder agree on the first one written.
    fs.writeFileSync(file, `${fresh}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A weak leftover (edited by hand): replace it.
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (!weaknessOf(stored)) return stored;
    fs.writeFileSync(file, `${fresh}\n`, { mode: 0o600 });
    return fresh;
  }
}

/**
 * The session secret this process runs with. Production: SESSION_SECRET, strong, or start-up stops.
 * Development: SESSION_SECRET when given (not a public value), else the data folder's own.
 * Tests (NODE_ENV=test): a random value per process unless one is given.
 */
export function resolveSessionSecret(options: { given: string | undefined; mode: 'production' | 'development' | 'test'; dataDir: string }): string {
  const { given, mode } = options;
  if (given !== undefined && given !== '') {
    const weakness = mode === 'production' ? weaknessOf(given) : weaknessOf(given, 16);
    if (weakness) {
      throw new UnsafeConfigError(
        `SESSION_SECRET is not safe (${weakness}). Set a random value of at least ${SESSION_SECRET_MIN_LENGTH} characters, e.g. \`openssl rand -base64 48\`.`,
      );
    }
    return given;
  }
  if (mode === 'production') {
    throw new UnsafeConfigError(
      `SESSION_SECRET is required in production (it signs chat tokens and unsubscribe links). Set a random value of at least ${SESSION_SECRET_MIN_LENGTH} characters, e.g. \`openssl rand -base64 48\`.`,
    );
  }
  if (mode === 'test') return crypto.randomBytes(48).toString('base64url');
  return dataFolderSecret(options.dataDir, 'session-secret');
}
