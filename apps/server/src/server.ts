import './config/node-version.ts';
import './config/react-production.ts';
import { loadEnv } from './config/env.ts';
import { boot, type Running } from './boot.ts';
import { DATABASE_TIMEOUTS, isConnectionError } from './db/client.ts';
import { DataFolderInUseError } from './db/data-lock.ts';

// The only file that listens on a port.
const started = Date.now();
const dev = process.argv.includes('--dev');

/** app.listen failed after a complete boot: what was started must be closed before exiting. */
class ListenFailure extends Error {
  readonly running: Running;
  constructor(cause: unknown, running: Running) {
    super(messageOf(cause), { cause });
    this.running = running;
  }
}

async function start() {
  const env = await loadEnv();
  const running = await boot(env, { web: dev ? 'development' : 'production' });
  try {
    await running.app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    throw new ListenFailure(error, running);
  }
  return { env, running };
}

let env: Awaited<ReturnType<typeof start>>['env'];
let running: Running;
try {
  ({ env, running } = await start());
} catch (error) {
  // A start-up failure the operator can fix gets one clear line (no stack trace); an unexpected
  // one also gets its stack, which is what fixing it takes.
  const cause = error instanceof ListenFailure ? error.cause : error;
  console.error(startupFailure(cause) ?? `Tradelink could not start: ${(cause as Error)?.stack ?? messageOf(cause)}`);
  process.exitCode = 1;
  if (error instanceof ListenFailure) {
    // Booted but could not listen: release the data folder and the database before leaving.
    setTimeout(() => process.exit(1), 5_000);
    await error.running.close().catch(() => {});
  }
  process.exit(1);
}

const { app } = running;
app.log.info(`Tradelink ready on ${env.appUrl} in ${Date.now() - started} ms (${running.database.kind}${dev ? ', development' : ''}, Node ${process.version})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests and closing`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await running.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface ErrorFields {
  code?: unknown;
  syscall?: string;
  address?: string;
  port?: number;
  severity?: string;
  message?: string;
  name?: string;
  cause?: unknown;
  /** The AWS SDK's mark on every error of a call to the object store. */
  $metadata?: unknown;
}

/** The error or one of its causes (drizzle wraps the driver's error) that `test` picks. */
function findInChain(error: unknown, test: (e: ErrorFields) => boolean): ErrorFields | undefined {
  let current = error as ErrorFields | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (test(current)) return current;
    current = current.cause as ErrorFields | undefined;
  }
  return undefined;
}

/** Where the object store is: S3_ENDPOINT's host and port, or AWS itself. */
function storageAddress(): string {
  try {
    const url = new URL(process.env.S3_ENDPOINT ?? '');
    return url.host;
  } catch {
    return `AWS S3${process.env.S3_REGION ? ` (${process.env.S3_REGION})` : ''}`;
  }
}

/** host:port of DATABASE_URL, never its user or password. */
function databaseAddress(): string {
  try {
    const url = new URL(process.env.DATABASE_URL ?? '');
    return `${url.hostname || url.searchParams.get('host') || 'localhost'}:${url.port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** One clear message for a failure the operator can fix, or undefined for an unexpected one. */
function startupFailure(error: unknown): string | undefined {
  if (error instanceof DataFolderInUseError) return error.message;
  const message = messageOf(error);
  if (/^Invalid environment/.test(message)) return message;

  const listen = findInChain(error, (e) => e.syscall === 'listen');
  if (listen?.code === 'EADDRINUSE') {
    return `Port ${listen.port} on ${listen.address} is already in use (EADDRINUSE): stop the process using it, or set another PORT.`;
  }
  if (listen?.code === 'EACCES') {
    return `Not allowed to listen on ${listen.address}:${listen.port} (EACCES): set a PORT above 1023, or HOST to an address of this machine.`;
  }
  if (listen?.code === 'EADDRNOTAVAIL') {
    return `Cannot listen on ${listen.address} (EADDRNOTAVAIL): set HOST to an address of this machine.`;
  }

  // The object store fails at start when the demo seed writes its photos. Its connection errors
  // look like the database's (ECONNREFUSED), so they are told apart by the SDK's $metadata.
  const storage = process.env.S3_BUCKET ? findInChain(error, (e) => e.$metadata !== undefined) : undefined;
  if (storage) {
    const reason = typeof storage.code === 'string' ? storage.code : (storage.name ?? 'error');
    return `Cannot use the object storage at ${storageAddress()}, bucket ${process.env.S3_BUCKET} (${reason}): check S3_ENDPOINT, S3_BUCKET and the keys, and that the storage is running.`;
  }

  if (!process.env.DATABASE_URL) return undefined;
  const address = databaseAddress();
  if (isConnectionError(error)) {
    const coded = findInChain(error, (e) => typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code));
    const server = findInChain(error, (e) => typeof e.severity === 'string');
    const reason = coded
      ? String(coded.code)
      : server
        ? `${server.message}`
        : `no answer within ${DATABASE_TIMEOUTS.connectMillis / 1000} s`;
    return `Cannot reach the database at ${address} (${reason}): check DATABASE_URL, and that PostgreSQL is running and reachable.`;
  }
  // The server answered but refused: wrong password or user (28xxx), no such database (3D000).
  const refused = findInChain(error, (e) => typeof e.severity === 'string' && typeof e.code === 'string' && /^(28|3D)/.test(e.code));
  if (refused) return `The database at ${address} refused the connection: ${refused.message} (${String(refused.code)}): check DATABASE_URL.`;
  return undefined;
}
